package server

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/url"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/pokersim/pokersim/feature"
)

// maxField bounds a form field before the files (the hands page's player
// and format), in bytes.
const maxField = 4 << 10

// openUpload opens the body of an Upload row as a stream, of at most
// Config.MaxUpload bytes: the options are the query's parameters, or else
// the form fields before the first file of a multipart/form-data body; the
// files are its parts that are files, in order (the field name does not
// matter: the page sends "file" once per file), or the whole body of any
// other content type, named "upload". Nothing is read beyond the first
// file's header here: the files are read by the computation, in its slot
// and under its deadline. The error is a 413 or a 400.
func (s *Server) openUpload(w http.ResponseWriter, r *http.Request) (func(string) string, feature.Files, *Error) {
	rec := &recorded{r: http.MaxBytesReader(w, r.Body, s.cfg.MaxUpload)}
	r.Body = rec
	q := r.URL.Query()
	fields := url.Values{}
	option := func(key string) string {
		if v := q.Get(key); v != "" {
			return v
		}
		return fields.Get(key)
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		return option, &bodyFile{rec: rec}, nil
	}
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, nil, uploadError(rec, err)
	}
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			return nil, nil, errorf(http.StatusBadRequest, "file", "the form holds no file: want a hand history")
		}
		if err != nil {
			return nil, nil, uploadError(rec, err)
		}
		if p.FileName() != "" {
			return option, &partFiles{rec: rec, mr: mr, next: p}, nil
		}
		v, err := io.ReadAll(io.LimitReader(p, maxField+1))
		switch {
		case err != nil:
			return nil, nil, uploadError(rec, err)
		case len(v) > maxField || !utf8.Valid(v):
			return nil, nil, errorf(http.StatusBadRequest, p.FormName(), fmt.Sprintf("the form field %q is not text of at most %d bytes", p.FormName(), maxField))
		}
		fields.Add(p.FormName(), string(v))
	}
}

// uploadError is the 413 of a body over the limit, or a 400.
func uploadError(rec *recorded, err error) *Error {
	if e := tooLarge(rec.cause(err)); e != nil {
		return e
	}
	return errorf(http.StatusBadRequest, "file", "cannot read the upload: "+err.Error())
}

// tooLarge returns the 413 of err if it is a body over the upload limit,
// nil otherwise: it says the limit and the flag that raises it.
func tooLarge(err error) *Error {
	var tooBig *http.MaxBytesError
	if !errors.As(err, &tooBig) {
		return nil
	}
	return errorf(http.StatusRequestEntityTooLarge, "", fmt.Sprintf(
		"the upload is over this server's limit of %d bytes (%s); pokersim serve --max-upload BYTES raises it", tooBig.Limit, mib(tooBig.Limit)))
}

// mib writes a size in MiB, "128 MiB".
func mib(n int64) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d KiB", n>>10)
	}
	if n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
}

// recorded reads the body, keeping its first error other than io.EOF:
// the multipart reader words the errors of the body as its own.
type recorded struct {
	r   io.ReadCloser
	err error
}

func (b *recorded) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if err != nil && err != io.EOF && b.err == nil {
		b.err = err
	}
	return n, err
}

func (b *recorded) Close() error { return b.r.Close() }

// cause returns the body's own error if reading it failed, err otherwise.
func (b *recorded) cause(err error) error {
	if b.err != nil {
		return b.err
	}
	return err
}

// bodyFile is the Files of a body that is the file itself.
type bodyFile struct {
	rec  *recorded
	done bool
}

func (f *bodyFile) Next() (string, io.Reader, error) {
	if f.done {
		return "", nil, io.EOF
	}
	f.done = true
	return "upload", causeReader{f.rec, f.rec}, nil
}

// partFiles are the files of a multipart form, after its fields.
type partFiles struct {
	rec  *recorded
	mr   *multipart.Reader
	next *multipart.Part
}

func (f *partFiles) Next() (string, io.Reader, error) {
	p := f.next
	f.next = nil
	if p == nil {
		var err error
		if p, err = f.mr.NextPart(); err == io.EOF {
			return "", nil, io.EOF
		} else if err != nil {
			return "", nil, f.rec.cause(err)
		}
	}
	if p.FileName() == "" {
		return "", nil, &feature.FieldError{Field: p.FormName(), Err: fmt.Errorf("the form field %q comes after the files: fields go before them", p.FormName())}
	}
	name := "upload"
	if base := path.Base(strings.ReplaceAll(p.FileName(), "\\", "/")); base != "." && base != "/" && utf8.ValidString(base) && len(base) <= 255 {
		name = base
	}
	return name, causeReader{p, f.rec}, nil
}

// causeReader reads r, returning the body's own error in place of r's
// when reading the body failed.
type causeReader struct {
	r   io.Reader
	rec *recorded
}

func (c causeReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if err != nil && err != io.EOF {
		err = c.rec.cause(err)
	}
	return n, err
}
