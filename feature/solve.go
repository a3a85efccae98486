package feature

import (
	"context"
	"errors"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/solve"
)

// MaxServerSolveMemory bounds the tree of one solve under a CPU budget (a
// server), whatever its request's max_memory: a server runs several
// computations at once.
const MaxServerSolveMemory = 1 << 30

// Solve is the request of the solve row: a solve.Request, the command
// line's flags by their names (max_memory in bytes), and a Progress
// hook that only the command line sets.
type Solve struct {
	solve.Request
	// Progress, if not nil, is called after each measure of the
	// exploitability.
	Progress func(solve.Progress) `json:"-"`
}

// Validate checks every field (solve.Request.Validate) and, under a CPU
// budget, that max_memory is at most MaxServerSolveMemory.
func (q *Solve) Validate(lim Limits) error {
	if lim.CPUBudget > 0 && q.MaxMemory > MaxServerSolveMemory {
		return fieldError("max_memory", "at most %d bytes on this server, got %d", MaxServerSolveMemory, q.MaxMemory)
	}
	return solveError(q.Request.Validate())
}

// Run solves the spot with lim.Workers goroutines (one per CPU if 0),
// refusing a tree beyond its memory limit before it is built: on a
// server, the smaller of the request's and MaxServerSolveMemory.
func (q *Solve) Run(ctx context.Context, lim Limits) (report.Report, error) {
	r := q.Request
	if lim.CPUBudget > 0 && (r.MaxMemory == 0 || r.MaxMemory > MaxServerSolveMemory) {
		r.MaxMemory = MaxServerSolveMemory
	}
	rep, err := solve.RunWith(ctx, r, solve.Options{Workers: lim.Workers, Progress: q.Progress})
	if err != nil {
		return nil, solveError(err)
	}
	return rep, Finite(rep, "pot")
}

// solveError makes a *solve.FieldError a *FieldError of the same field,
// worded "field: reason" as the package words it.
func solveError(err error) error {
	var fe *solve.FieldError
	if errors.As(err, &fe) {
		return &FieldError{Field: fe.Field, Err: err}
	}
	return err
}
