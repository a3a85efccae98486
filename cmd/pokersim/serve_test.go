package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a buffer that one goroutine writes while another reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// serving is "pokersim serve" running in-process on a free loopback port.
type serving struct {
	url  string // such as http://127.0.0.1:41234/
	stop func() result
}

var servingOn = regexp.MustCompile(`pokersim serving on (http://\S+/) \(Ctrl-C to stop\)\n`)

// startServe runs "pokersim serve --addr 127.0.0.1:0" with args, waits
// until it prints its URL, and stops it (as Ctrl-C does) at the end of the
// test unless stop is called first. Run the command line before, not
// while, it serves: urfave/cli keeps state in package variables.
func startServe(t *testing.T, args ...string) *serving {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	if !slices.Contains(args, "--addr") {
		args = append([]string{"--addr", "127.0.0.1:0"}, args...)
	}
	args = append([]string{"pokersim", "serve"}, args...)
	go func() { done <- run(ctx, args, strings.NewReader(""), &stdout, &stderr) }()
	var once sync.Once
	var res result
	s := &serving{stop: func() result {
		once.Do(func() {
			cancel()
			select {
			case code := <-done:
				res = result{stdout.String(), stderr.String(), code}
			case <-time.After(10 * time.Second):
				t.Errorf("pokersim serve did not stop within 10s of Ctrl-C")
			}
		})
		return res
	}}
	t.Cleanup(func() { s.stop() })
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if m := servingOn.FindStringSubmatch(stdout.String()); m != nil {
			s.url = m[1]
			return s
		}
		select {
		case code := <-done:
			t.Fatalf("pokersim %q ended with %d before serving: %s", args[1:], code, stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	t.Fatalf("pokersim %q printed no URL: %q", args[1:], stdout.String())
	return nil
}

// postEquity posts a JSON body to a server's /api/equity.
func postEquity(t *testing.T, url, body string) (int, []byte) {
	t.Helper()
	resp, err := http.Post(url+"api/equity", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, b
}

// withoutSeconds returns the JSON of an equity report without its running
// time, the one figure that differs between two runs.
func withoutSeconds(t *testing.T, b []byte) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%q: %v", b, err)
	}
	delete(m, "seconds")
	out, _ := json.Marshal(m)
	return string(out)
}

// TestServeAnswersAsEquity checks that POST /api/equity answers with what
// "pokersim equity --format json" prints for the same request, the same
// bytes but for the running time.
func TestServeAnswersAsEquity(t *testing.T) {
	tests := []struct {
		args []string
		body string
	}{
		{[]string{"AhKh", "vs", "QsQd"}, `{"players": ["AhKh", "QsQd"]}`},
		{[]string{"AhKh", "vs", "QQ+,AKs", "--board", "Ts9h2c", "--by-class"}, `{"players": ["AhKh", "QQ+,AKs"], "board": "Ts9h2c", "by_class": true}`},
		{[]string{"--trials", "300000", "--seed", "42", "AhKh", "vs", "QsQd", "vs", "7c7d"}, `{"players": ["AhKh", "QsQd", "7c7d"], "trials": 300000, "seed": 42}`},
		{[]string{"--mc", "--stderr", "0.002", "--seed", "7", "--by-hand", "--confidence", "90", "QQ+, AKs", "vs", "random"},
			`{"players": ["QQ+, AKs", "random"], "method": "mc", "stderr": 0.002, "seed": 7, "by_hand": true, "confidence": 90}`},
		{[]string{"--categories", "--dead", "2d", "7c7d", "vs", "AsKs"}, `{"players": ["7c7d", "AsKs"], "categories": true, "dead": "2d"}`},
		{[]string{"--game", "fivecard", "--seed", "7", "AhAsKd", "vs", "QhQsQd2c", "vs", "random"},
			`{"game": "fivecard", "players": ["AhAsKd", "QhQsQd2c", "random"], "seed": 7}`},
	}
	want := make([]string, len(tests))
	for i, tt := range tests {
		got := runPokersim(t, "", append([]string{"equity", "--format", "json"}, tt.args...)...)
		if got.code != exitOK {
			t.Fatalf("pokersim equity %q: %+v", tt.args, got)
		}
		want[i] = withoutSeconds(t, []byte(got.stdout))
	}
	s := startServe(t)
	for i, tt := range tests {
		status, body := postEquity(t, s.url, tt.body)
		if got := withoutSeconds(t, body); status != 200 || got != want[i] {
			t.Errorf("POST /api/equity %s = %d\n%s\nwant, as pokersim equity %q prints:\n%s", tt.body, status, got, tt.args, want[i])
		}
	}
	// A bad hand: the command line's message, and the player at fault.
	bad := runPokersim(t, "", "equity", "AhKh", "vs", "QsQx")
	status, body := postEquity(t, s.url, `{"players": ["AhKh", "QsQx"]}`)
	var e struct{ Error, Where string }
	json.Unmarshal(body, &e)
	if status != 400 || "pokersim: "+e.Error+"\n" != bad.stderr || e.Where != "player 2" {
		t.Errorf("a bad hand = %d %s, want 400 with the command line's %q", status, body, bad.stderr)
	}
}

// TestServeAnswersAsRange checks that POST /api/range answers with
// exactly the bytes "pokersim range --format json" prints for the same
// question, and with its messages for bad ones.
func TestServeAnswersAsRange(t *testing.T) {
	tests := []struct {
		args []string
		body string
	}{
		{[]string{"QQ+, AK, AQs, JTs, 98s@50", "--board", "Ks7h2h"}, `{"range": "QQ+, AK, AQs, JTs, 98s@50", "board": "Ks7h2h"}`},
		{[]string{"random", "--board", "9h8h2c5d", "--dead", "Ah", "--vs", "QsQd", "--vs", "7c6c"},
			`{"range": "random", "board": "9h8h2c5d", "dead": "Ah", "vs": ["QsQd", "7c6c"]}`},
		{[]string{"22+, A2s+, KTs+, QJs", "--board", "Ks7h2h", "--keep", "top-pair+,flush-draw"},
			`{"range": "22+, A2s+, KTs+, QJs", "board": "Ks7h2h", "keep": "top-pair+,flush-draw"}`},
		{[]string{"AA, KK, AK, 54s, 22", "--board", "AsKs7h2h3c"}, `{"range": "AA, KK, AK, 54s, 22", "board": "AsKs7h2h3c"}`},
		{[]string{"100: AA, AKs, 75: AQs", "--export", "pio"}, `{"range": "100: AA, AKs, 75: AQs", "export": "pio"}`},
		{[]string{"[50]JJ-[/50]", "--game", "shortdeck"}, `{"range": "[50]JJ-[/50]", "game": "shortdeck"}`},
		{[]string{"QQ+, AK", "--board", "Ks7h2c", "--keep", "set", "--export", "equilab"}, `{"range": "QQ+, AK", "board": "Ks7h2c", "keep": "set", "export": "equilab"}`},
	}
	want := make([]string, len(tests))
	for i, tt := range tests {
		got := runPokersim(t, "", append([]string{"range", "--format", "json"}, tt.args...)...)
		if got.code != exitOK {
			t.Fatalf("pokersim range %q: %+v", tt.args, got)
		}
		want[i] = got.stdout
	}
	bad := []struct {
		args        []string
		body, where string
	}{
		{[]string{"QQ+", "--board", "Kz7h2c"}, `{"range": "QQ+", "board": "Kz7h2c"}`, "board"},
		{[]string{"QQ-K", "--board", "Ks7h2c"}, `{"range": "QQ-K", "board": "Ks7h2c"}`, "range"},
		{[]string{"QQ+", "--board", "Ks7h2c", "--vs", "AhAdKd"}, `{"range": "QQ+", "board": "Ks7h2c", "vs": ["AhAdKd"]}`, "vs 1"},
		{[]string{"QQ+", "--board", "Ks7h2c", "--keep", "top-pear"}, `{"range": "QQ+", "board": "Ks7h2c", "keep": "top-pear"}`, "keep"},
		{[]string{"QQ+", "--board", "Ks7h2c", "--keep", "flush"}, `{"range": "QQ+", "board": "Ks7h2c", "keep": "flush"}`, "keep"},
		{[]string{"QQ+", "--export", "hem"}, `{"range": "QQ+", "export": "hem"}`, "export"},
	}
	wantErr := make([]string, len(bad))
	for i, tt := range bad {
		got := runPokersim(t, "", append([]string{"range"}, tt.args...)...)
		wantErr[i] = strings.TrimSuffix(strings.TrimPrefix(got.stderr, "pokersim: "), "\n")
	}
	s := startServe(t)
	post := func(body string) (int, string) {
		t.Helper()
		resp, err := http.Post(s.url+"api/range", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	for i, tt := range tests {
		if status, got := post(tt.body); status != 200 || got != want[i] {
			t.Errorf("POST /api/range %s = %d\n%s\nwant, as pokersim range %q prints:\n%s", tt.body, status, got, tt.args, want[i])
		}
	}
	for i, tt := range bad {
		status, got := post(tt.body)
		var e struct{ Error, Where string }
		json.Unmarshal([]byte(got), &e)
		if status != 400 || e.Error != wantErr[i] || e.Where != tt.where {
			t.Errorf("POST /api/range %s = %d %s, want 400 at %q with the command line's %q", tt.body, status, got, tt.where, wantErr[i])
		}
	}
}

// TestServeStops checks Ctrl-C: a computation in flight is cancelled and
// answers with what it has, and serve ends with the status of an
// interrupted command.
func TestServeStops(t *testing.T) {
	s := startServe(t, "--cpu-budget", "1h")
	answer := make(chan []byte, 1)
	go func() {
		_, body := postEquity(t, s.url, `{"players": ["AhKh", "QsQd"], "time": "1h", "seed": 1}`)
		answer <- body
	}()
	waitRunning(t, s.url)
	start := time.Now()
	got := s.stop()
	if got.code != exitInterrupted || got.stderr != "pokersim: interrupted\n" || !servingOn.MatchString(got.stdout) {
		t.Errorf("pokersim serve, interrupted = %+v, want exit 130", got)
	}
	select {
	case body := <-answer:
		var r struct {
			Interrupted bool
			Samples     int64
		}
		if err := json.Unmarshal(body, &r); err != nil || !r.Interrupted || r.Samples == 0 {
			t.Errorf("the computation in flight answered %s, want a partial result marked interrupted", body)
		}
	case <-time.After(5 * time.Second):
		t.Errorf("the computation in flight did not answer")
	}
	t.Logf("stopped in %v", time.Since(start))
}

// waitRunning waits until a server has a computation running.
func waitRunning(t *testing.T, url string) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		resp, err := http.Get(url + "healthz")
		if err != nil {
			t.Fatal(err)
		}
		var h struct{ Running int }
		json.NewDecoder(resp.Body).Decode(&h)
		resp.Body.Close()
		if h.Running > 0 {
			return
		}
	}
	t.Fatal("no computation started")
}

// waitIdle waits until a server has no computation running or queued.
func waitIdle(t *testing.T, url string) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		resp, err := http.Get(url + "healthz")
		if err != nil {
			t.Fatal(err)
		}
		var h struct{ Running, Queued int }
		json.NewDecoder(resp.Body).Decode(&h)
		resp.Body.Close()
		if h.Running == 0 && h.Queued == 0 {
			return
		}
	}
	t.Fatal("computations still running 5s later")
}

