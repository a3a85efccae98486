package pql

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
)

// TestRangesAgainstEngine checks the evaluator's own enumeration of
// weighted ranges, suit placeholders and PQL's any hand against the
// equity engine's figures.
func TestRangesAgainstEngine(t *testing.T) {
	for _, q := range []string{
		"select avg(riverEquity(hero)), count(winsHi(hero)), count(tiesHi(hero)) from game='holdem', hero='AA@50,KK', villain='QQ+,AKs', board='Ks7d2c4h'",
		"select avg(riverEquity(hero)), count(winsHi(hero)) from game='holdem', hero='AwKw', villain='*', board='Qs7d2c3h'",
		"select avg(riverEquity(hero)), count(scoops(hero)), count(winsLo(hero)), count(tiesHi(villain)) from game='omaha8', hero='A2KQ', villain='KKJ*', board='Ks7d2c4h8s'",
		"select avg(riverEquity(hero)) from game='shortdeck', hero='AhKh', villain='QQ+', board='Qh7h9c'",
	} {
		sim := run(t, q, Request{Method: "exact"}, true)
		own := run(t, q, Request{Method: "exact"}, false)
		if sim.Engine != "sim" || own.Engine != "pql" {
			t.Fatalf("%s: engines %s and %s", q, sim.Engine, own.Engine)
		}
		for i := range sim.Selectors {
			if math.Abs(sim.Selectors[i].Value-own.Selectors[i].Value) > 1e-12 {
				t.Errorf("%s: %s = %v by the evaluator, %v by the engine", q, sim.Selectors[i].Name, own.Selectors[i].Value, sim.Selectors[i].Value)
			}
		}
	}
}

// TestMonteCarloNearExact checks Monte Carlo of a query with a where
// against its exact value, within 5 standard errors.
func TestMonteCarloNearExact(t *testing.T) {
	const q = "select avg(riverEquity(hero)), count(handType(hero, river) >= twopair), avg(case when overpair(villain, flop) then 2 else boardSuitCount(turn) - 1 end) from game='holdem', hero='AKs', villain='JJ+@50, AQ', board='Ks7d2c' where handType(villain, turn) >= pair or boardInRange('A**,*KQ')"
	ex := run(t, q, Request{Method: "exact"}, false)
	mc := run(t, q, Request{Method: "mc", Trials: 60000, Seed: 11}, false)
	if ex.Trials == ex.Deals {
		t.Fatalf("%s: every deal qualifies; the test wants a where that filters", q)
	}
	if ex.Method != "exact" || mc.Method != "montecarlo" || mc.Trials != 60000 {
		t.Fatalf("methods %s %s, trials %d", ex.Method, mc.Method, mc.Trials)
	}
	for i := range ex.Selectors {
		e, m := ex.Selectors[i], mc.Selectors[i]
		if m.StdErr <= 0 || math.Abs(e.Value-m.Value) > 5*m.StdErr {
			t.Errorf("%s: Monte Carlo %v ± %v, exact %v", e.Name, m.Value, m.StdErr, e.Value)
		}
	}
}

// TestAggregates checks max, min, arithmetic and histograms on a query
// small enough to count by hand: AhKh against QsQd on a flop, turn to come.
func TestAggregates(t *testing.T) {
	q := "select max(boardSuitCount(turn)), min(boardSuitCount(turn)), avg(2 * riverEquity(hero) - 1), count(turnCard() = 'Ah'), histogram(boardSuitCount(flop) + 0) from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c'"
	res := run(t, q, Request{}, false)
	s := res.Selectors
	eq := run(t, "select avg(riverEquity(hero)) from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c'", Request{}, true).Selectors[0].Value
	if s[0].Value != 3 || s[1].Value != 2 || math.Abs(s[2].Value-(2*eq-1)) > 1e-12 || s[3].Value != 0 {
		t.Errorf("%s = %+v", q, s)
	}
	if len(s[4].Buckets) != 1 || s[4].Buckets[0].Label != "2" || s[4].Buckets[0].Fraction != 1 {
		t.Errorf("%s: histogram %+v, want 2: 1", q, s[4].Buckets)
	}
	// 45 turn cards, each with 44 rivers: a turn of Ac, As, Ad, ... the
	// chance that the turn is a given card is 1/45.
	q2 := "select count(turnCard() = 'Ac') from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c'"
	if got := run(t, q2, Request{}, false).Selectors[0].Value; math.Abs(got-1.0/45) > 1e-15 {
		t.Errorf("%s = %v, want 1/45", q2, got)
	}
}

