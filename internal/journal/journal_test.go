package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// collect returns an each for Open that keeps the pieces in *out.
func collect(out *[]Piece) func(Piece) error {
	return func(p Piece) error { *out = append(*out, p); return nil }
}

func TestResume(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.journal")
	head := map[string]any{"file": "abc", "seed": 1}
	var pieces []Piece
	j, err := Open(path, head, collect(&pieces))
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

	j, err = Open(path, head, collect(&pieces))
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
	pieces = nil
	if j, err = Open(path, head, collect(&pieces)); err != nil || len(pieces) != 4 {
		t.Fatalf("after the partial line was dropped: %d pieces, %v; want 4", len(pieces), err)
	}
	j.Close()

	if _, err := Open(path, map[string]any{"file": "other", "seed": 1}, collect(&pieces)); !errors.Is(err, ErrMismatch) {
		t.Errorf("Open with another header = %v, want ErrMismatch", err)
	}
}

// TestSkipGarbage checks that a line that is not JSON, or too long, is
// skipped and reported, not fatal, and that the lines after it are kept.
func TestSkipGarbage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.journal")
	long := `{"x":"` + strings.Repeat("a", MaxLine) + `"}`
	if err := os.WriteFile(path, []byte("{\"h\":1}\n{\"piece\":0}\nnot json\n"+long+"\n{\"piece\":2}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var pieces []Piece
	j, err := Open(path, map[string]int{"h": 1}, collect(&pieces))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if len(pieces) != 2 || pieces[1].Line != 5 {
		t.Errorf("pieces = %v, want lines 2 and 5", pieces)
	}
	if fmt.Sprint(j.Skipped) != "[3 4]" {
		t.Errorf("Skipped = %v, want [3 4]", j.Skipped)
	}
}

// TestLocked checks that a journal open in one run is refused to another,
// and free again once the first closes it.
func TestLocked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.journal")
	none := func(Piece) error { return nil }
	j, err := Open(path, 1, none)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, 1, none); !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open while the first holds it = %v, want ErrLocked", err)
	}
	j.Close()
	j, err = Open(path, 1, none)
	if err != nil {
		t.Fatalf("Open after Close = %v", err)
	}
	// A rewritten journal is still held.
	if err := j.Rewrite(nil); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, 1, none); !errors.Is(err, ErrLocked) {
		t.Errorf("Open of a rewritten journal held by another = %v, want ErrLocked", err)
	}
	j.Close()
}

// TestRewrite checks that a rewritten journal holds the header and the
// pieces given, that appending goes on after them, and that a rewrite
// left half done by a kill is cleared.
func TestRewrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "run.journal")
	var pieces []Piece
	j, err := Open(path, "h", collect(&pieces))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 100 {
		j.Note(i)
	}
	if err := j.Rewrite([][]byte{[]byte("98"), []byte("99")}); err != nil {
		t.Fatal(err)
	}
	j.Append(100)
	if want := int64(len("\"h\"\n98\n99\n100\n")); j.Size() != want {
		t.Errorf("Size = %d, want %d", j.Size(), want)
	}
	j.Close()
	os.WriteFile(tempName(path), []byte("half"), 0o644)
	j, err = Open(path, "h", collect(&pieces))
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	var got []string
	for _, p := range pieces {
		got = append(got, string(p.JSON))
	}
	if strings.Join(got, " ") != "98 99 100" {
		t.Errorf("pieces after the rewrite = %v, want 98 99 100", got)
	}
	if _, err := os.Stat(tempName(path)); !os.IsNotExist(err) {
		t.Errorf("the half-written rewrite is still there: %v", err)
	}
	b, _ := os.ReadFile(path)
	if !bytes.Equal(b, []byte("\"h\"\n98\n99\n100\n")) {
		t.Errorf("journal = %q", b)
	}
}

// FuzzOpen checks that no journal file makes Open panic, and that the
// pieces it gives are JSON of the lines after a matching header.
func FuzzOpen(f *testing.F) {
	for _, s := range []string{"", "{\"h\":1}\n", "{\"h\":1}\n{\"a\":1}\nnot\n{\"b\"", "{\"h\":2}\n{}\n", "{\"h\":1}\n\x1b[31m\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "j")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		j, err := Open(path, map[string]int{"h": 1}, func(p Piece) error {
			if !json.Valid(p.JSON) || p.Line < 2 {
				t.Fatalf("piece %q on line %d", p.JSON, p.Line)
			}
			return nil
		})
		if err != nil {
			if !errors.Is(err, ErrMismatch) {
				t.Fatalf("Open = %v", err)
			}
			return
		}
		j.Close()
	})
}
