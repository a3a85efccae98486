package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/internal/handsbench"
)

// BenchmarkHands runs "pokersim hands --player Hero --workers 2 FILE"
// in-process on the file of package handsbench, built in b.TempDir():
// 100,000 hands, one in 20 a heads-up all-in before the flop. The issue
// asks for under 10 s.
func BenchmarkHands(b *testing.B) {
	fixture, err := os.ReadFile(handsRules)
	if err != nil {
		b.Fatal(err)
	}
	name := filepath.Join(b.TempDir(), "100k.txt")
	f, err := os.Create(name)
	if err != nil {
		b.Fatal(err)
	}
	if err := handsbench.Build(f, fixture, 100_000, 20); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	var stderr strings.Builder
	for b.Loop() {
		args := []string{"pokersim", "hands", "--player", "Hero", "--workers", "2", name}
		if code := run(context.Background(), args, strings.NewReader(""), io.Discard, &stderr); code != exitOK {
			b.Fatalf("exit %d: %s", code, stderr.String())
		}
	}
	b.ReportMetric(100_000*float64(b.N)/b.Elapsed().Seconds(), "hands/s")
}
