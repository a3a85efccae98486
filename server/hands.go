package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

// hands answers POST /api/hands: the body is a hand history file
// (PokerStars text or PHH) of at most Config.MaxBody bytes, sent as it is
// or as the "file" field of a multipart/form-data upload (a form's file
// input, as web/hands.html sends it). player=NAME follows a player (by
// default each hand's hero); format=html answers with the page "pokersim
// hands --format html" prints (summary, graph, hands), and otherwise the
// JSON it prints; both are query parameters or form fields.
// Malformed hands are skipped and listed, as on the command line; a body
// in no known format, or past the reader's limits (history.ErrLimit: a PHH
// file nested too deep, say), is a 400.
func (s *Server) hands(w http.ResponseWriter, r *http.Request) {
	body, name, e := readUpload(w, r, s.cfg.MaxBody)
	if e != nil {
		writeError(w, e)
		return
	}
	format := report.JSON
	if f := formValue(r, "format"); f != "" {
		var err error
		if format, err = report.ParseFormat(f, report.JSON, report.HTML); err != nil {
			writeError(w, errorf(http.StatusBadRequest, "format", "format: "+err.Error()))
			return
		}
	}
	release, err := s.slots.acquire(r.Context())
	if err != nil {
		if r.Context().Err() == nil {
			writeError(w, apiError(err))
		}
		return
	}
	defer release()
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.CPUBudget)
	defer cancel()
	sess := history.NewSession(formValue(r, "player"))
	var out bytes.Buffer
	hw := report.NewHandsWriter(&out, format, chart.Gonum{})
	err = sess.Import(ctx, name, bytes.NewReader(body), false, s.cfg.Workers, func(res *history.Result) error {
		return hw.Rows(report.HandRows(res, sess.Followed(res.Hand)))
	})
	if err == nil {
		err = hw.Finish(sess)
	}
	switch {
	case errors.Is(err, history.ErrFormat):
		writeError(w, errorf(http.StatusBadRequest, "file", "the file is in no hand history format pokersim reads (PokerStars text, PHH)"))
	case errors.Is(err, history.ErrLimit):
		writeError(w, errorf(http.StatusBadRequest, "file", err.Error()))
	case errors.Is(err, context.DeadlineExceeded):
		writeError(w, errBudget)
	case r.Context().Err() != nil:
	case err != nil:
		writeError(w, apiError(err))
	case format == report.HTML:
		writeBody(w, http.StatusOK, "text/html; charset=utf-8", out.Bytes())
	default:
		writeBody(w, http.StatusOK, "application/json", out.Bytes())
	}
}

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
