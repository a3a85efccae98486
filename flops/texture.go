package flops

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// Texture is what kind of flop a flop is, in four groups: suits, pairing,
// high card and connectedness. Each is an index in its group's names
// (Groups), weakest first.
type Texture struct {
	// Suits: 0 rainbow (three suits), 1 two-tone, 2 monotone.
	Suits uint8
	// Pairing: 0 unpaired, 1 paired, 2 trips.
	Pairing uint8
	// High is the highest card's rank (deck.Rank, Two = 0).
	High uint8
	// Connected: 0 none; 1 open-ended, some two hole cards make an
	// open-ended straight draw and none a straight; 2 straight, some two
	// hole cards make a straight.
	Connected uint8
}

// Group is one of the four groups of textures: its name and its texture
// names, weakest first (for High, by rank).
type Group struct {
	Name  string
	Names []string
}

// The groups, in the order of reports.
const (
	groupSuits = iota
	groupPairing
	groupHigh
	groupConnected
	numGroups
)

// Groups returns the four groups of textures, in the order of reports:
// suits, pairing, high card and connectedness.
func Groups() []Group {
	high := make([]string, deck.NumRanks)
	for r := range deck.Rank(deck.NumRanks) {
		high[r] = r.String()
	}
	return []Group{
		{"suits", []string{"rainbow", "two-tone", "monotone"}},
		{"pairing", []string{"unpaired", "paired", "trips"}},
		{"high", high},
		{"connected", []string{"none", "open-ended", "straight"}},
	}
}

// value returns t's index in group g.
func (t Texture) value(g int) uint8 {
	switch g {
	case groupSuits:
		return t.Suits
	case groupPairing:
		return t.Pairing
	case groupHigh:
		return t.High
	}
	return t.Connected
}

// Names returns t's name in each group, in the order of Groups.
func (t Texture) Names() [numGroups]string {
	var out [numGroups]string
	for g, grp := range Groups() {
		out[g] = grp.Names[t.value(g)]
	}
	return out
}

// TextureOf returns the texture of the flop f, three cards of game g.
//
// Connectedness is read from the flop's distinct ranks: two hole cards
// make a straight with it exactly when some five ranks in a row (a
// straight of g: in short deck A-6-7-8-9 is the lowest) hold three of
// them; and, failing that, an open-ended straight draw exactly when four
// ranks in a row, with a rank below and above them that complete a
// straight of g, hold two of them (the hole cards are the other two).
func TextureOf(g game.Game, f deck.Set) Texture {
	var t Texture
	var suits [deck.NumSuits]int
	var ranks [deck.NumRanks]int
	var mask uint16
	for c := range f.All() {
		suits[c.Suit()]++
		ranks[c.Rank()]++
		mask |= 1 << c.Rank()
		t.High = max(t.High, uint8(c.Rank()))
	}
	for _, n := range suits {
		if n > 1 {
			t.Suits = uint8(n - 1)
		}
	}
	for _, n := range ranks {
		if n > 1 {
			t.Pairing = uint8(n - 1)
		}
	}
	seq := straightRanks(g)
	switch {
	case windowHolds(mask, seq, 5, 3, false):
		t.Connected = 2
	case windowHolds(mask, seq, 4, 2, true):
		t.Connected = 1
	}
	return t
}

// straightRanks returns the ranks of g's straights from the ace low up:
// A,2,3,...,A in Hold'em and A,6,7,...,A in short deck.
func straightRanks(g game.Game) []deck.Rank {
	seq := []deck.Rank{deck.Ace}
	for r := range deck.Rank(deck.NumRanks) {
		if g.Deck().Has(deck.NewCard(r, 0)) {
			seq = append(seq, r)
		}
	}
	return seq
}

// windowHolds reports whether some n consecutive ranks of seq hold at
// least k ranks of mask; with open, only windows with a rank of seq on
// either side.
func windowHolds(mask uint16, seq []deck.Rank, n, k int, open bool) bool {
	lo, hi := 0, len(seq)-n
	if open {
		lo, hi = 1, len(seq)-n-1
	}
	for i := lo; i <= hi; i++ {
		held := 0
		for _, r := range seq[i : i+n] {
			if mask&(1<<r) != 0 {
				held++
			}
		}
		if held >= k {
			return true
		}
	}
	return false
}
