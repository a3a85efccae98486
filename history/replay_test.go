package history

import (
	"context"
	"math"
	"slices"
	"testing"
)

// TestReplay steps through the hands of testdata/gg.txt: the pot after
// each action is the chips moved so far, and at the end the sum of the
// contributions; each stack is the starting stack less what the player
// put in; and the pot odds and stack-to-pot ratio of actions worked out
// by hand.
func TestReplay(t *testing.T) {
	hands, errs := readFile(t, "testdata/gg.txt")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, h := range hands {
		steps := Replay(h)
		if len(steps) != len(h.Actions) {
			t.Fatalf("#%s: %d steps for %d actions", h.ID, len(steps), len(h.Actions))
		}
		last := steps[len(steps)-1]
		var put Amount
		for i, c := range h.Contributions() {
			put += c
			if last.Stacks[i] != h.Players[i].Stack-c {
				t.Errorf("#%s: %s ends with %v, want %v", h.ID, h.Players[i].Name, last.Stacks[i], h.Players[i].Stack-c)
			}
		}
		if last.Pot != put {
			t.Errorf("#%s: pot %v at the end, want %v", h.ID, last.Pot, put)
		}
	}
	// #HD1001: Reg (straddle $2) calls $4 more facing Hero's $6, the pot
	// then 0.50 + 1 + 2 + 6 = 9.50: pot odds 4/13.50; Reg has 78 behind,
	// less than Hero's 94 (+4 over Reg's bet), so its SPR is 78/9.50.
	h := hands[0]
	for _, st := range Replay(h) {
		if h.Players[st.Action.Player].Name == "Reg" && st.Action.Kind == Call {
			if st.ToCall != 400 || math.Abs(st.PotOdds-4/13.5) > 1e-12 || math.Abs(st.SPR-78/9.5) > 1e-12 || st.Pot != 1350 {
				t.Errorf("Reg's call: %+v, want to call 4, odds %v, SPR %v, pot 13.50", st, 4/13.5, 78/9.5)
			}
		}
	}
}

// TestReplayEquities checks the equity of the known hands at each street
// against brute force to 1e-9: #HD1005 (JcJd against QcTc, all-in on the
// flop Js8c2h, board 9d Kh) on every street, #OM1003 (Omaha, check-down)
// on every street, and without -short #HD1004 (KdKc against AsKh before
// the flop, run twice: both boards).
func TestReplayEquities(t *testing.T) {
	hands, errs := readFile(t, "testdata/gg.txt")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, k := range []int{4, 2, 3} {
		h := hands[k]
		if k == 3 && testing.Short() {
			continue
		}
		eqs, err := Equities(context.Background(), h)
		if err != nil {
			t.Fatal(err)
		}
		var streets []Street
		runs := 0
		for _, se := range eqs {
			if se.Run == 0 {
				streets = append(streets, se.Street)
			} else {
				runs++
			}
			live := make([]bool, len(h.Players))
			for _, i := range se.Players {
				live[i] = true
			}
			bh := h
			if dead := runDead(h, se.Run); len(dead) > 0 { // the earlier runs' cards, held by a live non-player
				c := *h
				c.Players = append(slices.Clone(h.Players), Player{Name: "earlier runs", Cards: dead})
				bh, live = &c, append(live, true)
			}
			want := bruteEquity(bh, se.Board, se.Players, live)
			for j := range want {
				if got := se.Result.Players[j].Equity; math.Abs(got-want[j]) > 1e-9 {
					t.Errorf("#%s %v: %s's equity %v, brute force %v", h.ID, se.Street, h.Players[se.Players[j]].Name, got, want[j])
				}
			}
		}
		if want := []Street{Preflop, Flop, Turn, River}; !slices.Equal(streets, want) {
			t.Errorf("#%s: streets %v, want %v", h.ID, streets, want)
		}
		if want := 3 * (len(h.Boards) - 1); runs != want { // a second run's flop, turn and river
			t.Errorf("#%s: %d streets of other runs, want %d", h.ID, runs, want)
		}
	}
}
