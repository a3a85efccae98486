//go:build unix

package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

// TestWriteSymlink checks that a link keeps being a link and that the
// file it names, existing or not, gets the content.
func TestWriteSymlink(t *testing.T) {
	tests := []struct {
		name   string
		links  map[string]string // link name -> what it points to
		target string            // the file that must hold the report
		old    string            // the target's content before, "" for none
	}{
		{"link to a file", map[string]string{"link.json": "report.json"}, "report.json", "old"},
		{"dangling link", map[string]string{"link.json": "report.json"}, "report.json", ""},
		{"chain of links", map[string]string{"link.json": "mid.json", "mid.json": "sub/report.json"}, "sub/report.json", "old"},
		{"absolute link", map[string]string{"link.json": "ABS/report.json"}, "report.json", "old"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			os.Mkdir(filepath.Join(dir, "sub"), 0o755)
			target := filepath.Join(dir, tt.target)
			if tt.old != "" {
				if err := os.WriteFile(target, []byte(tt.old), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			for link, dest := range tt.links {
				if len(dest) > 4 && dest[:4] == "ABS/" {
					dest = filepath.Join(dir, dest[4:])
				}
				if err := os.Symlink(dest, filepath.Join(dir, link)); err != nil {
					t.Fatal(err)
				}
			}
			link := filepath.Join(dir, "link.json")
			if err := Write(link, writeString("new")); err != nil {
				t.Fatalf("Write(%s) = %v", link, err)
			}
			for name := range tt.links {
				if fi, err := os.Lstat(filepath.Join(dir, name)); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
					t.Errorf("after Write, %s is not a link (%v, %v)", name, fi.Mode(), err)
				}
			}
			checkFile(t, target, "new")
		})
	}
}

// TestWriteSymlinkLoop checks that a loop of links is an error, not a
// hang, and leaves the links alone.
func TestWriteSymlinkLoop(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.Symlink("b", a)
	os.Symlink("a", b)
	if err := Write(a, writeString("new")); err == nil {
		t.Fatal("Write through a loop of links succeeded")
	}
	if fi, err := os.Lstat(a); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("a is no longer a link")
	}
}

// TestWriteFIFO checks that a named pipe gets the content written into it
// and stays a pipe, with no temporary file beside it.
func TestWriteFIFO(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.txt")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("cannot make a FIFO: %v", err)
	}
	if !Direct(path) || Direct(filepath.Join(dir, "missing.txt")) {
		t.Errorf("Direct(FIFO) = %v, Direct(missing file) = %v; want true, false", Direct(path), Direct(filepath.Join(dir, "missing.txt")))
	}
	// A reader opened without waiting for a writer: the content (far less
	// than a pipe's buffer) waits in the pipe until it is read, and the
	// test cannot hang if Write does not open the pipe.
	r, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := Write(path, writeString("through the pipe\n")); err != nil {
		t.Fatalf("Write(FIFO) = %v", err)
	}
	buf := make([]byte, 100)
	n, _ := r.Read(buf)
	if s := string(buf[:n]); s != "through the pipe\n" {
		t.Errorf("the FIFO's reader got %q, want %q", s, "through the pipe\n")
	}
	if fi, err := os.Lstat(path); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("after Write, %s is %v (%v), want a named pipe", path, fi.Mode(), err)
	}
	checkNoTemp(t, dir)
}

// TestWriteDevice checks that a character device made in a temporary
// folder (a null device, major 1 minor 3 on Linux) is written into, not
// replaced, both directly and through a link, as /dev/stdout is. Making
// a device needs root.
func TestWriteDevice(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("making a device node needs root")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "report.txt")
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
		t.Skipf("cannot make a device node: %v", err)
	}
	link := filepath.Join(dir, "stdout")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, link} {
		err := Write(p, writeString("into the device\n"))
		if errors.Is(err, fs.ErrPermission) {
			t.Skipf("the file system does not allow devices: %v", err)
		}
		if err != nil {
			t.Fatalf("Write(%s) = %v", p, err)
		}
	}
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&fs.ModeCharDevice == 0 {
		t.Errorf("after Write, %s is %v (%v), want a character device", path, fi.Mode(), err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("after Write, %s is no longer a link", link)
	}
	checkNoTempFiles(t, dir)
}

// checkNoTempFiles checks that dir holds no temporary file of Write.
func checkNoTempFiles(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("Write left %s in the directory", e.Name())
		}
	}
}

// TestWriteSocket checks that a socket is refused, and left in place.
func TestWriteSocket(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.txt")
	l, err := net.Listen("unix", path)
	if err != nil {
		t.Skipf("cannot make a socket: %v", err)
	}
	defer l.Close()
	called := false
	err = Write(path, func(io.Writer) error { called = true; return nil })
	if !errors.Is(err, ErrNotFile) || called {
		t.Errorf("Write(socket) = %v, called write %v; want %v before write", err, called, ErrNotFile)
	}
	if fi, err := os.Lstat(path); err != nil || fi.Mode()&fs.ModeSocket == 0 {
		t.Errorf("after Write, %s is %v (%v), want a socket", path, fi.Mode(), err)
	}
}
