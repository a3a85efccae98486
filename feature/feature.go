package feature

import (
	"context"
	"slices"
	"time"

	"github.com/pokersim/pokersim/report"
)

// Body is what a feature's endpoint takes as its request body.
type Body uint8

const (
	// NoBody marks a feature without an endpoint (Path is empty).
	NoBody Body = iota
	// JSON bodies are one JSON object, sent with Content-Type
	// application/json, decoded strictly into the row's Request.
	JSON
	// Upload bodies are a file: sent as they are (text/plain,
	// application/octet-stream, or curl --data-binary's
	// application/x-www-form-urlencoded) or as the "file" field of a
	// multipart/form-data form; the options are query parameters or form
	// fields.
	Upload
)

// ContentTypes returns the media types an endpoint with body b takes.
func (b Body) ContentTypes() []string {
	switch b {
	case JSON:
		return []string{"application/json"}
	case Upload:
		return []string{"text/plain", "multipart/form-data", "application/octet-stream", "application/x-www-form-urlencoded"}
	}
	return nil
}

// Takes reports whether an endpoint with body b takes media type mt.
func (b Body) Takes(mt string) bool { return slices.Contains(b.ContentTypes(), mt) }

// Feature is one row of the registry.
type Feature struct {
	// Name is the feature's name and its command's, such as "icm"; the
	// variants of a command (pushfold's chart) have names of their own,
	// such as "pushfold-chart", and Command names their command.
	Name    string
	Command string
	// Path is the API endpoint (POST), such as "/api/icm"; empty for a
	// feature of the command line only.
	Path string
	// Summary is one line on what the feature computes: for a row of a
	// command (Command empty), its usage line in the command's help.
	Summary string
	// Body is what the endpoint takes.
	Body Body
	// Blame is the request field blamed for a result that is not finite:
	// the input whose size or scale the result could not carry.
	Blame string
	// Deadline is the longest one computation of the feature may run
	// under lim on the server.
	Deadline func(lim Limits) time.Duration
	// New returns a zero request, to decode a body into; nil for a
	// feature without an endpoint.
	New func() Request
}

// Request is a feature's request: the JSON body of its endpoint, or the
// values of its flags.
type Request interface {
	// Validate checks every field against its documented domain and lim,
	// before any work. The error names the field at fault (*FieldError),
	// or is one the front ends classify as bad input.
	Validate(lim Limits) error
	// Run computes the answer under ctx and lim. Errors of input are
	// classified as Validate's are; ctx's error is returned as it is.
	Run(ctx context.Context, lim Limits) (report.Report, error)
}

// Limits are what one computation may use: a server's Config, or the
// command line's defaults.
type Limits struct {
	// Workers is the number of goroutines of one computation.
	Workers int
	// MaxPlayers is the most players a matchup may have (hands of an
	// equity request; the range and the opposing hands of a range one).
	MaxPlayers int
	// CPUBudget is the CPU time one computation may use; exact
	// enumeration beyond it is refused, and Monte Carlo stops at its share
	// of it. 0 means no budget.
	CPUBudget time.Duration
	// DefaultTime is the wall-time limit of an equity Monte Carlo run that
	// gives no limit of its own.
	DefaultTime time.Duration
}

// Shared returns the wall time of one computation on l.Workers
// goroutines: its share of the CPU budget.
func (l Limits) Shared() time.Duration { return l.CPUBudget / time.Duration(max(1, l.Workers)) }

// shared, twice and whole are the deadlines of the rows: the CPU budget
// shared among the workers; twice that and a second, for work whose
// estimate may be out by half; the whole budget, for work whose wall time
// grows with the machine's load more than with the workers.
func shared(l Limits) time.Duration { return l.Shared() }
func twice(l Limits) time.Duration  { return 2*l.Shared() + time.Second }
func whole(l Limits) time.Duration  { return l.CPUBudget }

