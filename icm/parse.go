package icm

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ParseStacks parses a list of chip stacks separated by commas (spaces
// around each are ignored), such as "150000,98750,45500". Each must be a
// number of chips from MinStack to MaxStack, the largest at most
// MaxStackRatio times the smallest; the error, an *InputError wrapping ErrStack,
// names the first item at fault.
func ParseStacks(s string) ([]float64, error) {
	return parseList("stacks", s, ErrStack, false)
}

// ParsePayouts parses a list of payouts by place, first place first,
// separated by commas, such as "425,280,130,75". Each must be a finite
// number from zero to MaxPayout; the error, an *InputError wrapping ErrPayout,
// names the first item at fault.
func ParsePayouts(s string) ([]float64, error) {
	return parseList("payouts", s, ErrPayout, true)
}

func parseList(what, s string, sentinel error, zeroOK bool) ([]float64, error) {
	if strings.TrimSpace(s) == "" {
		return nil, &InputError{What: what, Err: sentinel, Reason: "is empty"}
	}
	parts := strings.Split(s, ",")
	out := make([]float64, len(parts))
	for i, p := range parts {
		p = strings.TrimSpace(p)
		v, err := strconv.ParseFloat(p, 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			reason := "is not a number"
			if p == "" {
				reason = "is empty"
			}
			return nil, &InputError{What: what, Index: i + 1, Value: p, Err: sentinel, Reason: reason}
		}
		out[i] = v
	}
	return out, validList(what, out, sentinel, zeroOK)
}

// The domain of a field: stacks from MinStack to MaxStack chips, the
// largest at most MaxStackRatio times the smallest, and payouts at most
// MaxPayout. Within it every sum of stacks and payouts is finite, every
// share of the chips a normal float64 well above rounding, and so every
// equity finite, at least zero, and the equities add up to the pool. (A
// stack of 5e-324, a denormal, once gave a player +Inf; three of 1e308
// overflowed the chips and gave everyone 0; and Monte Carlo never reached
// its target with one stack 1e21 times another.)
const (
	MinStack      = 1e-9
	MaxStack      = 1e15
	MaxStackRatio = 1e12
	MaxPayout     = 1e15
)

// validList checks that each value is finite and positive (or at least
// zero if zeroOK), and at most max.
func validList(what string, vs []float64, sentinel error, zeroOK bool) error {
	if len(vs) == 0 {
		return &InputError{What: what, Err: sentinel, Reason: "is empty"}
	}
	lo, hi := MinStack, MaxStack
	if zeroOK {
		lo, hi = 0, MaxPayout
	}
	for i, v := range vs {
		var reason string
		switch {
		case math.IsNaN(v) || math.IsInf(v, 0):
			reason = "is not a finite number"
		case v < 0:
			reason = "is negative"
		case v == 0 && !zeroOK:
			reason = "is zero: a player without chips is out of the tournament"
		case v < lo || v > hi:
			reason = fmt.Sprintf("is outside [%g, %g]", lo, hi)
		}
		if reason != "" {
			return &InputError{What: what, Index: i + 1, Value: strconv.FormatFloat(v, 'g', -1, 64), Err: sentinel, Reason: reason}
		}
	}
	if zeroOK {
		return nil
	}
	small, large := 0, 0
	for i, v := range vs {
		if v < vs[small] {
			small = i
		}
		if v > vs[large] {
			large = i
		}
	}
	if vs[large] > MaxStackRatio*vs[small] {
		return &InputError{What: what, Index: large + 1, Value: strconv.FormatFloat(vs[large], 'g', -1, 64), Err: sentinel,
			Reason: fmt.Sprintf("is more than %g times item %d (%g)", float64(MaxStackRatio), small+1, vs[small])}
	}
	return nil
}
