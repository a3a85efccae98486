package feature

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/icm"
	"github.com/pokersim/pokersim/pql"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/solve"
)

// TestRows checks the registry's rows: unique names and paths, and every
// row with an endpoint has what serving it needs.
func TestRows(t *testing.T) {
	names, paths := map[string]bool{}, map[string]bool{}
	for _, f := range All() {
		if names[f.Name] {
			t.Errorf("feature %q listed twice", f.Name)
		}
		names[f.Name] = true
		if f.Path == "" {
			if f.New != nil || f.Body != NoBody {
				t.Errorf("feature %q has a request but no endpoint", f.Name)
			}
			continue
		}
		if paths[f.Path] || !strings.HasPrefix(f.Path, "/api/") {
			t.Errorf("feature %q: path %q listed twice or not under /api/", f.Name, f.Path)
		}
		paths[f.Path] = true
		if f.New == nil || f.Body == NoBody || f.Deadline == nil || f.Blame == "" || f.New() == nil {
			t.Errorf("feature %q (%s) lacks a request, body, deadline or blamed field", f.Name, f.Path)
		}
	}
	for _, want := range []string{"equity", "range", "eval", "batch", "matrix", "flops", "icm", "pushfold", "pushfold-chart", "pushfold-icm", "pushfold-button", "hands", "score", "pql", "solve"} {
		if Lookup(want) == nil {
			t.Errorf("Lookup(%q) = nil, want its row", want)
		}
	}
	if Lookup("nothing") != nil {
		t.Errorf("Lookup(%q) != nil", "nothing")
	}
}

func TestCommands(t *testing.T) {
	got := strings.Join(Commands(), " ")
	if want := "equity range batch matrix flops score hands icm pushfold eval pql solve"; got != want {
		t.Errorf("Commands() = %s, want %s", got, want)
	}
}

// infinite is a report whose JSON holds x.
type infinite struct{ x float64 }

func (r infinite) Formats() []report.Format { return []report.Format{report.Text, report.JSON} }
func (r infinite) WriteText(w io.Writer) error {
	_, err := io.WriteString(w, "x\n")
	return err
}
func (r infinite) WriteJSON(w io.Writer) error {
	return json.NewEncoder(w).Encode(struct {
		X float64 `json:"x"`
	}{r.x})
}

func TestFinite(t *testing.T) {
	for _, x := range []float64{math.Inf(1), math.Inf(-1), math.NaN()} {
		err := Finite(infinite{x}, "stacks")
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != "stacks" || !errors.Is(err, ErrNotFinite) {
			t.Errorf("Finite(%v) = %v, want a *FieldError of stacks wrapping ErrNotFinite", x, err)
		}
	}
	if err := Finite(infinite{1e308}, "stacks"); err != nil {
		t.Errorf("Finite(1e308) = %v, want nil", err)
	}
}

// TestRequestsValidateFirst checks that each row's Validate refuses what
// is beyond the limits before any work.
func TestRequestsValidateFirst(t *testing.T) {
	lim := Limits{Workers: 1, MaxPlayers: 3}
	tests := []struct {
		name  string
		q     Request
		field string
	}{
		{"equity", &Equity{}, ""},
		{"icm", &ICM{}, "stacks"},
		{"pushfold-button", &PushfoldButton{}, "deals"},
		{"hands", &Hands{File: []byte("x"), Player: strings.Repeat("p", MaxPlayerName+1)}, "player"},
		{"hands", &Hands{File: []byte(" \n")}, "file"},
		{"hands", &Hands{File: []byte("x"), Format: "pdf"}, "format"},
		{"flops", &Flops{Ranges: []string{"AA"}}, "ranges"},
	}
	tests[0].q.(*Equity).Players = []string{"AA", "KK", "QQ", "JJ"}
	tests[0].field = "players"
	tests[1].q.(*ICM).Stacks = make([]float64, MaxICMPlayers+1)
	tests[2].q.(*PushfoldButton).Deals = MaxButtonDeals + 1
	for _, tt := range tests {
		err := tt.q.Validate(lim)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tt.field {
			t.Errorf("%s: Validate = %v, want a *FieldError of %q", tt.name, err, tt.field)
		}
	}
}

