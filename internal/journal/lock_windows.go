//go:build windows

package journal

import (
	"os"

	"golang.org/x/sys/windows"
)

// errWouldBlock is the error of lock when another process holds the lock.
var errWouldBlock = windows.ERROR_LOCK_VIOLATION

// lock takes an exclusive lock on the first byte of f without waiting
// (LockFileEx); it is released when f is closed, or when the process dies.
func lock(f *os.File) error {
	var ol windows.Overlapped
	return windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &ol)
}
