package main

import (
	"errors"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/report"
)

// runFeature validates q, a request of a feature's row, and runs it with
// the workers of c's --workers flag (one per CPU if it has none). A bad request is a
// usage error (exit status 2), its message naming the value at fault.
func runFeature(c *cli.Context, q feature.Request) (report.Report, error) {
	workers, err := optionalWorkers(c)
	if err != nil {
		return nil, err
	}
	lim := feature.Limits{Workers: workers}
	if err := q.Validate(lim); err != nil {
		return nil, featureError(c, err)
	}
	rep, err := q.Run(c.Context, lim)
	if err != nil {
		return nil, featureError(c, err)
	}
	return rep, nil
}

// featureError makes the input errors of a feature's request usage errors
// of c's command (exit status 2, with a pointer to its help).
func featureError(c *cli.Context, err error) error {
	var ue *usageError
	if exitCode(err) == exitUsage && !errors.As(err, &ue) {
		return usage(c, err)
	}
	return err
}
