package history

import (
	"bytes"
	"context"
	"errors"
	"math"
	"os"
	"reflect"
	"slices"
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

// TestSessionMerge reads two files into one session, and into a session
// each merged: the same players in the same order, counts and lists, and
// figures equal up to the rounding of the order of the sums.
func TestSessionMerge(t *testing.T) {
	files := []string{"testdata/rules.txt", "testdata/messy.txt", "testdata/two.phhs"}
	whole, merged := NewSession(""), NewSession("")
	for _, name := range files {
		one := NewSession("")
		for _, s := range []*Session{whole, one} {
			f, err := os.Open(name)
			if err != nil {
				t.Fatal(err)
			}
			err = s.Import(context.Background(), name, f, false, 1, nil)
			f.Close()
			if err != nil {
				t.Fatal(err)
			}
		}
		merged.Merge(one)
	}
	if whole.Hands != merged.Hands || whole.Qualified != merged.Qualified || whole.Currency != merged.Currency ||
		len(whole.Skipped) != len(merged.Skipped) || len(whole.Unsupported) != len(merged.Unsupported) ||
		len(whole.Totals) != len(merged.Totals) || len(whole.Points) != len(merged.Points) {
		t.Fatalf("merged = %+v\nwant %+v", merged, whole)
	}
	if whole.Hands < 10 || whole.Currency != "mixed" || len(whole.Skipped) == 0 {
		t.Errorf("the files give %d hands, currency %q, %d skipped: the test shows little", whole.Hands, whole.Currency, len(whole.Skipped))
	}
	for i, w := range whole.Totals {
		m := merged.Totals[i]
		if w.Player != m.Player || w.Hands != m.Hands || w.AllIns != m.AllIns ||
			math.Abs(w.Net-m.Net) > 1e-9 || math.Abs(w.Adjusted-m.Adjusted) > 1e-9 || math.Abs(w.NetBB-m.NetBB) > 1e-9 || math.Abs(w.AdjustedBB-m.AdjustedBB) > 1e-9 {
			t.Errorf("total %d = %+v, want %+v", i, m, w)
		}
	}
	for i, w := range whole.Points {
		m := merged.Points[i]
		if w.Hand != m.Hand || math.Abs(w.Net-m.Net) > 1e-9 || math.Abs(w.Adjusted-m.Adjusted) > 1e-9 {
			t.Errorf("point %d = %+v, want %+v", i, m, w)
		}
	}
}

// TestImportStops checks that Import, which values hands on other
// goroutines, passes hands to each in file order, and stops at each's
// error, at a malformed hand with strict, and at cancellation, returning
// that error.
func TestImportStops(t *testing.T) {
	data, err := os.ReadFile("testdata/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	messy, err := os.ReadFile("testdata/messy.txt")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	_ = Read("r", bytes.NewReader(data), func(h *Hand, err error) error { want = append(want, h.ID); return err })
	stop := errors.New("enough")
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name    string
		ctx     context.Context
		data    []byte
		strict  bool
		stopAt  int // each returns stop at this hand, from 1; 0 never
		wantErr error
		hands   int
	}{
		{"all", context.Background(), data, true, 0, nil, len(want)},
		{"each stops", context.Background(), data, true, 3, stop, 3},
		{"strict", context.Background(), messy, true, 0, ErrCards, 1},
		{"cancelled", cancelled, data, false, 0, context.Canceled, -1},
	}
	for _, tt := range tests {
		for _, workers := range []int{1, 2, 5} {
			s := NewSession("")
			var got []string
			err := s.Import(tt.ctx, "r", bytes.NewReader(tt.data), tt.strict, workers, func(r *Result) error {
				got = append(got, r.Hand.ID)
				if len(got) == tt.stopAt {
					return stop
				}
				return nil
			})
			if !errors.Is(err, tt.wantErr) || err == nil && tt.wantErr != nil {
				t.Errorf("%s, %d workers: err %v, want %v", tt.name, workers, err, tt.wantErr)
			}
			if tt.hands >= 0 && len(got) != tt.hands {
				t.Errorf("%s, %d workers: %d hands, want %d", tt.name, workers, len(got), tt.hands)
			}
			if tt.data[0] == data[0] && !slices.Equal(got, want[:len(got)]) {
				t.Errorf("%s, %d workers: hands %v, want in file order %v", tt.name, workers, got, want)
			}
		}
	}
}

// TestImportSameForAnyWorkers checks that the session does not depend on
// the number of workers, which parse and value the hands: the same totals,
// points, and malformed and unsupported hands listed in file order.
func TestImportSameForAnyWorkers(t *testing.T) {
	for _, name := range []string{"testdata/rules.txt", "testdata/messy.txt", "testdata/two.phhs"} {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var first *Session
		for _, workers := range []int{1, 2, 5} {
			s := NewSession("")
			if err := s.Import(context.Background(), name, bytes.NewReader(data), false, workers, nil); err != nil {
				t.Fatalf("%s, %d workers: %v", name, workers, err)
			}
			if first == nil {
				first = s
				continue
			}
			if !reflect.DeepEqual(s, first) {
				t.Errorf("%s: the session with %d workers differs from one worker's:\n%+v\nwant\n%+v", name, workers, s, first)
			}
		}
		if name == "testdata/messy.txt" && len(first.Skipped)+len(first.Unsupported) == 0 {
			t.Errorf("%s: nothing skipped; the test would not see their order", name)
		}
	}
}

// TestMergeIntoEmpty checks that a session merged into an empty one
// gives it the same points, bit for bit, and that what is merged after
// leaves the first session's points as they were: the empty session takes
// them without copying.
func TestMergeIntoEmpty(t *testing.T) {
	read := func(name string) *Session {
		s := NewSession("")
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := s.Import(context.Background(), name, f, false, 1, nil); err != nil {
			t.Fatal(err)
		}
		return s
	}
	a, b := read("testdata/rules.txt"), read("testdata/messy.txt")
	was := slices.Clone(a.Points)
	if len(was) == 0 || len(b.Points) == 0 {
		t.Fatalf("%d and %d points: the test shows little", len(was), len(b.Points))
	}
	s := NewSession("")
	s.Merge(a)
	if &s.Points[0] != &a.Points[0] {
		t.Errorf("the empty session copied the points it was merged")
	}
	s.Merge(b)
	if !slices.Equal(a.Points, was) {
		t.Errorf("merging after changed the first session's points")
	}
	if !slices.Equal(s.Points[:len(was)], was) || len(s.Points) != len(was)+len(b.Points) {
		t.Errorf("merged points %v..., want %v then %d more", s.Points[:min(3, len(s.Points))], was[:min(3, len(was))], len(b.Points))
	}
}
