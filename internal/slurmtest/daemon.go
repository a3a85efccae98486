package slurmtest

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"
)

// A daemon is a program a cluster started in the foreground, so that its
// PID is known and it is stopped by that PID alone. Its standard output and
// error go to a file, never to the test's own, so that no pipe of a CI
// runner is held open by a daemon or by a job step it forks.
type daemon struct {
	name   string
	cmd    *exec.Cmd
	exited chan struct{} // closed when it has exited and been reaped
	err    error         // how it exited; read only after exited is closed
}

// startDaemon starts path with args and env, its output going to
// logDir/NAME.out, where NAME is the program's base name.
func startDaemon(path string, args, env []string, logDir string) (*daemon, error) {
	name := filepath.Base(path)
	logPath := filepath.Join(logDir, name+".out")
	out, err := os.OpenFile(logPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	defer out.Close() // the child has its own copy
	cmd := exec.Command(path, args...)
	cmd.Env = env
	cmd.Stdout, cmd.Stderr = out, out
	// If the test binary dies without running its cleanups (a panic, or
	// go test's -timeout), the kernel stops the daemon too. (The signal
	// comes when the OS thread that started the daemon ends, which in Go
	// happens only to a thread locked by a goroutine that then exits.)
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", name, err)
	}
	d := &daemon{name: name, cmd: cmd, exited: make(chan struct{})}
	go func() {
		d.err = d.cmd.Wait()
		close(d.exited)
	}()
	return d, nil
}

// running reports an error if the daemon has already exited.
func (d *daemon) running() error {
	select {
	case <-d.exited:
		return fmt.Errorf("%s (pid %d) exited: %v", d.name, d.cmd.Process.Pid, d.err)
	default:
		return nil
	}
}

// stop sends the daemon SIGTERM, then SIGKILL if it has not exited after
// grace, and waits until it has. It returns an error only if the daemon had
// to be killed.
func (d *daemon) stop(grace time.Duration) error {
	if d.running() != nil {
		return nil
	}
	// An error means the process has just exited, which is what is wanted.
	_ = d.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-d.exited:
		return nil
	case <-time.After(grace):
	}
	_ = d.cmd.Process.Kill()
	<-d.exited
	return errors.New(d.name + " ignored SIGTERM and was killed")
}
