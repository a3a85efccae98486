package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// flopsArgs is a flops job quick enough for every test run.
var flopsArgs = []string{"flops", "AA,KQs", "vs", "JJ,T9s", "--board-filter", "monotone"}

// TestFlopsGolden checks the flops report in each format against its
// golden file (run with -update to rewrite them).
func TestFlopsGolden(t *testing.T) {
	checkGoldenRuns(t, []goldenRun{
		{"text", flopsArgs, "flops_text.golden"},
		{"csv", append(flopsArgs, "--format", "csv"), "flops_csv.golden"},
		{"json", append(flopsArgs, "--format", "json"), "flops_json.golden"},
		{"hero", []string{"flops", "AA,KQs", "vs", "JJ,AK", "--board-filter", "monotone,A-high|K-high", "--hero", "AhKs", "--buckets", "0.25,0.5,0.75"}, "flops_hero.golden"},
	})
}

// TestFlopsShardsMerge runs the job in shards and checks that merge
// writes the one-process report byte for byte, in every format.
func TestFlopsShardsMerge(t *testing.T) {
	t.Chdir(t.TempDir())
	args := append(flopsArgs, "--hero", "AhKh")
	for _, ext := range []string{"txt", "csv", "json"} {
		if got := runPokersim(t, "", append(args, "--out", "whole."+ext)...); got.code != exitOK {
			t.Fatalf("flops: %+v", got)
		}
	}
	var shards []string
	for i := range 3 {
		name := fmt.Sprintf("f-%d.json", i)
		if got := runPokersim(t, "", append(args, "--shard", fmt.Sprintf("%d/3", i), "--out", name, "-w", "1")...); got.code != exitOK {
			t.Fatalf("flops shard %d: %+v", i, got)
		}
		shards = append(shards, name)
	}
	for _, ext := range []string{"txt", "csv", "json"} {
		if got := runPokersim(t, "", append([]string{"merge", "--out", "merged." + ext}, shards...)...); got.code != exitOK {
			t.Fatalf("merge: %+v", got)
		}
		sameFile(t, "whole."+ext, "merged."+ext)
	}
	// A missing shard is named, with the command that runs it.
	got := runPokersim(t, "", "merge", "--out", "x.json", shards[0], shards[2])
	if got.code != exitUsage || !strings.Contains(got.stderr, "--shard 1/3") {
		t.Errorf("merge without shard 1: %+v", got)
	}
}

// TestFlopsRefusals checks that bad input exits 2 with the reason and
// writes nothing.
func TestFlopsRefusals(t *testing.T) {
	t.Chdir(t.TempDir())
	cases := []struct {
		name string
		args []string
		msg  string
	}{
		{"unknown texture", []string{"flops", "AA", "vs", "KK", "--board-filter", "wet"}, `unknown texture "wet"`},
		{"keeps nothing", []string{"flops", "AA", "vs", "KK", "--board-filter", "trips,monotone"}, "keeps no flop"},
		{"omaha", []string{"flops", "AA", "vs", "KK", "--game", "omaha"}, "Omaha is not"},
		{"stud", []string{"flops", "AA", "vs", "KK", "--game", "stud"}, "flops are those of Hold'em and short deck"},
		{"no deal", []string{"flops", "AhAs", "vs", "AhKd"}, "share no deal"},
		{"empty on the flops kept", []string{"flops", "AhAs", "vs", "KK", "--board-filter", "trips,A-high"}, "range 1 \"AhAs\" has a card of every flop"},
		{"hero blocks all", []string{"flops", "AA", "vs", "AhKh", "--hero", "Ah2c"}, "blocks every combo"},
		{"bad range", []string{"flops", "AA", "vs", "KX"}, "range 2"},
		{"no vs", []string{"flops", "AA", "KK"}, "RANGE vs RANGE"},
		{"buckets", []string{"flops", "AA", "vs", "KK", "--buckets", "0.5,0.2"}, "increasing"},
		{"format", []string{"flops", "AA", "vs", "KK", "--out", "x.md"}, "markdown"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := runPokersim(t, "", append(tc.args, "--out", "out.json")...)
			if tc.name == "format" {
				got = runPokersim(t, "", tc.args...)
			}
			if got.code != exitUsage || !strings.Contains(got.stderr, tc.msg) || got.stdout != "" {
				t.Errorf("pokersim %q: exit %d, stderr %q; want 2 and %q", tc.args, got.code, got.stderr, tc.msg)
			}
			entries, _ := os.ReadDir(".")
			if len(entries) != 0 {
				t.Errorf("pokersim %q wrote %v", tc.args, entries)
			}
		})
	}
}
