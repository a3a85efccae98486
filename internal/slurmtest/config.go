package slurmtest

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
)

// config is what a cluster's slurm.conf says beyond the settings that are
// the same for every cluster.
type config struct {
	dir                  string // the cluster's directory, holding everything
	mungeSocket          string
	ctldPort, slurmdPort int
	cpus                 int
}

// newConfig returns the configuration of a cluster in dir, talking to munged
// at mungeSocket and listening on the given loopback ports.
func newConfig(dir, mungeSocket string, ctldPort, slurmdPort int) config {
	return config{
		dir:         dir,
		mungeSocket: mungeSocket,
		ctldPort:    ctldPort,
		slurmdPort:  slurmdPort,
		cpus:        runtime.NumCPU(),
	}
}

// path returns the path of name in the cluster's directory.
func (c config) path(name string) string { return filepath.Join(c.dir, name) }

// dirs are the directories the daemons need, made before they start.
func (c config) dirs() []string {
	return []string{c.path("state"), c.path("spool"), c.path("log"), c.path("run")}
}

// write writes slurm.conf. The settings that are not mere paths are there
// for these reasons:
//   - The node is called localhost, as slurmd is started with -N localhost,
//     so that the machine's own host name, whatever it is, plays no part.
//   - SlurmUser and SlurmdUser are root: the daemons run as the test does.
//   - AuthInfo points slurm at the cluster's own munged.
//   - proctrack/linuxproc, task/none and jobacct_gather/none need no cgroups
//     and no systemd, which a CI container lacks.
//   - cons_tres with CR_CPU gives each job one of the machine's CPUs, so
//     array tasks run side by side up to the number of CPUs.
//   - batch_sched_delay=0 starts array tasks as soon as there is room, not a
//     couple every few seconds; sched_interval=1 retries pending jobs (such
//     as one whose dependency was just satisfied) every second.
//   - kill_invalid_depend cancels a job whose dependency can no longer be
//     met (afterok on a job that failed), instead of leaving it pending for
//     ever, so that waiting for it ends.
//   - MinJobAge keeps finished jobs' records for an hour, so that their
//     state and exit code can be read with scontrol after they end: there is
//     no accounting database (slurmdbd) from which sacct could read them.
//   - config_overrides keeps the node up if its CPU count differs from what
//     slurmd detects, and ReturnToService=2 brings it up when it registers.
//   - KillWait=2 lets a cancelled job go in two seconds rather than thirty.
func (c config) write(w io.Writer) error {
	_, err := fmt.Fprintf(w, `# slurm.conf of a test cluster made by internal/slurmtest; see config.go.
ClusterName=slurmtest
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=%[2]d
SlurmdPort=%[3]d
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=%[4]s
StateSaveLocation=%[1]s/state
SlurmdSpoolDir=%[1]s/spool
SlurmctldPidFile=%[1]s/run/slurmctld.pid
SlurmdPidFile=%[1]s/run/slurmd.pid
SlurmctldLogFile=%[1]s/log/slurmctld.log
SlurmdLogFile=%[1]s/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
MailProg=/bin/true
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
SchedulerParameters=batch_sched_delay=0,sched_interval=1
DependencyParameters=kill_invalid_depend
MinJobAge=3600
ReturnToService=2
SlurmdParameters=config_overrides
KillWait=2
InactiveLimit=0
NodeName=localhost NodeAddr=127.0.0.1 CPUs=%[5]d State=UNKNOWN
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
`, c.dir, c.ctldPort, c.slurmdPort, c.mungeSocket, c.cpus)
	return err
}

// writeFile writes slurm.conf to path.
func (c config) writeFile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := c.write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
