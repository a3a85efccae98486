package answer

import (
	"context"

	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// EquityOf returns the report of r, a result of s's plan, as s asks for it:
// intervals at s's confidence level and, with ByClass, the first player's
// results grouped by hand class. It is the one view of an equity request
// that every front end prints: "pokersim equity" and the HTTP API write it
// with report.Write.
func EquityOf(s *request.Spec, r *sim.Result) *Equity {
	e := NewEquity(r, s.Confidence)
	if s.ByClass {
		e.GroupByClass(r)
	}
	return e
}

// Full returns the report of r, a result of s's plan, with the analyses s
// asks for (Analyze) unless the run was interrupted.
func Full(ctx context.Context, s *request.Spec, r *sim.Result) (*Equity, error) {
	e := EquityOf(s, r)
	if s.AnalysisCount() > 0 && !r.Interrupted {
		if err := Analyze(ctx, s, e); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// Analyze runs the analyses s asks for besides the equity and adds them
// to e, its report: the equity street by street, after each next card, the
// players' outs, and each range's equity distribution. Each runs with s's
// options (its method chosen for its own matchups); it is the one place
// the command line, a batch file and the HTTP API run them from.
func Analyze(ctx context.Context, s *request.Spec, e *Equity) error {
	m, opts := s.Matchup, s.Options
	opts.Progress, opts.ByHand, opts.Categories = nil, false, false
	if s.Streets {
		rs, err := sim.Streets(ctx, m, opts)
		if err != nil {
			return err
		}
		e.Streets = NewStreets(rs, s.Confidence)
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
		e.Next = NewNextCards(cards, street)
	}
	if s.Outs {
		outs, err := sim.OutsOf(ctx, m)
		if err != nil {
			return err
		}
		e.Outs = NewOuts(outs)
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
			e.Distributions = append(e.Distributions, *NewDistribution(p, e.Players[p].Hand, hands))
		}
	}
	return nil
}
