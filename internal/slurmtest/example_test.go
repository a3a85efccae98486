package slurmtest_test

import (
	"context"
	"testing"
	"time"

	"github.com/pokersim/pokersim/internal/slurmtest"
)

// testArray is how a test uses a cluster: submit a job array and a job that
// runs once every task has succeeded, then wait for both.
func testArray(t *testing.T) {
	c := slurmtest.Start(t) // skips without root or Slurm; stopped when t ends
	array, err := c.Sbatch("--array=0-3", "--wrap", `echo $SLURM_ARRAY_TASK_ID > shard-$SLURM_ARRAY_TASK_ID`)
	if err != nil {
		t.Fatal(err)
	}
	merge, err := c.Sbatch("--dependency=afterok:"+array, "--wrap", "cat shard-* > all")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	if err := c.Wait(ctx, array, merge); err != nil {
		t.Fatal(err) // names each failed task, as in "12_2 FAILED (exit code 1, ...)"
	}
	// The jobs ran in c.JobDir, where "all" now holds 0 to 3.
}

// Example shows a test that uses a cluster. It has no output to check, as
// running it needs root and the Slurm packages; the package's own tests
// run the same steps.
func Example() {
	_ = testArray
}
