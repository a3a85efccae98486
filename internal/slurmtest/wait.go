package slurmtest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// A FailedError is what Wait returns when jobs it waited for ended without
// succeeding.
type FailedError struct {
	// Jobs are the jobs and array tasks that ended without succeeding, in
	// the order of their IDs.
	Jobs []Job
}

// Error lists the failed jobs, as in "slurmtest: jobs failed: 12_2
// FAILED (exit code 3, reason NonZeroExitCode); 13 CANCELLED (reason
// DependencyNeverSatisfied)".
func (e *FailedError) Error() string {
	s := make([]string, len(e.Jobs))
	for i, j := range e.Jobs {
		s[i] = j.String()
	}
	return "slurmtest: jobs failed: " + strings.Join(s, "; ")
}

// Job returns the failed job or array task whose ID is id ("12", "12_3"),
// and whether there is one.
func (e *FailedError) Job(id string) (Job, bool) {
	i := slices.IndexFunc(e.Jobs, func(j Job) bool { return j.ID == id })
	if i < 0 {
		return Job{}, false
	}
	return e.Jobs[i], true
}

// Wait waits until the jobs whose IDs are given (as Sbatch returns them: a
// job array's ID stands for all its tasks) have ended, looking at them with
// squeue every 100 ms. It returns nil if every job, and every task of each
// array, completed with exit code 0; a *FailedError listing each one that
// did not (failed, was cancelled, timed out...) with its state, exit code
// or signal and reason; or, if ctx is done first, an error that lists the
// jobs still pending or running and wraps ctx.Err(). A job that depends
// (afterok) on a failed one is cancelled rather than left pending, so Wait
// returns.
//
// Wait reads jobs' states with squeue, not sacct, as these clusters have
// no accounting database (slurmdbd); they keep the records of finished
// jobs for an hour instead (MinJobAge), longer than any test.
func (c *Cluster) Wait(ctx context.Context, jobIDs ...string) error {
	if len(jobIDs) == 0 {
		return errors.New("slurmtest: Wait needs at least one job ID")
	}
	var last []Job // the latest states read
	err := c.poll(ctx, "jobs "+strings.Join(jobIDs, ", "), func() (bool, error) {
		jobs, err := c.Jobs(ctx, jobIDs...)
		if err != nil {
			return false, err
		}
		last = jobs
		return !slices.ContainsFunc(jobs, func(j Job) bool { return !j.Ended() }), nil
	})
	if ctx.Err() != nil {
		return fmt.Errorf("slurmtest: waiting for jobs %s: %w; not ended: %s",
			strings.Join(jobIDs, ", "), ctx.Err(), list(last, func(j Job) bool { return !j.Ended() }))
	}
	if err != nil {
		return err
	}
	var failed []Job
	for _, j := range last {
		if !j.Succeeded() {
			failed = append(failed, j)
		}
	}
	if failed != nil {
		return &FailedError{Jobs: failed}
	}
	return nil
}

// Jobs returns the state of the jobs whose IDs are given, with one Job for
// each task of a job array that has started and one for its tasks that
// have not, in the order of their IDs. It is an error if slurmctld knows
// none of a job's records.
func (c *Cluster) Jobs(ctx context.Context, jobIDs ...string) ([]Job, error) {
	out, err := c.output(ctx, c.progs.squeue, "--noheader", "--states=all",
		"--jobs="+strings.Join(jobIDs, ","), squeueFormat)
	if err != nil {
		return nil, fmt.Errorf("slurmtest: %w", err)
	}
	jobs, err := parseJobs(out)
	if err != nil {
		return nil, err
	}
	for _, id := range jobIDs {
		if !slices.ContainsFunc(jobs, func(j Job) bool { return belongsTo(j.ID, id) }) {
			return nil, fmt.Errorf("slurmtest: slurmctld knows no job %s", id)
		}
	}
	slices.SortFunc(jobs, func(a, b Job) int { return compareIDs(a.ID, b.ID) })
	return jobs, nil
}

// list returns the jobs for which keep is true, as a list for messages.
func list(jobs []Job, keep func(Job) bool) string {
	var s []string
	for _, j := range jobs {
		if keep(j) {
			s = append(s, j.String())
		}
	}
	if s == nil {
		return "(none known yet)"
	}
	return strings.Join(s, "; ")
}
