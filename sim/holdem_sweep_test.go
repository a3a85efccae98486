package sim

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
)

// TestSweepMatchesOrbits compares the board-first sweep of three to five
// players with holdemRangeExact (every assignment valued on its own), bit
// for bit, on random matchups: flops and turns, weighted ranges, known
// hands, dead cards, short deck (100 with POKERSIM_FULL=1, walks of up
// to an estimated second).
func TestSweepMatchesOrbits(t *testing.T) {
	n, maxCost := 10, 0.2
	if testfull.Enabled() {
		n, maxCost = 100, 1
	}
	r := rand.New(rand.NewPCG(31, 3))
	wides := []string{"random", "20%", "22+,A2s+,KTs+", "QQ+:0.5,AK,T9s:0.25"}
	done := 0
	for i := 0; done < n && i < 50*n; i++ {
		g := game.Holdem
		if r.IntN(5) == 0 {
			g = game.ShortDeck
		}
		perm := r.Perm(deck.NumCards)
		var cards []deck.Card
		for _, c := range perm {
			if g.Deck().Has(deck.Card(c)) {
				cards = append(cards, deck.Card(c))
			}
		}
		m := &Matchup{Game: g, Board: cards[:3+r.IntN(2)]}
		next := len(m.Board)
		if r.IntN(3) == 0 {
			m.Dead = cards[next : next+1]
			next++
		}
		players := 3 + r.IntN(3)
		for p := range players {
			switch {
			case p == 0 || r.IntN(3) == 0:
				m.Players = append(m.Players, Player{Range: randomRange(r, 8)})
			case r.IntN(4) == 0:
				m.Players = append(m.Players, Player{Cards: cards[next : next+2]})
				next += 2
			default:
				wide, err := deck.ParseRange(wides[r.IntN(len(wides))])
				if err != nil {
					t.Fatal(err)
				}
				if g != game.Holdem {
					wide = wide.Without(^g.Deck())
				}
				m.Players = append(m.Players, Player{Range: wide})
			}
		}
		if sweepMatchesWalk(t, m, maxCost) {
			done++
		}
	}
	if done < n {
		t.Errorf("only %d of %d matchups were swept", done, n)
	}
}

// TestSweepChosen checks that the sweep is chosen for the issue's
// three-range flops, and not preflop, heads-up, with categories or with
// weights whose sums would round.
func TestSweepChosen(t *testing.T) {
	var odd deck.Range
	odd.Set(deck.NewCombo(deck.MustParseCard("As"), deck.MustParseCard("Ad")), 0.3)
	odd.Set(deck.NewCombo(deck.MustParseCard("Ks"), deck.MustParseCard("Kd")), 1)
	flop := rangeMatchup(t, "Ts8h2c", "AA,AKs,KK,QQ", "AQs,JJ,TT,99", "random")
	tests := []struct {
		name string
		m    *Matchup
		o    Options
		want bool
	}{
		{"three ranges on the flop", flop, Options{}, true},
		{"a narrow third", rangeMatchup(t, "Ts8h2c", "AA,AKs,KK,QQ", "AQs,JJ,TT,99", "88,77,66"), Options{}, true},
		{"preflop", rangeMatchup(t, "", "AA", "KK", "QQ"), Options{}, false},
		{"heads-up", rangeMatchup(t, "Ts8h2c", "AA,KK", "random"), Options{}, false},
		{"categories", flop, Options{Categories: true}, false},
		{"weight 0.3", &Matchup{Game: game.Holdem, Board: flop.Board, Players: []Player{{Range: &odd}, flop.Players[1], flop.Players[2]}}, Options{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := tt.o
			o.Method = ForceExact
			p, err := NewPlan(tt.m, o)
			if err != nil {
				t.Fatal(err)
			}
			if _, got := p.eng.(holdemSweep); got != tt.want {
				t.Errorf("the sweep chosen = %v, want %v (engine %T)", got, tt.want, p.eng)
			}
		})
	}
}

