package postflop

import (
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// Filter chooses combos by their best made class and their draws: a combo
// passes if its best class is in Made or it has a draw in Draws. The zero
// Filter passes nothing.
type Filter struct {
	Made  MadeSet
	Draws Draws
}

// Match reports whether a combo with hit h passes f.
func (f Filter) Match(h Hit) bool { return f.Made.Has(h.Best) || f.Draws&h.Draws != 0 }

// groups are the names ParseFilter reads for several classes or draws at
// once. The classes of a group are consecutive in every game's order, so
// "top-pair+" means the weakest of them and every stronger class.
var groups = []struct {
	name  string
	made  MadeSet
	draws Draws
}{
	{"pair", madeRange(Underpair, Overpair), 0},
	{"top-pair", madeRange(TopPairWeak, TopPairTop), 0},
	{"two-pair", madeRange(BottomTwo, TopTwo), 0},
	{"straight-draw", 0, straightDraws},
}

// madeRange returns the set of the classes from lo to hi.
func madeRange(lo, hi Made) MadeSet { return (hi.bit()<<1 - 1) &^ (lo.bit() - 1) }

// ParseFilter reads a filter: names separated by commas, each a made
// class ("top-pair-top", "set"), a group of classes ("pair": Underpair to
// Overpair; "top-pair": the three top-pair classes; "two-pair": BottomTwo
// to TopTwo), PQL's name of a flop category ("FLOPTOPPAIR"), a draw
// ("flush-draw", "open-ended") or the group "straight-draw" (OpenEnded,
// DoubleGutshot, Gutshot). A class or group of classes followed by "+"
// means it and every stronger class: "top-pair+" is top pair or better.
// Names are read in any case, with "_" or a space for "-"; spaces around
// a name are ignored.
//
// The error is a *ParseError wrapping ErrName for an unknown name, whose
// message lists the names, or ErrFilter for an empty filter or name, or a
// draw followed by "+".
//
// "+" takes the stronger classes in Hold'em's order; ParseFilterIn reads
// a filter for another game.
func ParseFilter(s string) (Filter, error) { return parseFilter(s, &holdemOrder) }

// ParseFilterIn reads a filter as ParseFilter does, for game g: "+" takes
// the classes stronger in g's order (OrderOf), so that in short deck
// "full-house+" holds Flush and "flush+" does not hold FullHouse. The
// error is ParseFilter's, or wraps ErrGame for a game without classes.
func ParseFilterIn(g game.Game, s string) (Filter, error) {
	o, err := OrderOf(g)
	if err != nil {
		return Filter{}, err
	}
	return parseFilter(s, o)
}

// parseFilter reads a filter, "+" taking the classes stronger in order o.
func parseFilter(s string, o *Order) (Filter, error) {
	var f Filter
	if strings.TrimSpace(s) == "" {
		return f, &ParseError{Syntax: deck.Syntax{Input: s, Err: ErrFilter, Detail: "no class or draw named"}}
	}
	for pos := 0; pos <= len(s); {
		end := strings.IndexByte(s[pos:], ',')
		if end < 0 {
			end = len(s)
		} else {
			end += pos
		}
		token := strings.TrimSpace(s[pos:end])
		at := pos + strings.Index(s[pos:end], token)
		if token == "" {
			return Filter{}, &ParseError{Syntax: deck.Syntax{Input: s, Pos: pos, Err: ErrFilter, Detail: "empty name between commas"}}
		}
		g, err := parseName(token, o)
		if err != nil {
			err.Input, err.Pos = s, at
			return Filter{}, err
		}
		f.Made |= g.Made
		f.Draws |= g.Draws
		pos = end + 1
	}
	return f, nil
}

// parseName reads one name of a filter, "+" taking the classes stronger
// in order o.
func parseName(token string, o *Order) (Filter, *ParseError) {
	name := strings.ToLower(token)
	name = strings.NewReplacer("_", "-", " ", "-").Replace(name)
	plus := strings.HasSuffix(name, "+")
	name = strings.TrimSuffix(name, "+")
	f, ok := lookup(name)
	switch {
	case !ok:
		return Filter{}, &ParseError{Syntax: deck.Syntax{Text: token, Err: ErrName}}
	case plus && f.Draws != 0:
		return Filter{}, &ParseError{Syntax: deck.Syntax{Text: token, Err: ErrFilter, Detail: "draws have no order: + follows a class"}}
	case plus:
		f.Made = o.AtLeast(o.Weakest(f.Made))
	}
	return f, nil
}

// lookup returns the filter a lower-case name stands for.
func lookup(name string) (Filter, bool) {
	for m := range Made(NumMade) {
		if name == madeNames[m] {
			return Filter{Made: m.bit()}, true
		}
	}
	var pql MadeSet
	for m := range Made(NumMade) {
		if name == strings.ToLower(pqlNames[m]) {
			pql |= m.bit()
		}
	}
	if pql != 0 {
		return Filter{Made: pql}, true
	}
	for d := range Draw(NumDraws) {
		if name == drawNames[d] {
			return Filter{Draws: d.bit()}, true
		}
	}
	for _, g := range groups {
		if name == g.name {
			return Filter{Made: g.made, Draws: g.draws}, true
		}
	}
	return Filter{}, false
}

// validNames lists the names ParseFilter reads, for its error message.
func validNames() string {
	var b strings.Builder
	b.WriteString("want a class: ")
	for m := range Made(NumMade) {
		if m > 0 {
			b.WriteString(", ")
		}
		b.WriteString(madeNames[m])
	}
	b.WriteString("; a group:")
	for _, g := range groups {
		b.WriteString(" " + g.name)
	}
	b.WriteString("; or a draw: ")
	for d := range Draw(NumDraws) {
		if d > 0 {
			b.WriteString(", ")
		}
		b.WriteString(drawNames[d])
	}
	b.WriteString(`; a class or group followed by "+" takes the stronger classes too`)
	return b.String()
}

// String returns f as ParseFilter reads it back: the names of its classes,
// weakest first, then of its draws, separated by commas; "" for the zero
// Filter.
func (f Filter) String() string {
	var names []string
	for m := range f.Made.All() {
		names = append(names, m.String())
	}
	for d := range f.Draws.All() {
		names = append(names, d.String())
	}
	return strings.Join(names, ",")
}

// Keep returns the combos of r that are left on s (holding no board, dead
// or opposing card) and pass f, with their weights in r. Its String() is
// range notation that deck.ParseRange reads back.
func (s *Spot) Keep(r *deck.Range, f Filter) *deck.Range {
	out := new(deck.Range)
	for c, w := range combos(r) {
		if h, ok := s.Hit(c); ok && f.Match(h) {
			out.Set(c, w)
		}
	}
	return out
}

// Keep returns the combos of range r that pass f on a board of 3, 4 or 5
// cards with the given dead cards and opposing hands, as Spot.Keep does.
// The error is NewSpot's; the range returned may be empty.
func Keep(board []deck.Card, dead deck.Set, r *deck.Range, f Filter, opponents ...deck.Combo) (*deck.Range, error) {
	s, err := NewSpot(board, dead, opponents...)
	if err != nil {
		return nil, err
	}
	return s.Keep(r, f), nil
}
