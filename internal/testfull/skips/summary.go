package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Elapsed float64
	Output  string
}

// logLine matches the first line of a test's log entry, "    file.go:12: ".
var logLine = regexp.MustCompile(`^    \S+\.go:\d+: `)

// summarize reads test2json events from r and writes the summary to w,
// returning the exit status: 1 if anything failed or no package ran.
func summarize(r io.Reader, w io.Writer) int {
	output := map[[2]string][]string{} // by package and test ("" for the package)
	failed, packages := false, 0
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil || e.Action == "" {
			fmt.Fprintln(w, sc.Text()) // not an event: pass it on
			continue
		}
		key := [2]string{e.Package, e.Test}
		switch e.Action {
		case "output":
			output[key] = append(output[key], e.Output)
		case "build-output":
			fmt.Fprint(w, e.Output)
		case "skip":
			if e.Test == "" {
				packages++
				fmt.Fprint(w, lastLine(output[key]))
			} else {
				fmt.Fprintf(w, "skip\t%s\t%s: %s\n", e.Package, e.Test, skipReason(output[key]))
			}
		case "fail":
			failed = true
			if e.Test == "" {
				packages++
			}
			fmt.Fprint(w, strings.Join(output[key], ""))
		case "pass":
			if e.Test == "" {
				packages++
				fmt.Fprint(w, lastLine(output[key]))
			}
		}
		if e.Action == "pass" || e.Action == "fail" || e.Action == "skip" {
			delete(output, key)
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(w, "skips: %v\n", err)
		return 1
	}
	if failed || packages == 0 {
		return 1
	}
	return 0
}

// skipReason returns the last log entry of a skipped test's output, its
// lines joined by spaces: the message of t.Skip.
func skipReason(lines []string) string {
	var entry []string
	for _, l := range lines {
		l = strings.TrimRight(l, "\n")
		switch {
		case logLine.MatchString(l):
			entry = []string{strings.TrimSpace(l[strings.Index(l, ": ")+2:])}
		case strings.HasPrefix(l, "        ") && entry != nil:
			entry = append(entry, strings.TrimSpace(l))
		}
	}
	if entry == nil {
		return "(no reason given)"
	}
	return strings.Join(entry, " ")
}

// lastLine returns the last line of a package's output, its "ok" or "?"
// line, with its newline.
func lastLine(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return lines[len(lines)-1]
}
