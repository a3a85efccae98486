package deck

import (
	"math"
	"slices"
	"testing"
)

func TestPreflopRanking(t *testing.T) {
	ranking := PreflopRanking()
	if len(ranking) != NumClasses {
		t.Fatalf("PreflopRanking() has %d classes, want %d", len(ranking), NumClasses)
	}
	var seen [NumClasses]bool
	for i, c := range ranking {
		if !c.Valid() || seen[c.Index()] {
			t.Fatalf("class %d of PreflopRanking() is %+v: invalid or repeated", i, c)
		}
		seen[c.Index()] = true
	}
	best := ranking[0]
	ranking[0] = ranking[1]
	if PreflopRanking()[0] != best {
		t.Error("changing the slice from PreflopRanking changed the ranking")
	}
}

func TestTopClasses(t *testing.T) {
	ranking := PreflopRanking()
	tests := []struct {
		percent float64
		target  int // round(percent/100*1326), at least 1
	}{
		{0.001, 1}, {0.2, 3}, {2.5, 33}, {5, 66}, {10, 133}, {15, 199}, {20, 265},
		{33.3, 442}, {50, 663}, {75, 995}, {99.9, 1325}, {100, 1326},
	}
	for _, tt := range tests {
		got := TopClasses(tt.percent)
		if !slices.Equal(got, ranking[:len(got)]) {
			t.Errorf("TopClasses(%v) = %v, not a prefix of the ranking", tt.percent, got)
			continue
		}
		n := 0
		for _, c := range got[:len(got)-1] {
			n += c.Count()
		}
		last := got[len(got)-1].Count()
		if n >= tt.target || n+last < tt.target {
			t.Errorf("TopClasses(%v) holds %d+%d combos, want the last class to reach %d",
				tt.percent, n, last, tt.target)
		}
	}
	for _, p := range []float64{0, -1, math.NaN(), math.Inf(-1)} {
		if got := TopClasses(p); len(got) != 0 {
			t.Errorf("TopClasses(%v) = %v, want none", p, got)
		}
	}
	for _, p := range []float64{100, 101, math.Inf(1)} {
		if got := TopClasses(p); len(got) != NumClasses {
			t.Errorf("TopClasses(%v) has %d classes, want all %d", p, len(got), NumClasses)
		}
	}
}

// TestRankingSorted checks that the generated ranking is in order of its
// equities, and that they are plausible fractions.
func TestRankingSorted(t *testing.T) {
	for k := range preflopEquity {
		if e := preflopEquity[k]; e <= 0.3 || e >= 0.9 {
			t.Errorf("equity %d = %v, not plausible", k, e)
		}
		if k > 0 && preflopEquity[k] > preflopEquity[k-1] {
			t.Errorf("ranking out of order at %d: %v after %v", k, preflopEquity[k], preflopEquity[k-1])
		}
	}
	for _, tt := range []struct {
		class string
		want  float64
	}{{"AA", 0.852037}, {"AKs", 0.670446}, {"32o", 0.323032}} {
		c, err := ParseClass(tt.class)
		if err != nil {
			t.Fatal(err)
		}
		if got := PreflopEquity(c); math.Abs(got-tt.want) > 5e-7 {
			t.Errorf("PreflopEquity(%s) = %.6f, want %.6f (PokerStove)", tt.class, got, tt.want)
		}
	}
	if got := PreflopRanking()[168].String(); got != "32o" {
		t.Errorf("worst class = %s, want 32o", got)
	}
}
