package chart

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLightPackages checks that the packages a library user or a job
// calls do not link the plotting code: only the front ends (the command
// and the server) import this package, and with it gonum's plot package.
// It asks the go tool for each package's dependencies, and skips where
// the go tool is missing.
func TestLightPackages(t *testing.T) {
	const heavy = "gonum.org/v1/plot"
	light := []string{"deck", "eval", "game", "sim", "request", "report", "job", "batch", "matrix", "shard"}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to list the dependencies")
	}
	args := []string{"list", "-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`}
	for _, p := range light {
		args = append(args, "github.com/pokersim/pokersim/"+p)
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
	}
	// The check can fail: this package itself is heavy.
	self, err := exec.Command(goTool, "list", "-f", `{{join .Deps " "}}`, "github.com/pokersim/pokersim/report/chart").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	if !strings.Contains(" "+string(self), " "+heavy+" ") {
		t.Errorf("report/chart does not depend on %s: the check above could not fail", heavy)
	}
}
