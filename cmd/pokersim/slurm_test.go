package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/internal/slurmtest"
)

// TestSlurmEndToEnd runs pokersim on a real single-node Slurm cluster
// through deploy/slurm's scripts: a batch in three shards, a slice of the
// three-way table in four and the monotone flops of two ranges in three,
// each a job array followed by a dependent merge job, and checks each
// merged report against the one-process run, byte for byte. It needs root and Slurm's packages (.ci/install-slurm),
// and skips, saying so, without them or under -short.
func TestSlurmEndToEnd(t *testing.T) {
	c := slurmtest.Start(t)
	bin := filepath.Join(c.JobDir, "pokersim")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	scripts, err := filepath.Abs(filepath.Join("..", "..", "deploy", "slurm"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(c.JobDir, "spots.txt"), []byte(shardSpots), 0o644); err != nil {
		t.Fatal(err)
	}
	flopsArgs := []string{"flops", "QQ+,AKs", "vs", "JJ,TT,AQs", "--board-filter", "monotone"}
	jobs := []struct {
		name   string
		shards string
		report string
		args   []string
	}{
		{"batch", "3", "report.json", []string{"batch", "spots.txt", "--seed", "7"}},
		{"table", "4", "matrix3.csv", []string{"matrix", "--players", "3", "--classes", "AA,KK,72o,T9s"}},
		{"flops", "3", "flops.json", flopsArgs},
	}
	var ids []string
	for _, j := range jobs {
		out := filepath.Join(c.JobDir, j.name)
		cmd := exec.Command(filepath.Join(scripts, "submit.sh"), append([]string{j.shards, out}, j.args...)...)
		cmd.Dir = c.JobDir
		cmd.Env = append(c.Env(), "POKERSIM="+bin, "REPORT="+filepath.Join(out, j.report), "CPUS_PER_SHARD=1")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		got, err := cmd.Output()
		if err != nil {
			t.Fatalf("submit.sh %s: %v\n%s", j.name, err, stderr.String())
		}
		ids = append(ids, strings.Fields(string(got))...)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if err := c.Wait(ctx, ids...); err != nil {
		t.Fatalf("Wait: %v", err)
	}
	// The same jobs in one process.
	t.Chdir(c.JobDir)
	if got := runPokersim(t, "", "batch", "spots.txt", "--seed", "7", "--out", "whole.json"); got.code != exitOK {
		t.Fatalf("batch: %+v", got)
	}
	sameFile(t, "whole.json", filepath.Join("batch", "report.json"))
	if got := runPokersim(t, "", "matrix", "--players", "3", "--classes", "AA,KK,72o,T9s", "--out", "whole"); got.code != exitOK {
		t.Fatalf("matrix3: %+v", got)
	}
	sameFile(t, filepath.Join("whole", "matrix3.csv"), filepath.Join("table", "matrix3.csv"))
	if got := runPokersim(t, "", append(flopsArgs, "--out", "flops.json")...); got.code != exitOK {
		t.Fatalf("flops: %+v", got)
	}
	sameFile(t, "flops.json", filepath.Join("flops", "flops.json"))
}