// TestSweepUnits checks that the sweep's units combine to its result and
// that they are many and even: the boards of any two differ by at most
// one.
func TestSweepUnits(t *testing.T) {
	m := rangeMatchup(t, "Ts8h2c", "AA,AKs,KK,QQ", "AQs,JJ,TT,99", "88,77,66")
	p, err := NewPlan(m, Options{Method: ForceExact, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	e, ok := p.eng.(holdemSweep)
	if !ok {
		t.Fatalf("engine %T, want the sweep", p.eng)
	}
	n, err := p.Units()
	if err != nil {
		t.Fatal(err)
	}
	boards := len(e.s.boards)
	lo, hi := boards, 0
	units := make([]int, n)
	for u := range n {
		units[u] = u
		size := (u+1)*boards/n - u*boards/n
		lo, hi = min(lo, size), max(hi, size)
	}
	if n < min(boards, 64) || hi-lo > 1 {
		t.Errorf("%d units of %d to %d boards, of %d boards", n, lo, hi, boards)
	}
	counts, err := p.RunUnits(context.Background(), units)
	if err != nil {
		t.Fatal(err)
	}
	combined, err := p.Combine(counts, 0)
	if err != nil {
		t.Fatal(err)
	}
	got, err := p.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if d := sameResult(got, combined); d != "" {
		t.Errorf("the units combined differ from the run in %s", d)
	}
}

// TestSweepGroupsMatchOrbits compares the sweep with holdemRangeExact, bit
// for bit, where the other players' hands tie in groups and share cards
// with each other and with the swept player's: narrow weighted ranges of
// whole classes (a group of equal value is often a class) mixed with single
// combos of the same ranks, so that products of groups are counted whole
// (clean), hand by hand (sharing a card, or forming a hand the swept player
// may hold), and with the swept player's hand equal to an other's.
func TestSweepGroupsMatchOrbits(t *testing.T) {
	n := 40
	if testfull.Enabled() {
		n = 400
	}
	r := rand.New(rand.NewPCG(31, 5))
	weights := []float64{1, 1, 0.5, 0.25, 2, 0.75}
	ranks := "AKQJT98"
	classRange := func() *deck.Range {
		var out deck.Range
		for range 1 + r.IntN(3) {
			a, b := ranks[r.IntN(len(ranks))], ranks[r.IntN(len(ranks))]
			name := string([]byte{a, b})
			if a != b {
				name += []string{"s", "o"}[r.IntN(2)]
			}
			cls, err := deck.ParseRange(name)
			if err != nil {
				t.Fatal(err)
			}
			wt := weights[r.IntN(len(weights))]
			for c := range cls.All() {
				if r.IntN(6) != 0 {
					out.Set(c, wt)
				}
			}
		}
		return &out
	}
	done := 0
	for i := 0; done < n && i < 50*n; i++ {
		perm := r.Perm(deck.NumCards)
		m := &Matchup{Game: game.Holdem}
		for _, c := range perm[:3+r.IntN(2)] {
			m.Board = append(m.Board, deck.Card(c))
		}
		for range 3 + r.IntN(2) {
			m.Players = append(m.Players, Player{Range: classRange()})
		}
		if sweepMatchesWalk(t, m, 0.2) {
			done++
		}
	}
	if done < n {
		t.Errorf("only %d of %d matchups were swept", done, n)
	}
}

// sweepMatchesWalk plans m exactly and, if the plan sweeps and its cost
// estimate is at most maxCost (the walk, the reference, would otherwise
// be slow), checks that the sweep's results are the walk's, bit for bit;
// it reports whether m was checked. A matchup that cannot be dealt, or
// has too many assignments, is not.
func sweepMatchesWalk(t *testing.T, m *Matchup, maxCost float64) bool {
	t.Helper()
	p, err := NewPlan(m, Options{Method: ForceExact, Workers: 2})
	if err != nil {
		return false
	}
	if _, ok := p.eng.(holdemSweep); !ok || p.cost > maxCost {
		return false
	}
	got, err := p.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ref := *p
	ref.eng = holdemRangeExact{}
	want, err := ref.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if d := sameResult(got, want); d != "" {
		t.Fatalf("%s: the sweep's %s differ from the walk's:\n%+v\n%+v", m, d, got.Players, want.Players)
	}
	return true
}
