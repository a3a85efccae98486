package server

import (
	"context"
	"net/http"
)

// baseKey is the context key under which HTTPServer keeps, in each
// request's context, the server's own context: a request whose context is
// done can then tell a server stopping (the server's context done too)
// from a client gone away (only the request's).
type baseKey struct{}

// stopping reports whether the server serving r is stopping: its
// HTTPServer's context is done. A request served otherwise (by a handler
// mounted elsewhere) never is.
func stopping(r *http.Request) bool {
	base, ok := r.Context().Value(baseKey{}).(context.Context)
	return ok && base.Err() != nil
}

// acquire waits for a computation slot for r. If it gets none, it answers
// r, with 429 or 503 (errBusy, errTimeout or errStopping), and returns
// false; a client gone away gets no answer, as no one would read it.
func (s *Server) acquire(w http.ResponseWriter, r *http.Request) (release func(), ok bool) {
	release, err := s.slots.acquire(r.Context())
	switch {
	case err == nil:
		return release, true
	case stopping(r):
		writeError(w, errStopping)
	case r.Context().Err() == nil:
		writeError(w, apiError(err))
	}
	return nil, false
}
