package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/feature"
)

// conformance is the API's conformance row of a feature: a valid request,
// cheap to answer, from which the test makes bad ones, and the fields
// that a 400 may name for a bad value of another (the stack that cannot
// post an ante too big).
type conformance struct {
	valid string
	also  map[string][]string
	// An Upload row's valid query, sent with history/testdata/rules.txt,
	// and its bad uploads: each a query, a body and the field a 400 names.
	query   string
	uploads []upload
}

type upload struct{ query, body, field string }

// apiConformance has a row for every feature with an endpoint: a feature
// added to the registry without one fails TestConformanceRows.
var apiConformance = map[string]conformance{
	"equity": {valid: `{"players": ["AhKh", "QsQd"], "board": "Ts9h2c", "trials": 2000, "seed": 1}`,
		also: map[string][]string{"players": {"player", "matchup"}, "board": {"matchup"}, "dead": {"dead cards", "matchup"}, "hi_lo": {"game"},
			"trips_beat_straight": {"game"}, "by_card": {"board"}, "outs": {"board"}, "streets": {"board"}, "seed": {"method"}}},
	"range": {valid: `{"range": "QQ+,AK", "board": "Ts9h2c", "vs": ["AhAd"]}`,
		also: map[string][]string{"keep": {"board"}, "vs": {"board", "range"}, "board": {"vs"}, "trips_beat_straight": {"game"}, "export": {"board"}}},
	"flops": {valid: `{"ranges": ["AA", "KK"], "board_filter": "monotone"}`},
	"hands": {uploads: []upload{
		{"", "", "file"},
		{"", "\x00\xff\xfe binary", "file"},
		{"", strings.Repeat("{a=", 15_000), "file"},
		{"?format=pdf", rulesTxt, "format"},
		{"?format=" + strings.Repeat("x", 5000), rulesTxt, "format"},
		{"?player=" + strings.Repeat("x", 5000), rulesTxt, "player"},
	}},
	"replay": {query: "?hand=1001", uploads: []upload{
		{"", rulesTxt, "hand"},
		{"?hand=" + strings.Repeat("9", 100), rulesTxt, "hand"},
		{"?hand=a%20b", rulesTxt, "hand"},
		{"?hand=404", rulesTxt, "hand"},
		{"?hand=1001", "", "hand"},
		{"?hand=1001", "\x00\xff\xfe binary", "hand"},
		{"?hand=1001&player=" + strings.Repeat("x", 5000), rulesTxt, "player"},
	}},
	"icm": {valid: `{"stacks": [50, 30, 20], "payouts": [70, 30], "call": {"hero": 3, "villain": 1, "equity": 0.45}}`,
		also: map[string][]string{"call": {"hero", "villain", "equity", "dead"}}},
	"pushfold": {valid: `{"stack": 10}`,
		also: map[string][]string{"ante": {"stack"}}},
	"pushfold-chart":  {valid: `{"ante": 0}`, also: map[string][]string{"stack": {""}}},
	"pushfold-icm":    {valid: `{"stacks": [10, 10, 10], "payouts": [50, 30, 20]}`, also: map[string][]string{"ante": {"stacks"}}},
	"pushfold-button": {valid: `{"stacks": [10, 10, 10], "payouts": [50, 30, 20], "deals": 1000}`, also: map[string][]string{"ante": {"stacks"}}},
	"eval":            {valid: `{"cards": "AhKh", "board": "QhJhTh"}`, also: map[string][]string{"game": {"cards"}, "board": {"cards"}, "hi_lo": {"game"}, "trips_beat_straight": {"game"}}},
	"pql":             {valid: `{"query": "select avg(riverEquity(hero)) as eq from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c'"}`},
	"solve":           {valid: `{"board": "Kh Td 6c 3s 2h", "oop": "KK,QJ", "ip": "T9", "pot": 100, "stack": 100, "bets": "oop:river:100%"}`},
}

