package atomicfile

import (
	"io"
	"os"
	"path/filepath"
	"strings"
)

// File is one file to write: its path, and the function that writes its
// content.
type File struct {
	Path  string
	Write func(io.Writer) error
}

// Write writes the file at path with write, so that path holds either its
// old content or the whole new one, never a part: write writes to a new
// temporary file in the same directory (".NAME.tmp*"), which is synced to
// disk, closed and then renamed over path. On any error, including one
// from write, the temporary file is removed and path is left as it was.
// Temporary files of path left behind by a process killed before its
// rename are removed first. After the rename the directory is synced too,
// so that the new name survives a crash; that last step is best effort
// (not every system can sync a directory), as the file is already complete
// and in place. The file gets mode 0644 whatever the umask, as reports are
// for sharing (os.CreateTemp makes files 0600); an existing file's mode is
// not kept. Symbolic links, devices and pipes are written through, never
// replaced, as WriteAll says.
func Write(path string, write func(io.Writer) error) error {
	return WriteAll([]File{{path, write}})
}

// WriteAll writes a set of files as Write writes one, replacing none of
// them unless every one was written: all are written to temporary files
// first, and only then renamed, one after the other. An error before the
// renames leaves every file as it was.
//
// A path that is a symbolic link keeps its link: the file it names gets
// the content. A path that is a device or a named pipe, such as /dev/null,
// /dev/stdout or a FIFO, is never replaced: the content is written
// straight into it, after every temporary file is written and before the
// renames. A directory or a socket is refused, wrapping ErrNotFile.
func WriteAll(files []File) (err error) {
	targets := make([]target, len(files))
	for i, f := range files {
		if targets[i], err = resolve(f.Path); err != nil {
			return err
		}
	}
	temps := make([]string, len(files))
	defer func() {
		if err != nil {
			for _, t := range temps {
				if t != "" {
					os.Remove(t)
				}
			}
		}
	}()
	for i, f := range files {
		if targets[i].Direct {
			continue
		}
		f.Path = targets[i].Path
		removeStale(f.Path)
		if temps[i], err = writeTemp(f); err != nil {
			return err
		}
	}
	for i, f := range files {
		if targets[i].Direct {
			if err := writeDirect(File{targets[i].Path, f.Write}); err != nil {
				return err
			}
		}
	}
	for i, t := range targets {
		if t.Direct {
			continue
		}
		if err := os.Rename(temps[i], t.Path); err != nil {
			return err
		}
		temps[i] = "" // renamed: nothing to remove
	}
	for _, t := range targets {
		if !t.Direct {
			syncDir(dirOf(t.Path))
		}
	}
	return nil
}

// writeTemp writes f's content to a new temporary file beside f.Path,
// synced and closed, and returns its name.
func writeTemp(f File) (name string, err error) {
	t, err := os.CreateTemp(dirOf(f.Path), "."+filepath.Base(f.Path)+".tmp*")
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			t.Close() // a second Close only returns an error, which is ignored
			os.Remove(t.Name())
		}
	}()
	if err := f.Write(t); err != nil {
		return "", err
	}
	if err := t.Chmod(0o644); err != nil {
		return "", err
	}
	if err := t.Sync(); err != nil {
		return "", err
	}
	if err := t.Close(); err != nil {
		return "", err
	}
	return t.Name(), nil
}

// removeStale removes the temporary files of path that a process killed
// between writing and renaming them left behind.
func removeStale(path string) {
	dir, base := filepath.Split(path)
	entries, err := os.ReadDir(dirOf(path))
	if err != nil {
		return
	}
	for _, e := range entries {
		if name := e.Name(); strings.HasPrefix(name, "."+base+".tmp") && e.Type().IsRegular() {
			os.Remove(filepath.Join(dir, name))
		}
	}
}

func dirOf(path string) string {
	if dir := filepath.Dir(path); dir != "" {
		return dir
	}
	return "."
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
