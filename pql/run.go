package pql

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// DefaultTrials is the number of qualifying deals a Monte Carlo run
// samples when the request names none: ProPokerTools' 600,000.
const DefaultTrials = 600_000

// maxExactDeals bounds the deals an exact run may be asked to walk:
// days of computing.
const maxExactDeals = 1e13

// MaxTrials bounds Request.Trials.
const MaxTrials = 1 << 40

// dealSeconds estimates the CPU time of evaluating one deal in exact
// enumeration, for the choice of method: a showdown's share
// (sim's completionSeconds and more for the interpreter).
const dealSeconds = 60e-9

// Request is one PQL run: the query text (one statement or several
// separated by semicolons) and how to run it. Its JSON names are the
// command line's flags. The zero values mean the defaults: the method
// chosen by the exact budget, DefaultTrials, seed 0.
type Request struct {
	Query string `json:"query"`
	// Method is "auto" (or empty), "exact" or "mc".
	Method string `json:"method,omitempty"`
	// Trials is the number of qualifying deals of Monte Carlo.
	Trials int64 `json:"trials,omitempty"`
	// Seed is the Monte Carlo seed, below 2^53.
	Seed uint64 `json:"seed,omitempty"`
	// ExactBudget is the CPU seconds exact enumeration may take; 0 for
	// sim.DefaultExactBudget.
	ExactBudget float64 `json:"exact_budget,omitempty"`
	// MaxTime, if positive, is the wall time after which Monte Carlo
	// without Trials stops, with the deals dealt by then (at DefaultTrials
	// if it gets there first), as a server sets it to answer within its
	// budget; results then depend on the machine's speed, and
	// Result.TimeLimited says so. A request with Trials ignores it.
	MaxTime time.Duration `json:"-"`
}

// FieldError is a Request field that cannot be run: its JSON name and
// why.
type FieldError struct {
	Field string
	Err   error
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Err.Error() }

// Unwrap returns the reason.
func (e *FieldError) Unwrap() error { return e.Err }

// Validate checks every field of r but the query's meaning (Run checks
// that) and returns a *FieldError naming the first at fault.
func (r *Request) Validate() error {
	switch {
	case strings.TrimSpace(r.Query) == "":
		return &FieldError{"query", fmt.Errorf("empty: want a statement such as select avg(riverEquity(hero)) from hero='AA', villain='**'")}
	case r.Trials < 0 || r.Trials > MaxTrials:
		return &FieldError{"trials", fmt.Errorf("want a whole number from 1 to 2^40, got %d", r.Trials)}
	case r.Seed >= sim.MaxSeed:
		return &FieldError{"seed", fmt.Errorf("want a whole number below 2^53, got %d", r.Seed)}
	case math.IsNaN(r.ExactBudget) || math.IsInf(r.ExactBudget, 0) || r.ExactBudget < 0:
		return &FieldError{"exact_budget", fmt.Errorf("want a number of seconds, 0 or more, got %v", r.ExactBudget)}
	}
	if _, err := request.ParseMethod(r.Method); err != nil {
		return &FieldError{"method", err}
	}
	if r.Trials > 0 && strings.EqualFold(strings.TrimSpace(r.Method), "exact") {
		return &FieldError{"trials", fmt.Errorf("is for Monte Carlo, not exact enumeration")}
	}
	return nil
}

// Answer is the result of a Request: one Result per statement.
type Answer struct {
	Results []*Result
}

// Result is one statement's result.
type Result struct {
	Query string // the statement, as written
	// Method is "exact" or "montecarlo".
	Method string
	// Trials is the number of deals that satisfied where (all of them
	// without where); with weighted ranges in exact mode, Weight is
	// their total weight.
	Trials int64
	Deals  int64 // every deal dealt or enumerated
	Weight float64
	// Engine says whether pokersim's equity engine gave the figures
	// ("sim") or the PQL evaluator ("pql").
	Engine string
	// TimeLimited says that Monte Carlo stopped at Request.MaxTime
	// before DefaultTrials; to repeat it, give its Trials.
	TimeLimited bool
	Selectors   []SelectorResult
}

// SelectorResult is one selector's figure: Value for avg, count, max
// and min, Buckets for histogram (each value's label to its fraction of
// the qualifying deals, with StdErrs by bucket in Monte Carlo); StdErr
// is the Monte Carlo standard error of Value, 0 for exact results and
// for max and min.
type SelectorResult struct {
	Name    string
	Agg     string
	Value   float64
	StdErr  float64
	Buckets []Bucket
}

// Bucket is one value of a histogram.
type Bucket struct {
	Label    string
	Fraction float64
	StdErr   float64
}

