package answer

import (
	"cmp"
	"github.com/pokersim/pokersim/report"
	"math"
	"slices"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/sim"
)

// Equity is a matchup's result as reported: what the JSON output holds.
// Fractions are in [0,1].
type Equity struct {
	Mode        string         `json:"mode"` // "exact" or "montecarlo"
	Game        string         `json:"game"`
	Board       []string       `json:"board"`
	Dead        []string       `json:"dead"`
	Samples     int64          `json:"samples"` // boards (exact) or trials
	Seed        *uint64        `json:"seed"`    // the Monte Carlo seed; null for exact results, which use none
	Confidence  float64        `json:"confidence,omitempty"`
	Interrupted bool           `json:"interrupted"`
	TimeLimited bool           `json:"time_limited,omitempty"` // Monte Carlo stopped by its time limit
	Seconds     float64        `json:"seconds,omitempty"`      // running time; 0 in batch reports
	Players     []PlayerEquity `json:"players"`
	// NoLow, in a hi-lo game, is how often no player has a qualifying low
	// and the high hand takes the whole pot.
	NoLow *float64 `json:"no_low,omitempty"`
	// ByHand, if asked for, is the first player's equity with each hand of
	// its range, and ByClass the same grouped by starting-hand class; both
	// best first.
	ByHand  []HandEquity `json:"by_hand,omitempty"`
	ByClass []HandEquity `json:"by_class,omitempty"`
	// The analyses asked for (analysis.go): the equity after each next
	// card, the players' outs, the equity street by street, and the
	// distribution of equity over the hands of each player's range.
	Next          *NextCards     `json:"next,omitempty"`
	Outs          []PlayerOuts   `json:"outs,omitempty"`
	Streets       []StreetEquity `json:"streets,omitempty"`
	Distributions []Distribution `json:"distributions,omitempty"`

	// order holds the hand categories of the game's ranking, best first,
	// for text; nil for the standard order.
	order []eval.Category
}

// categoryOrder returns the hand categories in the order of e's game,
// best first: the standard order, or short deck's.
func (e *Equity) categoryOrder() []eval.Category {
	if e.order != nil {
		return e.order
	}
	out := make([]eval.Category, 0, eval.NumCategories)
	for c := eval.StraightFlush; c >= eval.HighCard; c-- {
		out = append(out, c)
	}
	return out
}

// HandEquity is the first player's result with one hand (a combo such as
// "AhKh", or a class such as "AKs") of its range. Weight is the hand's
// weight in the range (for a class, the sum over its combos in the range);
// StdErr is set for Monte Carlo results.
type HandEquity struct {
	Hand   string   `json:"hand"`
	Combos int      `json:"combos"`
	Weight float64  `json:"weight"`
	Equity float64  `json:"equity"`
	Win    float64  `json:"win"`
	Tie    float64  `json:"tie"`
	StdErr *float64 `json:"stderr,omitempty"`
}

// PlayerEquity is one player's line of an Equity report. StdErr, CILow and
// CIHigh are set for Monte Carlo results only.
type PlayerEquity struct {
	Hand       string             `json:"hand"`             // the cards or range, as given
	Combos     int                `json:"combos,omitempty"` // for a range, the hands in it
	Equity     float64            `json:"equity"`
	Win        float64            `json:"win"`
	Tie        float64            `json:"tie"`
	StdErr     *float64           `json:"stderr,omitempty"`
	CILow      *float64           `json:"ci_low,omitempty"`
	CIHigh     *float64           `json:"ci_high,omitempty"`
	Categories map[string]float64 `json:"categories,omitempty"`
	// HiLo, in a hi-lo game, holds the figures by half pot; Win is then
	// how often the player scoops (takes the whole pot alone) and Tie how
	// often it takes some other part of it.
	HiLo *HiLoEquity `json:"hilo,omitempty"`
}

// HiLoEquity is a player's result in a hi-lo game by half pot: how often
// it wins the high half alone (HighWin) or shares it (HighTie), likewise
// the low half, and its expected share of each half (HighEquity,
// LowEquity; the low half goes to the high hand when there is no low, and
// Equity is their mean). Low, with categories, is how often the player
// makes a qualifying low, winning or not.
type HiLoEquity struct {
	Scoop      float64  `json:"scoop"`
	HighWin    float64  `json:"high_win"`
	HighTie    float64  `json:"high_tie"`
	LowWin     float64  `json:"low_win"`
	LowTie     float64  `json:"low_tie"`
	HighEquity float64  `json:"high_equity"`
	LowEquity  float64  `json:"low_equity"`
	Low        *float64 `json:"low,omitempty"`
}

