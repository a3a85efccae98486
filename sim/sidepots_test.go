package sim

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// randomPots returns the pots of an all-in of n players with stacks in a
// random order: the main pot of all, then a side pot for each deeper stack
// but the deepest, as real side pots nest.
func randomPots(r *deck.Rand, n int) [][]int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := int(r.Uint64() % uint64(i+1))
		order[i], order[j] = order[j], order[i]
	}
	var pots [][]int
	for k := 0; k+2 <= n; k++ {
		pot := slices.Clone(order[k:])
		slices.Sort(pot)
		pots = append(pots, pot)
	}
	return pots
}

// TestSidePotsMatchEnumerate values random all-ins of three to six
// players, before the flop mostly, with dead cards and with hands of few
// suits, pot by pot, and compares each pot with the enumeration of its own
// matchup (PotMatchup): the same counts and the same equities, bit for
// bit, on one worker and on two.
func TestSidePotsMatchEnumerate(t *testing.T) {
	r := deck.NewRand(53, 0)
	n := 24
	if testing.Short() {
		n = 6
	}
	for i := range n {
		g := game.Holdem
		if i%8 == 7 {
			g = game.ShortDeck
		}
		players := 3 + i%4
		boardN := 0
		if i%6 == 5 {
			boardN = 3 + i%2
		}
		m := dealtMatchup(r, g, players, boardN, i%3%2, i%4 == 2)
		pots := randomPots(r, players)
		workers := 1 + i%2
		t.Run(fmt.Sprintf("%v pots %v workers %d", m, pots, workers), func(t *testing.T) {
			opts := Options{Workers: workers}
			if !onePass(m, opts) {
				t.Fatal("not valued in one enumeration")
			}
			got, err := SidePots(context.Background(), m, pots, opts)
			if err != nil {
				t.Fatal(err)
			}
			for j, pot := range pots {
				want, err := Enumerate(context.Background(), mustPotMatchup(t, m, pot), Options{Workers: 1})
				if err != nil {
					t.Fatal(err)
				}
				if diff := sameResult(got[j], want); diff != "" {
					t.Errorf("pot %d %v: %s", j+1, pot, diff)
				}
				if got[j].Matchup.String() != want.Matchup.String() {
					t.Errorf("pot %d matchup %v, want %v", j+1, &got[j].Matchup, &want.Matchup)
				}
			}
		})
	}
}

// TestSidePotsBruteForce counts the boards of three-way all-ins before the
// flop one by one, each pot's players valued by game.Value: the winners of
// each pot and its splits, as integers, against SidePots' counts.
func TestSidePotsBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("valuing 1.4 million boards one by one")
	}
	tests := []struct {
		hands []string
		pots  [][]int
	}{
		{[]string{"KhKc", "8d8s", "AdAs"}, [][]int{{0, 1, 2}, {0, 2}}},
		{[]string{"7h7c", "JhJc", "AdKc"}, [][]int{{0, 1, 2}, {0, 1}}},
		{[]string{"AhKh", "QhJh", "2c2d"}, [][]int{{0, 1, 2}, {1, 2}}},
	}
	for _, tt := range tests {
		m := matchup(t, "", tt.hands...)
		t.Run(m.String(), func(t *testing.T) {
			got, err := SidePots(context.Background(), m, tt.pots, Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			for j, pot := range tt.pots {
				win, split, n := bruteSidePot(m, pot)
				r := got[j]
				if r.Samples != n {
					t.Errorf("pot %d: %d boards, want %d", j+1, r.Samples, n)
				}
				for k := range pot {
					if r.Players[k].WinCount != float64(win[k]) || !slices.Equal(r.Players[k].Split, split[k][:len(pot)+1]) {
						t.Errorf("pot %d player %d: wins %v splits %v, want %d %v", j+1, k, r.Players[k].WinCount, r.Players[k].Split, win[k], split[k][:len(pot)+1])
					}
				}
			}
		})
	}
}

// bruteSidePot counts every board of m's preflop all-in: for each of the
// pot's players, the boards it wins alone and those it splits k ways.
func bruteSidePot(m *Matchup, pot []int) (win []int64, split [][MaxPlayers + 1]float64, n int64) {
	rest := (m.Game.Deck() &^ m.Known()).AppendCards(nil)
	win, split = make([]int64, len(pot)), make([][MaxPlayers + 1]float64, len(pot))
	vals := make([]eval.Rank, len(pot))
	var board [5]deck.Card
	var walk func(from, k int)
	walk = func(from, k int) {
		if k == 5 {
			n++
			for j, p := range pot {
				vals[j], _ = m.Game.Value(m.Players[p].Cards, board[:])
			}
			best, ties := showdown(vals)
			for j, v := range vals {
				switch {
				case v == best && ties == 1:
					win[j]++
				case v == best:
					split[j][ties]++
				}
			}
			return
		}
		for x := from; x < len(rest); x++ {
			board[k] = rest[x]
			walk(x+1, k+1)
		}
	}
	walk(0, 0)
	return win, split, n
}

