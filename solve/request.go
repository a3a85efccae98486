package solve

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/solve/cfr"
)

// Request is a whole solve, the one input of the command line and the
// JSON API: a board of 4 cards (the turn: the turn's and the river's
// betting) or 5 (the river), the two ranges in any notation
// deck.ParseRange reads, the pot and each player's stack behind in chips,
// the bet SPEC (ParseBets), and when to stop.
type Request struct {
	Board string  `json:"board"`
	OOP   string  `json:"oop"`
	IP    string  `json:"ip"`
	Pot   float64 `json:"pot"`
	Stack float64 `json:"stack"`
	Bets  string  `json:"bets"`
	// Accuracy is the exploitability, in percent of the pot, at which the
	// solve stops; 0 for DefaultAccuracy.
	Accuracy float64 `json:"accuracy,omitempty"`
	// Iterations is the most iterations; 0 for DefaultIterations.
	Iterations int `json:"iterations,omitempty"`
	// MaxMemory is the most bytes the tree may take; 0 for
	// DefaultMaxMemory. A larger tree is refused before it is built.
	MaxMemory int64 `json:"max_memory,omitempty"`
}

// The bounds of a Request's numbers.
const (
	MinChips      = 0.01 // the pot and the stack, as amounts are rounded to hundredths
	MaxChips      = 1e9
	MinAccuracy   = 0.001 // percent of the pot
	MaxIterations = 100_000
	MaxMaxMemory  = 64 << 30
)

// parsed is a valid Request, read.
type parsed struct {
	board  []deck.Card
	ranges [2]*deck.Range
	bets   Bets
}

// Validate checks every field of r and returns a *FieldError naming the
// first bad one, in the order of the fields.
func (r *Request) Validate() error {
	_, err := r.parse()
	return err
}

func (r *Request) parse() (*parsed, error) {
	var p parsed
	var err error
	bad := func(field, reason string, err error) error {
		if err == nil {
			err = ErrRequest
		}
		return &FieldError{Field: field, Reason: reason, Err: err}
	}
	if p.board, err = deck.ParseCardsN(r.Board, 4, 5); err != nil {
		return nil, bad("board", "want the turn (4 cards) or the river (5 cards): "+reason(err), err)
	}
	dead := deck.SetOf(p.board...)
	for i, text := range []string{r.OOP, r.IP} {
		field := [...]string{"oop", "ip"}[i]
		rg, err := deck.ParseRange(text)
		if err != nil {
			return nil, bad(field, reason(err), err)
		}
		if rg.Count(dead) == 0 {
			return nil, bad(field, "no hand of the range is left on the board", nil)
		}
		p.ranges[i] = rg
	}
	if !(r.Pot >= MinChips && r.Pot <= MaxChips) {
		return nil, bad("pot", fmt.Sprintf("want a number of chips from %g to %g, got %g", MinChips, MaxChips, r.Pot), nil)
	}
	if !(r.Stack >= MinChips && r.Stack <= MaxChips) {
		return nil, bad("stack", fmt.Sprintf("want a number of chips from %g to %g, got %g", MinChips, MaxChips, r.Stack), nil)
	}
	if p.bets, err = ParseBets(r.Bets); err != nil {
		return nil, bad("bets", err.(*BetsError).Reason(), err)
	}
	if !(r.Accuracy == 0 || r.Accuracy >= MinAccuracy && r.Accuracy <= 100) {
		return nil, bad("accuracy", fmt.Sprintf("want a percentage of the pot from %g to 100, got %g", MinAccuracy, r.Accuracy), nil)
	}
	if r.Iterations < 0 || r.Iterations > MaxIterations {
		return nil, bad("iterations", fmt.Sprintf("want 1 to %d iterations, got %d", MaxIterations, r.Iterations), nil)
	}
	if r.MaxMemory < 0 || r.MaxMemory > MaxMaxMemory {
		return nil, bad("max_memory", fmt.Sprintf("want at most %d bytes, got %d", int64(MaxMaxMemory), r.MaxMemory), nil)
	}
	return &p, nil
}

// reason words a parse error without the package's prefix where it can.
func reason(err error) string {
	var pe *deck.ParseError
	if errors.As(err, &pe) {
		return pe.Reason()
	}
	return err.Error()
}

// Options are how a solve runs, which do not change its result.
type Options struct {
	// Workers is the number of goroutines; 0 means one per CPU
	// (GOMAXPROCS). The result is the same for any number.
	Workers int
	// Progress, if not nil, is called after each measure of the
	// exploitability.
	Progress func(Progress)
}

// Run solves r with workers goroutines (0 for one per CPU). It returns a *FieldError for a bad
// request (with ErrTooLarge for a tree over the memory limit, refused
// before it is built), or ctx's error.
func Run(ctx context.Context, r Request, workers int) (*Report, error) {
	return RunWith(ctx, r, Options{Workers: workers})
}

// RunWith is Run with Options.
func RunWith(ctx context.Context, r Request, opt Options) (*Report, error) {
	p, err := r.parse()
	if err != nil {
		return nil, err
	}
	sp := newSpot(p.board, p.ranges, r.Pot, r.Stack)
	if sp.pairs == 0 {
		return nil, &FieldError{Field: "ip", Reason: "every hand of the range holds a card of every hand of oop's", Err: ErrRequest}
	}
	limit := cmp0(r.MaxMemory, DefaultMaxMemory)
	if est := sp.estimate(&p.bets); est > limit {
		return nil, &FieldError{Field: "max_memory", Err: ErrTooLarge,
			Reason: fmt.Sprintf("the tree would take about %s, more than the limit of %s: give fewer bet sizes or narrower ranges", mib(est), mib(limit))}
	}
	sp.build(&p.bets)
	workers := opt.Workers
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	s := cfr.New(sp, workers)
	target := float64(cmp0(r.Accuracy, DefaultAccuracy))
	e, err := iterate(ctx, s, r.Pot, target, cmp0(r.Iterations, DefaultIterations), opt.Progress)
	if err != nil {
		return nil, err
	}
	rep := sp.report(s, p.bets)
	rep.Exploitability, rep.Iterations, rep.Accuracy = e, s.Iterations(), target
	return rep, nil
}

// cmp0 returns x, or def where x is 0.
func cmp0[T int | int64 | float64](x, def T) T {
	if x == 0 {
		return def
	}
	return x
}

// mib writes bytes in MiB.
func mib(b int64) string { return fmt.Sprintf("%.0f MiB", math.Ceil(float64(b)/(1<<20))) }
