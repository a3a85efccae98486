package chart

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestLightPackages checks that the packages a library user or a job
// calls do not link the plotting code: only the front ends (the command
// and the server) import this package, and with it gonum's plot package.
// It checks too the lighter layers below the reports: request (the
// grammar a library user parses lines with) and sim link no report, and
// shard and matrix no request. It asks the go tool for each package's
// dependencies, and skips where the go tool is missing.
func TestLightPackages(t *testing.T) {
	const (
		module  = "github.com/pokersim/pokersim/"
		heavy   = "gonum.org/v1/plot"
		report  = module + "report"
		request = module + "request"
	)
	light := []string{"deck", "eval", "game", "sim", "request", "report", "job", "batch", "matrix", "shard"}
	// Besides heavy, what each package must not link.
	below := map[string][]string{
		"request": {report},
		"sim":     {report, request},
		"shard":   {request},
		"matrix":  {request},
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to list the dependencies")
	}
	args := []string{"list", "-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`}
	for _, p := range light {
		args = append(args, module+p)
	}
	out, err := exec.Command(goTool, args...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(light) {
		t.Fatalf("go list gave %d packages, want %d:\n%s", len(lines), len(light), out)
	}
	for _, l := range lines {
		pkg, deps, _ := strings.Cut(l, " ")
		for _, d := range strings.Fields(deps) {
			if d == heavy || strings.HasPrefix(d, heavy+"/") {
				t.Errorf("%s depends on %s: only the front ends may import the plotting code", pkg, d)
				break
			}
		}
		for _, no := range below[strings.TrimPrefix(pkg, module)] {
			if slices.Contains(strings.Fields(deps), no) {
				t.Errorf("%s depends on %s, which it must not", pkg, no)
			}
		}
	}
	// The checks can fail: report/chart depends on the plotting code, and
	// package answer, which makes reports from requests, on report.
	for pkg, want := range map[string]string{module + "report/chart": heavy, module + "answer": report} {
		deps, err := exec.Command(goTool, "list", "-f", `{{join .Deps " "}}`, pkg).Output()
		if err != nil {
			t.Fatalf("go list: %v", err)
		}
		if !slices.Contains(strings.Fields(string(deps)), want) {
			t.Errorf("%s does not depend on %s: the check above could not fail", pkg, want)
		}
	}
}
