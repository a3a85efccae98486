package pushfold

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
)

// ThreeWayReport is a three-player solution as a report: text, JSON or
// CSV. Frequencies are rounded as Solution.Report rounds them.
type ThreeWayReport struct {
	Stacks         []float64          `json:"stacks"` // button, small blind, big blind, others
	Payouts        []float64          `json:"payouts"`
	Ante           float64            `json:"ante"`
	Method         string             `json:"method"`
	Deals          int                `json:"deals"`
	Seed           uint64             `json:"seed"`
	Iterations     int                `json:"iterations"`
	Gains          [3]float64         `json:"gains"` // button, small blind, big blind: prize per deal
	Exploitability float64            `json:"exploitability"`
	BlindsGains    [2]float64         `json:"blinds_gains"` // in the blinds' game after a fold
	Values         [3]float64         `json:"values"`
	FoldValues     [3]float64         `json:"fold_values"`
	Shares         map[string]float64 `json:"shares"` // of all hands, by range
	Hands          []ThreeWayHand     `json:"hands"`  // in grid order
}

// ThreeWayHand is a class's frequency in each range.
type ThreeWayHand struct {
	Class    string  `json:"class"`
	Push     float64 `json:"push"`     // the button pushes
	CallSB   float64 `json:"call_sb"`  // the small blind calls the button
	CallBB   float64 `json:"call_bb"`  // the big blind calls the button alone
	Overcall float64 `json:"overcall"` // the big blind calls both
	SBPush   float64 `json:"sb_push"`  // after the button folds
	BBCall   float64 `json:"bb_call"`  // after the button folds
}

// threeWayRanges names the ranges in the order reports show them.
var threeWayRanges = [...]struct {
	key, title string
	freq       func(ThreeWayHand) float64
}{
	{"push", "button pushes", func(h ThreeWayHand) float64 { return h.Push }},
	{"call_sb", "small blind calls the button's push", func(h ThreeWayHand) float64 { return h.CallSB }},
	{"call_bb", "big blind calls the button's push (small blind folded)", func(h ThreeWayHand) float64 { return h.CallBB }},
	{"overcall", "big blind calls the push and the small blind's call", func(h ThreeWayHand) float64 { return h.Overcall }},
	{"sb_push", "button folded: small blind pushes", func(h ThreeWayHand) float64 { return h.SBPush }},
	{"bb_call", "button folded: big blind calls", func(h ThreeWayHand) float64 { return h.BBCall }},
}

// Report returns s as a report.
func (s *ThreeWaySolution) Report() *ThreeWayReport {
	deals := s.Game.Deals
	if deals == 0 {
		deals = DefaultDeals
	}
	r := &ThreeWayReport{Stacks: s.Game.Stacks, Payouts: s.Game.Payouts, Ante: s.Game.Ante, Method: Method,
		Deals: deals, Seed: s.Game.Seed, Iterations: s.Iterations, Gains: s.Gains, Exploitability: s.Exploitability,
		BlindsGains: [2]float64{s.Blinds.GainSB, s.Blinds.GainBB}, Values: s.Values, FoldValues: s.FoldValues,
		Shares: map[string]float64{}}
	for i := range deck.NumClasses {
		c := deck.ClassAt(i)
		h := ThreeWayHand{Class: c.String(), Push: snap(s.Push[i]), CallSB: snap(s.CallSB[i]), CallBB: snap(s.CallBB[i]),
			Overcall: snap(s.Overcall[i]), SBPush: snap(s.Blinds.Push[i]), BBCall: snap(s.Blinds.Call[i])}
		share := float64(c.Count()) / deck.NumCombos
		for _, rg := range threeWayRanges {
			r.Shares[rg.key] += share * rg.freq(h)
		}
		r.Hands = append(r.Hands, h)
	}
	return r
}

// Formats returns text, JSON and CSV.
func (r *ThreeWayReport) Formats() []report.Format {
	return []report.Format{report.Text, report.JSON, report.CSV}
}

// WriteJSON writes r as one indented JSON object and a newline.
func (r *ThreeWayReport) WriteJSON(w io.Writer) error { return writeJSON(w, r) }

// WriteCSV writes a line per class with its frequency in each range.
func (r *ThreeWayReport) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := []string{"class"}
	for _, rg := range threeWayRanges {
		head = append(head, rg.key)
	}
	cw.Write(head)
	for _, h := range r.Hands {
		row := []string{h.Class}
		for _, rg := range threeWayRanges {
			row = append(row, strconv.FormatFloat(rg.freq(h), 'f', 4, 64))
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// WriteText writes the game, the method, each seat's gain from deviating
// and value, and the six ranges as 13x13 grids of percentages.
func (r *ThreeWayReport) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Push or fold with ICM, three-handed: stacks %s bb before the blinds (0.5/1)%s\n", joinBB(r.Stacks), anteText(r.Ante))
	fmt.Fprintf(&b, "(button, small blind, big blind, then the players sitting out), payouts %s\n", joinBB(r.Payouts))
	fmt.Fprintf(&b, "after a push: %s, %d iterations over %d sampled deals (seed %d); after a fold: the blinds' game, exact\n",
		r.Method, r.Iterations, r.Deals, r.Seed)
	fmt.Fprintf(&b, "gain from deviating, in prize equity per hand over the sample: button %s, small blind %s, big blind %s\n",
		fmtGain(r.Gains[0]), fmtGain(r.Gains[1]), fmtGain(r.Gains[2]))
	fmt.Fprintf(&b, "in the blinds' game after a fold: small blind %s, big blind %s\n", fmtGain(r.BlindsGains[0]), fmtGain(r.BlindsGains[1]))
	fmt.Fprintf(&b, "expected prizes: button %.4f, small blind %.4f, big blind %.4f (after a fold %.4f, %.4f, %.4f)\n",
		r.Values[0], r.Values[1], r.Values[2], r.FoldValues[0], r.FoldValues[1], r.FoldValues[2])
	for _, rg := range threeWayRanges {
		fmt.Fprintf(&b, "\n%s %.1f%% of hands (percent of the time):\n", rg.title, 100*r.Shares[rg.key])
		writeGrid(&b, func(i int) string { return percent(rg.freq(r.Hands[i])) })
	}
	_, err := io.WriteString(w, b.String())
	return err
}
