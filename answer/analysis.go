package answer

import (
	"cmp"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/sim"
)

// The analyses of a matchup beyond its equity, which Equity carries when
// they are asked for: the equity after each next card, the players' outs,
// the equity street by street, and the distribution of a range's equity
// over its hands.

// NextCards is the equity of each player after each card that can come
// next, and for the first player the histogram of that equity over the
// cards (ProPokerTools' "hand vs range" view of the next street).
type NextCards struct {
	Street string       `json:"street"` // the street the card makes: "turn" or "river"
	Cards  []CardEquity `json:"cards"`
	// Histogram is the chance, over the next card, that the first
	// player's equity falls in each of Buckets.
	Histogram []float64 `json:"histogram"`
}

// CardEquity is the players' equities after one next card.
type CardEquity struct {
	Card   string    `json:"card"`
	Chance float64   `json:"chance"` // the chance the card comes, in [0,1]
	Mode   string    `json:"mode"`
	Equity []float64 `json:"equity"` // by player
}

// Buckets are the equity intervals of histograms and distributions, as
// their lower bounds: [0, 0.25), [0.25, 0.5), [0.5, 0.75), [0.75, 1].
var Buckets = []float64{0, 0.25, 0.5, 0.75}

// bucket returns the index in Buckets of equity e.
func bucket(e float64) int {
	b := 0
	for i, lo := range Buckets {
		if e >= lo {
			b = i
		}
	}
	return b
}

// NewNextCards summarises sim.ByCard's results.
func NewNextCards(cards []sim.CardResult, street string) *NextCards {
	n := &NextCards{Street: street, Histogram: make([]float64, len(Buckets))}
	for _, c := range cards {
		ce := CardEquity{Card: c.Card.String(), Chance: c.Chance, Mode: c.Result.Mode.String()}
		for _, p := range c.Result.Players {
			ce.Equity = append(ce.Equity, p.Equity)
		}
		n.Histogram[bucket(ce.Equity[0])] += c.Chance
		n.Cards = append(n.Cards, ce)
	}
	return n
}

// PlayerOuts is a player's outs on the next street: to the pot, or in a
// hi-lo game to the high half, and then in Low to the low half.
type PlayerOuts struct {
	Player int `json:"player"` // from 1
	OutsPart
	Low *OutsPart `json:"low,omitempty"`
}

// OutsPart is a player's outs to one pot or half pot.
type OutsPart struct {
	Behind float64 `json:"behind"` // the chance the player is behind now
	// Count is the expected number of winning outs and TieCount of tying
	// ones, given the player is behind (whole numbers for known hands).
	Count    float64   `json:"count"`
	TieCount float64   `json:"tie_count"`
	Cards    []OutCard `json:"cards"`
}

// OutCard is one card that is an out.
type OutCard struct {
	Card      string  `json:"card"`
	Win       float64 `json:"win"` // the chance it makes the player win alone, given the player is behind
	Tie       float64 `json:"tie"` // ... or tie for the best hand
	Exclusive bool    `json:"exclusive"`
}

// NewOuts summarises sim.OutsOf's results.
func NewOuts(outs []sim.Outs) []PlayerOuts {
	var out []PlayerOuts
	for _, o := range outs {
		po := PlayerOuts{Player: o.Player + 1, OutsPart: newOutsPart(&o.OutCards)}
		if o.Low != nil {
			low := newOutsPart(o.Low)
			po.Low = &low
		}
		out = append(out, po)
	}
	return out
}

func newOutsPart(o *sim.OutCards) OutsPart {
	part := OutsPart{Behind: o.Behind}
	for c := range deck.NumCards {
		if o.Win[c] == 0 && o.Tie[c] == 0 {
			continue
		}
		part.Count += o.Win[c]
		part.TieCount += o.Tie[c]
		part.Cards = append(part.Cards, OutCard{Card: deck.Card(c).String(), Win: o.Win[c], Tie: o.Tie[c], Exclusive: o.Exclusive[c]})
	}
	return part
}

// StreetEquity is the players' equities on one street.
type StreetEquity struct {
	Street  string         `json:"street"`
	Board   []string       `json:"board"`
	Mode    string         `json:"mode"`
	Samples int64          `json:"samples"`
	Players []PlayerEquity `json:"players"`
}

// NewStreets summarises sim.Streets' results.
func NewStreets(rs []sim.StreetResult, confidence float64) []StreetEquity {
	var out []StreetEquity
	for _, s := range rs {
		e := NewEquity(s.Result, confidence)
		out = append(out, StreetEquity{Street: s.Street, Board: e.Board, Mode: e.Mode, Samples: e.Samples, Players: e.Players})
	}
	return out
}

// Distribution is how a player's equity is spread over the hands of its
// range: the curve solvers draw (hands sorted by equity, best first, x the
// share of the range up to the hand, y its equity) and the share of the
// range in each of Buckets and above 80%. Shares weigh each hand by the
// weight of the deals it is in (its range weight, less card removal).
type Distribution struct {
	Player  int                 `json:"player"` // from 1
	Hand    string              `json:"hand"`
	Points  []DistributionPoint `json:"points"`
	Buckets []float64           `json:"buckets"`  // share of the range with equity in each of Buckets
	Above80 float64             `json:"above_80"` // share of the range with equity above 0.8
}

// DistributionPoint is one hand on the curve.
type DistributionPoint struct {
	Hand   string  `json:"hand"`
	Share  float64 `json:"share"`  // of the range, up to and including this hand, in [0,1]
	Equity float64 `json:"equity"` // the hand's equity
}

// NewDistribution sorts a player's results by hand into its distribution.
func NewDistribution(player int, hand string, hands []sim.HandResult) *Distribution {
	hands = slices.Clone(hands)
	slices.SortStableFunc(hands, func(x, y sim.HandResult) int { return cmp.Compare(y.Equity, x.Equity) })
	var total float64
	for _, h := range hands {
		total += h.Total
	}
	d := &Distribution{Player: player + 1, Hand: hand, Buckets: make([]float64, len(Buckets))}
	var acc float64
	for _, h := range hands {
		acc += h.Total
		share := 0.0
		if total > 0 {
			share = h.Total / total
		}
		d.Points = append(d.Points, DistributionPoint{Hand: h.Combo.String(), Share: acc / total, Equity: h.Equity})
		d.Buckets[bucket(h.Equity)] += share
		if h.Equity > 0.8 {
			d.Above80 += share
		}
	}
	return d
}
