package answer

import (
	"bytes"
	"context"
	"errors"
	"github.com/pokersim/pokersim/report"
	"math"
	"testing"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// analysed returns the report of QQ+,AK vs JTs,99,AhQh on Ts9h2c with
// every analysis, computed by package sim.
func analysed(t *testing.T) *Equity {
	t.Helper()
	m := &sim.Matchup{Game: game.Holdem, Board: deck.MustParseCards("Ts9h2c")}
	for _, text := range []string{"QQ+,AK", "JTs,99,AhQh"} {
		r, err := deck.ParseRange(text)
		if err != nil {
			t.Fatal(err)
		}
		m.Players = append(m.Players, sim.Player{Range: r, Text: text})
	}
	ctx, opts := context.Background(), sim.Options{Method: sim.ForceExact}
	r, err := sim.Equity(ctx, m, opts)
	if err != nil {
		t.Fatal(err)
	}
	r.Elapsed = 1234 * time.Microsecond
	e := NewEquity(r, 0)
	cards, err := sim.ByCard(ctx, m, opts)
	if err != nil {
		t.Fatal(err)
	}
	e.Next = NewNextCards(cards, "turn")
	outs, err := sim.OutsOf(ctx, m)
	if err != nil {
		t.Fatal(err)
	}
	e.Outs = NewOuts(outs)
	streets, err := sim.Streets(ctx, m, opts)
	if err != nil {
		t.Fatal(err)
	}
	e.Streets = NewStreets(streets, 0)
	for p := range m.Players {
		hands, _, err := sim.HandsOf(ctx, m, opts, p)
		if err != nil {
			t.Fatal(err)
		}
		e.Distributions = append(e.Distributions, *NewDistribution(p, e.Players[p].Hand, hands))
	}
	return e
}

func TestAnalysesFormats(t *testing.T) {
	e := analysed(t)
	for _, f := range []report.Format{report.Text, report.JSON} {
		var b bytes.Buffer
		if err := report.Write(&b, f, e); err != nil {
			t.Fatal(err)
		}
		golden(t, "equity_analyses."+string(f), b.Bytes())
	}
	var b bytes.Buffer
	if err := report.Write(&b, report.CSV, e); !errors.Is(err, ErrAnalysesCSV) {
		t.Errorf("CSV of four analyses: %v, want ErrAnalysesCSV", err)
	}
	// One analysis at a time, CSV is its table.
	for name, keep := range map[string]func(*Equity){
		"next":         func(x *Equity) { x.Next = e.Next },
		"outs":         func(x *Equity) { x.Outs = e.Outs },
		"streets":      func(x *Equity) { x.Streets = e.Streets },
		"distribution": func(x *Equity) { x.Distributions = e.Distributions },
	} {
		one := *e
		one.Next, one.Outs, one.Streets, one.Distributions = nil, nil, nil, nil
		keep(&one)
		var b bytes.Buffer
		if err := report.Write(&b, report.CSV, &one); err != nil {
			t.Fatal(err)
		}
		golden(t, "equity_analysis_"+name+".csv", b.Bytes())
	}
}

// TestNextCardsHistogram checks that the next cards' chances add to one,
// and that the histogram holds each card's chance in its bucket.
func TestNextCardsHistogram(t *testing.T) {
	n := analysed(t).Next
	var chance float64
	want := make([]float64, len(Buckets))
	for _, c := range n.Cards {
		chance += c.Chance
		want[bucket(c.Equity[0])] += c.Chance
	}
	if math.Abs(chance-1) > 1e-12 {
		t.Errorf("chances add to %v", chance)
	}
	for i := range want {
		if math.Abs(n.Histogram[i]-want[i]) > 1e-12 {
			t.Errorf("bucket %d: %v, want %v", i, n.Histogram[i], want[i])
		}
	}
}

// TestNewDistribution checks the curve and buckets on hand-made results:
// hands sorted best first, shares by weight, buckets and the share above
// 80% adding up.
func TestNewDistribution(t *testing.T) {
	combo := func(s string) deck.Combo {
		c := deck.MustParseCards(s)
		return deck.NewCombo(c[0], c[1])
	}
	hands := []sim.HandResult{
		{Combo: combo("7c7d"), Total: 1, Equity: 0.3},
		{Combo: combo("AsAh"), Total: 2, Equity: 0.9},
		{Combo: combo("KsKh"), Total: 1, Equity: 0.8},
		{Combo: combo("2c3d"), Total: 4, Equity: 0.1},
		{Combo: combo("QsJs"), Total: 2, Equity: 0.55},
	}
	d := NewDistribution(1, "mine", hands)
	if d.Player != 2 || d.Hand != "mine" {
		t.Errorf("player %d hand %q, want 2 and mine", d.Player, d.Hand)
	}
	want := []DistributionPoint{{"AhAs", 0.2, 0.9}, {"KhKs", 0.3, 0.8}, {"QsJs", 0.5, 0.55}, {"7c7d", 0.6, 0.3}, {"3d2c", 1, 0.1}}
	if len(d.Points) != len(want) {
		t.Fatalf("points %+v, want %+v", d.Points, want)
	}
	for i, p := range d.Points {
		w := want[i]
		if p.Hand != w.Hand || math.Abs(p.Share-w.Share) > 1e-12 || p.Equity != w.Equity {
			t.Errorf("point %d = %+v, want %+v", i, p, w)
		}
	}
	// [0,25%): 2c3d 0.4; [25,50%): 77 0.1; [50,75%): QJs 0.2; [75,100%]: AA KK 0.3.
	for i, w := range []float64{0.4, 0.1, 0.2, 0.3} {
		if math.Abs(d.Buckets[i]-w) > 1e-12 {
			t.Errorf("bucket %d = %v, want %v", i, d.Buckets[i], w)
		}
	}
	if math.Abs(d.Above80-0.2) > 1e-12 {
		t.Errorf("above 80%% = %v, want 0.2 (AA only: KK is at 80%%)", d.Above80)
	}
}