// TestSidePotsOtherwise checks the matchups SidePots values pot by pot:
// with categories, and in Omaha; the results are Enumerate's.
func TestSidePotsOtherwise(t *testing.T) {
	omaha := &Matchup{Game: game.Omaha, Board: deck.MustParseCards("2c7h9s"), Players: []Player{
		{Cards: deck.MustParseCards("AsAdKsKd")}, {Cards: deck.MustParseCards("QhJhTh9h")}, {Cards: deck.MustParseCards("8c8d6c5d")}}}
	tests := []struct {
		name string
		m    *Matchup
		opts Options
	}{
		{"categories", matchup(t, "2c7h9s", "KhKc", "8d8s", "AdAs"), Options{Categories: true, Workers: 1}},
		{"omaha", omaha, Options{Workers: 1}},
	}
	pots := [][]int{{0, 1, 2}, {0, 2}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if onePass(tt.m, tt.opts) {
				t.Fatal("valued in one enumeration")
			}
			got, err := SidePots(context.Background(), tt.m, pots, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			for j, pot := range pots {
				want, err := Enumerate(context.Background(), mustPotMatchup(t, tt.m, pot), tt.opts)
				if err != nil {
					t.Fatal(err)
				}
				if diff := sameResult(got[j], want); diff != "" {
					t.Errorf("pot %d: %s", j+1, diff)
				}
			}
		})
	}
}

// TestSidePotsErrors checks that bad pots and Monte Carlo are refused
// with ErrOptions, and a bad matchup with a *MatchupError.
func TestSidePotsErrors(t *testing.T) {
	m := matchup(t, "", "KhKc", "8d8s", "AdAs")
	tests := []struct {
		name string
		m    *Matchup
		pots [][]int
		opts Options
		want error
	}{
		{"one player", m, [][]int{{0, 1, 2}, {2}}, Options{}, ErrOptions},
		{"empty pot", m, [][]int{{}}, Options{}, ErrOptions},
		{"no pots", m, nil, Options{}, ErrOptions},
		{"nil matchup", nil, [][]int{{0, 1}}, Options{}, ErrOptions},
		{"negative", m, [][]int{{-1, 1}}, Options{}, ErrOptions},
		{"out of range", m, [][]int{{0, 3}}, Options{}, ErrOptions},
		{"twice", m, [][]int{{0, 0, 1}}, Options{}, ErrOptions},
		{"monte carlo", m, [][]int{{0, 1, 2}}, Options{Method: ForceMonteCarlo}, ErrOptions},
		{"duplicate card", matchup(t, "", "KhKc", "KhKd"), [][]int{{0, 1}}, Options{}, ErrDuplicate},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := SidePots(context.Background(), tt.m, tt.pots, tt.opts)
			if !errors.Is(err, tt.want) {
				t.Errorf("SidePots = %v, want %v", err, tt.want)
			}
		})
	}
}

// TestPotMatchupErrors checks that PotMatchup refuses, with ErrOptions, a
// nil matchup and players the matchup lacks or that are named twice.
func TestPotMatchupErrors(t *testing.T) {
	m := matchup(t, "", "KhKc", "8d8s", "AdAs")
	tests := []struct {
		name     string
		m        *Matchup
		eligible []int
	}{
		{"nil matchup", nil, []int{0, 1}},
		{"out of range", m, []int{0, 3}},
		{"negative", m, []int{-1, 0}},
		{"twice", m, []int{1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := PotMatchup(tt.m, tt.eligible); !errors.Is(err, ErrOptions) {
				t.Errorf("PotMatchup(%v) = %v, want %v", tt.eligible, err, ErrOptions)
			}
		})
	}
}

// mustPotMatchup is PotMatchup for pots the test knows are good.
func mustPotMatchup(t testing.TB, m *Matchup, eligible []int) *Matchup {
	t.Helper()
	sub, err := PotMatchup(m, eligible)
	if err != nil {
		t.Fatal(err)
	}
	return sub
}
