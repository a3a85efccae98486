package handsbench_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/internal/handsbench"
)

func fixture(t testing.TB) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", handsbench.Fixture))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestBuild reads the file built back: every hand read without a skip,
// one in allInEvery valued by equity, and the same bytes at every build.
func TestBuild(t *testing.T) {
	tests := []struct {
		name          string
		n, allInEvery int
		qualified     int
	}{
		{"none", 0, 20, 0},
		{"plain only", 7, 20, 0},
		{"one in twenty", 1000, 20, 50},
		{"every hand", 30, 1, 30},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := handsbench.Build(&a, fixture(t), tt.n, tt.allInEvery); err != nil {
				t.Fatal(err)
			}
			if err := handsbench.Build(&b, fixture(t), tt.n, tt.allInEvery); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Error("two builds differ")
			}
			s := history.NewSession("Hero")
			if err := s.Import(context.Background(), "bench", &a, true, 1, nil); err != nil {
				t.Fatal(err)
			}
			if s.Hands != tt.n || s.Qualified != tt.qualified || len(s.Skipped)+len(s.Unsupported) != 0 {
				t.Errorf("Build(%d, %d): %d hands, %d valued by equity, %d skipped; want %d, %d, 0",
					tt.n, tt.allInEvery, s.Hands, s.Qualified, len(s.Skipped)+len(s.Unsupported), tt.n, tt.qualified)
			}
		})
	}
}

// TestBuildNoPlainHands checks the error for a fixture with nothing to
// repeat: all-ins only (built by Build itself), and a file that is not a
// hand history.
func TestBuildNoPlainHands(t *testing.T) {
	var allIns bytes.Buffer
	if err := handsbench.Build(&allIns, fixture(t), 3, 1); err != nil {
		t.Fatal(err)
	}
	if err := handsbench.Build(new(bytes.Buffer), allIns.Bytes(), 10, 2); !errors.Is(err, handsbench.ErrNoPlainHands) {
		t.Errorf("Build(all-ins only) = %v, want ErrNoPlainHands", err)
	}
	if err := handsbench.Build(new(bytes.Buffer), []byte("nothing here\n"), 10, 2); !errors.Is(err, history.ErrFormat) {
		t.Errorf("Build(not a hand history) = %v, want history.ErrFormat", err)
	}
}

// TestBuildGG reads the GGPoker file built back as TestBuild does, with
// GGPoker's format told from the file.
func TestBuildGG(t *testing.T) {
	fx, err := os.ReadFile(filepath.Join("..", "..", handsbench.GGFixture))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ n, allInEvery, qualified int }{{0, 20, 0}, {7, 20, 0}, {1000, 20, 50}, {30, 1, 30}} {
		var a, b bytes.Buffer
		if err := handsbench.BuildGG(&a, fx, tt.n, tt.allInEvery); err != nil {
			t.Fatal(err)
		}
		if err := handsbench.BuildGG(&b, fx, tt.n, tt.allInEvery); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Error("two builds differ")
		}
		s := history.NewSession("Hero")
		formats := map[history.Format]int{}
		err := s.Import(context.Background(), "bench", bytes.NewReader(a.Bytes()), true, 1, func(r *history.Result) error {
			formats[r.Hand.Format]++
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if s.Hands != tt.n || s.Qualified != tt.qualified || len(s.Skipped)+len(s.Unsupported) != 0 || formats[history.GGPoker] != tt.n {
			t.Errorf("BuildGG(%d, %d): %d hands (%v), %d valued by equity, %d skipped; want %d GGPoker, %d, 0",
				tt.n, tt.allInEvery, s.Hands, formats, s.Qualified, len(s.Skipped)+len(s.Unsupported), tt.n, tt.qualified)
		}
	}
}
