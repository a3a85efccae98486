package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestHostCheck checks that a server on loopback answers only this
// machine's names and the names allowed, so that a DNS-rebinding page
// (whose Host is its own name) gets 421, while a server without the check
// answers any name.
func TestHostCheck(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.LoopbackHosts, cfg.AllowedHosts = true, []string{"Poker.Local"}
	checked := New(cfg)
	open := New(quiet(t, nil))
	tests := []struct {
		host string
		ok   bool
	}{
		{"localhost", true},
		{"localhost:8080", true},
		{"LOCALHOST.:8080", true},
		{"app.localhost:8080", true},
		{"127.0.0.1:8080", true},
		{"127.1.2.3", true},
		{"[::1]:8080", true},
		{"[::ffff:127.0.0.1]:80", true},
		{"poker.local:8080", true},
		{"rebind.evil.example", false},
		{"rebind.evil.example:8080", false},
		{"localhost.evil.example", false},
		{"evil-localhost", false},
		{"10.0.0.1:8080", false},
		{"[::2]:8080", false},
		{"", false},
	}
	for _, tt := range tests {
		t.Run(tt.host, func(t *testing.T) {
			for _, path := range []string{"/api/games", "/healthz", "/"} {
				r := httptest.NewRequest("GET", path, nil)
				r.Host = tt.host
				w := httptest.NewRecorder()
				checked.ServeHTTP(w, r)
				if got := w.Code != http.StatusMisdirectedRequest; got != tt.ok {
					t.Errorf("GET %s with Host %q: %d %s; want answered %v", path, tt.host, w.Code, w.Body, tt.ok)
				}
				if !tt.ok && !strings.Contains(w.Body.String(), "answers only to localhost") {
					t.Errorf("GET %s with Host %q: %s, want a message saying which names", path, tt.host, w.Body)
				}
				w = httptest.NewRecorder()
				open.ServeHTTP(w, r)
				if w.Code == http.StatusMisdirectedRequest {
					t.Errorf("without the check, GET %s with Host %q got 421", path, tt.host)
				}
			}
		})
	}
	w := postJSON(checked, "/api/equity", `{"players": ["AhKh", "QsQd"], "trials": 1000}`)
	if w.Code != http.StatusMisdirectedRequest { // httptest's Host is example.com
		t.Errorf("POST /api/equity for example.com: %d, want 421", w.Code)
	}
}
