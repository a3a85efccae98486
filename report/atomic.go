package report

import (
	"io"
	"os"
	"path/filepath"
)

// WriteFileAtomic writes the file at path with write, so that path holds
// either its old content or the whole new one, never a part: write writes
// to a new temporary file in the same directory (".NAME.tmp*"), which is
// synced to disk, closed and then renamed over path. On any error,
// including one from write, the temporary file is removed and path is left
// as it was. After the rename the directory is synced too, so that the
// new name survives a crash; that last step is best effort (not every
// system can sync a directory), as the file is already complete and in
// place. The file gets mode 0644 whatever the umask, as reports are
// for sharing (os.CreateTemp makes files 0600); an existing file's mode is
// not kept.
func WriteFileAtomic(path string, write func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close() // a second Close only returns an error, which is ignored
			os.Remove(f.Name())
		}
	}()
	if err := write(f); err != nil {
		return err
	}
	if err := f.Chmod(0o644); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// syncDir flushes the directory dir's entries to disk, ignoring errors.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}