// All returns the registry, in the order the command line's help lists
// the commands. Each call builds it afresh.
func All() []Feature {
	return []Feature{
		{Name: "equity", Path: "/api/equity", Summary: "how often each hand wins, ties and what share of the pot it takes",
			Body: JSON, Blame: "players", Deadline: twice, New: func() Request { return new(Equity) }},
		{Name: "range", Path: "/api/range", Summary: "what a range holds, before the flop or on a board: made hands and draws",
			Body: JSON, Blame: "range", Deadline: shared, New: func() Request { return new(Range) }},
		{Name: "batch", Summary: "run a file of matchups and write one report of them all"},
		{Name: "matrix", Summary: "exact preflop equity of every starting-hand class against every other"},
		{Name: "flops", Path: "/api/flops", Summary: "two ranges on every flop at once: equity, buckets and made hands by flop and by texture",
			Body: JSON, Blame: "ranges", Deadline: twice, New: func() Request { return new(Flops) }},
		{Name: "score", Summary: "count the showdowns each player wins in a file of hands (Project Euler 54)"},
		{Name: "hands", Path: "/api/hands", Summary: "import hand histories (PokerStars, GGPoker, Winamax, 888, iPoker, PHH) and report money won against all-in EV",
			Body: Upload, Blame: "file", Deadline: whole, New: func() Request { return new(Hands) }},
		{Name: "replay", Command: "hands", Path: "/api/replay", Summary: "step through one hand of uploaded hand histories: pot, stacks, SPR, pot odds and each known hand's exact equity at every action",
			Body: Upload, Blame: "hand", Deadline: whole, New: func() Request { return new(Replay) }},
		{Name: "icm", Path: "/api/icm", Summary: "tournament prize equity of chip stacks (Independent Chip Model)",
			Body: JSON, Blame: "stacks", Deadline: shared, New: func() Request { return new(ICM) }},
		{Name: "pushfold", Path: "/api/pushfold", Summary: "heads-up push-or-fold Nash equilibrium ranges and the standard chart",
			Body: JSON, Blame: "stack", Deadline: shared, New: func() Request { return new(Pushfold) }},
		{Name: "pushfold-chart", Command: "pushfold", Path: "/api/pushfold/chart", Summary: "the push-or-fold chart of an ante",
			Body: JSON, Blame: "ante", Deadline: whole, New: func() Request { return new(PushfoldChart) }},
		{Name: "pushfold-icm", Command: "pushfold", Path: "/api/pushfold/icm", Summary: "the blinds' push-or-fold game in prize equity",
			Body: JSON, Blame: "stacks", Deadline: shared, New: func() Request { return new(PushfoldICM) }},
		{Name: "pushfold-button", Command: "pushfold", Path: "/api/pushfold/button", Summary: "the three-handed push-or-fold game in prize equity",
			Body: JSON, Blame: "stacks", Deadline: shared, New: func() Request { return new(PushfoldButton) }},
		{Name: "eval", Path: "/api/eval", Summary: "value a hand: five to seven cards, or Omaha hole cards and a board",
			Body: JSON, Blame: "cards", Deadline: shared, New: func() Request { return new(Eval) }},
		{Name: "pql", Path: "/api/pql", Summary: "answer a Poker Query Language query, exactly where the budget allows",
			Body: JSON, Blame: "query", Deadline: twice, New: func() Request { return new(PQL) }},
		{Name: "solve", Path: "/api/solve", Summary: "solve a heads-up river or turn spot: each hand's strategy, EV and equity",
			Body: JSON, Blame: "pot", Deadline: whole, New: func() Request { return new(Solve) }},
	}
}

// Lookup returns the row named name, or nil.
func Lookup(name string) *Feature {
	for _, f := range All() {
		if f.Name == name {
			return &f
		}
	}
	return nil
}

// CommandName returns the command that runs f: its Command, or else its
// Name.
func (f *Feature) CommandName() string {
	if f.Command != "" {
		return f.Command
	}
	return f.Name
}

// Commands returns the commands of the registry's features, each once, in
// the order of All.
func Commands() []string {
	var names []string
	for _, f := range All() {
		if n := f.CommandName(); !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return names
}