// TestConformanceRows checks that the registry's endpoints and the
// conformance rows match one to one.
func TestConformanceRows(t *testing.T) {
	for _, f := range feature.All() {
		if _, ok := apiConformance[f.Name]; f.Path != "" && !ok {
			t.Errorf("feature %q (%s) has no conformance row: add one to apiConformance", f.Name, f.Path)
		}
	}
	for name := range apiConformance {
		if f := feature.Lookup(name); f == nil || f.Path == "" {
			t.Errorf("conformance row %q is of no feature with an endpoint", name)
		}
	}
}

// conformanceServer returns a server whose budget keeps each computation
// short, so that a bad value that is in its domain (a billion trials) runs
// out of time rather than holding the test.
func conformanceServer(t *testing.T) *Server {
	cfg := quiet(t, nil)
	cfg.MaxBody, cfg.Workers, cfg.CPUBudget, cfg.DefaultTime = 1<<20, 1, 300*time.Millisecond, 50*time.Millisecond
	return New(cfg)
}

// badScalars are the values that every field of every request is sent.
func badScalars() []string {
	return []string{`"x"`, `"NaN"`, `"Inf"`, `"-Inf"`, `1e308`, `-1e308`, `5e-324`, `-1`, `0`, `1.5`, `true`, `null`, `{}`,
		`"` + strings.Repeat("A", 20_000) + `"`, `"\u0000\u001b[31m"`}
}

// jsonFields returns the JSON names of the fields of the struct v points
// to, with those of the structs it embeds, and whether each is a list.
func jsonFields(v any) map[string]bool {
	fields := map[string]bool{}
	var walk func(reflect.Type)
	walk = func(t reflect.Type) {
		for i := range t.NumField() {
			f := t.Field(i)
			if f.Anonymous && f.Type.Kind() == reflect.Struct {
				walk(f.Type)
				continue
			}
			if !f.IsExported() {
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" {
				continue
			}
			if name == "" {
				name = f.Name
			}
			fields[name] = f.Type.Kind() == reflect.Slice
		}
	}
	walk(reflect.TypeOf(v).Elem())
	return fields
}

// badBodies returns bodies made from valid, each with one bad value of
// field: every bad scalar in its place; for a list, every bad scalar as
// its first item, and 10,001 items (too many players or units).
func badBodies(t *testing.T, valid, field string, list bool) []string {
	var base map[string]json.RawMessage
	if err := json.Unmarshal([]byte(valid), &base); err != nil {
		t.Fatalf("conformance row %s: %v", valid, err)
	}
	with := func(v string) string {
		m := map[string]json.RawMessage{}
		for k, x := range base {
			m[k] = x
		}
		m[field] = json.RawMessage(v)
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("%s = %s: %v", field, v, err)
		}
		return string(b)
	}
	var bodies []string
	for _, v := range badScalars() {
		bodies = append(bodies, with(v))
	}
	if list {
		var items []json.RawMessage
		json.Unmarshal(base[field], &items)
		for _, v := range badScalars() {
			bad := append([]json.RawMessage{json.RawMessage(v)}, items[min(1, len(items)):]...)
			b, _ := json.Marshal(bad)
			bodies = append(bodies, with(string(b)))
		}
		one := json.RawMessage(`1`)
		if len(items) > 0 {
			one = items[0]
		}
		many, _ := json.Marshal(slices.Repeat([]json.RawMessage{one}, 10_001))
		bodies = append(bodies, with(string(many)))
	}
	return bodies
}

// TestConformanceBadValues sends every endpoint a bad value in every
// field of its request, and checks that each gets an answer (200), a 400
// naming the field, or a 503 for running past the budget: never a 500,
// an empty answer or another field's blame.
func TestConformanceBadValues(t *testing.T) {
	s := conformanceServer(t)
	for _, f := range feature.All() {
		row, ok := apiConformance[f.Name]
		if !ok || f.Body != feature.JSON {
			continue
		}
		t.Run(f.Name, func(t *testing.T) {
			if w := postJSON(s, f.Path, row.valid); w.Code != http.StatusOK && w.Code != http.StatusServiceUnavailable {
				t.Fatalf("POST %s %s (the valid request) = %d %s", f.Path, row.valid, w.Code, w.Body)
			}
			for field, list := range jsonFields(f.New()) {
				for _, body := range badBodies(t, row.valid, field, list) {
					w := postJSON(s, f.Path, body)
					checkAnswer(t, w, f.Path, field, shorten(body), row.also[field])
				}
			}
		})
	}
}

