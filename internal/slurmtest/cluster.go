package slurmtest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pokersim/pokersim/internal/testfull"
)

// Time limits of a cluster's start and stop.
const (
	// startTimeout bounds the wait for munged's socket and then for the
	// node to be idle.
	startTimeout = 30 * time.Second
	// drainTimeout bounds the wait for cancelled jobs to leave the queue.
	drainTimeout = 15 * time.Second
	// stopGrace is how long a daemon has to exit after SIGTERM.
	stopGrace = 10 * time.Second
	// pollInterval is how often a cluster's state is looked at while
	// waiting for it to change.
	pollInterval = 100 * time.Millisecond
)

// A Cluster is a running single-node Slurm cluster, made by Start. Its node
// is called localhost and its one partition, the default, is called test;
// it has as many CPUs as the machine (runtime.NumCPU) and gives each job one
// unless it asks for more.
type Cluster struct {
	// Dir is the cluster's private directory, removed by Stop. It holds
	// slurm.conf; state/, spool/ and run/ for the daemons; log/ with
	// their logs; munge/ with the munge key and socket; and jobs/.
	Dir string
	// Conf is the path of the cluster's slurm.conf, which Env exports as
	// SLURM_CONF.
	Conf string
	// JobDir is a directory jobs may write: Sbatch runs sbatch there, so it
	// is a job's working directory and holds its output files
	// (slurm-JOBID.out) unless the job is submitted with --chdir or
	// --output.
	JobDir string

	tb       testing.TB
	progs    programs
	daemons  []*daemon // in the order started; stopped in reverse
	stopOnce sync.Once
}

// Start starts a cluster in a new directory and waits until its node is
// idle, ready to run jobs; Stop is registered with tb.Cleanup. Start skips
// the test (tb.Skip) under -short and without POKERSIM_FULL=1
// (testfull.Full), as a test with a cluster takes seconds,
// and when the test is not run as root or the Slurm or munge programs are
// not installed, saying how to install them; it fails the test (tb.Fatal,
// quoting the daemons' logs) when the cluster does not come up within 30
// seconds.
func Start(tb testing.TB) *Cluster {
	tb.Helper()
	if testing.Short() {
		tb.Skip("slurmtest: a test with a Slurm cluster takes seconds; skipped under -short")
	}
	testfull.Full(tb)
	if os.Geteuid() != 0 {
		tb.Skip("slurmtest: skipped: the Slurm daemons must run as root; " +
			"run the test as root, with Slurm and munge installed: " + installHint)
	}
	progs, err := findPrograms()
	if err != nil {
		tb.Skipf("slurmtest: skipped: %v; %s", err, installHint)
	}
	c, err := start(tb, progs)
	if c != nil {
		tb.Cleanup(c.Stop)
	}
	if err != nil {
		tb.Fatalf("slurmtest: %v", err)
	}
	return c
}

// start makes and starts a cluster. When it returns an error after making
// the cluster's directory, it also returns the cluster, for Stop to undo
// what was done.
func start(tb testing.TB, progs programs) (*Cluster, error) {
	dir, err := os.MkdirTemp(tempBase(), "slurmtest-")
	if err != nil {
		return nil, err
	}
	c := &Cluster{
		Dir:    dir,
		Conf:   filepath.Join(dir, "slurm.conf"),
		JobDir: filepath.Join(dir, "jobs"),
		tb:     tb,
		progs:  progs,
	}
	m := newMungePaths(dir)
	ports, err := freePorts(2)
	if err != nil {
		return c, err
	}
	cfg := newConfig(dir, m.socket, ports[0], ports[1])
	if err := c.makeDirs(append(cfg.dirs(), c.JobDir)); err != nil {
		return c, err
	}
	if err := m.create(); err != nil {
		return c, err
	}
	if err := cfg.writeFile(c.Conf); err != nil {
		return c, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	if err := c.startDaemons(ctx, m); err != nil {
		return c, fmt.Errorf("%w\n%s", err, c.logs())
	}
	return c, nil
}

// tempBase returns the directory in which to make a cluster's: os.TempDir,
// unless its path is so long that sockets under it (munged's, and slurmd's
// in its spool directory, named after job and step) could pass the 108
// bytes a Unix socket's path may have; then /tmp.
func tempBase() string {
	if d := os.TempDir(); len(d) <= 40 {
		return d
	}
	return "/tmp"
}

// makeDirs makes the cluster's directory and dirs in it, all searchable by
// everyone (0755) as the munge socket and the jobs' files must be reached
// through them; os.MkdirTemp makes its directory 0700.
func (c *Cluster) makeDirs(dirs []string) error {
	for _, d := range append([]string{c.Dir}, dirs...) {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
		if err := os.Chmod(d, 0o755); err != nil { // whatever the umask
			return err
		}
	}
	return nil
}

// startDaemons starts munged, slurmctld and slurmd, in the foreground (-F,
// -D) so that each one's PID is that of the process started, and waits
// until the node is idle.
func (c *Cluster) startDaemons(ctx context.Context, m mungePaths) error {
	env := c.Env()
	logDir := filepath.Join(c.Dir, "log")
	munged, err := startDaemon(c.progs.munged, m.args(), env, logDir)
	if err != nil {
		return err
	}
	c.daemons = append(c.daemons, munged)
	if err := c.poll(ctx, "munged's socket", func() (bool, error) {
		_, err := os.Stat(m.socket)
		return err == nil, nil
	}); err != nil {
		return err
	}
	for _, args := range [][]string{
		{c.progs.slurmctld, "-D", "-f", c.Conf},
		{c.progs.slurmd, "-D", "-N", "localhost", "-f", c.Conf},
	} {
		d, err := startDaemon(args[0], args[1:], env, logDir)
		if err != nil {
			return err
		}
		c.daemons = append(c.daemons, d)
	}
	return c.poll(ctx, "the node to be idle", func() (bool, error) {
		// An error here is mostly slurmctld not answering yet.
		out, _ := c.output(ctx, c.progs.sinfo, "--noheader", "--Node", "--nodes=localhost", "--format=%t")
		return strings.TrimSpace(out) == "idle", nil
	})
}

// poll calls done every pollInterval until it returns true or an error, a
// daemon exits or ctx is done; what names what is awaited, for errors.
func (c *Cluster) poll(ctx context.Context, what string, done func() (bool, error)) error {
	for {
		ok, err := done()
		if ok || err != nil {
			return err
		}
		for _, d := range c.daemons {
			if err := d.running(); err != nil {
				return fmt.Errorf("waiting for %s: %w", what, err)
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for %s: %w", what, ctx.Err())
		case <-time.After(pollInterval):
		}
	}
}

// Env returns the environment in which to run Slurm's commands (sbatch,
// squeue, scontrol, scancel, sinfo...) against the cluster: the process's
// own, without any SLURM_* or SBATCH_* variables (set when the test itself
// runs as a job of another cluster, or by a user's defaults), plus
// SLURM_CONF naming the cluster's slurm.conf.
func (c *Cluster) Env() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "SLURM_") && !strings.HasPrefix(kv, "SBATCH_") {
			env = append(env, kv)
		}
	}
	return append(env, "SLURM_CONF="+c.Conf)
}