func TestServeWarnsOffLoopback(t *testing.T) {
	s := startServe(t, "--addr", "0.0.0.0:0")
	got := s.stop()
	if !strings.Contains(got.stderr, "pokersim: warning: listening on 0.0.0.0:") || !strings.Contains(got.stdout, "http://localhost:") {
		t.Errorf("serve on 0.0.0.0 = %+v, want a warning and a localhost URL", got)
	}
	if s := startServe(t); strings.Contains(s.stop().stderr, "warning") {
		t.Errorf("serve on loopback warned")
	}
}

// TestServeHostCheck checks that serve on loopback refuses a request
// for another host name, as a DNS-rebinding page sends, with 421, and
// answers its own names and those of --allow-host.
func TestServeHostCheck(t *testing.T) {
	s := startServe(t, "--allow-host", "poker.lan, other.lan")
	for host, want := range map[string]int{
		"rebind.evil.example": http.StatusMisdirectedRequest,
		"localhost:8080":      http.StatusOK,
		"poker.lan":           http.StatusOK,
		"other.lan:8080":      http.StatusOK,
		"":                    http.StatusOK, // the URL's own, 127.0.0.1:PORT
	} {
		req, _ := http.NewRequest("GET", s.url+"api/games", nil)
		if host != "" {
			req.Host = host
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET /api/games with Host %q = %d, want %d", host, resp.StatusCode, want)
		}
	}
}

