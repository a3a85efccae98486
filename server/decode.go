package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"unicode"
)

// decode reads the JSON body of r, of at most max bytes, into v. It is
// strict: the body must be declared JSON, and unknown fields and anything
// after the value are errors, so that a misspelt option ("trails") is
// reported rather than ignored. The error is a 415, a 413 or a 400, naming
// the field at fault where there is one.
func decode(w http.ResponseWriter, r *http.Request, max int64, v any) *Error {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		return errorf(http.StatusUnsupportedMediaType, "", "the body must be JSON, sent with Content-Type: application/json")
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, max))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return errorf(http.StatusRequestEntityTooLarge, "", fmt.Sprintf("the body is over this server's limit of %d bytes; pokersim serve --max-body BYTES raises it", tooBig.Limit))
	case err != nil:
		return errorf(http.StatusBadRequest, "", "cannot read the body: "+err.Error())
	case len(bytes.TrimSpace(body)) == 0:
		return errorf(http.StatusBadRequest, "", "empty body: want a JSON object")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errorf(http.StatusBadRequest, "", "bad JSON: more after the object")
	}
	return nil
}

// jsonError words an error of encoding/json for the user, naming the field
// at fault where it can.
func jsonError(err error) *Error {
	var (
		se *json.SyntaxError
		te *json.UnmarshalTypeError
	)
	switch {
	case errors.As(err, &se):
		return errorf(http.StatusBadRequest, "", fmt.Sprintf("bad JSON at byte %d: %s", se.Offset, strings.TrimPrefix(se.Error(), "json: ")))
	case errors.As(err, &te) && te.Field != "":
		te.Field = jsonPath(te.Field)
		return errorf(http.StatusBadRequest, te.Field, fmt.Sprintf("%s: want %s, got a JSON %s", te.Field, kindOf(te.Type.Kind().String()), te.Value))
	case errors.As(err, &te):
		return errorf(http.StatusBadRequest, "", fmt.Sprintf("want a JSON object, got a JSON %s", te.Value))
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errorf(http.StatusBadRequest, "", "bad JSON: unexpected end of the body")
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if name, ok := strings.CutPrefix(msg, "unknown field "); ok {
		return errorf(http.StatusBadRequest, strings.Trim(name, `"`), "unknown field "+name)
	}
	return errorf(http.StatusBadRequest, "", "bad JSON: "+msg)
}

// kindOf names the JSON value that a Go kind takes.
func kindOf(kind string) string {
	switch {
	case strings.HasPrefix(kind, "int"), strings.HasPrefix(kind, "uint"), strings.HasPrefix(kind, "float"):
		return "a number"
	case kind == "string":
		return "a string"
	case kind == "bool":
		return "true or false"
	case kind == "slice":
		return "a list"
	}
	return "a " + kind
}

// jsonPath returns the path of a field as encoding/json gives it, less the
// names of the Go types embedded on the way (feature.ICM embeds
// icm.Request, so its "stacks" is "Request.stacks"): the API's field names
// are lower case, Go's embedded types upper case.
func jsonPath(field string) string {
	parts := strings.Split(field, ".")
	kept := parts[:0]
	for _, p := range parts {
		if p == "" || !unicode.IsUpper(rune(p[0])) {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, ".")
}
