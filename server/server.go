package server

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"runtime/debug"
	"strings"

	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/game"
)

// Server is the HTTP handler of the page and the API. Make one with New.
type Server struct {
	cfg      Config
	slots    *slots
	mux      *http.ServeMux
	games    []byte                // the body of GET /api/games, built once
	rankings map[game.Game]Ranking // the bodies of GET /api/ranking, by game of two-card ranges
	// running, if not nil, is called by each computation once it holds
	// its slot, before it runs: tests hold a computation there, to stop
	// the server while it runs. Nil outside tests.
	running func(ctx context.Context)
}

// New returns a server with the limits of cfg (see Config for the
// defaults of its zero fields).
func New(cfg Config) *Server {
	cfg = cfg.withDefaults()
	s := &Server{cfg: cfg, slots: newSlots(cfg.MaxRunning, cfg.MaxQueued, cfg.QueueTimeout), mux: http.NewServeMux()}
	s.games = mustJSON(newGames())
	s.rankings = map[game.Game]Ranking{}
	for _, g := range game.All() {
		if g.Holding() == game.Combos {
			s.rankings[g] = newRanking(g)
		}
	}
	s.routes()
	return s
}

// routes registers the handlers. Each API path also has a handler for any
// other method, so that a wrong method gets a JSON 405 as every other
// error does.
func (s *Server) routes() {
	api := []struct {
		method, path string
		h            http.HandlerFunc
	}{
		{"GET", "/healthz", s.health},
		{"GET", "/api/limits", s.limits},
		{"GET", "/api/games", s.static(func() []byte { return s.games })},
		{"GET", "/api/ranking", s.ranking},
		{"GET", "/api/range", s.rangeOf},
	}
	// Every POST endpoint is a row of the registry, served by the one
	// request path (endpoint); equity answers in a way of its own (it
	// may stream).
	respond := map[string]responder{"equity": s.respondEquity}
	for _, f := range feature.All() {
		if f.Path != "" {
			api = append(api, struct {
				method, path string
				h            http.HandlerFunc
			}{"POST", f.Path, s.endpoint(f, respond[f.Name])})
		}
	}
	var paths []string
	allow := map[string][]string{}
	for _, a := range api {
		s.mux.HandleFunc(a.method+" "+a.path, a.h)
		if allow[a.path] == nil {
			paths = append(paths, a.path)
		}
		allow[a.path] = append(allow[a.path], a.method)
	}
	for _, p := range paths {
		s.mux.HandleFunc(p, methodNotAllowed(allow[p]...))
	}
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, errorf(http.StatusNotFound, "", fmt.Sprintf("no such endpoint: %s", r.URL.Path)))
	})
	s.mux.Handle("/", page())
}

// ServeHTTP serves the page and the API, recovering from a handler's panic
// with a logged 500.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer s.recover(w, r)
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	if s.checkHost(w, r) || s.cors(w, r) {
		return
	}
	s.mux.ServeHTTP(w, r)
}

// MaxHeaderBytes bounds the request line and headers of a request, the
// query of GET /api/range among them, whatever Config.MaxBody.
const MaxHeaderBytes = 64 << 10

// HTTPServer returns an http.Server for s on addr with the timeouts of its
// Config, whose requests' contexts derive from ctx: cancelling ctx cancels
// every computation in flight, which then answers with what it has (a
// Monte Carlo estimate marked interrupted), so that Shutdown is prompt.
func (s *Server) HTTPServer(ctx context.Context, addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           s,
		ReadHeaderTimeout: s.cfg.ReadTimeout,
		ReadTimeout:       s.cfg.ReadTimeout,
		WriteTimeout:      s.cfg.WriteTimeout,
		IdleTimeout:       s.cfg.IdleTimeout,
		// Headers have a bound of their own: a larger body limit
		// (--max-body) must not let a client send megabytes of headers.
		MaxHeaderBytes: MaxHeaderBytes,
		// Each request can find ctx again, to tell the server stopping
		// from its client going away (see stopping).
		BaseContext: func(net.Listener) context.Context { return context.WithValue(ctx, baseKey{}, ctx) },
	}
}

// recover turns a panic of a handler into a logged 500. It is deferred by
// ServeHTTP; http.ErrAbortHandler, a deliberate abort, goes on up.
func (s *Server) recover(w http.ResponseWriter, r *http.Request) {
	v := recover()
	if v == nil {
		return
	}
	if v == http.ErrAbortHandler {
		panic(v)
	}
	s.cfg.Log.Error("panic serving a request", "method", r.Method, "path", r.URL.Path, "panic", fmt.Sprint(v), "stack", string(debug.Stack()))
	writeError(w, errorf(http.StatusInternalServerError, "", "internal error"))
}

// cors sets the CORS headers for a request from the configured origin,
// and answers its preflight requests; it reports whether it answered.
// Without an origin configured, it does nothing: browsers then keep other
// sites' pages from reading the API, and from sending it JSON at all.
func (s *Server) cors(w http.ResponseWriter, r *http.Request) bool {
	origin := r.Header.Get("Origin")
	allowed := s.cfg.CORSOrigin
	if allowed == "" || origin == "" || (allowed != "*" && !strings.EqualFold(origin, allowed)) {
		return false
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", origin)
	h.Add("Vary", "Origin")
	if r.Method != http.MethodOptions || r.Header.Get("Access-Control-Request-Method") == "" {
		return false
	}
	h.Set("Access-Control-Allow-Methods", "GET, POST")
	h.Set("Access-Control-Allow-Headers", "Content-Type, Accept")
	h.Set("Access-Control-Max-Age", "600")
	w.WriteHeader(http.StatusNoContent)
	return true
}

// methodNotAllowed answers a request with the wrong method for its path,
// whose methods are those given (GET standing for HEAD as well).
func methodNotAllowed(methods ...string) http.HandlerFunc {
	var list []string
	for _, m := range methods {
		list = append(list, m)
		if m == "GET" {
			list = append(list, "HEAD")
		}
	}
	allow := strings.Join(list, ", ")
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", allow)
		writeError(w, errorf(http.StatusMethodNotAllowed, "", fmt.Sprintf("%s %s: want %s", r.Method, r.URL.Path, allow)))
	}
}

// static serves a JSON body built once.
func (s *Server) static(body func() []byte) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "max-age=3600")
		writeBody(w, http.StatusOK, "application/json", body())
	}
}
