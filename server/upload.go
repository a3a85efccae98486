package server

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"path"
	"strings"
	"unicode/utf8"
)

// formValue returns the query's value of key, or else the multipart
// form's (the fields of web/hands.html).
func formValue(r *http.Request, key string) string {
	if v := r.URL.Query().Get(key); v != "" {
		return v
	}
	if r.MultipartForm != nil && len(r.MultipartForm.Value[key]) > 0 {
		return r.MultipartForm.Value[key][0]
	}
	return ""
}

// readUpload returns the uploaded file and its name for messages and
// rows: the "file" part of a multipart form with the file's base name, or
// the whole body, named "upload". The error is a 413 over max bytes, or a
// 400.
func readUpload(w http.ResponseWriter, r *http.Request, max int64) ([]byte, string, *Error) {
	body := http.MaxBytesReader(w, r.Body, max)
	var data []byte
	var err error
	name := "upload"
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt == "multipart/form-data" {
		r.Body = body
		var f multipart.File
		var fh *multipart.FileHeader
		if f, fh, err = r.FormFile("file"); err == nil {
			data, err = io.ReadAll(f)
			f.Close()
			if base := path.Base(strings.ReplaceAll(fh.Filename, "\\", "/")); base != "." && base != "/" && utf8.ValidString(base) && len(base) <= 255 {
				name = base
			}
		}
	} else {
		data, err = io.ReadAll(body)
	}
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return nil, "", errorf(http.StatusRequestEntityTooLarge, "", fmt.Sprintf("the body is over this server's limit of %d bytes", tooBig.Limit))
	case err != nil:
		return nil, "", errorf(http.StatusBadRequest, "file", "cannot read the uploaded file: "+err.Error())
	case len(bytes.TrimSpace(data)) == 0:
		return nil, "", errorf(http.StatusBadRequest, "file", "empty file: want a hand history")
	}
	return data, name, nil
}
