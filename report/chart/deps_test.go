package chart

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The module's path, and the imports the layering rules name.
const (
	depModule  = "github.com/pokersim/pokersim/"
	depPlot    = "gonum.org/v1/plot"
	depTOML    = "github.com/BurntSushi/toml"
	depText    = "golang.org/x/text"
	depReport  = depModule + "report"
	depRequest = depModule + "request"
	depHistory = depModule + "history"
	depSim     = depModule + "sim"
)

// rules are the layering rules, in go/build's deps_test.go style: each
// package, and what it must not link, a module package or a module path
// (all its packages). Only the front ends (the command and the server)
// import this package, and with it gonum's plot package. report sits at
// the bottom, as image is to image/png: it links no package of the module
// but internal/words, no card, engine or feature. The side analyses (icm,
// pushfold) and the job protocol (job, shard) link neither the engine
// (sim: they compute no equity by it) nor the hand histories nor their
// parsers (TOML, the Windows-1252 decoder).
var rules = map[string][]string{
	"deck":     {depPlot, depReport},
	"eval":     {depPlot, depReport},
	"game":     {depPlot, depReport},
	"sim":      {depPlot, depReport, depRequest},
	"request":  {depPlot, depReport},
	"report":   {depPlot, depHistory, depTOML, depText, depSim, depModule + "deck", depModule + "eval", depModule + "game", depModule + "postflop", depModule + "score", depModule + "hands", depModule + "answer", depModule + "batch", depModule + "matrix", depModule + "flops", depModule + "icm", depModule + "pushfold", depModule + "job", depModule + "shard", depRequest, depModule + "server"},
	"job":      {depSim, depPlot, depHistory, depTOML, depText, depRequest},
	"shard":    {depSim, depPlot, depHistory, depTOML, depText, depRequest, depReport},
	"icm":      {depSim, depPlot, depHistory, depTOML, depText, depRequest, depModule + "pushfold"},
	"pushfold": {depSim, depPlot, depHistory, depTOML, depText, depRequest},
	"batch":    {depPlot, depHistory, depTOML, depText},
	"matrix":   {depPlot, depHistory, depTOML, depText, depRequest},
	"flops":    {depPlot, depHistory, depTOML, depText},
	"hands":    {depPlot},
	"answer":   {depPlot, depHistory, depTOML, depText},
}

// canFail lists, for each import a rule forbids, a package that links it:
// a rule naming an import that nothing links could not fail.
var canFail = map[string]string{
	depSim:                 "answer",
	depModule + "deck":     "sim",
	depModule + "eval":     "sim",
	depModule + "game":     "sim",
	depModule + "postflop": "answer",
	depModule + "score":    "cmd/pokersim",
	depPlot:                "report/chart",
	depReport:              "answer",
	depRequest:             "answer",
	depHistory:             "hands",
	depTOML:                "hands",
	depText:                "hands",
	depModule + "hands":    "server",
	depModule + "answer":   "batch",
	depModule + "batch":    "cmd/pokersim",
	depModule + "matrix":   "cmd/pokersim",
	depModule + "flops":    "server",
	depModule + "icm":      "pushfold",
	depModule + "pushfold": "server",
	depModule + "job":      "batch",
	depModule + "shard":    "job",
	depModule + "server":   "cmd/pokersim",
}

// TestLightPackages checks the layering rules against the go tool's
// lists of each package's dependencies, and that each import a rule names
// is linked by some package, so that every rule can fail. It skips where
// the go tool is missing.
func TestLightPackages(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to list the dependencies")
	}
	pkgs := map[string]bool{}
	for p := range rules {
		pkgs[p] = true
	}
	for _, p := range canFail {
		pkgs[p] = true
	}
	args := []string{"list", "-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`}
	for p := range pkgs {
		args = append(args, depModule+p)
	}
	out, err := exec.Command(goTool, args...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := map[string][]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, ds, _ := strings.Cut(l, " ")
		deps[strings.TrimPrefix(pkg, depModule)] = strings.Fields(ds)
	}
	if len(deps) != len(pkgs) {
		t.Fatalf("go list gave %d packages, want %d:\n%s", len(deps), len(pkgs), out)
	}
	links := func(pkg, no string) bool {
		return slices.ContainsFunc(deps[pkg], func(d string) bool { return d == no || strings.HasPrefix(d, no+"/") })
	}
	for pkg, nos := range rules {
		for _, no := range nos {
			if links(pkg, no) {
				t.Errorf("%s depends on %s, which it must not", pkg, no)
			}
		}
	}
	for no, pkg := range canFail {
		if !links(pkg, no) {
			t.Errorf("%s does not depend on %s: the rules that forbid it could not fail", pkg, no)
		}
	}
	for _, nos := range rules {
		for _, no := range nos {
			if _, ok := canFail[no]; !ok {
				t.Errorf("no package is known to link %s: say which in canFail", no)
			}
		}
	}
}
