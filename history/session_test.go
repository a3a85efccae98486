package history

import (
	"context"
	"math"
	"os"
	"testing"
)

// TestSession checks a session's totals against figures computed by hand
// for hand #1001 (Hero's AdAs against 8d8s all-in on the turn 2c7h9sKd,
// 42 of 44 rivers winning, pot $10.10 raked $0.50) and #1005 (a river
// all-in lost, counted as it fell), following Hero.
func TestSession(t *testing.T) {
	f, err := os.Open("testdata/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := NewSession("Hero")
	err = s.Import(context.Background(), "rules.txt", f, true, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Redo the two hands alone.
	one := NewSession("Hero")
	for _, id := range []string{"1001", "1005"} {
		f.Seek(0, 0)
		_ = Read("rules.txt", f, func(h *Hand, err error) error {
			if h != nil && h.ID == id {
				r, err := Value(context.Background(), h, 1)
				if err != nil {
					return err
				}
				one.Add(r)
			}
			return nil
		})
	}
	var hero *Total
	for _, tt := range one.Totals {
		if tt.Player == "Hero" {
			hero = tt
		}
	}
	expected := 9.60 * 42 / 44 // Hero's raked share of the pot
	want := Total{Player: "Hero", Hands: 2, AllIns: 1,
		Net:        4.60 - 5.00,
		Adjusted:   (expected - 5.00) - 5.00,
		NetBB:      46 - 50,
		AdjustedBB: (expected-5.00)/0.10 - 50,
	}
	if hero == nil || hero.Hands != want.Hands || hero.AllIns != want.AllIns {
		t.Fatalf("Hero = %+v, want %+v", hero, want)
	}
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"Net", hero.Net, want.Net}, {"Adjusted", hero.Adjusted, want.Adjusted},
		{"NetBB", hero.NetBB, want.NetBB}, {"AdjustedBB", hero.AdjustedBB, want.AdjustedBB},
		{"Luck", hero.Luck(), want.Net - want.Adjusted},
		{"Per100(NetBB)", hero.Per100(hero.NetBB), 100 * want.NetBB / 2},
	} {
		if math.Abs(c.got-c.want) > 1e-9 {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if n := len(one.Points); n != 2 || math.Abs(one.Points[1].Net-want.Net) > 1e-9 || math.Abs(one.Points[1].Adjusted-want.Adjusted) > 1e-9 {
		t.Errorf("Points = %+v", one.Points)
	}
	if s.Hands != 9 || len(s.Points) != 8 {
		t.Errorf("whole file: %d hands, %d points; want 9 and 8 (Hero sits in 8)", s.Hands, len(s.Points))
	}
}
