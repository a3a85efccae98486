#!/usr/bin/env bash
# submit.sh runs a pokersim job on Slurm in N shards: it submits
# shard.sbatch as a job array of N tasks, one shard each, then merge.sbatch
# as a job that starts once every task has succeeded (afterok) and merges
# the shards into one report. It returns at once; watch with squeue.
#
#   submit.sh N OUTDIR COMMAND [ARG...]
#
# Arguments:
#   N          the number of shards, at most the cluster's MaxArraySize
#              (1001 unless configured otherwise)
#   OUTDIR     the directory for the shards, the report and the jobs' logs
#              (OUTDIR/logs/), made if missing; it, the job's files and
#              pokersim must be reachable from the compute nodes at the same
#              paths (the tasks run in the directory submit.sh runs in)
#   COMMAND    the pokersim command and its arguments for every shard:
#   ARG        "batch spots.txt --seed 7", "matrix --players 3 --rows AA"
# Environment:
#   POKERSIM   the pokersim program (default: pokersim, found in $PATH)
#   REPORT     the merged report (default: OUTDIR/report.json)
#   CPUS_PER_SHARD  CPUs for each shard's task (default: Slurm's, one);
#              pokersim runs one worker per CPU it may use
#   SBATCH_*   sbatch's own input variables, such as SBATCH_PARTITION,
#              SBATCH_ACCOUNT or SBATCH_TIMELIMIT, apply to both jobs (but
#              not SBATCH_ARRAY_INX, SBATCH_OUTPUT or SBATCH_EXPORT, which
#              submit.sh sets on the command line)
#
# Output: one line, the job ID of the array and that of the merge job,
# separated by a space, for scripts ("scancel ID" stops either).
set -euo pipefail

usage() {
  printf 'usage: submit.sh N OUTDIR COMMAND [ARG...]\n' >&2
  exit 2
}
[[ $# -ge 3 ]] || usage
n=$1 outdir=$2
shift 2
[[ $n =~ ^[1-9][0-9]*$ ]] || { printf 'submit.sh: N must be a positive integer, not %q\n' "$n" >&2; exit 2; }
cpus=${CPUS_PER_SHARD:-}
[[ -z $cpus || $cpus =~ ^[1-9][0-9]*$ ]] || { printf 'submit.sh: CPUS_PER_SHARD must be a positive integer, not %q\n' "$cpus" >&2; exit 2; }

# The jobs run elsewhere and later, so everything is named by absolute path.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$outdir/logs"
outdir=$(cd "$outdir" && pwd)
report=${REPORT:-$outdir/report.json}
[[ $report == /* ]] || report=$PWD/$report
pokersim=${POKERSIM:-pokersim}
if ! POKERSIM=$(command -v "$pokersim"); then
  printf 'submit.sh: %s not found; set POKERSIM to its path\n' "$pokersim" >&2
  exit 2
fi
[[ $POKERSIM == /* ]] || POKERSIM=$PWD/$POKERSIM
export POKERSIM

# --parsable prints "ID", or "ID;CLUSTER" on a federation.
array=$(sbatch --parsable --export=ALL --array="0-$((n - 1))" ${cpus:+"--cpus-per-task=$cpus"} \
  --output="$outdir/logs/shard-%A_%a.out" \
  "$here/shard.sbatch" "$n" "$outdir" "$@")
array=${array%%;*}
# Shards without their merge would be wasted: if the merge cannot be
# submitted, the array is cancelled.
if ! merge=$(sbatch --parsable --export=ALL --dependency="afterok:$array" --kill-on-invalid-dep=yes \
  --output="$outdir/logs/merge-%j.out" \
  "$here/merge.sbatch" "$n" "$outdir" "$report"); then
  printf 'submit.sh: could not submit the merge job; cancelling job array %s\n' "$array" >&2
  scancel "$array" || true
  exit 1
fi
merge=${merge%%;*}
printf 'submit.sh: shards: job array %s (%d tasks); merge: job %s, writing %s\n' "$array" "$n" "$merge" "$report" >&2
printf '%s %s\n' "$array" "$merge"
