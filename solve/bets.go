package solve

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// Street is a betting round the solver plays: the turn or the river.
type Street int

// The streets.
const (
	Turn Street = iota
	River
)

// String returns "turn" or "river".
func (s Street) String() string { return [...]string{"turn", "river"}[s] }

// Player is a seat: OOP acts first on each street, IP second.
type Player int

// The players.
const (
	OOP Player = iota
	IP
)

// String returns "oop" or "ip".
func (p Player) String() string { return [...]string{"oop", "ip"}[p] }

// Size is one bet or raise size: a percentage of the pot (a bet; 75 for
// 75%), a multiple of the bet faced (a raise; 2.5 for 2.5x), or all-in.
type Size struct {
	Of    float64
	AllIn bool
}

// Bets is a bet tree's sizes: each player's bets on each street, as
// fractions of the pot, and the raises on each street, as multiples of the
// bet faced (both players). A player with no bet size on a street may only
// check, call or fold there; with no raise size on a street, no one raises
// there. The zero Bets is a tree of checks only.
type Bets struct {
	Bet   [2][2][]Size // [Player][Street]
	Raise [2][]Size    // [Street]
}

// The bounds of a size: bets from 1% to 10,000% of the pot, raises from
// 1.01x to 100x the bet faced.
const (
	MinBet   = 1.0
	MaxBet   = 10000.0
	MinRaise = 1.01
	MaxRaise = 100.0
)

// ParseBets reads a bet SPEC: entries separated by ";", each
// "[PLAYER:]STREET:SIZES" (PLAYER oop or ip, both when left out; STREET
// turn or river; SIZES percentages of the pot such as 75% or allin,
// separated by commas) or "raise:[STREET:]SIZES" (multiples of the bet
// faced such as 2.5x, or allin; both streets when STREET is left out).
// "none" is a tree of checks only. Sizes given twice count once; entries
// add to each other. Everything is read in any case, spaces around items
// ignored. The error is a *BetsError.
func ParseBets(spec string) (Bets, error) {
	var b Bets
	if strings.EqualFold(strings.TrimSpace(spec), "none") {
		return b, nil
	}
	if strings.TrimSpace(spec) == "" {
		return b, &BetsError{Spec: spec, Detail: "no entry: give entries such as river:75% or none"}
	}
	pos := 0
	for entry := range strings.SplitSeq(spec, ";") {
		if err := b.entry(spec, entry, pos); err != nil {
			return Bets{}, err
		}
		pos += len(entry) + 1
	}
	return b, nil
}

// entry reads one entry, at byte pos of spec, into b.
func (b *Bets) entry(spec, entry string, pos int) error {
	fail := func(text string, at int, detail string) error {
		return &BetsError{Spec: spec, Text: text, Pos: at, Detail: detail}
	}
	if strings.TrimSpace(entry) == "" {
		return fail(entry, pos, "empty entry")
	}
	parts := strings.Split(entry, ":")
	word := func(i int) string { return strings.ToLower(strings.TrimSpace(parts[i])) }
	offset := func(i int) int {
		at := pos
		for _, p := range parts[:i] {
			at += len(p) + 1
		}
		return at
	}
	raise := word(0) == "raise"
	players := []Player{OOP, IP}
	i := 0
	switch w := word(0); {
	case raise:
		i = 1
	case w == "oop" || w == "ip":
		players = []Player{map[string]Player{"oop": OOP, "ip": IP}[w]}
		i = 1
	}
	streets := []Street{Turn, River}
	if len(parts) > i+1 {
		switch word(i) {
		case "turn":
			streets = []Street{Turn}
		case "river":
			streets = []Street{River}
		default:
			return fail(parts[i], offset(i), "want a street, turn or river")
		}
		i++
	} else if !raise {
		return fail(entry, pos, "want [oop:|ip:]STREET:SIZES or raise:[STREET:]SIZES, such as river:75%,allin")
	}
	if len(parts) != i+1 {
		return fail(entry, pos, "too many parts: want [oop:|ip:]STREET:SIZES or raise:[STREET:]SIZES")
	}
	sizes, err := parseSizes(parts[i], offset(i), raise, fail)
	if err != nil {
		return err
	}
	for _, s := range streets {
		if raise {
			b.Raise[s] = union(b.Raise[s], sizes)
			continue
		}
		for _, p := range players {
			b.Bet[p][s] = union(b.Bet[p][s], sizes)
		}
	}
	return nil
}

// parseSizes reads SIZES at byte pos: percentages of the pot, or for
// raises multiples of the bet faced, or allin.
func parseSizes(text string, pos int, raise bool, fail func(string, int, string) error) ([]Size, error) {
	var out []Size
	for item := range strings.SplitSeq(text, ",") {
		s, ok := parseSize(item, raise)
		if !ok {
			want := "want a percentage of the pot from 1% to 10000%, such as 75%, or allin"
			if raise {
				want = "want a multiple of the bet faced from 1.01x to 100x, such as 2.5x, or allin"
			}
			return nil, fail(item, pos, want)
		}
		out = union(out, []Size{s})
		pos += len(item) + 1
	}
	return out, nil
}

// parseSize reads one size: "75%" (75) or for a raise "2.5x" (2.5), or
// "allin".
func parseSize(item string, raise bool) (Size, bool) {
	t := strings.ToLower(strings.TrimSpace(item))
	if t == "allin" || t == "all-in" {
		return Size{AllIn: true}, true
	}
	suffix, lo, hi := "%", MinBet, MaxBet
	if raise {
		suffix, lo, hi = "x", MinRaise, MaxRaise
	}
	num, ok := strings.CutSuffix(t, suffix)
	if !ok {
		return Size{}, false
	}
	x, err := strconv.ParseFloat(strings.TrimSpace(num), 64)
	if err != nil || math.IsNaN(x) || x < lo || x > hi {
		return Size{}, false
	}
	return Size{Of: x}, true
}

// union returns a with the sizes of b it lacks, in increasing order, all-in
// last.
func union(a, b []Size) []Size {
	for _, s := range b {
		if !slices.Contains(a, s) {
			a = append(a, s)
		}
	}
	slices.SortFunc(a, func(x, y Size) int {
		switch {
		case x.AllIn != y.AllIn && x.AllIn:
			return 1
		case x.AllIn != y.AllIn:
			return -1
		}
		return cmpFloat(x.Of, y.Of)
	})
	return a
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// String writes b as a SPEC that ParseBets reads back to b: "none" for no
// sizes.
func (b Bets) String() string {
	var entries []string
	for s := range Street(2) {
		for p := range Player(2) {
			if len(b.Bet[p][s]) > 0 {
				entries = append(entries, p.String()+":"+s.String()+":"+sizesText(b.Bet[p][s], false))
			}
		}
		if len(b.Raise[s]) > 0 {
			entries = append(entries, "raise:"+s.String()+":"+sizesText(b.Raise[s], true))
		}
	}
	if len(entries) == 0 {
		return "none"
	}
	return strings.Join(entries, ";")
}

func sizesText(sizes []Size, raise bool) string {
	var out []string
	for _, s := range sizes {
		switch {
		case s.AllIn:
			out = append(out, "allin")
		case raise:
			out = append(out, strconv.FormatFloat(s.Of, 'g', -1, 64)+"x")
		default:
			out = append(out, strconv.FormatFloat(s.Of, 'g', -1, 64)+"%")
		}
	}
	return strings.Join(out, ",")
}
