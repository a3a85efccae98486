package slurmtest

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// standInPokersim mimics the interface of pokersim's batch and merge
// commands as deploy/slurm's scripts call them, and checks the arguments'
// order: "batch SPOTS [ARG...] --shard env/N --out FILE" writes one line
// naming the shard (taken from SLURM_ARRAY_TASK_ID, as pokersim's --shard
// env/N does), its CPUs, the spots and the extra arguments; "merge SHARD... --out
// REPORT" concatenates the shards. With FAIL_SHARD=I in its environment,
// shard I fails.
const standInPokersim = `#!/usr/bin/env bash
set -euo pipefail
fail() { printf 'stand-in pokersim: %s\n' "$*" >&2; exit 2; }
case ${1:-} in
batch)
  args=("$@")
  k=${#args[@]}
  [[ $k -ge 6 && ${args[k-4]} == --shard && ${args[k-3]} == env/* && ${args[k-2]} == --out ]] || fail "bad batch arguments: $*"
  spots=$2 n=${args[k-3]#env/} out=${args[k-1]}
  set -- "${args[@]:2:k-6}"
  i=${SLURM_ARRAY_TASK_ID:?not set}
  [[ $i -lt $n ]] || fail "shard $i of $n"
  [[ $i != "${FAIL_SHARD:-}" ]] || fail "shard $i fails, as asked"
  printf 'shard %s of %s on %s CPUs: %s; args: %s\n' "$i" "$n" "${SLURM_CPUS_PER_TASK:-?}" "$(cat "$spots")" "$*" > "$out"
  ;;
merge)
  shift
  shards=()
  while [[ $# -gt 0 && $1 != --out ]]; do shards+=("$1"); shift; done
  [[ $# -eq 2 ]] || fail "bad merge arguments"
  cat "${shards[@]}" > "$2"
  ;;
*) fail "unknown command ${1:-}" ;;
esac
`

// TestDeployScripts runs deploy/slurm/submit.sh, and so shard.sbatch and
// merge.sbatch, on a real cluster with a stand-in for pokersim; then, as
// deploy/slurm/README.md tells, reruns a failed shard and the merge.
func TestDeployScripts(t *testing.T) {
	t.Parallel()
	c := Start(t)
	scripts, err := filepath.Abs(filepath.Join("..", "..", "deploy", "slurm"))
	if err != nil {
		t.Fatal(err)
	}
	env := append(c.Env(), "POKERSIM="+writeScript(t, c.JobDir, "pokersim", standInPokersim), "CPUS_PER_SHARD=1")
	spots := filepath.Join(c.JobDir, "spots.txt")
	if err := os.WriteFile(spots, []byte("AhKh vs QsQd\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const wantReport = "shard 0 of 3 on 1 CPUs: AhKh vs QsQd; args: --seed 7\n" +
		"shard 1 of 3 on 1 CPUs: AhKh vs QsQd; args: --seed 7\n" +
		"shard 2 of 3 on 1 CPUs: AhKh vs QsQd; args: --seed 7\n"

	t.Run("all shards succeed", func(t *testing.T) {
		out := filepath.Join(c.JobDir, "ok")
		arrayID, mergeID := submit(t, env, filepath.Join(scripts, "submit.sh"), "3", out, "batch", spots, "--seed", "7")
		ctx, cancel := context.WithTimeout(t.Context(), waitTimeout)
		defer cancel()
		if err := c.Wait(ctx, arrayID, mergeID); err != nil {
			t.Fatalf("Wait(%s, %s) = %v\nlogs: %s", arrayID, mergeID, err, jobLogs(out))
		}
		checkReport(t, out, wantReport)
	})

	t.Run("a failed shard is rerun", func(t *testing.T) {
		out := filepath.Join(c.JobDir, "rerun")
		arrayID, mergeID := submit(t, slices.Concat(env, []string{"FAIL_SHARD=1"}), filepath.Join(scripts, "submit.sh"), "3", out, "batch", spots, "--seed", "7")
		ctx, cancel := context.WithTimeout(t.Context(), waitTimeout)
		defer cancel()
		err := c.Wait(ctx, arrayID, mergeID)
		var failed *FailedError
		if !errors.As(err, &failed) {
			t.Fatalf("Wait(%s, %s) = %v, want a *FailedError\nlogs: %s", arrayID, mergeID, err, jobLogs(out))
		}
		if got, want := ids(failed.Jobs), []string{arrayID + "_1", mergeID}; !slices.Equal(got, want) {
			t.Errorf("Wait(%s, %s) = %v, want failed jobs %q", arrayID, mergeID, err, want)
		}
		if _, err := os.Stat(filepath.Join(out, "report.json")); err == nil {
			t.Fatal("report.json written although a shard failed")
		}

		rerunID := sbatchWith(t, env, "--array=1", "--cpus-per-task=1", "--output="+out+"/logs/shard-%A_%a.out",
			filepath.Join(scripts, "shard.sbatch"), "3", out, "batch", spots, "--seed", "7")
		mergeID = sbatchWith(t, env, "--dependency=afterok:"+rerunID, "--output="+out+"/logs/merge-%j.out",
			filepath.Join(scripts, "merge.sbatch"), "3", out, filepath.Join(out, "report.json"))
		if err := c.Wait(ctx, rerunID, mergeID); err != nil {
			t.Fatalf("Wait(%s, %s) = %v\nlogs: %s", rerunID, mergeID, err, jobLogs(out))
		}
		checkReport(t, out, wantReport)
	})
}

// submit runs submit.sh with args in env and returns the IDs it prints.
func submit(t *testing.T, env []string, submit string, args ...string) (arrayID, mergeID string) {
	t.Helper()
	out := run(t, env, submit, args...)
	jobIDs := strings.Fields(out)
	if len(jobIDs) != 2 {
		t.Fatalf("submit.sh printed %q, want the array's and the merge's job IDs", out)
	}
	return jobIDs[0], jobIDs[1]
}

// sbatchWith runs sbatch --parsable with args in env and returns the job's
// ID.
func sbatchWith(t *testing.T, env []string, args ...string) string {
	t.Helper()
	id, _, _ := strings.Cut(strings.TrimSpace(run(t, env, "sbatch", append([]string{"--parsable"}, args...)...)), ";")
	return id
}

// run runs name with args in env and returns its standard output, failing
// the test if it fails.
func run(t *testing.T, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Env = env
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %q: %v\n%s", filepath.Base(name), args, err, stderr.String())
	}
	return string(out)
}

// checkReport checks that OUT/report.json holds want.
func checkReport(t *testing.T, out, want string) {
	t.Helper()
	got, err := os.ReadFile(filepath.Join(out, "report.json"))
	if err != nil {
		t.Fatalf("%v\nlogs: %s", err, jobLogs(out))
	}
	if string(got) != want {
		t.Errorf("report = %q, want %q", got, want)
	}
}

// jobLogs returns the jobs' logs in the output directory out, for messages.
func jobLogs(out string) string {
	paths, _ := filepath.Glob(filepath.Join(out, "logs", "*"))
	var b strings.Builder
	for _, p := range paths {
		data, _ := os.ReadFile(p)
		b.WriteString("\n==> " + p + " <==\n" + string(data))
	}
	return b.String()
}