// checkAnswer checks w, the answer to a request with a bad value of field.
func checkAnswer(t *testing.T, w *httptest.ResponseRecorder, path, field, body string, also []string) {
	t.Helper()
	switch w.Code {
	case http.StatusOK:
		if w.Body.Len() == 0 {
			t.Errorf("POST %s %s = empty 200", path, body)
		}
	case http.StatusBadRequest:
		var e Error
		if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || e.Message == "" {
			t.Errorf("POST %s %s = 400 %q: not an error object", path, body, w.Body)
			return
		}
		if !blames(e.Where, field) && !slices.ContainsFunc(also, func(a string) bool { return blames(e.Where, a) }) {
			t.Errorf("POST %s %s = 400 at %q (%s), want the field %q named", path, body, e.Where, e.Message, field)
		}
	case http.StatusServiceUnavailable:
		if e := decodeAs[Error](t, w); e.Message != errBudget.Message {
			t.Errorf("POST %s %s = 503 %s, want 200, 400 or the budget's 503", path, body, w.Body)
		}
	default:
		t.Errorf("POST %s %s = %d %s, want 200, 400 naming %q or the budget's 503", path, body, w.Code, w.Body, field)
	}
}

// blames reports whether where, the part an error blames, is field or a
// part of it ("stacks" of "stacks", "call.hero" or "hero" of "call",
// "player 2" of "players").
func blames(where, field string) bool {
	return where == field || strings.HasPrefix(where, field+".") || strings.HasPrefix(where, field+" ") || strings.HasPrefix(field, where+".") ||
		strings.HasPrefix(where, strings.TrimSuffix(field, "s")+" ") || strings.HasSuffix(field, "."+where)
}

// shorten cuts a body for a message.
func shorten(s string) string {
	if len(s) > 200 {
		return s[:200] + fmt.Sprintf("...(%d bytes)", len(s))
	}
	return s
}

// rulesTxt is history/testdata/rules.txt, the file of the Upload rows'
// conformance.
var rulesTxt = func() string {
	data, err := os.ReadFile("../history/testdata/rules.txt")
	if err != nil {
		panic(err)
	}
	return string(data)
}()

// TestConformanceUpload sends the Upload rows their bad files and options,
// and the valid request.
func TestConformanceUpload(t *testing.T) {
	s := conformanceServer(t)
	for _, f := range feature.All() {
		if f.Body != feature.Upload {
			continue
		}
		row := apiConformance[f.Name]
		if len(row.uploads) == 0 {
			t.Errorf("%s: an Upload row without bad uploads", f.Name)
		}
		if w := call(s, "POST", f.Path+row.query, "text/plain", rulesTxt); w.Code != http.StatusOK {
			t.Errorf("POST %s%s rules.txt = %d %s", f.Path, row.query, w.Code, w.Body)
		}
		for _, tt := range row.uploads {
			w := call(s, "POST", f.Path+tt.query, "text/plain", tt.body)
			checkAnswer(t, w, f.Path, tt.field, shorten(tt.query+" "+tt.body), nil)
		}
	}
}

