package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrNotFile is wrapped by the error for a path that names something a
// report can be neither written into nor renamed over: a directory or a
// socket.
var ErrNotFile = errors.New("not a file that can be written")

// maxLinks is the most symbolic links followed for one path, as Linux's
// own limit (40) for a path's resolution.
const maxLinks = 40

// target is where the content for one path goes: either renamed into
// place at Path, a regular file or none yet, or, for a device or a named
// pipe, written straight into it (Direct), as "> PATH" would.
type target struct {
	Path   string
	Direct bool
}

// resolve returns the target of path. A symbolic link is followed to the
// file it names, so the link stays and its target gets the content (a
// dangling link gets the file it names created). A device or a named pipe
// (/dev/null, /dev/stdout, a FIFO) is written directly, as renaming over it
// would replace it with a regular file. A directory or a socket is
// refused, wrapping ErrNotFile.
func resolve(path string) (target, error) {
	fi, err := os.Stat(path) // follows links, /proc's too
	switch {
	case errors.Is(err, fs.ErrNotExist):
		p, err := followDangling(path)
		return target{Path: p}, err
	case err != nil:
		return target{}, err
	case fi.Mode().IsRegular():
		p, err := filepath.EvalSymlinks(path)
		return target{Path: p}, err
	case fi.Mode()&(fs.ModeDevice|fs.ModeCharDevice|fs.ModeNamedPipe) != 0:
		return target{Path: path, Direct: true}, nil
	}
	return target{}, &fs.PathError{Op: "write", Path: path, Err: fmt.Errorf("%w (%v)", ErrNotFile, kind(fi.Mode()))}
}

// kind names the type of a file mode that is neither regular, a device
// nor a pipe.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "mode " + m.Type().String()
}

// followDangling returns the path that path names once its symbolic links
// are followed, for a path that does not exist: path itself, or the
// missing file at the end of a chain of links.
func followDangling(path string) (string, error) {
	for range maxLinks {
		fi, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) {
			return path, nil
		}
		if err != nil {
			return "", err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(path), dest)
		}
		path = dest
	}
	return "", &fs.PathError{Op: "write", Path: path, Err: errors.New("too many levels of symbolic links")}
}

// writeDirect writes f's content straight into the device or pipe at
// f.Path, which it neither creates nor truncates.
func writeDirect(f File) error {
	d, err := os.OpenFile(f.Path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if err := f.Write(d); err != nil {
		d.Close()
		return err
	}
	return d.Close()
}

// Check reports whether Write could write path, before any work is done
// to make its content: for a regular file or none, whether a temporary
// file can be made beside it (a read-only or missing directory cannot);
// for a device or a pipe, whether it can be opened for writing (a pipe
// without a reader is not waited for). The error is the one Write would
// meet.
func Check(path string) error {
	t, err := resolve(path)
	if err != nil {
		return err
	}
	if t.Direct {
		fi, err := os.Stat(t.Path)
		if err != nil || fi.Mode()&fs.ModeNamedPipe != 0 {
			return err
		}
		f, err := os.OpenFile(t.Path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		return f.Close()
	}
	f, err := os.CreateTemp(dirOf(t.Path), "."+filepath.Base(t.Path)+".tmp*")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}

// Direct reports whether Write writes straight into path, as it does into
// a device or a named pipe, rather than renaming a file into place: such
// a path has no folder of its own for a journal or a temporary file.
func Direct(path string) bool {
	t, err := resolve(path)
	return err == nil && t.Direct
}
