package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/internal/testfull"
)

// pythonCase is one call of the Python package, and the endpoint and
// request the library must answer as the API does.
type pythonCase struct {
	Name     string         `json:"name"`
	Fn       string         `json:"fn"`
	Args     []any          `json:"args"`
	Kwargs   map[string]any `json:"kwargs"`
	Endpoint string         `json:"-"`
	Request  string         `json:"-"`
}

// pythonScript runs the cases of cases.json with the package and writes
// each answer, or the Error raised, to answers.json; then it runs one
// equity calculation from eight threads at once and writes their answers.
const pythonScript = `
import json, sys, threading
import pokersim

cases = json.load(open(sys.argv[1]))
out = {}
for c in cases:
    try:
        out[c["name"]] = {"answer": getattr(pokersim, c["fn"])(*c["args"], **c["kwargs"])}
    except pokersim.Error as e:
        out[c["name"]] = {"error": e.message, "where": e.where, "status": e.status}

threads = [None] * 8
answers = [None] * 8
def run(i):
    answers[i] = pokersim.equity(["AhKh", "QQ+, AKs", "random"], trials=200000, seed=7, workers=2)
for i in range(8):
    threads[i] = threading.Thread(target=run, args=(i,))
    threads[i].start()
for t in threads:
    t.join()
out["threads"] = answers
json.dump(out, open(sys.argv[2], "w"))
`

