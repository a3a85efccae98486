package slurmtest

import (
	"context"
	"fmt"
	"strings"
)

// Sbatch submits a batch job by running "sbatch --parsable ARGS..." in the
// cluster's environment (Env) and its JobDir, and returns the job's ID,
// which for a job array is the array's ("12" for tasks 12_0, 12_1...). The
// error quotes sbatch's standard error.
func (c *Cluster) Sbatch(args ...string) (jobID string, err error) {
	out, err := c.output(context.Background(), c.progs.sbatch, append([]string{"--parsable"}, args...)...)
	if err != nil {
		return "", fmt.Errorf("slurmtest: %w", err)
	}
	// --parsable prints "ID" or, on a federation, "ID;CLUSTER".
	id, _, _ := strings.Cut(strings.TrimSpace(out), ";")
	if id == "" {
		return "", fmt.Errorf("slurmtest: sbatch printed no job ID: %q", out)
	}
	return id, nil
}
