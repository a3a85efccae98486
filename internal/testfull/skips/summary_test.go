package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// events writes test2json events, one a line, from Action|Package|Test|Output.
func events(lines ...string) string {
	var b strings.Builder
	for _, l := range lines {
		f := strings.SplitN(l, "|", 4)
		for len(f) < 4 {
			f = append(f, "")
		}
		line, err := json.Marshal(event{Action: f[0], Package: f[1], Test: f[2], Output: f[3]})
		if err != nil {
			panic(err)
		}
		b.Write(append(line, '\n'))
	}
	return b.String()
}

func TestSummarize(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
		code  int
	}{
		{"a skip with its reason", events(
			"run|p|TestA",
			"output|p|TestA|=== RUN   TestA\n",
			"output|p|TestA|    a_test.go:3: hello\n",
			"output|p|TestA|    a_test.go:4: slow: set POKERSIM_FULL=1 to run (.ci/run does)\n",
			"output|p|TestA|--- SKIP: TestA (0.00s)\n",
			"skip|p|TestA",
			"output|p||PASS\n",
			"output|p||ok  \tp\t0.01s\n",
			"pass|p",
		), "skip\tp\tTestA: slow: set POKERSIM_FULL=1 to run (.ci/run does)\nok  \tp\t0.01s\n", 0},
		{"a reason of two lines, in a subtest", events(
			"output|p|TestB/sub|    a_test.go:9: no Chromium\n",
			"output|p|TestB/sub|        apt-get install -y chromium\n",
			"skip|p|TestB/sub",
			"pass|p|TestB",
			"output|p||ok  \tp\t0.01s\n",
			"pass|p",
		), "skip\tp\tTestB/sub: no Chromium apt-get install -y chromium\nok  \tp\t0.01s\n", 0},
		{"a skip without a message", events(
			"output|p|TestC|--- SKIP: TestC (0.00s)\n",
			"skip|p|TestC",
			"output|p||ok  \tp\t0.01s\n",
			"pass|p",
		), "skip\tp\tTestC: (no reason given)\nok  \tp\t0.01s\n", 0},
		{"a failure prints its output", events(
			"output|p|TestD|=== RUN   TestD\n",
			"output|p|TestD|    d_test.go:5: boom\n",
			"output|p|TestD|--- FAIL: TestD (0.00s)\n",
			"fail|p|TestD",
			"output|p||FAIL\n",
			"output|p||FAIL\tp\t0.01s\n",
			"fail|p",
		), "=== RUN   TestD\n    d_test.go:5: boom\n--- FAIL: TestD (0.00s)\nFAIL\nFAIL\tp\t0.01s\n", 1},
		{"a package without tests", events(
			"output|q||?   \tq\t[no test files]\n",
			"skip|q",
		), "?   \tq\t[no test files]\n", 0},
		{"lines that are not events pass through", "# a build error\n", "# a build error\n", 1},
		{"no package at all", "", "", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			code := summarize(strings.NewReader(tt.input), &out)
			if out.String() != tt.want || code != tt.code {
				t.Errorf("summarize() = %q, %d, want %q, %d", out.String(), code, tt.want, tt.code)
			}
		})
	}
}
