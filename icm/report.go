package icm

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/report"
)

// Report is the answer to a Request, every figure computed: a view model
// that writes itself as text, JSON or CSV through report.Write.
type Report struct {
	Method      Method         `json:"method"`
	Seed        *uint64        `json:"seed,omitempty"`   // Monte Carlo only
	Trials      int            `json:"trials,omitempty"` // Monte Carlo only
	Interrupted bool           `json:"interrupted,omitempty"`
	Pool        float64        `json:"pool"`  // the sum of the payouts
	Chips       float64        `json:"chips"` // the sum of the stacks
	Players     []PlayerReport `json:"players"`
	// BubbleFactors[i][j] is player i+1's bubble factor against player
	// j+1 (null where winning gains nothing); only if asked for.
	BubbleFactors [][]Number `json:"bubble_factors,omitempty"`
	// RiskPremiums[i][j] is the extra all-in equity, a fraction, that
	// player i+1 needs under ICM over chip EV to call player j+1's shove
	// (no dead money); only if asked for.
	RiskPremiums [][]Number  `json:"risk_premiums,omitempty"`
	Call         *CallReport `json:"call,omitempty"`
}

// PlayerReport is one player's line.
type PlayerReport struct {
	Player    int      `json:"player"` // from 1
	Stack     float64  `json:"stack"`
	ChipShare float64  `json:"chip_share"` // of the chips, in [0,1]
	Equity    float64  `json:"equity"`     // in the payouts' unit
	PoolShare float64  `json:"pool_share"` // of the pool, in [0,1]
	StdErr    *float64 `json:"stderr,omitempty"`
}

// CallReport is a Decision with players numbered from 1.
type CallReport struct {
	Hero         int     `json:"hero"`
	Villain      int     `json:"villain"`
	Equity       float64 `json:"equity"`
	Dead         float64 `json:"dead"`
	Risk         float64 `json:"risk"`
	Win          float64 `json:"win"`
	Lose         float64 `json:"lose"`
	Fold         float64 `json:"fold"`
	BubbleFactor Number  `json:"bubble_factor"`
	NeedICM      float64 `json:"need_icm"`
	NeedChips    float64 `json:"need_chips"`
	RiskPremium  float64 `json:"risk_premium"`
	EVCall       float64 `json:"ev_call"`
	EVFold       float64 `json:"ev_fold"`
	Call         bool    `json:"call"`
}

func newReport(f Field, r *Result, seed uint64) *Report {
	rep := &Report{Method: r.Method, Trials: r.Trials, Interrupted: r.Interrupted, Pool: f.Pool(), Chips: f.Chips()}
	if r.Method == MonteCarlo {
		rep.Seed = &seed
	}
	for i, s := range f.Stacks {
		p := PlayerReport{Player: i + 1, Stack: s, ChipShare: s / rep.Chips, Equity: r.Equity[i], PoolShare: r.Equity[i] / rep.Pool}
		if r.StdErr != nil {
			p.StdErr = &r.StdErr[i]
		}
		rep.Players = append(rep.Players, p)
	}
	return rep
}

func newCallReport(d *Decision) *CallReport {
	return &CallReport{Hero: d.Hero + 1, Villain: d.Villain + 1, Equity: d.Equity, Dead: d.Dead, Risk: d.Risk,
		Win: d.Win, Lose: d.Lose, Fold: d.Fold, BubbleFactor: Number(d.BubbleFactor), NeedICM: d.NeedICM,
		NeedChips: d.NeedChips, RiskPremium: d.RiskPremium, EVCall: d.EVCall, EVFold: d.EVFold, Call: d.Call}
}

// Formats returns the formats of the report: text, JSON, and CSV, which
// holds the players' lines (and bubble factors) but not the call.
func (r *Report) Formats() []report.Format {
	if r.Call != nil {
		return []report.Format{report.Text, report.JSON}
	}
	return []report.Format{report.Text, report.JSON, report.CSV}
}