func TestServeUsageErrors(t *testing.T) {
	const hint = "Run 'pokersim serve --help' for usage.\n"
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"--workers", "0"}, `--workers: want a positive whole number, got "0"`},
		{[]string{"--max-running", "x"}, `--max-running: want a positive whole number, got "x"`},
		{[]string{"--max-queued", "-1"}, `--max-queued: want a whole number, 0 or more, got "-1"`},
		{[]string{"--max-players", "1"}, `--max-players: want 2 or more, got 1`},
		{[]string{"--max-body", "0"}, `--max-body: want a positive number of bytes, got "0"`},
		{[]string{"--cpu-budget", "5"}, `--cpu-budget: want a positive duration with its unit, such as 10s, got "5"`},
		{[]string{"--queue-timeout", "-1s"}, `--queue-timeout: want a positive duration with its unit, such as 10s, got "-1s"`},
		{[]string{"somewhere"}, `serve takes no arguments, got "somewhere"`},
		{[]string{"--allow-host", "evil.example:80"}, `--allow-host: want host names without ports, such as pokersim.local, got "evil.example:80"`},
	}
	for _, tt := range tests {
		got := runPokersim(t, "", append([]string{"serve"}, tt.args...)...)
		if want := (result{"", "pokersim: " + tt.msg + "\n" + hint, exitUsage}); got != want {
			t.Errorf("pokersim serve %q = %+v\nwant %+v", tt.args, got, want)
		}
	}
	got := runPokersim(t, "", "serve", "--addr", "nowhere:-1")
	if got.code != exitUsage || !strings.HasPrefix(got.stderr, "pokersim: --addr: ") {
		t.Errorf("pokersim serve --addr nowhere:-1 = %+v, want a usage error", got)
	}
}