// command returns the command running prog with args in the cluster's
// environment, in its JobDir.
func (c *Cluster) command(ctx context.Context, prog string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, prog, args...)
	cmd.Env = c.Env()
	cmd.Dir = c.JobDir
	return cmd
}

// output runs prog with args like command and returns its standard output.
// Its error quotes the command and its standard error.
func (c *Cluster) output(ctx context.Context, prog string, args ...string) (string, error) {
	cmd := c.command(ctx, prog, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return string(out), fmt.Errorf("%s %s: %w: %s", filepath.Base(prog),
			strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
}

// Stop cancels the cluster's jobs and waits for them to leave the queue
// (slurmd must still run for their steps to end), stops slurmd, slurmctld
// and munged by their PIDs (SIGTERM, then SIGKILL after 10 s) and removes
// the cluster's directory. If the test has failed, it first logs the tail
// of the daemons' logs. Stop may be called more than once; only the first
// call does anything. After Stop, the cluster must not be used.
func (c *Cluster) Stop() {
	c.stopOnce.Do(func() {
		if c.tb.Failed() {
			c.tb.Logf("slurmtest: daemons' logs:\n%s", c.logs())
		}
		if err := c.cancelAll(); err != nil {
			c.tb.Logf("slurmtest: cancelling jobs: %v", err)
		}
		for i := len(c.daemons) - 1; i >= 0; i-- {
			if err := c.daemons[i].stop(stopGrace); err != nil {
				c.tb.Logf("slurmtest: %v", err)
			}
		}
		if err := os.RemoveAll(c.Dir); err != nil {
			c.tb.Logf("slurmtest: %v", err)
		}
	})
}

// cancelAll cancels every job of the cluster and waits until none is left
// in the queue, neither running nor completing.
func (c *Cluster) cancelAll() error {
	if len(c.daemons) < 3 || c.daemons[1].running() != nil {
		return nil // no slurmctld, so no jobs
	}
	ctx, cancel := context.WithTimeout(context.Background(), drainTimeout)
	defer cancel()
	queued := func() ([]string, error) {
		out, err := c.output(ctx, c.progs.squeue, "--noheader", "--format=%A")
		return strings.Fields(out), err
	}
	ids, err := queued()
	if err != nil || len(ids) == 0 {
		return err
	}
	// scancel fails for a job that ends meanwhile; what counts is that the
	// queue empties.
	_, _ = c.output(ctx, c.progs.scancel, ids...)
	return c.poll(ctx, "cancelled jobs to end", func() (bool, error) {
		ids, err := queued()
		return len(ids) == 0, err
	})
}

// logs returns the last lines of each of the daemons' non-empty logs, each
// headed by its path, for error messages.
func (c *Cluster) logs() string {
	const lines = 30
	paths, _ := filepath.Glob(filepath.Join(c.Dir, "log", "*"))
	paths = append(paths, filepath.Join(c.Dir, "munge", "munged.log"))
	var b strings.Builder
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil || len(bytes.TrimSpace(data)) == 0 {
			continue
		}
		all := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
		fmt.Fprintf(&b, "==> %s <==\n%s\n", p, strings.Join(all[max(0, len(all)-lines):], "\n"))
	}
	if b.Len() == 0 {
		return "(the daemons logged nothing)"
	}
	return b.String()
}
