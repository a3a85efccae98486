package answer

import (
	"bytes"
	"context"
	"flag"
	"github.com/pokersim/pokersim/report"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from golden file:\n%s\nwant:\n%s", name, got, want)
	}
}

func equityResult(t *testing.T, mc, categories bool, board string) *sim.Result {
	t.Helper()
	m := &sim.Matchup{Game: game.Holdem, Board: deck.MustParseCards(board), Dead: deck.MustParseCards("2d")}
	for _, h := range []string{"AhKh", "QsQd"} {
		m.Players = append(m.Players, sim.Player{Cards: deck.MustParseCards(h)})
	}
	opts := sim.Options{Categories: categories, Trials: 4 * sim.BlockSize, Seed: 12345}
	var r *sim.Result
	var err error
	if mc {
		r, err = sim.MonteCarlo(context.Background(), m, opts)
	} else {
		r, err = sim.Enumerate(context.Background(), m, opts)
	}
	if err != nil {
		t.Fatal(err)
	}
	r.Elapsed = 1234 * time.Microsecond // golden files must not depend on the clock
	return r
}

func TestEquityFormats(t *testing.T) {
	tests := []struct {
		name           string
		mc, categories bool
		board          string
	}{
		{"exact", false, false, ""},
		{"exact_flop_categories", false, true, "Ts9h2c"},
		{"montecarlo", true, false, ""},
		{"montecarlo_categories", true, true, ""},
	}
	for _, tt := range tests {
		for _, f := range []report.Format{report.Text, report.JSON, report.CSV} {
			t.Run(tt.name+"."+string(f), func(t *testing.T) {
				var b bytes.Buffer
				if err := report.Write(&b, f, NewEquity(equityResult(t, tt.mc, tt.categories, tt.board), 0)); err != nil {
					t.Fatal(err)
				}
				golden(t, "equity_"+tt.name+"."+string(f), b.Bytes())
			})
		}
	}
}
