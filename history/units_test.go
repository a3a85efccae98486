package history

import (
	"context"
	"math"
	"reflect"
	"strings"
	"testing"
)

// unitsFiles are hands in US dollars (GGPoker, 888), euros (Winamax,
// iPoker), tournament chips and play money.
var unitsFiles = []struct{ name, text string }{
	{"gg.txt", ggSample},
	{"wm.txt", winamaxSample},
	{"888.txt", pacificSample},
	{"ip.xml", ipokerSample},
	{"t.txt", strings.Replace(strings.ReplaceAll(winamaxSample, "€", ""), "CashGame", "Tournament \"T\" buyIn: 1 level: 1", -1)},
	{"play.txt", strings.Replace(pacificSample, "(Real Money)", "(Play Money)", -1)},
}

// TestSessionUnits checks that a session keeps each unit's totals apart:
// each unit's totals are the sums, computed here hand by hand, over its
// own hands alone; merging the sessions of the files gives the same
// units; and a session of one unit has the same totals in Totals and in
// its unit.
func TestSessionUnits(t *testing.T) {
	s := NewSession("")
	type key struct{ unit, player string }
	want := map[key]*Total{}
	hands := map[string]int{}
	merged := NewSession("")
	for _, f := range unitsFiles {
		one := NewSession("")
		if err := one.Import(context.Background(), f.name, strings.NewReader(f.text), true, 1, nil); err != nil {
			t.Fatalf("Import(%s): %v", f.name, err)
		}
		merged.Merge(one)
		err := Read(f.name, strings.NewReader(f.text), func(h *Hand, err error) error {
			if err != nil {
				return err
			}
			r, err := Value(context.Background(), h, 1)
			if err != nil {
				return err
			}
			s.Add(r)
			hands[h.Unit()]++
			for i, p := range h.Players {
				k := key{h.Unit(), p.Name}
				if want[k] == nil {
					want[k] = &Total{Player: p.Name}
				}
				want[k].Hands++
				want[k].Net += float64(r.Net(i)) / 100
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	var names []string
	for _, u := range s.Units {
		names = append(names, u.Name)
		if u.Hands != hands[u.Name] {
			t.Errorf("%s: %d hands, want %d", u.Name, u.Hands, hands[u.Name])
		}
		for _, tt := range u.Totals {
			w := want[key{u.Name, tt.Player}]
			if w == nil || tt.Hands != w.Hands || math.Abs(tt.Net-w.Net) > 1e-9 {
				t.Errorf("%s %s: %+v, want %+v", u.Name, tt.Player, tt, w)
			}
			delete(want, key{u.Name, tt.Player})
		}
	}
	if got := strings.Join(names, " "); got != "USD EUR chips play money" {
		t.Errorf("units %q, want USD EUR chips play money", got)
	}
	if len(want) > 0 {
		t.Errorf("totals missing from the units: %v", want)
	}
	if !reflect.DeepEqual(merged.Units, s.Units) {
		t.Errorf("merged units differ from the session's")
	}
	if err := s.CheckUnits(); err != nil {
		t.Error(err)
	}
	single := NewSession("")
	if err := single.Import(context.Background(), "gg.txt", strings.NewReader(ggSample), true, 1, nil); err != nil {
		t.Fatal(err)
	}
	if len(single.Units) != 1 || !reflect.DeepEqual(single.Units[0].Totals, single.Totals) {
		t.Errorf("one unit: %+v, totals %+v", single.Units, single.Totals)
	}
	bad := *s
	bad.Units = append([]*Unit{{Name: "USD", Hands: 1}}, s.Units...)
	if bad.CheckUnits() == nil {
		t.Error("CheckUnits accepts a unit twice")
	}
}
