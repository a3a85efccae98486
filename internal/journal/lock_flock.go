//go:build darwin || dragonfly || freebsd || illumos || linux || netbsd || openbsd

package journal

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// errWouldBlock is the error of lock when another process holds the lock.
var errWouldBlock = unix.EWOULDBLOCK

// lock takes an exclusive lock on f without waiting (flock(2)); it is
// released when f is closed, or when the process dies.
func lock(f *os.File) error {
	for {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if !errors.Is(err, unix.EINTR) {
			return err
		}
	}
}
