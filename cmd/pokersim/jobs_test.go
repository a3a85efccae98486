package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// tamper rewrites the shard file src as dst after edit changes its JSON.
func tamper(t *testing.T, src, dst string, edit func(units map[string]any)) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	edit(f["units"].(map[string]any))
	if b, err = json.Marshal(f); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// at returns the JSON object at a path of keys and indexes in v.
func at(v any, path ...any) map[string]any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			v = v.(map[string]any)[k]
		case int:
			v = v.([]any)[k]
		}
	}
	return v.(map[string]any)
}

// TestMergeChecksValues tampers with the results in shard files of each
// job and checks that merge refuses each, naming the file and what is
// wrong, with any text of the file quoted.
func TestMergeChecksValues(t *testing.T) {
	t.Chdir(t.TempDir())
	os.WriteFile("spots.txt", []byte("AhKh vs QsQd\nAsAd vs KhKc\n7c7d vs 2h2s --mc --trials 100000\n"), 0o644)
	for i := range 3 {
		if got := runPokersim(t, "", "batch", "spots.txt", "--shard", fmt.Sprintf("%d/3", i), "--out", fmt.Sprintf("b-%d.json", i)); got.code != exitOK {
			t.Fatalf("batch shard %d: %+v", i, got)
		}
	}
	for i := range 2 {
		if got := runPokersim(t, "", "matrix", "--rows", "AA", "--shard", fmt.Sprintf("%d/2", i), "--out", fmt.Sprintf("m-%d.json", i)); got.code != exitOK {
			t.Fatalf("matrix shard %d: %+v", i, got)
		}
		if got := runPokersim(t, "", "matrix", "--players", "3", "--classes", "AA,KK,72o", "--shard", fmt.Sprintf("%d/2", i), "--out", fmt.Sprintf("t-%d.json", i)); got.code != exitOK {
			t.Fatalf("matrix3 shard %d: %+v", i, got)
		}
		if got := runPokersim(t, "", "equity", "--exact", "AhKh", "vs", "QsQd", "--board", "2c3d4h", "--shard", fmt.Sprintf("%d/2", i), "--out", fmt.Sprintf("e-%d.json", i)); got.code != exitOK {
			t.Fatalf("equity shard %d: %+v", i, got)
		}
	}
	player := func(u map[string]any) map[string]any { return at(u, "entries", 0, "result", "players", 0) }
	tests := []struct {
		name  string
		files []string // the first is tampered with, as x.json
		edit  func(map[string]any)
		want  string
	}{
		{"player removed", []string{"b-1.json", "b-0.json", "b-2.json"}, func(u map[string]any) {
			r := at(u, "entries", 0, "result")
			r["players"] = r["players"].([]any)[:1]
		}, "x.json: line 2: 1 players recorded, the matchup has 2"},
		{"line relabelled", []string{"b-1.json", "b-0.json", "b-2.json"}, func(u map[string]any) {
			at(u, "entries", 0)["line"] = 99
		}, "x.json: line 99: line 99 of the file is not the matchup recorded"},
		{"line of another shard", []string{"b-1.json", "b-0.json", "b-2.json"}, func(u map[string]any) {
			u["entries"] = []any{at(u, "entries", 0), at(u, "entries", 0)}
		}, "x.json: 2 results, shard 1/3 has 1 matchups"},
		{"escape in a hand", []string{"b-1.json", "b-0.json", "b-2.json"}, func(u map[string]any) {
			player(u)["hand"] = "\x1b[2JAsAd"
		}, `x.json: line 2: player 1's hand recorded as "\x1b[2JAsAd", the matchup's is "AsAd"`},
		{"equity out of range", []string{"b-1.json", "b-0.json", "b-2.json"}, func(u map[string]any) {
			player(u)["equity"] = 12500.46
		}, "x.json: line 2: impossible figures: player 1's equity is 12500.46"},
		{"escape in the file's name", []string{"b-1.json", "b-0.json", "b-2.json"}, func(u map[string]any) {
			u["file"] = "\x1b]0;owned\x07spots.txt"
		}, `x.json: the batch file's name "\x1b]0;owned\aspots.txt" or content holds control characters`},
		{"batch file changed", []string{"b-1.json", "b-0.json", "b-2.json"}, func(u map[string]any) {
			u["text"] = "AhKh vs QsQd\nAsAd vs KhKc\n7c7d vs 2h2s --mc --trials 100\n"
		}, "x.json: the batch file and settings it holds are not those its job names"},
		{"pair counts that do not add up", []string{"m-0.json", "m-1.json"}, func(u map[string]any) {
			c := at(u, "counts", "pairs", 0)
			c["win"] = c["outcomes"]
			c["loss"] = 1
		}, "x.json: impossible figures: impossible counts for AA vs AA"},
		{"pair of another table", []string{"m-0.json", "m-1.json"}, func(u map[string]any) {
			at(u, "counts", "pairs", 0)["a"] = 5
		}, "x.json: classes 5 and 0 are not a pair of the table's"},
		{"triple counts that do not add up", []string{"t-0.json", "t-1.json"}, func(u map[string]any) {
			at(u, "counts", "triples", 0)["win"] = []any{1, 2, 3}
		}, "x.json: impossible figures: counts of AA, AA, AA that do not add up"},
		{"rows changed", []string{"t-0.json", "t-1.json"}, func(u map[string]any) {
			at(u, "table")["classes"] = []any{"AA", "KK"}
		}, "x.json: the table it holds is not the one its job names"},
		{"negative counts", []string{"e-1.json", "e-0.json"}, func(u map[string]any) {
			at(u, "counts", 0)["win"] = []any{-5, 3}
		}, "x.json: unit 1: impossible figures: player 1's wins is -5"},
		{"unit of another shard", []string{"e-1.json", "e-0.json"}, func(u map[string]any) {
			at(u, "counts", 0)["unit"] = 0
		}, "x.json: unit 0 is not one of shard 1/2's"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tamper(t, tt.files[0], "x.json", tt.edit)
			got := runPokersim(t, "", append([]string{"merge", "--out", "out.json", "x.json"}, tt.files[1:]...)...)
			if got.code != exitUsage || !strings.Contains(got.stderr, tt.want) || strings.ContainsRune(got.stderr, '\x1b') {
				t.Errorf("merge = %+v\nwant exit 2 and %q", got, tt.want)
			}
		})
	}
}

