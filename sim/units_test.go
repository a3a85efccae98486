package sim

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
)

// TestUnitsCombine checks that counting an exact enumeration's units apart,
// through JSON, and putting them together gives Run's result bit for bit,
// for known hands (before and after the flop) and for ranges.
func TestUnitsCombine(t *testing.T) {
	cases := []*Matchup{
		matchup(t, "", "AhKh", "QsQd", "7c7d"),
		matchup(t, "Ts9h2c", "AhKh", "QsQd"),
		rangeMatchup(t, "", "JJ+,AK@50", "QQ+,AKs"),
		rangeMatchup(t, "Ks9s2d", "AK,QQ", "JJ,TT,AQs", "JTs"),
	}
	for _, m := range cases {
		t.Run(m.String(), func(t *testing.T) {
			p, err := NewPlan(m, Options{Method: ForceExact, Categories: true})
			if err != nil {
				t.Fatal(err)
			}
			whole, err := p.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			n, err := p.Units()
			if err != nil {
				t.Fatal(err)
			}
			// Three shards, round-robin, each through JSON.
			var all []UnitCounts
			for s := range 3 {
				var units []int
				for u := s; u < n; u += 3 {
					units = append(units, u)
				}
				counts, err := p.RunUnits(context.Background(), units)
				if err != nil {
					t.Fatal(err)
				}
				b, _ := json.Marshal(counts)
				var back []UnitCounts
				if err := json.Unmarshal(b, &back); err != nil {
					t.Fatal(err)
				}
				all = append(all, back...)
			}
			got, err := p.Combine(all, whole.Elapsed)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got.Players, whole.Players) || got.Samples != whole.Samples {
				t.Errorf("combined:\n%+v\nwhole:\n%+v", got.Players, whole.Players)
			}
			if _, err := p.Combine(all[1:], 0); err == nil {
				t.Error("Combine without unit 0 succeeded")
			}
		})
	}
}
