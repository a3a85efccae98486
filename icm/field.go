package icm

// Field is the state of a tournament for ICM: the players' stacks and the
// prize of each place.
type Field struct {
	// Stacks are the players' chips, in any unit; each must be positive.
	Stacks []float64 `json:"stacks"`
	// Payouts are the prizes by place, first place first, in any unit of
	// money; each must be at least zero and there may be no more than
	// players. Places beyond the last payout win nothing.
	Payouts []float64 `json:"payouts"`
}

// Validate checks f: at least one stack, each from MinStack to MaxStack
// and the largest at most MaxStackRatio times the smallest; at least one
// payout, each from 0 to MaxPayout, not all zero, and no more of them
// than players. The error is an *InputError naming the first
// value at fault.
func (f Field) Validate() error {
	if err := validList("stacks", f.Stacks, ErrStack, false); err != nil {
		return err
	}
	if err := validList("payouts", f.Payouts, ErrPayout, true); err != nil {
		return err
	}
	if len(f.Payouts) > len(f.Stacks) {
		return &InputError{What: "payouts", Err: ErrPayout,
			Reason: "are more than the players: " + itoa(len(f.Payouts)) + " payouts for " + itoa(len(f.Stacks)) + " players"}
	}
	if f.Pool() <= 0 {
		return &InputError{What: "payouts", Err: ErrPayout, Reason: "are all zero"}
	}
	return nil
}

// Pool returns the prize pool: the sum of the payouts.
func (f Field) Pool() float64 { return sum(f.Payouts) }

// Chips returns the chips in play: the sum of the stacks.
func (f Field) Chips() float64 { return sum(f.Stacks) }

// paid returns the number of places that win money: those up to the last
// non-zero payout.
func (f Field) paid() int {
	k := len(f.Payouts)
	for k > 0 && f.Payouts[k-1] == 0 {
		k--
	}
	return k
}

func sum(xs []float64) float64 {
	var s float64
	for _, x := range xs {
		s += x
	}
	return s
}
