package icm

import (
	"context"
	"math"
	"strconv"
)

// Request is a whole ICM question, the one input of the command line and
// the JSON API: a field, how to value it, and optionally the bubble
// factors and an all-in to call or fold.
type Request struct {
	Stacks  []float64 `json:"stacks"`
	Payouts []float64 `json:"payouts"`
	// Method is "", "auto", "exact" or "montecarlo".
	Method Method `json:"method,omitempty"`
	Seed   uint64 `json:"seed,omitempty"`
	// Trials, if positive, fixes Monte Carlo's number of finishing orders.
	Trials int `json:"trials,omitempty"`
	// Bubble asks for the matrices of bubble factors and risk premiums
	// (fields of at most MaxBubble players).
	Bubble bool `json:"bubble,omitempty"`
	// Call, if not nil, asks whether the hero should call the villain's
	// all-in (exact fields only).
	Call *CallRequest `json:"call,omitempty"`
}

// CallRequest is an all-in to value: players numbered from 1, as printed.
type CallRequest struct {
	Hero    int     `json:"hero"`
	Villain int     `json:"villain"`
	Equity  float64 `json:"equity"` // the hero's chance to win, in [0,1]
	Dead    float64 `json:"dead"`   // chips in the pot from neither stack
}

// MaxTrials bounds Request.Trials, so that one request cannot run for
// hours.
const MaxTrials = 100_000_000

// Validate checks the whole request before any work: the field (see
// Field.Validate), the number of trials, and the all-in to call, if any:
// its equity in [0,1] and its dead money from 0 to MaxStack. The error is
// an *InputError naming the field at fault ("stacks", "trials",
// "equity", ...).
func (r Request) Validate() error {
	if err := (Field{Stacks: r.Stacks, Payouts: r.Payouts}).Validate(); err != nil {
		return err
	}
	if r.Trials < 0 || r.Trials > MaxTrials {
		return &InputError{What: "trials", Value: itoa(r.Trials), Err: ErrRequest, Reason: "is not a number of trials from 1 to " + itoa(MaxTrials)}
	}
	if c := r.Call; c != nil {
		switch {
		case math.IsNaN(c.Dead) || c.Dead < 0:
			return &InputError{What: "dead", Value: ftoa(c.Dead), Err: ErrEquity, Reason: "is not a number of chips of at least zero"}
		case c.Dead > MaxStack:
			return &InputError{What: "dead", Value: ftoa(c.Dead), Err: ErrEquity, Reason: "is not a number of chips from 0 to " + ftoa(MaxStack)}
		case math.IsNaN(c.Equity) || c.Equity < 0 || c.Equity > 1:
			return &InputError{What: "equity", Value: ftoa(c.Equity), Err: ErrEquity, Reason: "is not in [0,1]"}
		}
	}
	return nil
}

// Run answers r with workers goroutines for Monte Carlo (0 for one per
// CPU). It returns an *InputError for a bad request (see Validate),
// naming the value at fault, or ctx's error.
func Run(ctx context.Context, r Request, workers int) (*Report, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	f := Field{Stacks: r.Stacks, Payouts: r.Payouts}
	method := r.Method
	if method == "auto" {
		method = Auto
	}
	res, err := Compute(ctx, f, Options{Method: method, Seed: r.Seed, Trials: r.Trials, Workers: workers})
	if err != nil {
		return nil, err
	}
	rep := newReport(f, res, r.Seed)
	if r.Bubble {
		if rep.BubbleFactors, rep.RiskPremiums, err = pairMatrices(f); err != nil {
			return nil, err
		}
	}
	if c := r.Call; c != nil {
		d, err := Decide(f, AllIn{Hero: c.Hero - 1, Villain: c.Villain - 1, Equity: c.Equity, Dead: c.Dead})
		if err != nil {
			return nil, err
		}
		rep.Call = newCallReport(d)
	}
	return rep, nil
}

// pairMatrices returns the bubble factors (BubbleFactors) and the risk
// premiums (Decision.RiskPremium, with no dead money) of every ordered pair
// of players, as numbers that encode +Inf as null.
func pairMatrices(f Field) (bf, rp [][]Number, err error) {
	m, err := BubbleFactors(f) // checks the field's size
	if err != nil {
		return nil, nil, err
	}
	bf, rp = make([][]Number, len(m)), make([][]Number, len(m))
	for i, row := range m {
		bf[i], rp[i] = make([]Number, len(row)), make([]Number, len(row))
		for j, x := range row {
			bf[i][j] = Number(x)
			if i != j {
				d, err := Decide(f, AllIn{Hero: i, Villain: j})
				if err != nil {
					return nil, nil, err
				}
				rp[i][j] = Number(d.RiskPremium)
			}
		}
	}
	return bf, rp, nil
}

// Number is a float64 whose JSON is null when it is not finite.
type Number float64

// MarshalJSON writes n as a JSON number, or null for an infinity or NaN.
func (n Number) MarshalJSON() ([]byte, error) {
	x := float64(n)
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return []byte("null"), nil
	}
	return []byte(formatFloat(x, -1)), nil
}

func ftoa(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
