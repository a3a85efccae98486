package pushfold

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
)

// Method names how solutions are found, as reports print it.
const Method = "CFR+"

// rankLetters are the grid's rows and columns, Ace first.
const rankLetters = "AKQJT98765432"

// SolutionReport is a solution as a report: text, JSON or CSV.
type SolutionReport struct {
	Stack      float64   `json:"stack"`
	Stacks     []float64 `json:"stacks,omitempty"`  // an ICM game's
	Payouts    []float64 `json:"payouts,omitempty"` // an ICM game's
	Ante       float64   `json:"ante"`
	Method     string    `json:"method"`
	Iterations int       `json:"iterations"`
	Refined    bool      `json:"refined"` // exact by the indifference equations
	// Unconverged marks a solution that stopped at the iteration cap
	// above the tolerance: not an equilibrium.
	Unconverged    bool         `json:"unconverged,omitempty"`
	Exploitability float64      `json:"exploitability"`
	GainSB         float64      `json:"gain_sb"`
	GainBB         float64      `json:"gain_bb"`
	Value          float64      `json:"value"`      // the small blind's, bb per deal
	PushShare      float64      `json:"push_share"` // of all hands, weighted by combos
	CallShare      float64      `json:"call_share"`
	Hands          []HandReport `json:"hands"` // in grid order
}

// HandReport is a class's frequencies in a solution.
type HandReport struct {
	Class string  `json:"class"`
	Push  float64 `json:"push"`
	Call  float64 `json:"call"`
}

// Report returns s as a report. Frequencies within 0.001 of 0 or 1 are
// rounded to it: they are CFR+'s averaging, not mixing.
func (s *Solution) Report() *SolutionReport {
	r := &SolutionReport{Stack: s.Stack, Ante: s.Ante, Method: Method, Iterations: s.Iterations, Refined: s.Refined,
		Exploitability: s.Exploitability, GainSB: s.GainSB, GainBB: s.GainBB, Value: s.Value,
		Stacks: s.Stacks, Payouts: s.Payouts, Unconverged: !s.Converged}
	for i := range deck.NumClasses {
		c := deck.ClassAt(i)
		h := HandReport{Class: c.String(), Push: snap(s.Push[i]), Call: snap(s.Call[i])}
		share := float64(c.Count()) / deck.NumCombos
		r.PushShare += share * h.Push
		r.CallShare += share * h.Call
		r.Hands = append(r.Hands, h)
	}
	return r
}

func snap(q float64) float64 {
	switch {
	case q < 0.001:
		return 0
	case q > 0.999:
		return 1
	}
	return q
}

// Formats returns text, JSON and CSV.
func (r *SolutionReport) Formats() []report.Format {
	return []report.Format{report.Text, report.JSON, report.CSV}
}

// WriteJSON writes r as one indented JSON object and a newline.
func (r *SolutionReport) WriteJSON(w io.Writer) error { return writeJSON(w, r) }

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// WriteCSV writes a line per class: class, push, call.
func (r *SolutionReport) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"class", "push", "call"})
	for _, h := range r.Hands {
		cw.Write([]string{h.Class, strconv.FormatFloat(h.Push, 'f', 4, 64), strconv.FormatFloat(h.Call, 'f', 4, 64)})
	}
	cw.Flush()
	return cw.Error()
}

// WriteText writes the game, the method and exploitability, and each
// player's range as a 13x13 grid of percentages ("." for never), then
// the hands played mixed.
func (r *SolutionReport) WriteText(w io.Writer) error {
	var b strings.Builder
	unit, who := "bb", "small blind's expected result"
	if r.Stacks != nil {
		unit, who = "in prize equity", "small blind's expected prize"
		fmt.Fprintf(&b, "Push or fold with ICM: the blinds alone in the hand, stacks %s bb before the blinds (0.5/1)%s\n",
			joinBB(r.Stacks), anteText(r.Ante))
		fmt.Fprintf(&b, "(small blind, big blind, then the players who folded), payouts %s\n", joinBB(r.Payouts))
	} else {
		fmt.Fprintf(&b, "Heads-up push or fold: %s bb stacks before the blinds (0.5/1)%s\n", fmtBB(r.Stack), anteText(r.Ante))
	}
	how := fmt.Sprintf("%s, %d iterations", r.Method, r.Iterations)
	if r.Refined {
		how += ", then exact by the indifference equations of the mixed hands"
	}
	title := "Nash equilibrium by"
	if r.Unconverged {
		title = "No equilibrium within the tolerance: the best strategies found by"
	}
	fmt.Fprintf(&b, "%s %s\nexploitability %s %s per hand (SB %s, BB %s)\n",
		title, how, fmtGain(r.Exploitability), unit, fmtGain(r.GainSB), fmtGain(r.GainBB))
	fmt.Fprintf(&b, "%s: %+.4f %s per hand\n", who, r.Value, unit)
	grids := []struct {
		title string
		share float64
		freq  func(HandReport) float64
	}{
		{"small blind pushes", r.PushShare, func(h HandReport) float64 { return h.Push }},
		{"big blind calls", r.CallShare, func(h HandReport) float64 { return h.Call }},
	}
	for _, g := range grids {
		fmt.Fprintf(&b, "\n%s %.1f%% of hands (percent of the time):\n", g.title, 100*g.share)
		writeGrid(&b, func(i int) string { return percent(g.freq(r.Hands[i])) })
		var mixed []string
		for _, h := range r.Hands {
			if q := g.freq(h); q > 0 && q < 1 {
				mixed = append(mixed, fmt.Sprintf("%s %.1f%%", h.Class, 100*q))
			}
		}
		if len(mixed) > 0 {
			fmt.Fprintf(&b, "mixed: %s\n", strings.Join(mixed, ", "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// fmtGain writes an exploitability, 0 below 1e-12 bb: rounding, which
// differs between machines.
func fmtGain(x float64) string {
	if x < 1e-12 {
		return "0"
	}
	return strconv.FormatFloat(x, 'g', 3, 64)
}

func percent(q float64) string {
	switch {
	case q == 0:
		return "."
	case q == 1:
		return "100"
	}
	return strconv.FormatFloat(100*q, 'f', 0, 64)
}

// writeGrid writes a 13x13 grid of the cells cell(grid index), with the
// ranks as row and column headings.
func writeGrid(b *strings.Builder, cell func(i int) string) {
	b.WriteString("    ")
	for _, r := range rankLetters {
		fmt.Fprintf(b, " %5c", r)
	}
	b.WriteString("\n")
	for row := range 13 {
		fmt.Fprintf(b, "%4c", rankLetters[row])
		for col := range 13 {
			fmt.Fprintf(b, " %5s", cell(row*13+col))
		}
		b.WriteString("\n")
	}
}

func fmtBB(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

func joinBB(xs []float64) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmtBB(x)
	}
	return strings.Join(parts, "/")
}

func anteText(a float64) string {
	if a == 0 {
		return ", no ante"
	}
	return ", ante " + fmtBB(a)
}
