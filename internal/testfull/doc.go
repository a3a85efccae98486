// Package testfull tells the tests whether to run their slowest checks:
// the exhaustive ones, and those that drive a browser, a Slurm cluster or
// containers. They run when the environment variable POKERSIM_FULL is 1,
// as .ci/run sets it; otherwise `go test ./...` skips them, or runs a
// reduced version, so that it stays under three minutes on two cores.
package testfull
