package feature

import (
	"bytes"
	"io"
)

// Files are the files of an Upload body, read as they come: the body is
// never held whole in memory. Next returns the next file, its name (a base
// name, for messages and rows) and its content, to be read before the
// next call; io.EOF after the last. An error reading a file (a body over
// the server's limit, a malformed form) is returned as it is by the
// file's reads, and by Next, so that the front end can classify it.
type Files interface {
	Next() (name string, r io.Reader, err error)
}

// An Uploader is the request of a row whose Body is Upload: the front end
// gives it its options (a query parameter or a form field before the
// files, by key; "" when absent) and its files, before Validate; Run reads
// the files.
type Uploader interface {
	Request
	Take(option func(key string) string, files Files) error
}

// OneFile is the Files of a single file held in memory.
func OneFile(name string, data []byte) Files { return &oneFile{name: name, data: data} }

type oneFile struct {
	name string
	data []byte
	done bool
}

func (o *oneFile) Next() (string, io.Reader, error) {
	if o.done {
		return "", nil, io.EOF
	}
	o.done = true
	return o.name, bytes.NewReader(o.data), nil
}

// watched reads r, keeping the first error other than io.EOF and whether
// anything but white space came.
type watched struct {
	r        io.Reader
	err      error
	n        int64
	nonSpace bool
}

func (w *watched) Read(p []byte) (int, error) {
	n, err := w.r.Read(p)
	w.n += int64(n)
	if !w.nonSpace && len(bytes.TrimSpace(p[:n])) > 0 {
		w.nonSpace = true
	}
	if err != nil && err != io.EOF && w.err == nil {
		w.err = err
	}
	return n, err
}
