package job

import (
	"errors"
	"fmt"
	"math"
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
