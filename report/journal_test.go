package report

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestJournalResume(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.journal")
	head := map[string]any{"file": "abc", "seed": 1}
	j, pieces, err := OpenJournal(path, head)
	if err != nil || len(pieces) != 0 {
		t.Fatalf("OpenJournal on a new file = %v, %v", pieces, err)
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

	j, pieces, err = OpenJournal(path, head)
	if err != nil {
		t.Fatal(err)
	}
	if len(pieces) != 3 {
		t.Fatalf("resumed with %d pieces, want 3", len(pieces))
	}
	var p struct{ Piece int }
	if err := json.Unmarshal(pieces[2], &p); err != nil || p.Piece != 2 {
		t.Errorf("third piece = %s, %v", pieces[2], err)
	}
	if err := j.Append(map[string]int{"piece": 3}); err != nil {
		t.Fatal(err)
	}
	j.Close()
	_, pieces, err = OpenJournal(path, head)
	if err != nil || len(pieces) != 4 {
		t.Fatalf("after the partial line was dropped: %d pieces, %v; want 4", len(pieces), err)
	}

	if _, _, err := OpenJournal(path, map[string]any{"file": "other", "seed": 1}); !errors.Is(err, ErrJournalMismatch) {
		t.Errorf("OpenJournal with another header = %v, want ErrJournalMismatch", err)
	}
}
