package flops

import (
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// Filter is a set of flop textures: the flops whose texture it matches.
// Its zero value matches every flop.
type Filter struct {
	text  string
	terms [][]atom // a flop must match every term: an atom of each
}

// atom is one texture name, with "+" the name and those above it in its
// group.
type atom struct {
	group int
	min   uint8
	exact bool
}

func (a atom) match(t Texture) bool {
	v := t.value(a.group)
	if a.exact {
		return v == a.min
	}
	return v >= a.min
}

// ParseFilter reads a board filter: terms separated by commas, all of
// which a flop must match (AND); each term one texture name or several
// separated by "|" (OR). The names are those of Groups (rainbow,
// two-tone, monotone; unpaired, paired, trips; none, open-ended,
// straight) and "A-high" to "2-high" for the highest card, in any case,
// with "_" or a space for "-" as range --keep reads its names; a name
// followed by "+" takes the stronger textures of its group too
// (paired+ is paired or trips, two-tone+ two-tone or monotone, T-high+ a
// Ten or higher on top, open-ended+ a straight or an open-ended draw
// possible). An unknown name is an error wrapping ErrTexture that lists
// the names; an empty term one wrapping ErrFilter. The empty string is
// the zero Filter.
func ParseFilter(s string) (Filter, error) {
	f := Filter{text: strings.TrimSpace(s)}
	if f.text == "" {
		return f, nil
	}
	for _, term := range strings.Split(f.text, ",") {
		var alts []atom
		for _, name := range strings.Split(term, "|") {
			a, err := parseAtom(strings.TrimSpace(name))
			if err != nil {
				return Filter{}, err
			}
			alts = append(alts, a)
		}
		f.terms = append(f.terms, alts)
	}
	return f, nil
}

// parseAtom reads one texture name.
func parseAtom(token string) (atom, error) {
	if token == "" {
		return atom{}, &ParseError{Syntax: deck.Syntax{Err: ErrFilter, Detail: "an empty term: names are separated by commas (all must match) or | (one must)"}}
	}
	name := strings.NewReplacer("_", "-", " ", "-").Replace(strings.ToLower(token))
	plus := strings.HasSuffix(name, "+")
	name = strings.TrimSuffix(name, "+")
	if name == "twotone" {
		name = "two-tone"
	}
	for g, grp := range Groups() {
		for v, n := range grp.Names {
			if g == groupHigh {
				n = strings.ToLower(n) + "-high"
			}
			if name == n {
				return atom{group: g, min: uint8(v), exact: !plus}, nil
			}
		}
	}
	return atom{}, &ParseError{Syntax: deck.Syntax{Text: token, Err: ErrTexture}}
}

// validNames lists the names ParseFilter reads, for its error message.
func validNames() string {
	var b strings.Builder
	b.WriteString("want")
	for g, grp := range Groups() {
		if g > 0 {
			b.WriteString(";")
		}
		b.WriteString(" " + grp.Name + ":")
		if g == groupHigh {
			b.WriteString(" A-high, K-high, ..., 2-high")
			continue
		}
		for i, n := range grp.Names {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(" " + n)
		}
	}
	b.WriteString(`; "+" after a name takes the stronger textures of its group too; "," joins names that must all match, "|" names one of which must`)
	return b.String()
}

// Match reports whether t passes f.
func (f Filter) Match(t Texture) bool {
	for _, alts := range f.terms {
		ok := false
		for _, a := range alts {
			ok = ok || a.match(t)
		}
		if !ok {
			return false
		}
	}
	return true
}

// String returns the filter as given to ParseFilter, trimmed.
func (f Filter) String() string { return f.text }