// TestServeHostCheckOffLoopback checks that a server on every interface
// checks Host against --allow-host, warns when it cannot (no
// --allow-host), and takes --allow-host '*' as any host, with a warning.
func TestServeHostCheckOffLoopback(t *testing.T) {
	tests := []struct {
		args []string
		want map[string]int
		warn string
	}{
		{[]string{"--addr", "0.0.0.0:0", "--allow-host", "poker.lan"},
			map[string]int{"rebind.evil.example": http.StatusMisdirectedRequest, "poker.lan:8080": http.StatusOK, "": http.StatusOK}, ""},
		{[]string{"--addr", "0.0.0.0:0"},
			map[string]int{"rebind.evil.example": http.StatusOK}, "without --allow-host, requests for any host name are answered"},
		{[]string{"--allow-host", "*"},
			map[string]int{"rebind.evil.example": http.StatusOK}, "--allow-host '*' answers requests for any host name"},
	}
	for _, tt := range tests {
		s := startServe(t, tt.args...)
		for host, want := range tt.want {
			req, _ := http.NewRequest("GET", s.url+"api/games", nil)
			if host != "" {
				req.Host = host
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != want {
				t.Errorf("serve %q: GET /api/games with Host %q = %d, want %d", tt.args, host, resp.StatusCode, want)
			}
		}
		got := s.stop()
		if tt.warn != "" && !strings.Contains(got.stderr, "pokersim: warning: "+tt.warn) {
			t.Errorf("serve %q: stderr %q, want a warning %q", tt.args, got.stderr, tt.warn)
		}
		if tt.warn == "" && strings.Count(got.stderr, "warning") != 1 {
			t.Errorf("serve %q: stderr %q, want the one warning of listening off loopback", tt.args, got.stderr)
		}
	}
}
