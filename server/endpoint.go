package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/report"
)

// endpoint returns the handler of f's endpoint: the one request path that
// every POST endpoint of the API takes, in this order:
//
//  1. the cross-origin check: a POST whose Origin is neither this
//     server's own nor the --cors one gets 403 (Host was checked by
//     ServeHTTP);
//  2. the content type: one f.Body does not take gets 415;
//  3. the body, of at most Config.MaxBody bytes (413), decoded strictly
//     into f's request (400 naming the field); an Upload body, of at most
//     Config.MaxUpload bytes, is opened as a stream instead: its options
//     read, its files read by the computation in step 6, a body over the
//     limit then getting 413 (openUpload);
//  4. validation of every field against its domain and this server's
//     limits (400 naming the field), before any work;
//  5. a computation slot (429 when the line is full, 503 when none came
//     free in time or the server is stopping);
//  6. the computation, under f.Deadline of this server's limits and the
//     request's context, so that a client going away cancels it;
//  7. the answer, written whole to a buffer first, so that a result that
//     is not finite is a 400 blaming the field f.Blame names, never a 500
//     nor half an answer; a server that began stopping meanwhile answers
//     503, never an empty 200; a client gone away gets nothing.
//
// respond, if not nil, replaces steps 6 and 7 (equity's streaming).
func (s *Server) endpoint(f feature.Feature, respond responder) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if e := s.crossOrigin(r); e != nil {
			writeError(w, e)
			return
		}
		q, e := s.read(w, r, f)
		if e != nil {
			writeError(w, e)
			return
		}
		lim := s.featureLimits()
		if err := q.Validate(lim); err != nil {
			writeError(w, s.classify(f.Name, err))
			return
		}
		release, ok := s.acquire(w, r)
		if !ok {
			return
		}
		defer release()
		deadline := f.Deadline(lim)
		ctx, cancel := context.WithTimeout(r.Context(), deadline)
		defer cancel()
		// The computation's deadline, not the server's WriteTimeout,
		// bounds the answer: past WriteTimeout the connection would be
		// cut without one. An upload is read during the computation,
		// under its deadline rather than the server's ReadTimeout.
		rc := http.NewResponseController(w)
		rc.SetWriteDeadline(time.Now().Add(deadline + 10*time.Second))
		if f.Body == feature.Upload {
			rc.SetReadDeadline(time.Now().Add(deadline))
		}
		if s.running != nil {
			s.running(ctx)
		}
		if respond != nil {
			respond(ctx, w, r, q)
			return
		}
		body, ctype, err := s.answer(ctx, f, q, lim)
		switch {
		case stopping(r):
			writeError(w, errStopping)
		case r.Context().Err() != nil:
			// The client went away: no one would read an answer.
		case err != nil:
			writeError(w, s.runError(f, err))
		default:
			writeBody(w, http.StatusOK, ctype, body)
		}
	}
}

// responder answers a validated request of a row in a slot, under ctx,
// in a way of its own.
type responder func(ctx context.Context, w http.ResponseWriter, r *http.Request, q feature.Request)

// answer runs q and writes its answer to a buffer, in the format it asks
// for (JSON unless it has an OutputFormat), with the content type of that
// format.
func (s *Server) answer(ctx context.Context, f feature.Feature, q feature.Request, lim feature.Limits) ([]byte, string, error) {
	rep, err := q.Run(ctx, lim)
	if err != nil {
		return nil, "", err
	}
	format, ctype := report.JSON, "application/json"
	if o, ok := q.(interface{ OutputFormat() report.Format }); ok && o.OutputFormat() == report.HTML {
		format, ctype = report.HTML, "text/html; charset=utf-8"
	}
	if err := feature.Finite(rep, f.Blame); err != nil {
		return nil, "", err
	}
	var b bytes.Buffer
	if err := report.Write(&b, format, rep); err != nil {
		return nil, "", err
	}
	return b.Bytes(), ctype, nil
}

// featureLimits returns the limits of one computation on this server.
func (s *Server) featureLimits() feature.Limits {
	return feature.Limits{Workers: s.cfg.Workers, MaxPlayers: s.cfg.MaxPlayers, CPUBudget: s.cfg.CPUBudget, DefaultTime: s.cfg.DefaultTime}
}