// TestRequestValidate checks that Validate names the field at fault.
func TestRequestValidate(t *testing.T) {
	for _, c := range []struct {
		r     Request
		field string
	}{
		{Request{}, "query"},
		{Request{Query: "select", Trials: -1}, "trials"},
		{Request{Query: "select", Seed: 1 << 53}, "seed"},
		{Request{Query: "select", ExactBudget: math.NaN()}, "exact_budget"},
		{Request{Query: "select", Method: "fast"}, "method"},
		{Request{Query: "select", Method: "exact", Trials: 5}, "trials"},
	} {
		err := c.r.Validate()
		fe, ok := err.(*FieldError)
		if !ok || fe.Field != c.field {
			t.Errorf("%+v.Validate() = %v, want an error naming %s", c.r, err, c.field)
		}
	}
	huge := "select avg(" + strings.Repeat("100000000000000000000 * ", 16) + "riverEquity(a)) from a='AhAd', b='KhKd', board='2c3c4c5d'"
	if _, err := Run(context.Background(), Request{Query: huge}, 1); !errors.Is(err, ErrType) {
		t.Errorf("%s: %v, want a type error for a value that is not finite", huge, err)
	}
	studs := "select count(scoops(p1)) from game='stud', p1='*', p2='*', p3='*', p4='*', p5='*', p6='*', p7='*', p8='*'"
	if _, err := Run(context.Background(), Request{Query: studs}, 1); !errors.Is(err, ErrBinding) {
		t.Errorf("%s: %v, want refused", studs, err)
	}
	if _, err := Run(context.Background(), Request{Query: "select avg(1) from a='AA', b='KK'", Trials: -2}, 1); err == nil {
		t.Error("Run with trials -2: no error")
	}
}

// TestCancel checks that a cancelled run stops with the context's error,
// in both methods.
func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, m := range []string{"exact", "mc"} {
		q := "select count(nutHi(hero, flop)) from game='holdem', hero='AhKh', villain='**', board='QhJh2c'"
		if _, err := Run(ctx, Request{Query: q, Method: m}, 2); !errors.Is(err, context.Canceled) {
			t.Errorf("%s by %s, cancelled: %v", q, m, err)
		}
	}
	huge := "select count(nutHi(hero, flop)) from game='omaha', hero='****', villain='****', p3='****'"
	if _, err := Run(context.Background(), Request{Query: huge, Method: "exact"}, 1); !errors.Is(err, ErrBinding) {
		t.Errorf("%s, exact: %v, want refused as too many deals", huge, err)
	}
}

// TestRequestJSON checks that a Request decodes from the JSON an API
// client sends, and runs.
func TestRequestJSON(t *testing.T) {
	body := `{"query": "select count(winsHi(hero)) as w from hero='AhAd', villain='KhKd', board='2c3c4d'", "method": "mc", "trials": 1000, "seed": 9}`
	var r Request
	if err := json.Unmarshal([]byte(body), &r); err != nil {
		t.Fatal(err)
	}
	if r.Method != "mc" || r.Trials != 1000 || r.Seed != 9 {
		t.Fatalf("decoded %+v", r)
	}
	a, err := Run(context.Background(), r, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Results[0]; got.Method != "montecarlo" || got.Trials != 1000 || got.Selectors[0].Name != "w" {
		t.Errorf("Run(%s) = %+v", body, got)
	}
}

// TestHandTypeConstant checks the fused comparison of handType with a
// constant (handTypeConst) against the generic comparison, written the
// other way round, on the same deals, for every operator.
func TestHandTypeConstant(t *testing.T) {
	mirror := map[string]string{"=": "=", "<>": "<>", "<": ">", "<=": ">=", ">": "<", ">=": "<="}
	for op, rev := range mirror {
		for _, c := range []string{"pair", "twopair", "flush"} {
			q := "select count(handType(hero, flop) " + op + " " + c + "), count(" + c + " " + rev + " handType(hero, flop))," +
				" count(handType(villain, river) " + op + " " + c + "), count(" + c + " " + rev + " handType(villain, river))" +
				" from game='holdem', hero='AKs', villain='**'"
			s := run(t, q, Request{Method: "mc", Trials: 3000, Seed: 7}, false).Selectors
			if s[0].Value != s[1].Value || s[2].Value != s[3].Value {
				t.Errorf("%s: %v, %v, %v, %v; want the pairs equal", q, s[0].Value, s[1].Value, s[2].Value, s[3].Value)
			}
		}
	}
}
