package icm

import (
	"math"
	"strconv"
	"strings"
)

// ParseStacks parses a list of chip stacks separated by commas (spaces
// around each are ignored), such as "150000,98750,45500". Each must be a
// positive finite number; the error, an *InputError wrapping ErrStack,
// names the first item at fault.
func ParseStacks(s string) ([]float64, error) {
	return parseList("stacks", s, ErrStack, false)
}

// ParsePayouts parses a list of payouts by place, first place first,
// separated by commas, such as "425,280,130,75". Each must be a finite
// number of at least zero; the error, an *InputError wrapping ErrPayout,
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

// validList checks that each value is finite and positive (or at least
// zero if zeroOK).
func validList(what string, vs []float64, sentinel error, zeroOK bool) error {
	if len(vs) == 0 {
		return &InputError{What: what, Err: sentinel, Reason: "is empty"}
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
		}
		if reason != "" {
			return &InputError{What: what, Index: i + 1, Value: strconv.FormatFloat(v, 'g', -1, 64), Err: sentinel, Reason: reason}
		}
	}
	return nil
}
