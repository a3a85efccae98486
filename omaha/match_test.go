package omaha

import (
	"math/rand/v2"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/testfull"
)

// refMatch reports whether the hand holds p by the definition: it tries
// every way to give distinct cards of the hand to the pattern's cards, and
// checks each card against its pattern card and the variables against each
// other.
func refMatch(p pattern, hand deck.Set) bool {
	cards := hand.AppendCards(nil)
	exR, exS := map[uint8]bool{}, map[uint8]bool{}
	for _, s := range p.slots {
		if s.rank.kind == partOne {
			exR[s.rank.val] = true
		}
		if s.suit.kind == partOne {
			exS[s.suit.val] = true
		}
	}
	chosen := make([]deck.Card, len(p.slots))
	used := make([]bool, len(cards))
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(p.slots) {
			return varsAgree(p, chosen, exR, exS)
		}
		for j, c := range cards {
			if used[j] || !fits(p.slots[i], c) {
				continue
			}
			used[j], chosen[i] = true, c
			ok := try(i + 1)
			used[j] = false
			if ok {
				return true
			}
		}
		return false
	}
	return try(0)
}

// fits reports whether card c meets pattern card s, leaving variables out.
func fits(s slot, c deck.Card) bool {
	if s.cards != 0 {
		return s.cards.Has(c)
	}
	ok := func(x part, v uint8) bool {
		switch x.kind {
		case partOne:
			return x.val == v
		case partSet:
			return x.set>>v&1 != 0
		}
		return true
	}
	return ok(s.rank, uint8(c.Rank())) && ok(s.suit, uint8(c.Suit()))
}

// varsAgree reports whether the cards chosen for p give each variable one
// value, different variables different values, and no variable a value
// written singly in p.
func varsAgree(p pattern, chosen []deck.Card, exR, exS map[uint8]bool) bool {
	check := func(get func(slot) part, val func(deck.Card) uint8, ex map[uint8]bool) bool {
		of := map[uint8]uint8{}
		for i, s := range p.slots {
			x := get(s)
			if x.kind != partVar {
				continue
			}
			v := val(chosen[i])
			if w, ok := of[x.val]; ok && w != v {
				return false
			}
			of[x.val] = v
		}
		seen := map[uint8]bool{}
		for _, v := range of {
			if seen[v] || ex[v] {
				return false
			}
			seen[v] = true
		}
		return true
	}
	return check(func(s slot) part { return s.rank }, func(c deck.Card) uint8 { return uint8(c.Rank()) }, exR) &&
		check(func(s slot) part { return s.suit }, func(c deck.Card) uint8 { return uint8(c.Suit()) }, exS)
}

// parsePattern parses text as a single hand pattern.
func parsePattern(t *testing.T, text string, hole int) pattern {
	t.Helper()
	p := &parser{in: text, hole: hole, r: &Range{hole: hole}}
	pat, err := p.pattern()
	if err != nil || p.i != len(text) {
		t.Fatalf("pattern(%q) = error %v at %d", text, err, p.i)
	}
	return pat
}

// matchCases are patterns for every kind of matcher, with the kind compile
// should pick.
var matchCases = []struct {
	text string
	hole int
	kind kind
}{
	{"AA", 4, kindClasses},
	{"AsA", 4, kindClasses},
	{"AsKs", 4, kindClasses},
	{"[AK][AK]", 4, kindClasses},
	{"sshh", 4, kindClasses},
	{"[AsKh][AsKh]", 4, kindClasses},
	{"As[AK]", 4, kindClasses},
	{"A[AK]", 4, kindSearch},
	{"s[sh]", 4, kindSearch},
	{"[AsKh]A", 4, kindSearch},
	{"xxyy", 4, kindSuits},
	{"ssxx", 4, kindSuits},
	{"sxyz", 4, kindSuits},
	{"wxyz", 4, kindSuits},
	{"xxxx", 4, kindSuits},
	{"AAxx", 4, kindSearch},
	{"RR", 4, kindRanks},
	{"RRON", 4, kindRanks},
	{"RROO", 4, kindRanks},
	{"RRRR", 4, kindRanks},
	{"AARR", 4, kindRanks},
	{"AsRR", 4, kindRanks},
	{"RRRRR", 5, kindNever},
	{"AxAyxy", 4, kindSearch},
	{"RxRyOxOy", 4, kindSearch},
	{"AxKx", 4, kindSearch},
	{"AxKy", 4, kindSearch},
	{"RsRh", 4, kindSearch},
	{"R[sh]R", 4, kindSearch},
	{"RxRx", 4, kindSearch},
	{"$Bx$Bx", 4, kindSearch},
	{"AxKxQxJx", 4, kindSearch},
	{"As[As]", 4, kindNever},
	{"AxAyxyz", 5, kindSearch},
	{"xxyyz", 5, kindSuits},
	{"RRRON", 5, kindRanks},
	{"xxxxx", 5, kindSuits},
	{"RROO*x*x", 6, kindSearch},
	{"wwxxyy", 6, kindSuits},
	{"RRONUV", 6, kindRanks},
	{"AAKK[sh][sh]", 6, kindSearch},
}

// TestMatchKinds checks that compile picks the expected way to decide.
func TestMatchKinds(t *testing.T) {
	for _, tt := range matchCases {
		if m := compile(parsePattern(t, tt.text, tt.hole)); m.kind != tt.kind {
			t.Errorf("compile(%q).kind = %d, want %d", tt.text, m.kind, tt.kind)
		}
	}
}

// TestMatchReference compares the compiled matchers with refMatch on
// random hands, on hands in the range and on those hands with one card
// changed, which lie near its edge.
func TestMatchReference(t *testing.T) {
	n := testfull.N(4000, 1000)
	if testing.Short() {
		n = 500
	}
	for _, tt := range matchCases {
		t.Run(tt.text, func(t *testing.T) {
			p := parsePattern(t, tt.text, tt.hole)
			m := compile(p)
			x, relaxed := m.relaxed()
			rng := rand.New(rand.NewPCG(7, uint64(len(tt.text))))
			check := func(h deck.Set) {
				got, want := m.match(h), refMatch(p, h)
				if got != want {
					t.Fatalf("compile(%q).match(%v) = %v, want %v", tt.text, h, got, want)
				}
				if relaxed && want && !x.match(h) {
					t.Fatalf("compile(%q).relaxed().match(%v) = false, want true", tt.text, h)
				}
			}
			for range n {
				check(randomHand(rng, tt.hole))
			}
			r := MustParseRange(tt.text, tt.hole)
			in := 0
			for h := range r.Hands(0) {
				if in++; in > n {
					break
				}
				check(h)
				out := h.AppendCards(nil)[rng.IntN(tt.hole)].Bit()
				var with deck.Card
				for with = deck.Card(rng.IntN(deck.NumCards)); h.Has(with); with = deck.Card(rng.IntN(deck.NumCards)) {
				}
				check(h&^out | with.Bit())
			}
		})
	}
}