// TestConformanceOrigin checks that every endpoint refuses a post of
// another site's page (403), a content type it does not take (415) and a
// Host that is not its own (421), and takes its own page's.
func TestConformanceOrigin(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.LoopbackHosts = true
	s := New(cfg)
	for _, f := range feature.All() {
		if f.Path == "" {
			continue
		}
		good, bad := f.Body.ContentTypes()[0], "application/json"
		if f.Body == feature.JSON {
			bad = "text/plain"
		}
		tests := []struct {
			ctype  string
			header []string
			want   int
		}{
			{good, []string{"Origin", "https://evil.example"}, http.StatusForbidden},
			{good, []string{"Sec-Fetch-Site", "cross-site"}, http.StatusForbidden},
			{bad, nil, http.StatusUnsupportedMediaType},
			{good, []string{"Host", "evil.example"}, http.StatusMisdirectedRequest},
		}
		for _, tt := range tests {
			r := httptest.NewRequest("POST", "http://localhost:8080"+f.Path, strings.NewReader(apiConformance[f.Name].valid))
			r.Header.Set("Content-Type", tt.ctype)
			for i := 0; i+1 < len(tt.header); i += 2 {
				r.Header.Set(tt.header[i], tt.header[i+1])
			}
			if tt.header != nil && tt.header[0] == "Host" {
				r.Host = tt.header[1]
			}
			w := httptest.NewRecorder()
			s.ServeHTTP(w, r)
			if w.Code != tt.want {
				t.Errorf("POST %s (%s, %q) = %d %s, want %d", f.Path, tt.ctype, tt.header, w.Code, w.Body, tt.want)
			}
		}
	}
}

// TestConformanceStopping stops a server while a request of every
// endpoint runs and another waits for a slot: each gets the 503 "the
// server is stopping" with Retry-After (a running equity Monte Carlo run
// may instead answer what it has, marked interrupted).
func TestConformanceStopping(t *testing.T) {
	for _, f := range feature.All() {
		if f.Path == "" {
			continue
		}
		t.Run(f.Name, func(t *testing.T) {
			cfg := quiet(t, nil)
			cfg.MaxRunning, cfg.MaxQueued, cfg.QueueTimeout, cfg.CPUBudget = 1, 1, 1000*time.Hour, time.Minute
			s := New(cfg)
			ctx, cancel := context.WithCancel(context.Background())
			s.running = func(context.Context) { <-ctx.Done() }
			ts := httptest.NewUnstartedServer(s)
			ts.Config = s.HTTPServer(ctx, "")
			ts.Start()
			defer ts.Close()
			defer cancel()
			body := apiConformance[f.Name].valid
			if f.Body == feature.Upload {
				data, err := os.ReadFile("../history/testdata/rules.txt")
				if err != nil {
					t.Fatal(err)
				}
				body = string(data)
			}
			path := f.Path + apiConformance[f.Name].query
			post := func() <-chan string {
				got := make(chan string, 1)
				go func() {
					resp, err := ts.Client().Post(ts.URL+path, f.Body.ContentTypes()[0], strings.NewReader(body))
					if err != nil {
						got <- err.Error()
						return
					}
					defer resp.Body.Close()
					b, _ := io.ReadAll(resp.Body)
					var e Error
					switch {
					case f.Name == "equity" && resp.StatusCode == http.StatusOK && strings.Contains(string(b), `"interrupted":true`):
						got <- "" // equity answers what it counted, marked interrupted
					case f.Name == "equity" && resp.StatusCode == http.StatusOK && strings.Contains(string(b), `"samples":2000,`):
						// The whole run: the server's cancellation reaches
						// a request's context an instant after the hook
						// wakes, time enough for 2,000 trials on a loaded
						// machine (seen under -race). A whole answer is not
						// an empty one.
						got <- ""
					case resp.StatusCode != http.StatusServiceUnavailable || json.Unmarshal(b, &e) != nil || e.Message != errStopping.Message || resp.Header.Get("Retry-After") == "":
						got <- resp.Status + " " + shorten(string(b))
					default:
						got <- ""
					}
				}()
				return got
			}
			running := post()
			waitFor(t, s, 1, 0)
			queued := post()
			waitFor(t, s, 1, 1)
			cancel()
			for what, c := range map[string]<-chan string{"running": running, "queued": queued} {
				select {
				case msg := <-c:
					if msg != "" {
						t.Errorf("a %s request at shutdown got %q, want 503 %q with Retry-After", what, msg, errStopping.Message)
					}
				case <-time.After(hangGuard):
					t.Fatalf("no answer to the %s request", what)
				}
			}
		})
	}
}
