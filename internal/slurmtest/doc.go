// Package slurmtest runs a real single-node Slurm cluster for tests: munged,
// slurmctld and slurmd started from the Debian packages (slurmctld, slurmd,
// slurm-client, munge; .ci/install-slurm installs them), with everything they
// need (configuration, state, spool, logs, the munge key and socket) in a
// private temporary directory. Nothing touches /etc, systemd or the daemons
// a machine may already run, and each cluster listens on loopback ports of
// its own, so tests that each start one may run in parallel.
//
// Start skips the test when it is not run as root (the daemons must be) or
// the programs are missing, and stops the cluster when the test ends. It is
// for tests only: production code must not import it.
//
// A Cluster's methods are safe for concurrent use by the goroutines of one
// test, except Stop, which must be the last call.
//
// Timing, on a 2-CPU machine: Start takes about 1.3 s and Stop 0.1 s.
// slurmctld first schedules about 3 s after it starts, so the first jobs
// start then; later ones start within 0.1 s of their submission, and a job
// that waits for a CPU or for a dependency starts within a second
// (the cluster's main scheduling loop runs every second).
package slurmtest
