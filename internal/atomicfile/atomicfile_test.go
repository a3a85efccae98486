package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestWrite(t *testing.T) {
	errWrite := errors.New("write failed")
	tests := []struct {
		name    string
		old     string // the file's content before, "" for no file
		write   string // what write writes
		fail    bool   // write returns errWrite after writing
		want    string // the file's content after, "" for no file
		wantErr error
	}{
		{"new file", "", "new report\n", false, "new report\n", nil},
		{"replace", "old report\n", "new report\n", false, "new report\n", nil},
		{"failed write keeps old file", "old report\n", "half a rep", true, "old report\n", errWrite},
		{"failed write makes no file", "", "half a rep", true, "", errWrite},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "report.txt")
			if tt.old != "" {
				if err := os.WriteFile(path, []byte(tt.old), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			err := Write(path, func(w io.Writer) error {
				if _, err := io.WriteString(w, tt.write); err != nil {
					return err
				}
				// Until the rename, readers see the old file or none.
				checkFile(t, path, tt.old)
				if tt.fail {
					return errWrite
				}
				return nil
			})
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Write() = %v, want %v", err, tt.wantErr)
			}
			checkFile(t, path, tt.want)
			if tt.want != "" && tt.want != tt.old {
				fi, err := os.Stat(path)
				if err != nil {
					t.Fatal(err)
				}
				if fi.Mode().Perm() != 0o644 {
					t.Errorf("Write made a file of mode %v, want 0644", fi.Mode().Perm())
				}
			}
			checkNoTemp(t, dir)
		})
	}
}

func TestWriteRenameFails(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.txt")
	if err := os.Mkdir(path, 0o755); err != nil { // a file cannot replace a directory
		t.Fatal(err)
	}
	err := Write(path, func(w io.Writer) error {
		_, err := io.WriteString(w, "report\n")
		return err
	})
	if err == nil {
		t.Fatal("Write over a directory succeeded")
	}
	checkNoTemp(t, dir)
}

func TestWriteNoDirectory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", "report.txt")
	called := false
	err := Write(path, func(io.Writer) error { called = true; return nil })
	if err == nil || called {
		t.Errorf("Write(%q) = %v, called write %v; want an error before write", path, err, called)
	}
}

func TestWriteRelative(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := Write("report.csv", func(w io.Writer) error {
		_, err := io.WriteString(w, "a,b\n")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	checkFile(t, "report.csv", "a,b\n")
}

// checkFile checks that path holds want, or does not exist if want is "".
func checkFile(t *testing.T, path, want string) {
	t.Helper()
	got, err := os.ReadFile(path)
	switch {
	case want == "" && !errors.Is(err, os.ErrNotExist):
		t.Errorf("%s exists (%v), want no file", path, err)
	case want != "" && err != nil:
		t.Errorf("reading %s: %v", path, err)
	case want != "" && string(got) != want:
		t.Errorf("%s holds %q, want %q", path, got, want)
	}
}

// checkNoTemp checks that dir holds nothing but report.txt.
func checkNoTemp(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if name := e.Name(); name != "report.txt" && name != "a.csv" && name != "b.csv" {
			t.Errorf("Write left %s in the directory", e.Name())
		}
	}
}

// TestWriteRemovesStale checks that a temporary file left by a process
// killed before its rename is removed by the next write.
func TestWriteRemovesStale(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.txt")
	if err := os.WriteFile(filepath.Join(dir, ".report.txt.tmp123"), []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, func(w io.Writer) error { _, err := io.WriteString(w, "whole"); return err }); err != nil {
		t.Fatal(err)
	}
	checkFile(t, path, "whole")
	checkNoTemp(t, dir)
}

// TestWriteAllAllOrNothing checks that a set of files is replaced only if
// every one of them could be written.
func TestWriteAllAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.csv"), filepath.Join(dir, "b.csv")
	os.WriteFile(a, []byte("old a"), 0o644)
	os.WriteFile(b, []byte("old b"), 0o644)
	errWrite := errors.New("disk full")
	err := WriteAll([]File{
		{a, func(w io.Writer) error { _, err := io.WriteString(w, "new a"); return err }},
		{b, func(w io.Writer) error { return errWrite }},
	})
	if !errors.Is(err, errWrite) {
		t.Fatalf("WriteAll = %v, want %v", err, errWrite)
	}
	checkFile(t, a, "old a")
	checkFile(t, b, "old b")
	err = WriteAll([]File{
		{a, func(w io.Writer) error { _, err := io.WriteString(w, "new a"); return err }},
		{b, func(w io.Writer) error { _, err := io.WriteString(w, "new b"); return err }},
	})
	if err != nil {
		t.Fatal(err)
	}
	checkFile(t, a, "new a")
	checkFile(t, b, "new b")
}