// Run runs every statement of r's query, in order, with the given number
// of workers (0: one per CPU). The error is a *FieldError, an *Error
// (a parse or compile error, or ErrNoDeal), or the context's.
func Run(ctx context.Context, r Request, workers int) (*Answer, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	qs, err := Parse(r.Query)
	if err != nil {
		return nil, err
	}
	var progs []*program
	for _, q := range qs {
		pr, err := compile(q)
		if err != nil {
			return nil, err
		}
		progs = append(progs, pr)
	}
	a := &Answer{}
	for _, pr := range progs {
		res, err := pr.run(ctx, r, workers, true)
		if err != nil {
			return nil, err
		}
		a.Results = append(a.Results, res)
	}
	return a, nil
}

// run runs one compiled statement; engine allows the equity engine's
// shortcut.
func (pr *program) run(ctx context.Context, r Request, workers int, engine bool) (*Result, error) {
	method, _ := request.ParseMethod(r.Method)
	trials := r.Trials
	if trials == 0 {
		trials = DefaultTrials
	}
	if engine {
		if res, ok, err := pr.viaEngine(ctx, r, method, trials, workers); ok || err != nil {
			return res, err
		}
	}
	pr.l.listHands(pr.t.matchup)
	budget := r.ExactBudget
	if budget == 0 {
		budget = sim.DefaultExactBudget
	}
	deals := pr.l.countDeals()
	if method == sim.ForceExact && deals > maxExactDeals {
		return nil, errAt(pr.q.src, pos{}, ErrBinding, "about %.3g deals are too many to enumerate (at most %g); use Monte Carlo (method mc)", deals, float64(maxExactDeals))
	}
	exact := method == sim.ForceExact || method == sim.Auto && deals*pr.cost() <= budget
	var t *tally
	var err error
	if exact {
		t, err = pr.enumerate(ctx, workers)
	} else {
		t, err = pr.sample(ctx, r.Seed, trials, workers, r.stop())
	}
	if errors.Is(err, ErrNoDeal) && pr.q.Where != nil {
		return nil, errAt(pr.q.src, pr.q.Where.at(), ErrNoDeal, "%v", err)
	}
	if err != nil {
		return nil, err
	}
	if t.qualified == 0 {
		return nil, errAt(pr.q.src, pr.q.Where.at(), ErrNoDeal, "none of the %d deals does", t.deals)
	}
	res := pr.result(t, exact)
	res.TimeLimited = t.stopped
	for _, s := range res.Selectors {
		if math.IsNaN(s.Value) || math.IsInf(s.Value, 0) {
			return nil, errAt(pr.q.src, pr.sels[0].pos, ErrType, "%s is not a finite number: its arithmetic overflows", s.Name)
		}
	}
	return res, nil
}

// stop returns when Monte Carlo stops by the clock, MaxTime from now,
// or the zero time for no time limit.
func (r *Request) stop() time.Time {
	if r.Trials > 0 || r.MaxTime <= 0 {
		return time.Time{}
	}
	return time.Now().Add(r.MaxTime)
}

// cost estimates the CPU seconds of evaluating one deal: a showdown per
// player, and for the functions that look at the cards to come, what
// they walk: HvHequity up to the 990 runouts of a flop, nutHi the 990
// holdings that could beat a hand, nutHiOuts a nutHi for each next card,
// outsToHandType one hand per next card, nutLo 28 pairs of low ranks.
func (pr *program) cost() float64 {
	c := dealSeconds * float64(len(pr.l.seats))
	src := strings.ToLower(pr.q.stmt)
	for f, k := range map[string]float64{"hvhequity": 1000, "nuthi(": 1000, "nuthiouts": 45000, "outstohandtype": 45, "nutlo": 30} {
		if strings.Contains(src, f) {
			c += k * dealSeconds * float64(len(pr.l.seats))
		}
	}
	return c
}

// result turns a tally into the figures of each selector.
func (pr *program) result(t *tally, exact bool) *Result {
	res := &Result{Query: pr.q.text(), Method: "montecarlo", Trials: t.qualified, Deals: t.deals, Weight: t.weight, Engine: "pql"}
	if exact {
		res.Method = "exact"
	}
	n := float64(t.qualified)
	for i, s := range pr.sels {
		st := &t.sels[i]
		sr := SelectorResult{Name: s.Name, Agg: s.Agg}
		mean := st.sum / t.weight
		se := func(m, msq float64) float64 {
			if exact {
				return 0
			}
			return math.Sqrt(max(msq-m*m, 0) / n)
		}
		switch s.Agg {
		case "avg", "count":
			sr.Value, sr.StdErr = mean, se(mean, st.sumSq/t.weight)
		case "max":
			sr.Value = st.max
		case "min":
			sr.Value = st.min
		case "histogram":
			keys := make([]float64, 0, len(st.hist))
			for k := range st.hist {
				keys = append(keys, k)
			}
			sort.Float64s(keys)
			for _, k := range keys {
				f := st.hist[k] / t.weight
				sr.Buckets = append(sr.Buckets, Bucket{Label: pr.l.label(s.ty, k), Fraction: f, StdErr: se(f, f)})
			}
		}
		res.Selectors = append(res.Selectors, sr)
	}
	return res
}

// text returns the statement's text, trimmed.
func (q *Query) text() string { return q.stmt }
