package icm

import (
	"context"
	"math"
	"strconv"
)

// Values returns each player's exact prize equity with the stacks given,
// which may include players left without chips at the end of a hand: they
// are out, below every player with chips, and share equally the payouts
// of the places they take (one bust takes the last place left). It returns
// an *InputError for a negative or non-finite stack, no player with chips,
// bad payouts, or a field too large for the exact method.
func Values(stacks, payouts []float64) ([]float64, error) {
	var alive []float64
	var at []int
	for i, s := range stacks {
		switch {
		case math.IsNaN(s) || math.IsInf(s, 0) || s < 0:
			return nil, &InputError{What: "stacks", Index: i + 1, Value: strconv.FormatFloat(s, 'g', -1, 64), Err: ErrStack, Reason: "is not a number of chips of at least zero"}
		case s > 0:
			alive = append(alive, s)
			at = append(at, i)
		}
	}
	if len(alive) == 0 {
		return nil, &InputError{What: "stacks", Err: ErrStack, Reason: "are all zero"}
	}
	if err := (Field{Payouts: payouts}).validPayouts(len(stacks)); err != nil {
		return nil, err
	}
	out := make([]float64, len(stacks))
	pay := payouts[:min(len(payouts), len(alive))]
	if sum(pay) > 0 {
		r, err := Compute(context.Background(), Field{Stacks: alive, Payouts: pay}, Options{Method: Exact})
		if err != nil {
			return nil, err
		}
		for k, i := range at {
			out[i] = r.Equity[k]
		}
	}
	// The busted share places len(alive)+1 to len(stacks).
	busted := len(stacks) - len(alive)
	var share float64
	for place := len(alive); place < len(stacks) && place < len(payouts); place++ {
		share += payouts[place]
	}
	for i, s := range stacks {
		if s == 0 {
			out[i] = share / float64(busted)
		}
	}
	return out, nil
}

// validPayouts checks the payouts of a field of n players.
func (f Field) validPayouts(n int) error {
	if err := validList("payouts", f.Payouts, ErrPayout, true); err != nil {
		return err
	}
	if len(f.Payouts) > n {
		return &InputError{What: "payouts", Err: ErrPayout,
			Reason: "are more than the players: " + itoa(len(f.Payouts)) + " payouts for " + itoa(n) + " players"}
	}
	return nil
}
