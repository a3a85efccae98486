package request

import (
	"context"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/sim"
)

// Analyze runs the analyses s asks for besides the equity and adds them
// to e, its report: the equity street by street, after each next card, the
// players' outs, and each range's equity distribution. Each runs with s's
// options (its method chosen for its own matchups); it is the one place
// the command line and the HTTP API run them from.
func (s *Spec) Analyze(ctx context.Context, e *report.Equity) error {
	m, opts := s.Matchup, s.Options
	opts.Progress, opts.ByHand, opts.Categories = nil, false, false
	if s.Streets {
		rs, err := sim.Streets(ctx, m, opts)
		if err != nil {
			return err
		}
		e.Streets = report.NewStreets(rs, s.Confidence)
	}
	if s.ByCard {
		cards, err := sim.ByCard(ctx, m, opts)
		if err != nil {
			return err
		}
		street := "turn"
		if len(m.Board) == 4 {
			street = "river"
		}
		e.Next = report.NewNextCards(cards, street)
	}
	if s.Outs {
		outs, err := sim.OutsOf(ctx, m)
		if err != nil {
			return err
		}
		e.Outs = report.NewOuts(outs)
	}
	if s.Distribution {
		for p, pl := range m.Players {
			if pl.Range == nil {
				continue
			}
			hands, _, err := sim.HandsOf(ctx, m, opts, p)
			if err != nil {
				return err
			}
			e.Distributions = append(e.Distributions, *report.NewDistribution(p, e.Players[p].Hand, hands))
		}
	}
	return nil
}

// AnalysisCount returns the number of analyses s asks for besides the
// equity.
func (s *Spec) AnalysisCount() int {
	n := 0
	for _, on := range []bool{s.ByCard, s.Outs, s.Streets, s.Distribution} {
		if on {
			n++
		}
	}
	return n
}
