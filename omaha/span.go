package omaha

import "github.com/pokersim/pokersim/deck"

// between returns the patterns of the span "a-b", from a to b: the cards
// whose ranks differ at the two ends move together, one step at a time,
// while the rest stay as they are. "KK-TT" is KK, QQ, JJ, TT; "AK-AT" is
// AK, AQ, AJ, AT; "KQJT-5432" is the rundowns from KQJT down to 5432. The
// two ends must have the same number of cards, the same suits card by
// card, and ranks that change only where both ends give a single rank,
// all by the same number of steps. It returns what is wrong, or "".
func between(a, b pattern) ([]pattern, string) {
	if len(a.slots) != len(b.slots) {
		return nil, "the two ends of a span must have as many cards each"
	}
	var moves [MaxHole]bool
	step := 0
	for i, x := range a.slots {
		y := b.slots[i]
		if x.suit != y.suit || x.cards != y.cards {
			return nil, "the two ends of a span must have the same suits, card by card"
		}
		if x.rank.kind != partOne || y.rank.kind != partOne {
			if x.rank != y.rank {
				return nil, "only single ranks may change along a span"
			}
			continue
		}
		d := int(y.rank.val) - int(x.rank.val)
		if d == 0 {
			continue
		}
		if step != 0 && d != step {
			return nil, "the ranks that change along a span must all move by the same number of steps"
		}
		step, moves[i] = d, true
	}
	if step < 0 {
		return walk(a, moves, -1, -step), ""
	}
	return walk(a, moves, 1, step), ""
}

// raise returns the patterns of "a+" (up) or "a-" (down). When the single
// ranks of a are all equal ("QQ+", "77-") they all move, up to aces or
// down to deuces; otherwise the lowest of them move: up to one below the
// next higher single rank ("AJ+" is AJ, AQ, AK) or down to deuces ("A5-"
// is A5, A4, A3, A2). It returns what is wrong, or "".
func raise(a pattern, up bool) ([]pattern, string) {
	lo, hi, found := deck.Ace, deck.Two, false
	for _, s := range a.slots {
		if s.rank.kind == partOne {
			lo, hi, found = min(lo, deck.Rank(s.rank.val)), max(hi, deck.Rank(s.rank.val)), true
		}
	}
	if !found {
		return nil, "'+' and '-' need a single rank to move"
	}
	top := deck.Ace // the highest rank the moving cards may reach
	if lo != hi {
		next := hi
		for _, s := range a.slots {
			if r := deck.Rank(s.rank.val); s.rank.kind == partOne && r > lo && r < next {
				next = r
			}
		}
		top = next - 1
	}
	var moves [MaxHole]bool
	for i, s := range a.slots {
		moves[i] = s.rank.kind == partOne && deck.Rank(s.rank.val) == lo
	}
	switch {
	case up && top == lo && lo == deck.Ace:
		return nil, "nothing above A"
	case up && top == lo:
		return nil, "nothing between " + lo.String() + " and " + (top + 1).String()
	case !up && lo == deck.Two:
		return nil, "nothing below 2"
	case up:
		return walk(a, moves, 1, int(top-lo)), ""
	}
	return walk(a, moves, -1, int(lo-deck.Two)), ""
}

// walk returns a and the steps patterns after it, in which the cards that
// move have ranks dir, 2*dir, ... steps*dir away from theirs in a.
func walk(a pattern, moves [MaxHole]bool, dir, steps int) []pattern {
	out := make([]pattern, 0, steps+1)
	for k := range steps + 1 {
		p := pattern{slots: append([]slot(nil), a.slots...)}
		for i := range p.slots {
			if moves[i] {
				p.slots[i].rank.val = uint8(int(a.slots[i].rank.val) + k*dir)
			}
		}
		out = append(out, p)
	}
	return out
}