// NewEquity summarises r, with confidence intervals at the given level
// (sim.DefaultConfidence if 0) for Monte Carlo results.
func NewEquity(r *sim.Result, confidence float64) *Equity {
	if confidence == 0 {
		confidence = sim.DefaultConfidence
	}
	e := &Equity{
		Mode:        r.Mode.String(),
		Game:        r.Matchup.Game.String(),
		Board:       deck.Strings(r.Matchup.Board),
		Dead:        deck.Strings(r.Matchup.Dead),
		Samples:     r.Samples,
		Interrupted: r.Interrupted,
		TimeLimited: r.TimeLimited,
		Seconds:     r.Elapsed.Seconds(),
	}
	mc := r.Mode == sim.ModeMonteCarlo
	if mc {
		seed := r.Seed
		e.Seed, e.Confidence = &seed, confidence
	}
	if r.Matchup.Game.HiLo() {
		noLow := r.NoLow
		e.NoLow = &noLow
	}
	if cats := r.Matchup.Game.Ranking().Categories(); cats != eval.Standard().Categories() {
		for i := len(cats) - 1; i >= 0; i-- {
			e.order = append(e.order, cats[i])
		}
	}
	for i, p := range r.Players {
		pe := PlayerEquity{Hand: playerHand(r.Matchup, i), Equity: p.Equity, Win: p.Win, Tie: p.Tie}
		if mc {
			se := p.StdErr
			ci := p.Interval(confidence)
			pe.StdErr, pe.CILow, pe.CIHigh = &se, &ci.Low, &ci.High
		}
		if p.Categories != nil {
			pe.Categories = make(map[string]float64)
			for c := eval.HighCard; c <= eval.StraightFlush; c++ {
				pe.Categories[c.String()] = p.Categories[c]
			}
		}
		if h := p.HiLo; h != nil {
			pe.HiLo = &HiLoEquity{Scoop: h.Scoop, HighWin: h.HighWin, HighTie: h.HighTie, LowWin: h.LowWin,
				LowTie: h.LowTie, HighEquity: h.HighEquity, LowEquity: h.LowEquity}
			if p.Categories != nil {
				low := h.Low
				pe.HiLo.Low = &low
			}
		}
		e.Players = append(e.Players, pe)
		if p.Hands > 0 {
			e.Players[i].Combos = p.Hands
		} else if rg := r.Matchup.Players[i].Range; rg != nil {
			e.Players[i].Combos = rg.Count(0)
		}
	}
	for _, h := range r.ByHand {
		he := HandEquity{Hand: h.Combo.String(), Combos: 1, Weight: weightOf(r.Matchup.Players[0], h.Combo),
			Equity: h.Equity, Win: h.Win, Tie: h.Tie}
		if mc {
			se := h.StdErr
			he.StdErr = &se
		}
		e.ByHand = append(e.ByHand, he)
	}
	return e
}

// GroupByClass replaces the lines by hand with lines by starting-hand class
// (AA, AKs, AKo, ...): each class's figures are the average of its hands'
// weighted by the mass of outcomes each stands for.
func (e *Equity) GroupByClass(r *sim.Result) {
	type acc struct {
		combos                  int
		weight, total           float64
		equity, win, tie, varSE float64
	}
	sums := make(map[deck.Class]*acc)
	var order []deck.Class
	for i, h := range r.ByHand {
		c := h.Combo.Class()
		a, ok := sums[c]
		if !ok {
			a = new(acc)
			sums[c] = a
			order = append(order, c)
		}
		a.combos++
		a.weight += e.ByHand[i].Weight
		a.total += h.Total
		a.equity += h.Total * h.Equity
		a.win += h.Total * h.Win
		a.tie += h.Total * h.Tie
		if se := e.ByHand[i].StdErr; se != nil {
			a.varSE += h.Total * h.Total * *se * *se
		}
	}
	e.ByClass = nil
	for _, c := range order {
		a := sums[c]
		he := HandEquity{Hand: c.String(), Combos: a.combos, Weight: a.weight,
			Equity: a.equity / a.total, Win: a.win / a.total, Tie: a.tie / a.total}
		if r.Mode == sim.ModeMonteCarlo {
			se := math.Sqrt(a.varSE) / a.total
			he.StdErr = &se
		}
		e.ByClass = append(e.ByClass, he)
	}
	slices.SortStableFunc(e.ByClass, func(x, y HandEquity) int { return cmp.Compare(y.Equity, x.Equity) })
	e.ByHand = nil
}

// Formats returns the formats of a single matchup's report: text, JSON and
// CSV.
func (e *Equity) Formats() []report.Format {
	return []report.Format{report.Text, report.JSON, report.CSV}
}

// playerHand describes player i's hand: its range, or its known cards
// followed by "Xx" for each card to be dealt.
func playerHand(m sim.Matchup, i int) string {
	p := m.Players[i]
	switch {
	case p.Range != nil && p.Text != "":
		return p.Text
	case p.Range != nil:
		return p.Range.String()
	}
	return handString(p.Cards, m.Game.HoleCards()-len(p.Cards))
}

// weightOf returns hand c's weight in player p's range, 1 for known cards.
func weightOf(p sim.Player, c deck.Combo) float64 {
	if p.Range == nil {
		return 1
	}
	if r, ok := p.Range.(interface{ Weight(deck.Combo) float64 }); ok {
		return r.Weight(c)
	}
	return 1
}

// handString writes a player's known cards together, followed by "Xx" for
// each card to be dealt.
func handString(cards []deck.Card, missing int) string {
	return strings.Join(deck.Strings(cards), "") + strings.Repeat("Xx", missing)
}
