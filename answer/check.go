package answer

import (
	"errors"
	"fmt"
	"math"

	"github.com/pokersim/pokersim/internal/words"
	"github.com/pokersim/pokersim/job"
)

// CheckEquity reports figures of an equity result that cannot be: a
// player's equity, win or tie outside [0,1], or win and tie above 1
// together, equities that do not add up to 1, wins alone that add up to
// more than 1, no samples, or a confidence level outside (0,1).
func CheckEquity(e *Equity) error {
	if e.Samples <= 0 {
		return fmt.Errorf("%w: %d samples", job.ErrImplausible, e.Samples)
	}
	if e.Confidence != 0 && !(e.Confidence > 0 && e.Confidence < 1) {
		return fmt.Errorf("%w: confidence level %v", job.ErrImplausible, e.Confidence)
	}
	var equity, win float64
	for i, p := range e.Players {
		who := fmt.Sprintf("player %d's ", i+1)
		for _, f := range []struct {
			name string
			x    float64
		}{{"equity", p.Equity}, {"win", p.Win}, {"tie", p.Tie}, {"win and tie", p.Win + p.Tie}} {
			if err := job.CheckFraction(who+f.name, f.x); err != nil {
				return err
			}
		}
		for _, x := range []*float64{p.StdErr, p.CILow, p.CIHigh} {
			if x != nil {
				if err := job.CheckFraction(who+"interval", *x); err != nil {
					return err
				}
			}
		}
		equity += p.Equity
		win += p.Win
	}
	if math.Abs(equity-1) > 1e-6 {
		return fmt.Errorf("%w: the players' equities add up to %v, not 1", job.ErrImplausible, equity)
	}
	if win > 1+1e-6 {
		return fmt.Errorf("%w: the players' wins add up to %v, more than 1", job.ErrImplausible, win)
	}
	return checkAnalyses(e)
}

// checkAnalyses checks the analyses of an equity result: every chance,
// share and equity a fraction, and every name text without control
// characters.
func checkAnalyses(e *Equity) error {
	var errs []error
	frac := func(what string, x float64) { errs = append(errs, job.CheckFraction(what, x)) }
	text := func(what, s string) {
		if !words.Printable(s) {
			errs = append(errs, fmt.Errorf("%w: %s %q is not text", job.ErrImplausible, what, s))
		}
	}
	if n := e.Next; n != nil {
		text("street", n.Street)
		for _, c := range n.Cards {
			text("card", c.Card)
			frac("the chance of "+c.Card, c.Chance)
			for _, x := range c.Equity {
				frac("the equity after "+c.Card, x)
			}
		}
	}
	for _, o := range e.Outs {
		frac("the chance of being behind", o.Behind)
		for _, c := range o.Cards {
			text("card", c.Card)
			frac("the win with "+c.Card, c.Win)
			frac("the tie with "+c.Card, c.Tie)
		}
	}
	for _, st := range e.Streets {
		text("street", st.Street)
		for _, c := range st.Board {
			text("card", c)
		}
		for _, p := range st.Players {
			frac("an equity on the "+st.Street, p.Equity)
		}
	}
	for _, d := range e.Distributions {
		text("hand", d.Hand)
		for _, p := range d.Points {
			text("hand", p.Hand)
			frac("the share up to "+p.Hand, p.Share)
			frac("the equity of "+p.Hand, p.Equity)
		}
		for _, x := range d.Buckets {
			frac("a bucket's share", x)
		}
	}
	return errors.Join(errs...)
}
