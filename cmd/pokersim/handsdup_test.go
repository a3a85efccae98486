package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/hands"
	"github.com/pokersim/pokersim/report"
)

// TestHandsDuplicates values a folder holding the same file twice: its
// hands count once, each repeat listed as a duplicate, with --out too;
// a run cut after the first file and resumed writes the same report,
// though the copy's duplicates are found against hands read in the run
// before.
func TestHandsDuplicates(t *testing.T) {
	data, err := os.ReadFile("../../history/testdata/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	dir, outDir := t.TempDir(), t.TempDir()
	for _, name := range []string{"a.txt", "b.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	alone := runPokersim(t, "", "hands", "--format", "json", filepath.Join(dir, "a.txt"))
	both := runPokersim(t, "", "hands", "--format", "json", dir)
	if alone.code != exitOK || both.code != exitOK {
		t.Fatalf("hands: exit %d and %d: %s %s", alone.code, both.code, alone.stderr, both.stderr)
	}
	read := func(s string) string {
		_, after, _ := strings.Cut(s, `"hands_read"`)
		return strings.SplitN(after, ",", 2)[0]
	}
	if read(both.stdout) != read(alone.stdout) || strings.Count(both.stdout, "duplicate hand: first read at") != 9 {
		t.Errorf("a folder of a file and its copy: hands_read%s, %d duplicates; want hands_read%s and 9",
			read(both.stdout), strings.Count(both.stdout, "duplicate hand"), read(alone.stdout))
	}

	whole := filepath.Join(outDir, "whole.json")
	if got := runPokersim(t, "", "hands", "--format", "json", "--out", whole, dir); got.code != exitOK {
		t.Fatalf("--out: exit %d, %s", got.code, got.stderr)
	}
	want, _ := os.ReadFile(whole)
	if string(want) != both.stdout {
		t.Errorf("--out differs from standard output")
	}
	out := filepath.Join(outDir, "resumed.json")
	cutAfterFirstFile(t, dir, out, report.JSON)
	got := runPokersim(t, "", "hands", "--format", "json", "--out", out, dir)
	resumed, _ := os.ReadFile(out)
	if got.code != exitOK || !strings.Contains(got.stderr, "resuming: 1 of 2") || string(resumed) != string(want) {
		t.Errorf("resumed run: exit %d, %s; report the same: %v", got.code, got.stderr, string(resumed) == string(want))
	}

	// A run cut after both files, and a.txt changed before the resume:
	// b.txt's hands are no longer duplicates, so its entry, valued
	// against a.txt's old hands, is valued again.
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	hj := &hands.Job{Path: dir, Format: report.JSON, Out: out, AfterFile: func() {
		if n++; n == 2 {
			cancel()
		}
	}}
	os.WriteFile(filepath.Join(dir, "c.txt"), data, 0o644)
	if _, err := hj.Run(ctx); err == nil {
		t.Fatal("the second run was not cut short")
	}
	other, err := os.ReadFile("../../history/testdata/thrice.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), other, 0o644); err != nil {
		t.Fatal(err)
	}
	fresh := runPokersim(t, "", "hands", "--format", "json", dir)
	got = runPokersim(t, "", "hands", "--format", "json", "--out", out, dir)
	resumed, _ = os.ReadFile(out)
	if got.code != exitOK || string(resumed) != fresh.stdout || strings.Count(fresh.stdout, "duplicate hand") != 9 {
		t.Errorf("resumed after a change: exit %d, %s; same as a fresh run: %v", got.code, got.stderr, string(resumed) == fresh.stdout)
	}
}
