package report

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFileAtomic(t *testing.T) {
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
			err := WriteFileAtomic(path, func(w io.Writer) error {
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
				t.Fatalf("WriteFileAtomic() = %v, want %v", err, tt.wantErr)
			}
			checkFile(t, path, tt.want)
			if tt.want != "" && tt.want != tt.old {
				fi, err := os.Stat(path)
				if err != nil {
					t.Fatal(err)
				}
				if fi.Mode().Perm() != 0o644 {
					t.Errorf("WriteFileAtomic made a file of mode %v, want 0644", fi.Mode().Perm())
				}
			}
			checkNoTemp(t, dir)
		})
	}
}

func TestWriteFileAtomicRenameFails(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.txt")
	if err := os.Mkdir(path, 0o755); err != nil { // a file cannot replace a directory
		t.Fatal(err)
	}
	err := WriteFileAtomic(path, func(w io.Writer) error {
		_, err := io.WriteString(w, "report\n")
		return err
	})
	if err == nil {
		t.Fatal("WriteFileAtomic over a directory succeeded")
	}
	checkNoTemp(t, dir)
}

func TestWriteFileAtomicNoDirectory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", "report.txt")
	called := false
	err := WriteFileAtomic(path, func(io.Writer) error { called = true; return nil })
	if err == nil || called {
		t.Errorf("WriteFileAtomic(%q) = %v, called write %v; want an error before write", path, err, called)
	}
}

func TestWriteFileAtomicRelative(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := WriteFileAtomic("report.csv", func(w io.Writer) error {
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
		if e.Name() != "report.txt" {
			t.Errorf("WriteFileAtomic left %s in the directory", e.Name())
		}
	}
}
