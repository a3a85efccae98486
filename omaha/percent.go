package omaha

import (
	"errors"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// Percentages of hands ("15%", "5%-10%") follow the ranking of StandingOf:
// "15%" is the best classes of four-card hands, taken whole in ranking
// order while fewer than round(15% × 270,725) = 40,609 hands have been
// taken, so 40,609 hands or up to 23 more; "5%-10%" is the hands of "10%"
// that are not in "5%". As the classes are taken whole and in one order,
// a smaller percentage is always part of a larger one.

// percent reads a percentage of hands, "15%", or a span of them, "5%-10%",
// at p.i, where percentEnd has found one.
func (p *parser) percent() (int32, *ParseError) {
	start := p.i
	if p.hole != 4 {
		end := percentEnd(p.in, start)
		if end < len(p.in) && p.in[end] == '-' && percentEnd(p.in, end+1) > 0 {
			end = percentEnd(p.in, end+1) // the whole span, "5%-10%"
		}
		return 0, p.fail(ErrUnsupported, start, end,
			"percentages rank four-card hands only: there is no ranking of "+strconv.Itoa(p.hole)+"-card Omaha hands")
	}
	var from float64
	to, err := p.share()
	if err != nil {
		return 0, err
	}
	name := strconv.FormatFloat(to, 'f', -1, 64) + "%"
	if p.i+1 < len(p.in) && p.in[p.i] == '-' && percentEnd(p.in, p.i+1) > 0 {
		p.i++
		from = to
		if to, err = p.share(); err != nil {
			return 0, err
		}
		name += "-" + strconv.FormatFloat(to, 'f', -1, 64) + "%"
		if !(from < to) {
			return 0, p.fail(ErrPercent, start, p.i, "a span of percentages runs from the smaller to the larger, such as 5%-10%")
		}
	} else if !(to > 0) {
		return 0, p.fail(ErrPercent, start, p.i, "a percentage of hands must be above 0%")
	}
	rk := loadRanking()
	p.r.rk = rk
	top := [2]int32{int32(rk.topCount(from)), int32(rk.topCount(to))}
	if top[0] == top[1] {
		// Both ends take the same whole classes, so the span would hold
		// no hand at all: say so rather than match nothing in silence.
		return 0, p.fail(ErrPercent, start, p.i, "the span holds no hand: both ends take the same "+
			strconv.Itoa(int(top[1]))+" best classes ("+strconv.FormatFloat(100*float64(rk.cum[top[1]])/numHands4, 'g', 4, 64)+
			"% of hands); widen it")
	}
	return p.r.add(node{op: opTop, name: name, top: top, union: deck.FullDeck}), nil
}

// share reads one percentage, such as "15%" or "2.5%", and returns it as a
// number from 0 to 100.
func (p *parser) share() (float64, *ParseError) {
	start, end := p.i, percentEnd(p.in, p.i)
	v, err := strconv.ParseFloat(p.in[start:end-1], 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, p.fail(ErrPercent, start, end, "not a number")
	}
	// A number too large for a float64 reads as +Inf, with ErrRange, and
	// is refused below as above 100%; one too small reads as 0, which
	// would be refused as "not above 0%" though its digits say it is.
	if v == 0 && strings.ContainsAny(p.in[start:end-1], "123456789") {
		return 0, p.fail(ErrPercent, start, end, "too small a number to read (below about 1e-320); any percentage above 0% takes at least the best class")
	}
	if v > 100 {
		return 0, p.fail(ErrPercent, start, end, "a percentage of hands is at most 100%")
	}
	p.i = end
	return v, nil
}

// percentEnd returns the offset just past a percentage such as "15%" or
// "2.5%" at s[i], or 0 if there is none.
func percentEnd(s string, i int) int {
	j := i
	for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
		j++
	}
	if j > i && j < len(s) && s[j] == '%' {
		return j + 1
	}
	return 0
}

// inTop reports whether the hand h, of four cards, is at one of the places
// of the ranking that the percentage node n holds. A set of any other
// size, which the planner may test, is never in it.
func (r *Range) inTop(n *node, h deck.Set) bool {
	if h.Len() != 4 {
		return false
	}
	place := int32(r.rk.placeOf(h))
	return n.top[0] <= place && place < n.top[1]
}
