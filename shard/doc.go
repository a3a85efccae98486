// Package shard splits a job into N shards run anywhere, each by its own
// process (a Slurm array task, a Kubernetes indexed job, a loop over
// indexes on one machine), and checks the shard files before they are
// merged.
//
// A job's units (matchups of a batch, pairs of a matrix, pieces of an exact
// enumeration) are dealt round-robin: unit u belongs to shard u mod N, a
// pure function of the job and the index, so no coordinator is needed and
// a shard rerun computes exactly what it computed before. Every unit's
// result is exact counts (or a Monte Carlo result fixed by its seed), so
// merging the shards gives, byte for byte, the report of the job run in
// one process.
//
// A shard file is JSON: a header naming the job (its kind, a digest of
// everything that determines its numbers, the command that runs it) and
// the shard (index and count), then the units' results. Files are written
// atomically, so a file is whole or absent; a truncated one is refused.
package shard
