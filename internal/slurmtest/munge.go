package slurmtest

import (
	"crypto/rand"
	"os"
	"path/filepath"
)

// mungeKeySize is the size of a cluster's munge key in bytes, the size
// mungekey(8) makes by default (1024 bits).
const mungeKeySize = 128

// mungePaths are where a cluster's munged keeps its files, all in one
// directory of its own.
type mungePaths struct {
	dir, key, socket, pid, log, seed string
}

// newMungePaths returns the paths of munged's files under dir/munge.
func newMungePaths(dir string) mungePaths {
	m := filepath.Join(dir, "munge")
	return mungePaths{
		dir:    m,
		key:    filepath.Join(m, "munge.key"),
		socket: filepath.Join(m, "munge.socket.2"),
		pid:    filepath.Join(m, "munged.pid"),
		log:    filepath.Join(m, "munged.log"),
		seed:   filepath.Join(m, "munged.seed"),
	}
}

// create makes munged's directory and a fresh random key. munged refuses a
// key that others may read, and clients (sbatch, slurmd, slurmstepd) reach
// its socket only through a directory others may search, hence 0600 and
// 0755.
func (m mungePaths) create() error {
	if err := os.Mkdir(m.dir, 0o755); err != nil {
		return err
	}
	// Mkdir's mode is reduced by the umask; the socket needs o+x.
	if err := os.Chmod(m.dir, 0o755); err != nil {
		return err
	}
	key := make([]byte, mungeKeySize)
	rand.Read(key) // never fails (crypto/rand)
	return os.WriteFile(m.key, key, 0o600)
}

// args are munged's arguments: in the foreground, so that its PID is that
// of the process started, and with every file in m.dir.
func (m mungePaths) args() []string {
	return []string{
		"--foreground",
		"--key-file=" + m.key,
		"--socket=" + m.socket,
		"--pid-file=" + m.pid,
		"--log-file=" + m.log,
		"--seed-file=" + m.seed,
	}
}
