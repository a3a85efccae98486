package slurmtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// programs are the paths of the Slurm and munge programs a cluster runs.
type programs struct {
	munged, slurmctld, slurmd                string
	sbatch, scontrol, squeue, scancel, sinfo string
}

// installHint tells how to get the programs, for skip messages.
const installHint = ".ci/install-slurm installs them as root " +
	"(apt-get install slurmctld slurmd slurm-client munge)"

// findPrograms finds every program a cluster needs, or says which are
// missing.
func findPrograms() (programs, error) {
	var p programs
	var missing []string
	for _, f := range []struct {
		name string
		dst  *string
	}{
		{"munged", &p.munged}, {"slurmctld", &p.slurmctld}, {"slurmd", &p.slurmd},
		{"sbatch", &p.sbatch}, {"scontrol", &p.scontrol}, {"squeue", &p.squeue},
		{"scancel", &p.scancel}, {"sinfo", &p.sinfo},
	} {
		path, ok := lookPath(f.name)
		if !ok {
			missing = append(missing, f.name)
		}
		*f.dst = path
	}
	if missing != nil {
		return p, fmt.Errorf("%s not found", strings.Join(missing, ", "))
	}
	return p, nil
}

// lookPath finds the executable name in $PATH, then in the sbin
// directories, which a user's $PATH often leaves out although Debian
// installs daemons there.
func lookPath(name string) (string, bool) {
	if path, err := exec.LookPath(name); err == nil {
		return path, true
	}
	for _, dir := range []string{"/usr/sbin", "/sbin", "/usr/local/sbin"} {
		path := filepath.Join(dir, name)
		if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return path, true
		}
	}
	return "", false
}