// ExampleLookup answers an ICM question through its row, as the server
// does: player 1 finishes first half the time and second 0.3*50/70 +
// 0.2*50/80 of it, for 0.5*70 + 0.339*30 = 45.18 of the pool of 100.
func ExampleLookup() {
	f := Lookup("icm")
	q := f.New().(*ICM)
	q.Stacks, q.Payouts = []float64{50, 30, 20}, []float64{70, 30}
	if err := q.Validate(Limits{Workers: 1}); err != nil {
		panic(err)
	}
	r, err := q.Run(context.Background(), Limits{Workers: 1})
	if err != nil {
		panic(err)
	}
	for _, p := range r.(*icm.Report).Players {
		fmt.Printf("player %d: %.4f\n", p.Player, p.Equity)
	}
	fmt.Println(f.Path, f.Body.ContentTypes())
	// Output:
	// player 1: 45.1786
	// player 2: 32.2500
	// player 3: 22.5714
	// /api/icm [application/json]
}

// TestPQLBudget checks that a server's CPU budget bounds the exact
// enumeration a PQL query's auto method chooses: the preflop matchup the
// command line enumerates is sampled under a budget of a millisecond.
func TestPQLBudget(t *testing.T) {
	q := PQL{Request: pql.Request{Query: "select avg(riverEquity(hero)) from hero='AhKh', villain='QsQd'", Trials: 1000}}
	for _, tt := range []struct {
		lim  Limits
		want string
	}{
		{Limits{Workers: 1}, "exact"},
		{Limits{Workers: 1, CPUBudget: time.Millisecond}, "montecarlo"},
	} {
		if err := q.Validate(tt.lim); err != nil {
			t.Fatal(err)
		}
		rep, err := q.Run(context.Background(), tt.lim)
		if err != nil {
			t.Fatal(err)
		}
		if got := rep.(*pql.Answer).Results[0].Method; got != tt.want {
			t.Errorf("PQL.Run under %+v: method %s, want %s", tt.lim, got, tt.want)
		}
	}
}

// TestPQLDefaultTime checks that under a server's budget a query
// without trials that is too slow for pql.DefaultTrials (HvHequity on the
// flop values some 990 boards a deal) answers by Monte Carlo, stopped at
// its share of the budget, with its standard error, instead of running
// into the row's deadline.
func TestPQLDefaultTime(t *testing.T) {
	q := PQL{Request: pql.Request{Query: "select count(HvHequity(villain, turn) > 0.5 and winsHi(hero)) from game='omahahi', hero='AA**', villain='****' where HvHequity(hero, flop) > 0.5"}}
	lim := Limits{Workers: 1, CPUBudget: 200 * time.Millisecond, DefaultTime: time.Second}
	if err := q.Validate(lim); err != nil {
		t.Fatal(err)
	}
	rep, err := q.Run(context.Background(), lim)
	if err != nil {
		t.Fatal(err)
	}
	res := rep.(*pql.Answer).Results[0]
	if res.Method != "montecarlo" || !res.TimeLimited || res.Trials >= pql.DefaultTrials || res.Selectors[0].StdErr <= 0 {
		t.Errorf("PQL.Run under %+v: %s, time limited %v, %d trials, standard error %v; want Monte Carlo stopped at the time limit, with a standard error",
			lim, res.Method, res.TimeLimited, res.Trials, res.Selectors[0].StdErr)
	}
}

// TestRequestErrorsNameFields checks that the pql and solve rows name
// the field at fault with a *FieldError, as the front ends need.
func TestRequestErrorsNameFields(t *testing.T) {
	server := Limits{Workers: 1, CPUBudget: time.Second}
	valid := solve.Request{Board: "Kh Td 6c 3s 2h", OOP: "KK,QJ", IP: "T9", Pot: 100, Stack: 100, Bets: "oop:river:100%"}
	big, badPot := valid, valid
	big.MaxMemory = MaxServerSolveMemory + 1
	badPot.Pot = math.Inf(1)
	tests := []struct {
		name  string
		q     Request
		lim   Limits
		field string
	}{
		{"long query", &PQL{Request: pql.Request{Query: strings.Repeat("x", MaxQuery+1)}}, Limits{}, "query"},
		{"trials", &PQL{Request: pql.Request{Query: "select count(winsHi(hero)) from hero='AA', villain='KK'", Trials: -1}}, Limits{}, "trials"},
		{"misspelt function", &PQL{Request: pql.Request{Query: "select avg(riverEquty(hero)) from hero='AA', villain='KK'"}}, Limits{}, "query"},
		{"pot", &Solve{Request: badPot}, Limits{}, "pot"},
		{"memory on a server", &Solve{Request: big}, server, "max_memory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.q.Validate(tt.lim)
			if err == nil {
				_, err = tt.q.Run(context.Background(), tt.lim)
			}
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Field != tt.field {
				t.Errorf("error %v, want a *FieldError of %q", err, tt.field)
			}
		})
	}
	if err := (&Solve{Request: big}).Validate(Limits{}); err != nil {
		t.Errorf("Solve.Validate of a tree of %d bytes on the command line: %v, want nil", big.MaxMemory, err)
	}
}
