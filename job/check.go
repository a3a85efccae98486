package job

import (
	"errors"
	"fmt"
	"math"
	"unicode"
	"unicode/utf8"

	"github.com/pokersim/pokersim/report"
)

// ErrImplausible is wrapped by the errors of the checks of values read
// back from a journal or a shard file: a figure out of its range, or
// counts that do not add up.
var ErrImplausible = errors.New("impossible figures")

// tolerance is the rounding a fraction read back may carry past its
// bounds, and sums of fractions past their total.
const tolerance = 1e-9

// CheckFraction reports a figure that is not a fraction in [0,1], naming
// it by what.
func CheckFraction(what string, x float64) error {
	if math.IsNaN(x) || x < -tolerance || x > 1+tolerance {
		return fmt.Errorf("%w: %s is %v, not in [0,1]", ErrImplausible, what, x)
	}
	return nil
}

// CheckCount reports a count that is negative, not finite, or above
// total, naming it by what.
func CheckCount(what string, x, total float64) error {
	if math.IsNaN(x) || x < 0 || x > total*(1+tolerance) || math.IsInf(x, 0) {
		return fmt.Errorf("%w: %s is %v, not in [0, %v]", ErrImplausible, what, x, total)
	}
	return nil
}

// CheckEquity reports figures of an equity result that cannot be: a
// player's equity, win or tie outside [0,1], or win and tie above 1
// together, equities that do not add up to 1, wins alone that add up to
// more than 1, no samples, or a confidence level outside (0,1).
func CheckEquity(e *report.Equity) error {
	if e.Samples <= 0 {
		return fmt.Errorf("%w: %d samples", ErrImplausible, e.Samples)
	}
	if e.Confidence != 0 && !(e.Confidence > 0 && e.Confidence < 1) {
		return fmt.Errorf("%w: confidence level %v", ErrImplausible, e.Confidence)
	}
	var equity, win float64
	for i, p := range e.Players {
		who := fmt.Sprintf("player %d's ", i+1)
		for _, f := range []struct {
			name string
			x    float64
		}{{"equity", p.Equity}, {"win", p.Win}, {"tie", p.Tie}, {"win and tie", p.Win + p.Tie}} {
			if err := CheckFraction(who+f.name, f.x); err != nil {
				return err
			}
		}
		for _, x := range []*float64{p.StdErr, p.CILow, p.CIHigh} {
			if x != nil {
				if err := CheckFraction(who+"interval", *x); err != nil {
					return err
				}
			}
		}
		equity += p.Equity
		win += p.Win
	}
	if math.Abs(equity-1) > 1e-6 {
		return fmt.Errorf("%w: the players' equities add up to %v, not 1", ErrImplausible, equity)
	}
	if win > 1+1e-6 {
		return fmt.Errorf("%w: the players' wins add up to %v, more than 1", ErrImplausible, win)
	}
	return checkAnalyses(e)
}

// checkAnalyses checks the analyses of an equity result: every chance,
// share and equity a fraction, and every name text without control
// characters.
func checkAnalyses(e *report.Equity) error {
	var errs []error
	frac := func(what string, x float64) { errs = append(errs, CheckFraction(what, x)) }
	text := func(what, s string) {
		if !printable(s) {
			errs = append(errs, fmt.Errorf("%w: %s %q is not text", ErrImplausible, what, s))
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

// printable reports whether s is text that can be printed as it is: no
// control characters (terminal escapes) and no invalid UTF-8.
func printable(s string) bool {
	for _, r := range s {
		if r == utf8.RuneError || !unicode.IsPrint(r) && r != ' ' {
			return false
		}
	}
	return true
}
