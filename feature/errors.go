package feature

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/pokersim/pokersim/report"
)

// Errors wrapped by *FieldError; test for them with errors.Is.
var (
	// ErrValue reports a request value outside its documented domain.
	ErrValue = errors.New("bad value")
	// ErrNotFinite reports a result that is not a finite number: the
	// inputs are beyond what the feature's numbers can carry.
	ErrNotFinite = errors.New("the result is not a finite number")
)

// FieldError reports a bad request: Field names the JSON field at fault
// (such as "stacks", "ranges" or "deals"), and Err says why, wrapping
// ErrValue, ErrNotFinite or the feature's own error.
type FieldError struct {
	Field string
	Err   error
}

// Error returns the message of Err: it names the field as the feature
// words it.
func (e *FieldError) Error() string { return e.Err.Error() }

// Unwrap returns Err.
func (e *FieldError) Unwrap() error { return e.Err }

// fieldError returns a *FieldError of field wrapping ErrValue, with the
// message formatted as fmt.Sprintf does.
func fieldError(field, format string, args ...any) *FieldError {
	return &FieldError{Field: field, Err: &valueError{fmt.Sprintf(format, args...)}}
}

// valueError is a message wrapping ErrValue.
type valueError struct{ msg string }

func (e *valueError) Error() string { return e.msg }
func (e *valueError) Unwrap() error { return ErrValue }

// at returns err as a *FieldError of field, unless it is nil or one
// already.
func at(field string, err error) error {
	var fe *FieldError
	if err == nil || errors.As(err, &fe) {
		return err
	}
	return &FieldError{Field: field, Err: err}
}

// Finite checks that r, a report with a JSON form, holds only finite
// numbers, by writing that form to nowhere: JSON has no infinity nor NaN,
// so encoding/json refuses them, and a report's JSON holds every figure
// its other forms print. The error is a *FieldError of blame wrapping
// ErrNotFinite; an error of r's writer other than an unsupported value is
// returned as it is. A report without a JSON form passes.
func Finite(r report.Report, blame string) error {
	err := report.Write(io.Discard, report.JSON, r)
	var uv *json.UnsupportedValueError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &uv):
		return NotFinite(blame, uv.Str)
	}
	for _, f := range r.Formats() {
		if f == report.JSON {
			return err
		}
	}
	return nil
}

// NotFinite returns the error of a result that is not finite (value, as
// "+Inf" or "NaN"), blaming field: a *FieldError wrapping ErrNotFinite.
func NotFinite(field, value string) error {
	return &FieldError{Field: field, Err: &notFinite{field: field, value: value}}
}

// notFinite is the error of a result that is not finite, wrapping
// ErrNotFinite.
type notFinite struct{ field, value string }

func (e *notFinite) Error() string {
	return fmt.Sprintf("%s: these values give a result of %s, beyond the numbers pokersim computes with", e.field, e.value)
}

func (e *notFinite) Unwrap() error { return ErrNotFinite }
