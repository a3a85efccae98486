package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/internal/testfull"
	"github.com/pokersim/pokersim/request"
)

// TestREADME runs the examples of README.md, so that they cannot drift: in
// each ```console block, a line "$ COMMAND" is followed by what it prints
// (standard error, then standard output). Commands run in-process in a
// temporary directory: "pokersim ..." (with "< FILE" for standard input),
// "cat FILE" (which makes FILE of the lines shown), "echo $?" and
// "head -c N FILE". Running times are masked. Examples that need
// ../shared's test data skip without it; a block on the line after
// "<!-- slow -->" (such as the whole class matrix) runs only with
// POKERSIM_FULL=1 (testfull). With -update the outputs in README.md are
// rewritten from the runs.
func TestREADME(t *testing.T) { checkConsoleBlocks(t, "README.md") }

// TestDocs runs the examples of every page of docs/ as TestREADME runs
// README's, a subtest per page.
func TestDocs(t *testing.T) {
	pages, err := filepath.Glob(filepath.Join("..", "..", "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) == 0 {
		t.Fatal("no pages in docs/")
	}
	for _, page := range pages {
		name := "docs/" + filepath.Base(page)
		t.Run(filepath.Base(page), func(t *testing.T) { checkConsoleBlocks(t, name) })
	}
}

// checkConsoleBlocks runs the console examples of a Markdown file of the
// repository, named by its path from the root, and checks their output
// (or, with -update, writes it).
func checkConsoleBlocks(t *testing.T, name string) {
	path, err := filepath.Abs(filepath.Join("..", "..", name))
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, file := range []string{"poker.txt", "hackerrank_sample_input.txt"} {
		if data, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "testdata", file)); err == nil {
			os.WriteFile(filepath.Join(dir, file), data, 0o644)
		}
	}
	t.Chdir(dir)
	var out bytes.Buffer
	lines := strings.SplitAfter(string(text), "\n")
	last := 0
	for i := 0; i < len(lines); i++ {
		out.WriteString(lines[i])
		if strings.TrimSpace(lines[i]) != "```console" {
			continue
		}
		slow := i > 0 && strings.TrimSpace(lines[i-1]) == "<!-- slow -->" && !testfull.Enabled()
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; {
			cmd := strings.TrimPrefix(strings.TrimSuffix(lines[i], "\n"), "$ ")
			out.WriteString(lines[i])
			i++
			start := i
			for i < len(lines) && !strings.HasPrefix(lines[i], "$ ") && strings.TrimSpace(lines[i]) != "```" {
				i++
			}
			want := strings.Join(lines[start:i], "")
			if slow {
				out.WriteString(want)
				continue
			}
			got, ok := runExample(t, cmd, want, &last)
			if !ok {
				out.WriteString(want)
				continue
			}
			if *update {
				out.WriteString(got)
			} else if mask(got) != mask(want) {
				t.Errorf("%s: $ %s\n--- got\n%s--- want\n%s", name, cmd, got, want)
			}
		}
		if i < len(lines) {
			out.WriteString(lines[i])
		}
	}
	if *update {
		if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// runExample runs one example command and returns what it prints, or
// false if it cannot run here.
func runExample(t *testing.T, cmd, want string, last *int) (string, bool) {
	t.Helper()
	words, err := request.SplitWords(cmd)
	if err != nil || len(words) == 0 {
		t.Fatalf("README: cannot read $ %s: %v", cmd, err)
	}
	switch {
	case words[0] == "cat" && len(words) == 2:
		if err := os.WriteFile(words[1], []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return want, true
	case cmd == "echo $?":
		return strconv.Itoa(*last) + "\n", true
	case words[0] == "head" && len(words) == 4 && words[1] == "-c":
		n, _ := strconv.Atoi(words[2])
		data, err := os.ReadFile(words[3])
		if err != nil {
			return "", false
		}
		return string(data[:min(n, len(data))]) + "...\n", true
	case words[0] != "pokersim":
		t.Fatalf("README: unknown command $ %s", cmd)
	}
	var stdin []byte
	if k := len(words) - 2; k > 0 && words[k] == "<" {
		if stdin, err = os.ReadFile(words[k+1]); err != nil {
			return "", false
		}
		words = words[:k]
	}
	for _, w := range words[1:] {
		if _, err := os.Stat(w); strings.HasSuffix(w, ".txt") && err != nil {
			return "", false // shared test data absent
		}
	}
	var stdout, stderr bytes.Buffer
	*last = run(context.Background(), words, bytes.NewReader(stdin), &stdout, &stderr)
	return stderr.String() + stdout.String(), true
}

// mask hides running times, which no two runs share.
func mask(s string) string {
	s = regexp.MustCompile(`(?m)^time:( +).*$`).ReplaceAllString(s, "time:$1(elapsed)")
	return regexp.MustCompile(`"seconds":[0-9.e+-]+`).ReplaceAllString(s, `"seconds":0`)
}