// TestShardCountBounded checks that a shard count above a job's units of
// work is refused, and that merging a file with a huge count lists a few
// missing shards and counts the rest.
func TestShardCountBounded(t *testing.T) {
	t.Chdir(t.TempDir())
	os.WriteFile("spots.txt", []byte("AhKh vs QsQd\nAsAd vs KhKc\n7c7d vs 2h2s\n"), 0o644)
	for _, args := range [][]string{
		{"batch", "spots.txt", "--shard", "0/99999999999", "--out", "x.json"},
		{"batch", "spots.txt", "--shard", "0/4", "--out", "x.json"},
		{"matrix", "--rows", "AA", "--shard", "0/170", "--out", "x.json"},
		{"matrix", "--players", "3", "--classes", "AA,KK", "--shard", "0/5", "--out", "x.json"},
		{"equity", "--exact", "AhKh", "vs", "QsQd", "--board", "2c3d4h", "--shard", "0/4611686018427387904", "--out", "x.json"},
	} {
		if got := runPokersim(t, "", args...); got.code != exitUsage || !strings.Contains(got.stderr, "so at most") {
			t.Errorf("%q = %+v, want exit 2 and the largest count", args, got)
		}
	}
	if got := runPokersim(t, "", "batch", "spots.txt", "--shard", "0/3", "--out", "s-0.json"); got.code != exitOK {
		t.Fatalf("shard: %+v", got)
	}
	for _, count := range []int{1_000_000, 99999999999, 1 << 62} {
		tamperHeader(t, "s-0.json", "big.json", count)
		got := runPokersim(t, "", "merge", "big.json")
		if got.code != exitUsage || len(got.stderr) > 5000 || !strings.Contains(got.stderr, fmt.Sprintf("... and %d more", count-21)) {
			t.Errorf("merge of a shard of %d: exit %d, %d bytes of stderr: %.400s", count, got.code, len(got.stderr), got.stderr)
		}
	}
}

// tamperHeader rewrites the shard file src as dst with another count.
func tamperHeader(t *testing.T, src, dst string, count int) {
	t.Helper()
	b, _ := os.ReadFile(src)
	var f map[string]any
	json.Unmarshal(b, &f)
	f["shard"] = map[string]any{"index": 0, "count": count}
	b, _ = json.Marshal(f)
	os.WriteFile(dst, b, 0o644)
}
