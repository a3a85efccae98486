package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutMakesFolders runs every writer of --out with a file in folders
// that do not exist yet, as a Kubernetes pod does on a fresh volume, and
// checks that the folders are made and the file written; then that a
// folder that cannot be made (a file is in the way) fails with its name.
func TestOutMakesFolders(t *testing.T) {
	t.Chdir(t.TempDir())
	spots := "AhKh vs QsQd\nAsAd vs KhKc --board Ts9h2c\n"
	if err := os.WriteFile("spots.txt", []byte(spots), 0o644); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name, out string
		args      []string
	}{
		{"batch shard 0", "shards/a/shard-0.json", []string{"batch", "spots.txt", "--seed", "7", "--shard", "0/2"}},
		{"batch shard 1", "shards/b/shard-1.json", []string{"batch", "spots.txt", "--seed", "7", "--shard", "1/2"}},
		{"merge", "reports/merged/report.json", []string{"merge", "shards/a/shard-0.json", "shards/b/shard-1.json"}},
		{"batch", "whole/report.json", []string{"batch", "spots.txt", "--seed", "7"}},
		{"equity shard", "eq/s/shard-0.json", []string{"equity", "AhKh", "vs", "QsQd", "--shard", "0/1"}},
		{"matrix3 shard", "m3/s/shard-0.json", []string{"matrix", "--players", "3", "--classes", "AA,KK,72o", "--shard", "0/1"}},
		{"merge matrix3", "m3/merged/table.csv", []string{"merge", "m3/s/shard-0.json"}},
	}
	for _, s := range steps {
		got := runPokersim(t, "", append(s.args, "--out", s.out)...)
		if got.code != exitOK {
			t.Fatalf("%s: pokersim %q --out %s: %+v", s.name, s.args, s.out, got)
		}
		if fi, err := os.Stat(s.out); err != nil || !fi.Mode().IsRegular() {
			t.Fatalf("%s: %s not written: %v", s.name, s.out, err)
		}
	}
	sameFile(t, "whole/report.json", "reports/merged/report.json")

	if err := os.WriteFile("plain", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"batch", "spots.txt", "--shard", "0/2", "--out", "plain/shards/shard-0.json"},
		{"batch", "spots.txt", "--out", "plain/report.json"},
		{"merge", "shards/a/shard-0.json", "shards/b/shard-1.json", "--out", "plain/report.json"},
	} {
		got := runPokersim(t, "", args...)
		if got.code != exitFailure || !strings.Contains(got.stderr, filepath.Join("plain", "")) || !strings.Contains(got.stderr, "cannot create the folder") {
			t.Errorf("pokersim %q: %+v, want exit 1 naming the folder", args, got)
		}
	}
}
