package slurmtest

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// waitTimeout bounds each test's wait for its jobs, far above the few
// seconds they take, so that a hung cluster fails the test rather than
// go test's -timeout.
const waitTimeout = 30 * time.Second

// writeScript writes an executable script named name in dir and returns its
// path.
func writeScript(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// sbatch submits a job to c and returns its ID, failing the test if it
// cannot.
func sbatch(t *testing.T, c *Cluster, args ...string) string {
	t.Helper()
	id, err := c.Sbatch(args...)
	if err != nil {
		t.Fatalf("Sbatch(%q) = %v", args, err)
	}
	return id
}

// ids returns the IDs of jobs.
func ids(jobs []Job) []string {
	s := make([]string, len(jobs))
	for i, j := range jobs {
		s[i] = j.ID
	}
	return s
}

func TestArrayAndDependentJob(t *testing.T) {
	t.Parallel()
	c := Start(t)
	work := filepath.Join(c.JobDir, "work")
	if err := os.MkdirAll(filepath.Join(work, "out"), 0o755); err != nil {
		t.Fatal(err)
	}
	shard := writeScript(t, work, "shard.sh", `#!/bin/sh
set -eu
echo "$SLURM_ARRAY_TASK_ID" > "out/shard-$SLURM_ARRAY_TASK_ID.txt"
`)
	// cat fails, and so the test, if the merge runs before any shard is
	// written.
	merge := writeScript(t, work, "merge.sh", `#!/bin/sh
set -eu
cat out/shard-0.txt out/shard-1.txt out/shard-2.txt out/shard-3.txt > out/all.txt
`)
	start := time.Now()
	arrayID := sbatch(t, c, "--chdir="+work, "--array=0-3", shard)
	mergeID := sbatch(t, c, "--chdir="+work, "--dependency=afterok:"+arrayID, merge)
	ctx, cancel := context.WithTimeout(t.Context(), waitTimeout)
	defer cancel()
	if err := c.Wait(ctx, arrayID, mergeID); err != nil {
		t.Fatalf("Wait(%s, %s) = %v", arrayID, mergeID, err)
	}
	t.Logf("the array and the merge ran in %v", time.Since(start).Round(time.Millisecond))

	got, err := os.ReadFile(filepath.Join(work, "out", "all.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "0\n1\n2\n3\n"; string(got) != want {
		t.Errorf("merged shards = %q, want %q", got, want)
	}
	jobs, err := c.Jobs(ctx, arrayID, mergeID)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{arrayID + "_0", arrayID + "_1", arrayID + "_2", arrayID + "_3", mergeID}
	if got := ids(jobs); !slices.Equal(got, want) {
		t.Errorf("Jobs(%s, %s) IDs = %q, want %q", arrayID, mergeID, got, want)
	}
	for _, j := range jobs {
		if !j.Succeeded() {
			t.Errorf("job %v did not succeed", j)
		}
	}
}

func TestWaitNamesFailedTask(t *testing.T) {
	t.Parallel()
	c := Start(t)
	arrayID := sbatch(t, c, "--array=0-3", "--wrap", `[ "$SLURM_ARRAY_TASK_ID" != 2 ] || exit 3`)
	mergeID := sbatch(t, c, "--dependency=afterok:"+arrayID, "--wrap", "true")
	ctx, cancel := context.WithTimeout(t.Context(), waitTimeout)
	defer cancel()
	err := c.Wait(ctx, arrayID, mergeID)
	var failed *FailedError
	if !errors.As(err, &failed) {
		t.Fatalf("Wait(%s, %s) = %v, want a *FailedError", arrayID, mergeID, err)
	}
	want := []Job{
		{ID: arrayID + "_2", State: "FAILED", Reason: "NonZeroExitCode", ExitCode: 3},
		{ID: mergeID, State: "CANCELLED", Reason: "DependencyNeverSatisfied"},
	}
	if !slices.Equal(failed.Jobs, want) {
		t.Errorf("Wait(%s, %s) failed jobs = %+v, want %+v", arrayID, mergeID, failed.Jobs, want)
	}
	for _, j := range want {
		if !strings.Contains(err.Error(), j.String()) {
			t.Errorf("Wait(%s, %s) = %q, want it to name %q", arrayID, mergeID, err, j)
		}
	}
	if j, ok := failed.Job(arrayID + "_2"); !ok || j != want[0] {
		t.Errorf("FailedError.Job(%s_2) = %v, %v, want %v, true", arrayID, j, ok, want[0])
	}
	if j, ok := failed.Job(arrayID + "_1"); ok {
		t.Errorf("FailedError.Job(%s_1) = %v, true, want not found", arrayID, j)
	}
}

// TestWaitTimeoutAndStop checks that Wait gives up when its context is done,
// naming the job still running, and that Stop then ends the job, the
// daemons and the cluster's directory.
func TestWaitTimeoutAndStop(t *testing.T) {
	t.Parallel()
	c := Start(t)
	pidFile := filepath.Join(t.TempDir(), "pid") // outlives the cluster's directory
	id := sbatch(t, c, "--wrap", "echo $$ > "+pidFile+"; exec sleep 300")

	ctx, cancel := context.WithTimeout(t.Context(), time.Second)
	defer cancel()
	err := c.Wait(ctx, id)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Wait(%s) = %v, want context.DeadlineExceeded", id, err)
	}
	if !strings.Contains(err.Error(), id+" RUNNING") && !strings.Contains(err.Error(), id+" PENDING") {
		t.Errorf("Wait(%s) = %q, want it to name the job as pending or running", id, err)
	}
	pid := waitForPID(t, pidFile)

	c.Stop()
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("after Stop, the job's process %d: kill(0) = %v, want ESRCH", pid, err)
	}
	for _, d := range c.daemons {
		if d.running() == nil {
			t.Errorf("after Stop, %s (pid %d) is running", d.name, d.cmd.Process.Pid)
		}
	}
	if _, err := os.Stat(c.Dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("after Stop, os.Stat(%s) = %v, want ErrNotExist", c.Dir, err)
	}
}

// waitForPID waits until the job has written its PID to path and returns
// it.
func waitForPID(t *testing.T, path string) int {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for time.Now().Before(deadline) {
		data, err := os.ReadFile(path)
		if s := strings.TrimSpace(string(data)); err == nil && s != "" {
			pid, err := strconv.Atoi(s)
			if err != nil {
				t.Fatalf("%s holds %q, not a PID", path, s)
			}
			return pid
		}
		time.Sleep(pollInterval)
	}
	t.Fatalf("the job wrote no PID to %s in %v", path, waitTimeout)
	return 0
}
