package matrix

import (
	"context"
	"errors"
	"fmt"
	"math"
	"reflect"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
	"github.com/pokersim/pokersim/sim"
)

func mustClass(t testing.TB, s string) deck.Class {
	t.Helper()
	c, err := deck.ParseClass(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// countPairs counts the given pairs of classes (lower grid index first)
// with the matrix machinery, in the calling goroutine.
func countPairs(t *testing.T, pairs ...ClassPair) []ClassCounts {
	t.Helper()
	var out []ClassCounts
	for _, p := range pairs {
		c, err := countPair(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// TestClassCountsMatchRanges checks cells of the matrix against the exact
// enumeration of one class's range against the other's, and against the
// figures that equity calculators publish.
func TestClassCountsMatchRanges(t *testing.T) {
	tests := []struct {
		a, b      string
		published float64 // to 0.001, or 0 for none
	}{
		{"AA", "KK", 0.8195},
		{"AA", "AA", 0.5},
		{"AKs", "AKo", 0},
		{"QQ", "AKo", 0.5676}, // AKo 43.24% (pokerfortress.com)
		{"AKs", "72o", 0},
		{"AKo", "22", 0},
		{"T9s", "T9s", 0.5},
		{"JTo", "T9s", 0},
	}
	for _, tt := range tests {
		t.Run(tt.a+" vs "+tt.b, func(t *testing.T) {
			a, b := mustClass(t, tt.a), mustClass(t, tt.b)
			got := countPairs(t, ClassPair{a.Index(), b.Index()})[0]
			m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
				{Range: deck.MustParseRange(tt.a)}, {Range: deck.MustParseRange(tt.b)}}}
			r, err := sim.Enumerate(context.Background(), m, sim.Options{})
			if err != nil {
				t.Fatal(err)
			}
			p := r.Players[0]
			if float64(got.Outcomes) != float64(r.Samples) || float64(got.Win) != p.WinCount ||
				float64(got.Loss) != r.Players[1].WinCount {
				t.Errorf("counts %+v, want %d outcomes, %v won, %v lost", got, r.Samples, p.WinCount, r.Players[1].WinCount)
			}
			if math.Abs(got.Equity()-p.Equity) > 1e-15 {
				t.Errorf("Equity() = %v, want %v", got.Equity(), p.Equity)
			}
			if tt.published != 0 && math.Abs(got.Equity()-tt.published) > 0.001 {
				t.Errorf("Equity() = %.4f, published %.4f", got.Equity(), tt.published)
			}
		})
	}
}

// TestClassPairOrbitsPartition checks that the orbits of each pair of
// classes hold all its conflict-free pairs of combos, and that the full
// matrix has the 47,008 orbits known for heads-up preflop matchups.
func TestClassPairOrbitsPartition(t *testing.T) {
	total := 0
	for a := range deck.NumClasses {
		for b := a; b < deck.NumClasses; b++ {
			ca, cb := deck.ClassAt(a), deck.ClassAt(b)
			orbs := classPairOrbits(ca, cb)
			var n int64
			for _, o := range orbs {
				n += o.count + o.swapped
				if o.rep[0].Class() != ca || o.rep[1].Class() != cb || o.rep[0].Set()&o.rep[1].Set() != 0 {
					t.Fatalf("%v vs %v: bad representative %v", ca, cb, o.rep)
				}
			}
			if want := pairCount(ca, cb); n != want {
				t.Errorf("%v vs %v: orbits hold %d pairs, want %d", ca, cb, n, want)
			}
			total += len(orbs)
		}
	}
	if total != 47008 {
		t.Errorf("%d orbits in all, want 47008", total)
	}
}

// checkMatrix checks the properties every matrix has: Equity and Counts
// agree, 0.5 on the diagonal, cells of a pair of rows add up to 1, and
// VsRandom is deck.PreflopEquity, which ranks the classes for top-%
// ranges.
func checkMatrix(t *testing.T, m *Matrix) {
	t.Helper()
	row := make(map[int]int)
	for i, c := range m.Rows {
		row[c.Index()] = i
	}
	for i, c := range m.Rows {
		a := c.Index()
		if m.Equity[i][a] != 0.5 {
			t.Errorf("%v vs itself = %v, want 0.5", c, m.Equity[i][a])
		}
		for b := range deck.NumClasses {
			if got := m.Counts[i][b].Equity(); got != m.Equity[i][b] {
				t.Errorf("%v vs %v: Equity %v, counts give %v", c, deck.ClassAt(b), m.Equity[i][b], got)
			}
			if j, ok := row[b]; ok {
				if sum := m.Equity[i][b] + m.Equity[j][a]; math.Abs(sum-1) > 1e-15 {
					t.Errorf("%v vs %v + %v vs %v = %v, want 1", c, deck.ClassAt(b), deck.ClassAt(b), c, sum)
				}
			}
		}
		if want := deck.PreflopEquity(c); math.Abs(m.VsRandom[i]-want) > 1e-9 {
			t.Errorf("%v vs random = %.10f, deck.PreflopEquity = %.10f", c, m.VsRandom[i], want)
		}
	}
}

func TestComputeRows(t *testing.T) {
	rows := []deck.Class{mustClass(t, "T9s"), mustClass(t, "AA"), mustClass(t, "72o"), mustClass(t, "AA")}
	want := []deck.Class{mustClass(t, "AA"), mustClass(t, "T9s"), mustClass(t, "72o")}
	if testing.Short() {
		rows, want = rows[:2], want[:2]
	}
	m, err := Compute(context.Background(), Options{Rows: rows})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(m.Rows, want) {
		t.Fatalf("Rows = %v, want %v (grid order, no repeats)", m.Rows, want)
	}
	checkMatrix(t, m)
}

// TestComputeFull computes the whole matrix (about 35 s on two
// cores) and checks that VsRandom is deck.PreflopEquity for all 169
// classes.
func TestComputeFull(t *testing.T) {
	testfull.Full(t) // about 35 s on two idle cores; TestComputeRows checks some rows by default
	m, err := Compute(context.Background(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Rows) != deck.NumClasses {
		t.Fatalf("%d rows, want %d", len(m.Rows), deck.NumClasses)
	}
	checkMatrix(t, m)
}

// TestComputeResume interrupts a run after its first pair, resumes
// it from the pieces saved, and checks that the result is that of an
// uninterrupted run, bit for bit, whatever the number of workers.
func TestComputeResume(t *testing.T) {
	rows := []deck.Class{mustClass(t, "65s")}
	want, err := Compute(context.Background(), Options{Rows: rows, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var saved []ClassCounts
	pieces := 0
	_, err = Compute(ctx, Options{Rows: rows, Workers: 1, OnPiece: func(p []ClassCounts) error {
		saved = append(saved, p...)
		pieces++
		cancel()
		return nil
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted run: error %v, want context.Canceled", err)
	}
	if pieces != 1 {
		t.Fatalf("%d pieces saved by the interrupted run, want 1", pieces)
	}
	var rest []ClassCounts
	got, err := Compute(context.Background(), Options{Rows: rows, Workers: 3, Done: saved,
		OnPiece: func(p []ClassCounts) error { rest = append(rest, p...); return nil }})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Error("resumed matrix differs from the uninterrupted one")
	}
	if len(saved)+len(rest) != len(matrixPairs(rows)) {
		t.Errorf("%d pairs saved and %d counted on resuming, want %d in all", len(saved), len(rest), len(matrixPairs(rows)))
	}
}

func TestComputeBadDone(t *testing.T) {
	rows := []deck.Class{mustClass(t, "AA")}
	kk := mustClass(t, "KK").Index()
	good := countPairs(t, ClassPair{0, kk})[0]
	tests := []struct {
		name string
		done ClassCounts
	}{
		{"pair of another matrix", ClassCounts{A: kk, B: kk + 1, Outcomes: good.Outcomes}},
		{"wrong outcomes", ClassCounts{A: 0, B: kk, Outcomes: good.Outcomes - 1}},
		{"too many wins", ClassCounts{A: 0, B: kk, Outcomes: good.Outcomes, Win: good.Outcomes, Loss: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Compute(context.Background(), Options{Rows: rows, Done: []ClassCounts{tt.done}})
			if !errors.Is(err, ErrDone) {
				t.Errorf("Compute with Done %+v: error %v, want ErrDone", tt.done, err)
			}
		})
	}
	if _, err := Compute(context.Background(), Options{Rows: []deck.Class{{Hi: deck.Two, Lo: deck.Ace}}}); err == nil {
		t.Error("Compute with an invalid class succeeded, want an error")
	}
}

func ExampleCompute() {
	aa, _ := deck.ParseClass("AA")
	m, err := Compute(context.Background(), Options{Rows: []deck.Class{aa}})
	if err != nil {
		fmt.Println(err)
		return
	}
	kk, _ := deck.ParseClass("KK")
	fmt.Printf("AA vs KK:     %.4f\n", m.Equity[0][kk.Index()])
	fmt.Printf("AA vs random: %.4f\n", m.VsRandom[0])
	// Output:
	// AA vs KK:     0.8195
	// AA vs random: 0.8520
}