// WriteJSON writes r as one indented JSON object and a newline.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteCSV writes a header and one line per player; the bubble factors
// and risk premiums, if any, as columns bf_1, bf_2, ..., rp_1, rp_2, ...
// (empty against oneself or where infinite).
func (r *Report) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := []string{"player", "stack", "chip_share", "equity", "pool_share", "stderr"}
	for j := range r.BubbleFactors {
		head = append(head, "bf_"+strconv.Itoa(j+1))
	}
	for j := range r.RiskPremiums {
		head = append(head, "rp_"+strconv.Itoa(j+1))
	}
	cw.Write(head)
	for i, p := range r.Players {
		row := []string{strconv.Itoa(p.Player), formatFloat(p.Stack, -1), formatFloat(p.ChipShare, 6),
			formatFloat(p.Equity, 4), formatFloat(p.PoolShare, 6), ""}
		if p.StdErr != nil {
			row[5] = formatFloat(*p.StdErr, 4)
		}
		for _, m := range [][][]Number{r.BubbleFactors, r.RiskPremiums} {
			if m == nil {
				continue
			}
			for j, v := range m[i] {
				if x := float64(v); i != j && !math.IsInf(x, 0) {
					row = append(row, formatFloat(x, 4))
				} else {
					row = append(row, "")
				}
			}
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// WriteText writes the players as a table, then the bubble factors and
// the call, if any.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	switch r.Method {
	case Exact:
		fmt.Fprintf(&b, "ICM (Malmuth-Harville), exact: %d players, prize pool %s\n\n", len(r.Players), formatFloat(r.Pool, -1))
	default:
		fmt.Fprintf(&b, "ICM (Malmuth-Harville), Monte Carlo: %d players, prize pool %s, %d finishing orders, seed %d\n",
			len(r.Players), formatFloat(r.Pool, -1), r.Trials, *r.Seed)
		b.WriteString("(± one standard error)\n\n")
		if r.Interrupted {
			b.WriteString("interrupted: the estimates use the finishing orders sampled so far\n\n")
		}
	}
	fmt.Fprintf(&b, "%6s  %12s  %7s  %10s  %7s\n", "player", "stack", "chips", "equity", "pool")
	for _, p := range r.Players {
		fmt.Fprintf(&b, "%6d  %12s  %6.2f%%  %10.2f  %6.2f%%", p.Player, formatFloat(p.Stack, -1), 100*p.ChipShare, p.Equity, 100*p.PoolShare)
		if p.StdErr != nil {
			fmt.Fprintf(&b, "  ± %.2f", *p.StdErr)
		}
		b.WriteString("\n")
	}
	if r.BubbleFactors != nil {
		writeMatrix(&b, "bubble factors (row risks its chips against column):", r.BubbleFactors,
			func(x float64) string { return fmt.Sprintf("%.2f", x) })
	}
	if r.RiskPremiums != nil {
		writeMatrix(&b, "risk premiums (extra equity row needs to call column's all-in, points):", r.RiskPremiums,
			func(x float64) string { return fmt.Sprintf("%.1f", 100*x) })
	}
	if c := r.Call; c != nil {
		writeCall(&b, c)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeMatrix writes a matrix of the players against each other.
func writeMatrix(b *strings.Builder, title string, m [][]Number, format func(float64) string) {
	fmt.Fprintf(b, "\n%s\n%6s", title, "")
	for j := range m {
		fmt.Fprintf(b, "  %6d", j+1)
	}
	b.WriteString("\n")
	for i, row := range m {
		fmt.Fprintf(b, "%6d", i+1)
		for j, v := range row {
			switch x := float64(v); {
			case i == j:
				fmt.Fprintf(b, "  %6s", "-")
			case math.IsInf(x, 0):
				fmt.Fprintf(b, "  %6s", "inf")
			default:
				fmt.Fprintf(b, "  %6s", format(x))
			}
		}
		b.WriteString("\n")
	}
}

func writeCall(b *strings.Builder, c *CallReport) {
	fmt.Fprintf(b, "\nplayer %d facing player %d's all-in: %s chips at risk", c.Hero, c.Villain, formatFloat(c.Risk, -1))
	if c.Dead > 0 {
		fmt.Fprintf(b, ", %s dead", formatFloat(c.Dead, -1))
	}
	b.WriteString("\n")
	fmt.Fprintf(b, "  prize equity: %.2f if folding, %.2f if winning, %.2f if losing\n", c.Fold, c.Win, c.Lose)
	bf := "inf"
	if x := float64(c.BubbleFactor); !math.IsInf(x, 0) {
		bf = fmt.Sprintf("%.2f", x)
	}
	fmt.Fprintf(b, "  bubble factor %s; equity needed to call: %.1f%% under ICM, %.1f%% in chips (risk premium %.1f%%)\n",
		bf, 100*c.NeedICM, 100*c.NeedChips, 100*c.RiskPremium)
	verdict := "fold"
	if c.Call {
		verdict = "call"
	}
	fmt.Fprintf(b, "  with %.1f%% equity: %s (EV %.2f calling, %.2f folding)\n", 100*c.Equity, verdict, c.EVCall, c.EVFold)
}

// formatFloat writes x with prec decimals, or as few as it needs if prec
// is -1.
func formatFloat(x float64, prec int) string {
	return strconv.FormatFloat(x, 'f', prec, 64)
}
