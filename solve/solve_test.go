package solve

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// run solves r with two goroutines or fails the test.
func run(t testing.TB, r Request) *Report {
	t.Helper()
	rep, err := Run(context.Background(), r, 2)
	if err != nil {
		t.Fatalf("Run(%+v) = %v", r, err)
	}
	return rep
}

// frequency returns the share of a node's range, weighted by reach, that
// takes action a among the hands that keep.
func frequency(rep *Report, n *Node, a int, keep func(deck.Combo) bool) float64 {
	num, den := 0.0, 0.0
	for i, h := range n.Hands {
		if keep(rep.Ranges[n.Player][h]) {
			num += n.Reach[i] * n.Strategy[i][a]
			den += n.Reach[i]
		}
	}
	return num / den
}

// TestClairvoyance solves the clairvoyance game with real cards: OOP
// holds 3 sets and 16 air combos against IP's 12 bluff-catchers, and may
// bet the pot all-in. At the equilibrium (Chen and Ankenman, The
// Mathematics of Poker, chapter 14) IP calls half its range, making OOP's
// bluffs indifferent (risk 100 to win 100), and OOP bluffs half as many
// combos as it value bets, giving IP odds of 2 to 1 on a call of 100 into
// 200: 1/3 of the bets are bluffs.
func TestClairvoyance(t *testing.T) {
	rep := run(t, Request{Board: "Kh Td 6c 3s 2h", OOP: "KK,QJ", IP: "T9", Pot: 100, Stack: 100,
		Bets: "oop:river:100%", Accuracy: 0.01, Iterations: 5000})
	root := rep.Root
	if got := root.Actions; len(got) != 2 || got[0] != "check" || got[1] != "bet 100" {
		t.Fatalf("root actions = %q, want [check, bet 100]", got)
	}
	if n := len(root.Hands); n != 19 {
		t.Fatalf("OOP has %d combos, want 19 (3 sets, 16 air)", n)
	}
	set := func(c deck.Combo) bool { return c.Hi.Rank() == deck.King }
	air := func(c deck.Combo) bool { return !set(c) }
	for i, h := range root.Hands {
		if c := rep.Ranges[0][h]; set(c) && root.Strategy[i][1] < 0.999 {
			t.Errorf("OOP bets %v with frequency %.4f, want always", c, root.Strategy[i][1])
		}
	}
	bluffs := frequency(rep, root, 1, air) * 16
	value := frequency(rep, root, 1, set) * 3
	if ratio := bluffs / value; math.Abs(ratio-0.5) > 0.01 {
		t.Errorf("OOP bluffs %.4f combos to %.4f value bets: ratio %.4f, want 0.50 ± 0.01", bluffs, value, ratio)
	}
	facing := root.Children[1]
	if got := facing.Actions; len(got) != 2 || got[1] != "call" {
		t.Fatalf("IP's actions facing the bet = %q, want [fold call]", got)
	}
	if call := frequency(rep, facing, 1, func(deck.Combo) bool { return true }); math.Abs(call-0.5) > 0.005 {
		t.Errorf("IP calls %.4f of its range, want 0.50 ± 0.005", call)
	}
	if rep.Exploitability > 0.01 {
		t.Errorf("exploitability %.4f%% of the pot, want at most 0.01%%", rep.Exploitability)
	}
}

// TestChecksOnlyEVIsEquity checks that with checks only every combo's EV
// and equity are its exact equity against the other range (sim's exact
// engine, an independent computation) times the pot, on the river and on
// the turn.
func TestChecksOnlyEVIsEquity(t *testing.T) {
	tests := []struct{ name, board, oop, ip string }{
		{"river", "Ks 9h 7h 4c 2d", "AK, 99, 87s, QJs, A5s, KQo@50", "AQ, KJs, 88, T9s, JTs, 65s@25"},
		{"turn", "Ks 9h 7h 4c", "AK, 87s, QJs, 33", "AQ, KJs@50, T9s, 65s"},
		{"monotone turn, isomorphic rivers", "Ks 9s 7s 4s", "AK, 87s, QJs, 33", "AQ, KJs@50, T9s, 65s"},
		{"river, the same combos in both ranges", "Ks 9h 7h 4c 2d", "AK, QQ+, 87s, 99@30", "AK@70, QQ+, 76s, 98s, 99"},
		{"turn, the same combos in both ranges", "Ks 9h 7h 4c", "AK, QQ+, 87s", "AK@70, QQ+, 76s, 98s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := run(t, Request{Board: tt.board, OOP: tt.oop, IP: tt.ip, Pot: 60, Stack: 100, Bets: "none", Iterations: 1})
			board := deck.MustParseCards(tt.board)
			nodes := []*Node{rep.Root, rep.Root.Children[0]} // OOP's check, then IP's
			for _, n := range nodes {
				other := deck.MustParseRange([]string{tt.ip, tt.oop}[n.Player])
				step := 1
				if testing.Short() && tt.name != "river" {
					step = 7
				}
				for i := 0; i < len(n.Hands); i += step {
					c := rep.Ranges[n.Player][n.Hands[i]]
					m := &sim.Matchup{Game: game.Holdem, Board: board, Players: []sim.Player{
						{Cards: []deck.Card{c.Hi, c.Lo}}, {Range: other}}}
					res, err := sim.Equity(context.Background(), m, sim.Options{Method: sim.ForceExact})
					if err != nil {
						t.Fatal(err)
					}
					want := res.Players[0].Equity
					if got := n.EV[i] / 60; math.Abs(got-want) > 1e-9/60 && math.Abs(n.EV[i]-want*60) > 1e-9 {
						t.Errorf("%s %v: EV %.12f, want equity %.12f times the pot 60 = %.12f", n.Player, c, n.EV[i], want, want*60)
					}
					if math.Abs(n.Equity[i]-want) > 1e-12 {
						t.Errorf("%s %v: equity %.12f, want %.12f", n.Player, c, n.Equity[i], want)
					}
				}
			}
		})
	}
}
