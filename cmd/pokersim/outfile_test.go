//go:build unix

package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestOutThroughLinksAndPipes checks that --out never replaces what is
// at its path: a link keeps being a link and its target gets the report,
// and a named pipe gets the report written into it.
func TestOutThroughLinksAndPipes(t *testing.T) {
	dir := t.TempDir()
	spots := filepath.Join(dir, "spots.txt")
	os.WriteFile(spots, []byte("AhKh vs QsQd --trials 1000\n"), 0o644)

	target, link := filepath.Join(dir, "target.json"), filepath.Join(dir, "link.json")
	os.WriteFile(target, []byte("old"), 0o644)
	os.Symlink("target.json", link)
	if got := runPokersim(t, "", "batch", spots, "--out", link); got.code != exitOK {
		t.Fatalf("batch --out link.json = %+v", got)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("batch --out replaced the link link.json")
	}
	if b, _ := os.ReadFile(target); !strings.Contains(string(b), `"AhKh"`) {
		t.Errorf("the link's target holds %q, want the report", b)
	}

	fifo := filepath.Join(dir, "report.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("cannot make a FIFO: %v", err)
	}
	r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if got := runPokersim(t, "", "batch", spots, "--out", fifo); got.code != exitOK {
		t.Fatalf("batch --out FIFO = %+v", got)
	}
	buf := make([]byte, 1<<16)
	n, _ := r.Read(buf)
	if !strings.Contains(string(buf[:n]), `"AhKh"`) {
		t.Errorf("the FIFO's reader got %q, want the report", buf[:n])
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("batch --out replaced the FIFO")
	}
}
