package report

import (
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/sim"
)

// DefaultConfidence is the confidence level of intervals when none is given.
const DefaultConfidence = 0.95

// Equity is a matchup's result as reported: what the JSON output holds.
// Fractions are in [0,1].
type Equity struct {
	Mode        string         `json:"mode"` // "exact" or "montecarlo"
	Game        string         `json:"game"`
	Board       []string       `json:"board"`
	Dead        []string       `json:"dead"`
	Samples     int64          `json:"samples"` // boards (exact) or trials
	Seed        *uint64        `json:"seed,omitempty"`
	Confidence  float64        `json:"confidence,omitempty"`
	Interrupted bool           `json:"interrupted"`
	Seconds     float64        `json:"seconds"`
	Players     []PlayerEquity `json:"players"`
}

// PlayerEquity is one player's line of an Equity report. StdErr, CILow and
// CIHigh are set for Monte Carlo results only.
type PlayerEquity struct {
	Hand       string             `json:"hand"`
	Equity     float64            `json:"equity"`
	Win        float64            `json:"win"`
	Tie        float64            `json:"tie"`
	StdErr     *float64           `json:"stderr,omitempty"`
	CILow      *float64           `json:"ci_low,omitempty"`
	CIHigh     *float64           `json:"ci_high,omitempty"`
	Categories map[string]float64 `json:"categories,omitempty"`
}

// NewEquity summarises r, with confidence intervals at the given level
// (DefaultConfidence if 0) for Monte Carlo results.
func NewEquity(r *sim.Result, confidence float64) *Equity {
	if confidence == 0 {
		confidence = DefaultConfidence
	}
	e := &Equity{
		Mode:        r.Mode.String(),
		Game:        r.Matchup.Game.String(),
		Board:       cardStrings(r.Matchup.Board),
		Dead:        cardStrings(r.Matchup.Dead),
		Samples:     r.Samples,
		Interrupted: r.Interrupted,
		Seconds:     r.Elapsed.Seconds(),
	}
	mc := r.Mode == sim.ModeMonteCarlo
	if mc {
		seed := r.Seed
		e.Seed, e.Confidence = &seed, confidence
	}
	for i, p := range r.Players {
		missing := r.Matchup.Game.HoleCards() - len(r.Matchup.Players[i].Cards)
		pe := PlayerEquity{Hand: handString(r.Matchup.Players[i].Cards, missing), Equity: p.Equity, Win: p.Win, Tie: p.Tie}
		if mc {
			se := StdErr(p.Equity, p.EquitySq, p.Samples)
			ci := NormalInterval(p.Equity, se, confidence)
			pe.StdErr, pe.CILow, pe.CIHigh = &se, &ci.Low, &ci.High
		}
		if p.Categories != nil {
			pe.Categories = make(map[string]float64)
			for c := eval.HighCard; c <= eval.StraightFlush; c++ {
				pe.Categories[c.String()] = p.Categories[c]
			}
		}
		e.Players = append(e.Players, pe)
	}
	return e
}

func cardStrings(cards []deck.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}

// handString writes a player's known cards together, followed by "Xx" for
// each card to be dealt.
func handString(cards []deck.Card, missing int) string {
	var b strings.Builder
	for _, c := range cards {
		b.WriteString(c.String())
	}
	b.WriteString(strings.Repeat("Xx", missing))
	return b.String()
}