// read checks the content type of r's body and reads it into a new
// request of f: a JSON body decoded strictly, or an uploaded file with
// its options.
func (s *Server) read(w http.ResponseWriter, r *http.Request, f feature.Feature) (feature.Request, *Error) {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if !f.Body.Takes(mt) {
		if f.Body == feature.JSON {
			return nil, errorf(http.StatusUnsupportedMediaType, "", "the body must be JSON, sent with Content-Type: application/json")
		}
		return nil, errorf(http.StatusUnsupportedMediaType, "", fmt.Sprintf("%s takes a file as %s, not %q", f.Path, strings.Join(f.Body.ContentTypes(), ", "), mt))
	}
	q := f.New()
	if f.Body == feature.Upload {
		up, ok := q.(feature.Uploader)
		if !ok {
			return nil, errorf(http.StatusInternalServerError, "", f.Name+": an Upload row whose request takes no upload")
		}
		option, files, e := s.openUpload(w, r)
		if e != nil {
			return nil, e
		}
		if err := up.Take(option, files); err != nil {
			return nil, s.classify(f.Name, err)
		}
		return q, nil
	}
	if e := decode(w, r, s.cfg.MaxBody, q); e != nil {
		return nil, e
	}
	return q, nil
}

// crossOrigin returns a 403 for a request sent by a page of another
// origin than this server's own or the one Config.CORSOrigin allows: its
// Origin header names another, or, from a browser that sends none, its
// Sec-Fetch-Site says cross-site. A request without either (curl, a
// program) is not a browser's, and passes. Browsers send Origin with every
// cross-origin POST, whatever its content type, so that a form of any
// site the user visits cannot post to a server on the user's machine.
func (s *Server) crossOrigin(r *http.Request) *Error {
	origin := r.Header.Get("Origin")
	if origin == "" {
		if r.Header.Get("Sec-Fetch-Site") != "cross-site" {
			return nil
		}
	} else if origin == "null" && r.Header.Get("Sec-Fetch-Site") == "same-origin" {
		// A form of this server's own page, posted as a navigation under
		// its Referrer-Policy no-referrer: the browser sends Origin null,
		// and says where the request comes from in Sec-Fetch-Site, which
		// no page can set.
		return nil
	} else if sameOrigin(origin, r.Host) || s.cfg.CORSOrigin == "*" || strings.EqualFold(origin, s.cfg.CORSOrigin) {
		return nil
	}
	return errorf(http.StatusForbidden, "", fmt.Sprintf(
		"a cross-origin request (Origin %s) is refused: this server takes requests from its own page, or from the origin --cors names", quoteHost(origin)))
}

// sameOrigin reports whether origin, an Origin header, names the host
// (and port) of host, a request's Host header.
func sameOrigin(origin, host string) bool {
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && strings.EqualFold(u.Host, host)
}

// classify returns the response to an error of a request of the feature
// name: a 400 naming the field at fault for a *feature.FieldError, and
// otherwise as apiError says, a 500 being logged as the bug it is.
func (s *Server) classify(name string, err error) *Error {
	var (
		fe *feature.FieldError
		uv *json.UnsupportedValueError
	)
	switch {
	case errors.As(err, &fe):
		return errorf(http.StatusBadRequest, fe.Field, err.Error())
	case errors.As(err, &uv):
		// A result that is not finite, caught by its writer rather than
		// by feature.Finite (equity's answer is written by its own path).
		if f := feature.Lookup(name); f != nil {
			return s.classify(name, feature.NotFinite(f.Blame, uv.Str))
		}
	}
	e := apiError(err)
	if e.status == http.StatusInternalServerError {
		s.cfg.Log.Error("computation failed", "feature", name, "error", err)
	}
	return e
}

// runError classifies the error of a run: past its deadline a 503, and
// otherwise as classify says.
func (s *Server) runError(f feature.Feature, err error) *Error {
	if e := tooLarge(err); e != nil { // an upload read by the computation
		return e
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return errBudget
	}
	return s.classify(f.Name, err)
}
