package pql

import (
	"math"
	"testing"
)

// TestLowFiguresAgainstEngine checks the engine's low and high
// frequencies, by which low-only and hi-lo queries are answered, against
// the evaluator's own.
func TestLowFiguresAgainstEngine(t *testing.T) {
	for _, q := range []string{
		"select count(winsLo(hero)), count(tiesLo(hero)), count(scoops(hero)) from game='razz', hero='Ah2d3c7s8s9h', villain='As2c3h7d8dTc'",
		"select count(winsLo(hero)), count(tiesLo(hero)) from game='lowball', hero='Ah2d3c', villain='As2c3h'",
		"select count(winsHi(hero)), count(tiesHi(hero)), count(winsLo(hero)), count(tiesLo(hero)) from game='stud8', hero='Ah2d3c7s8s9h', villain='As2c3h7d8dTc'",
	} {
		a := run(t, q, Request{Method: "exact"}, true)
		b := run(t, q, Request{Method: "exact"}, false)
		for i := range a.Selectors {
			if math.Abs(a.Selectors[i].Value-b.Selectors[i].Value) > 1e-12 {
				t.Errorf("%s: %s engine %v evaluator %v", q, a.Selectors[i].Name, a.Selectors[i].Value, b.Selectors[i].Value)
			}
		}
		if a.Engine != "sim" || b.Engine != "pql" {
			t.Errorf("%s: engines %s, %s", q, a.Engine, b.Engine)
		}
	}
}
