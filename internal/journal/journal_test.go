package journal

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestResume(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.journal")
	head := map[string]any{"file": "abc", "seed": 1}
	j, pieces, err := Open(path, head)
	if err != nil || len(pieces) != 0 {
		t.Fatalf("Open on a new file = %v, %v", pieces, err)
	}
	for i := range 3 {
		if err := j.Append(map[string]int{"piece": i}); err != nil {
			t.Fatal(err)
		}
	}
	j.Close()
	// A kill in the middle of a write leaves a partial line.
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"piece":`)
	f.Close()

	j, pieces, err = Open(path, head)
	if err != nil {
		t.Fatal(err)
	}
	if len(pieces) != 3 {
		t.Fatalf("resumed with %d pieces, want 3", len(pieces))
	}
	var p struct{ Piece int }
	if err := json.Unmarshal(pieces[2].JSON, &p); err != nil || p.Piece != 2 || pieces[2].Line != 4 {
		t.Errorf("third piece = %s on line %d, %v", pieces[2].JSON, pieces[2].Line, err)
	}
	if err := j.Append(map[string]int{"piece": 3}); err != nil {
		t.Fatal(err)
	}
	j.Close()
	_, pieces, err = Open(path, head)
	if err != nil || len(pieces) != 4 {
		t.Fatalf("after the partial line was dropped: %d pieces, %v; want 4", len(pieces), err)
	}

	if _, _, err := Open(path, map[string]any{"file": "other", "seed": 1}); !errors.Is(err, ErrMismatch) {
		t.Errorf("Open with another header = %v, want ErrMismatch", err)
	}
}

// TestSkipGarbage checks that a line that is not JSON is skipped and
// reported, not fatal, and that the lines after it are kept.
func TestSkipGarbage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.journal")
	if err := os.WriteFile(path, []byte("{\"h\":1}\n{\"piece\":0}\nnot json\n{\"piece\":2}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	j, pieces, err := Open(path, map[string]int{"h": 1})
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if len(pieces) != 2 || pieces[1].Line != 4 {
		t.Errorf("pieces = %v, want lines 2 and 4", pieces)
	}
	if len(j.Skipped) != 1 || j.Skipped[0] != 3 {
		t.Errorf("Skipped = %v, want [3]", j.Skipped)
	}
}
