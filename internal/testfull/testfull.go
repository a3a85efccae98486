package testfull

import (
	"os"
	"testing"
)

// Var is the environment variable that asks for the full tests.
const Var = "POKERSIM_FULL"

// SkipMessage is what a slow test says when it skips.
const SkipMessage = "slow: set POKERSIM_FULL=1 to run (.ci/run does)"

// Enabled reports whether the full tests were asked for: POKERSIM_FULL=1.
func Enabled() bool { return os.Getenv(Var) == "1" }

// Full skips the test t, with SkipMessage, unless the full tests were
// asked for.
func Full(t testing.TB) {
	t.Helper()
	if !Enabled() {
		t.Skip(SkipMessage)
	}
}

// N returns full if the full tests were asked for, and reduced otherwise:
// the size of a sampled check, all of it in full mode and a sample that
// still catches most mistakes by default.
func N(full, reduced int) int {
	if Enabled() {
		return full
	}
	return reduced
}