// TestPython builds the library with build.sh into a temporary folder and
// calls every function of the Python package, a bad request and eight
// threads at once, checking each answer against the API's (the server's
// handler in this process) and the README's one-liner.
func TestPython(t *testing.T) {
	testfull.Full(t)
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 (apt-get install python3; .ci/run does)")
	}
	if !haveCC() {
		t.Skip("no C compiler for cgo (apt-get install gcc; .ci/run does)")
	}
	dir := t.TempDir()
	pkg := filepath.Join(dir, "pokersim")
	copyPackage(t, filepath.Join("..", "pokersim"), pkg)
	build := exec.Command("bash", filepath.Join("..", "build.sh"), pkg)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build.sh: %v\n%s", err, out)
	}
	env := append(os.Environ(), "PYTHONPATH="+dir, "PYTHONDONTWRITEBYTECODE=1", "POKERSIM_LIB=")

	// The acceptance line.
	one := exec.Command(python, "-c", `import pokersim; print(pokersim.equity(["AhKh", "QsQd"])["players"][0]["equity"])`)
	one.Env = env
	if out, err := one.CombinedOutput(); err != nil || string(out) != "0.46214457245909607\n" {
		t.Errorf("python3 -c ... equity = %q (%v), want 0.46214457245909607", out, err)
	}

	hand, err := os.ReadFile(filepath.Join("..", "..", "history", "testdata", "aa-88.phh"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []pythonCase{
		{Name: "equity", Fn: "equity", Args: []any{[]string{"AhKh", "QQ+"}}, Kwargs: map[string]any{"board": "Ts9h2c", "dead": "2d"},
			Endpoint: "equity", Request: `{"players": ["AhKh", "QQ+"], "board": "Ts9h2c", "dead": "2d"}`},
		{Name: "equity error", Fn: "equity", Args: []any{[]string{"AhKh", "QsQx"}}, Kwargs: map[string]any{},
			Endpoint: "equity", Request: `{"players": ["AhKh", "QsQx"]}`},
		{Name: "range", Fn: "range", Args: []any{"QQ+, AK"}, Kwargs: map[string]any{"board": "Ks7h2c", "keep": "set,top-pair"},
			Endpoint: "range", Request: `{"range": "QQ+, AK", "board": "Ks7h2c", "keep": "set,top-pair"}`},
		{Name: "flops", Fn: "flops", Args: []any{[]string{"AK", "QQ"}}, Kwargs: map[string]any{"board_filter": "A-high,monotone"},
			Endpoint: "flops", Request: `{"ranges": ["AK", "QQ"], "board_filter": "A-high,monotone"}`},
		{Name: "icm", Fn: "icm", Args: []any{[]int{50, 30, 20}, []float64{0.5, 0.3, 0.2}}, Kwargs: map[string]any{},
			Endpoint: "icm", Request: `{"stacks": [50, 30, 20], "payouts": [0.5, 0.3, 0.2]}`},
		{Name: "pushfold", Fn: "pushfold", Args: []any{10}, Kwargs: map[string]any{"ante": 0.1},
			Endpoint: "pushfold", Request: `{"stack": 10, "ante": 0.1}`},
		{Name: "pushfold icm", Fn: "pushfold_icm", Args: []any{[]int{10, 10, 20}, []float64{0.5, 0.3, 0.2}}, Kwargs: map[string]any{},
			Endpoint: "pushfold/icm", Request: `{"stacks": [10, 10, 20], "payouts": [0.5, 0.3, 0.2]}`},
		{Name: "hands", Fn: "hands", Args: []any{string(hand)}, Kwargs: map[string]any{"name": "aa-88.phh"},
			Endpoint: "hands", Request: string(mustMarshal(t, map[string]string{"file": string(hand), "name": "aa-88.phh"}))},
		{Name: "pql", Fn: "pql", Args: []any{"select avg(riverEquity(hero)) as e from game='holdem', hero='AA', villain='KK'"}, Kwargs: map[string]any{},
			Endpoint: "pql", Request: `{"query": "select avg(riverEquity(hero)) as e from game='holdem', hero='AA', villain='KK'"}`},
		{Name: "pql error", Fn: "pql", Args: []any{"select avg(nosuch(hero)) from game='holdem', hero='AA', villain='KK'"}, Kwargs: map[string]any{},
			Endpoint: "pql", Request: `{"query": "select avg(nosuch(hero)) from game='holdem', hero='AA', villain='KK'"}`},
		{Name: "solve", Fn: "solve", Args: []any{"KhTd6c3s2h", "KK,QJ", "T9", 100, 100, "oop:river:100%"}, Kwargs: map[string]any{"iterations": 50},
			Endpoint: "solve", Request: `{"board": "KhTd6c3s2h", "oop": "KK,QJ", "ip": "T9", "pot": 100, "stack": 100, "bets": "oop:river:100%", "iterations": 50}`},
		{Name: "games", Fn: "games", Args: []any{}, Kwargs: map[string]any{}, Endpoint: "games"},
	}
	in, out := filepath.Join(dir, "cases.json"), filepath.Join(dir, "answers.json")
	if err := os.WriteFile(in, mustMarshal(t, cases), 0o644); err != nil {
		t.Fatal(err)
	}
	script := exec.Command(python, "-c", pythonScript, in, out)
	script.Env = env
	if b, err := script.CombinedOutput(); err != nil {
		t.Fatalf("python3: %v\n%s", err, b)
	}
	var got map[string]json.RawMessage
	if b, err := os.ReadFile(out); err != nil || json.Unmarshal(b, &got) != nil {
		t.Fatalf("reading %s: %v", out, err)
	}
	for _, c := range cases {
		body, status := call(context.Background(), c.Endpoint, c.Request)
		want := string(body)
		if status != 200 {
			var e struct{ Error, Where string }
			json.Unmarshal(body, &e)
			want = string(mustMarshal(t, map[string]any{"error": e.Error, "where": e.Where, "status": status}))
		} else {
			want = `{"answer": ` + want + `}`
		}
		if !sameJSON(t, got[c.Name], []byte(want)) {
			t.Errorf("pokersim.%s(...) = %.300s\nwant %.300s", c.Fn, got[c.Name], want)
		}
	}
	var threads []json.RawMessage
	if err := json.Unmarshal(got["threads"], &threads); err != nil || len(threads) != 8 {
		t.Fatalf("threads: %v, %d answers", err, len(threads))
	}
	for i, a := range threads[1:] {
		if !sameJSON(t, a, threads[0]) {
			t.Errorf("thread %d's answer differs from thread 0's:\n%.300s\n%.300s", i+1, a, threads[0])
		}
	}
}

// sameJSON reports whether a and b are the same JSON, but for the
// "seconds" a computation took, wherever they are.
func sameJSON(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(dropSeconds(x), dropSeconds(y))
}

// dropSeconds removes every "seconds" field of v.
func dropSeconds(v any) any {
	switch x := v.(type) {
	case map[string]any:
		delete(x, "seconds")
		for k, e := range x {
			x[k] = dropSeconds(e)
		}
	case []any:
		for i, e := range x {
			x[i] = dropSeconds(e)
		}
	}
	return v
}

// haveCC reports whether cgo can build here: the compiler go env names.
func haveCC() bool {
	out, err := exec.Command("go", "env", "CC").Output()
	if err != nil {
		return false
	}
	cc := strings.Fields(string(bytes.TrimSpace(out)))
	if len(cc) == 0 {
		cc = []string{"gcc"}
	}
	_, err = exec.LookPath(cc[0])
	return err == nil
}

// copyPackage copies the package's Python files from src to dst.
func copyPackage(t *testing.T, src, dst string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(src, "*.py"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Python files in %s: %v", src, err)
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err == nil {
			err = os.WriteFile(filepath.Join(dst, filepath.Base(f)), b, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
