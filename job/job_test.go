package job

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/shard"
)

func TestIdentify(t *testing.T) {
	a := Identify("batch", map[string]int{"seed": 1}, "pokersim batch x --shard {shard}")
	tests := []struct {
		name string
		id   shard.Job
		same bool
	}{
		{"same input, another command", Identify("batch", map[string]int{"seed": 1}, "other"), true},
		{"another input", Identify("batch", map[string]int{"seed": 2}, a.Command), false},
		{"another kind", Identify("matrix", map[string]int{"seed": 1}, a.Command), false},
	}
	for _, tt := range tests {
		if got := tt.id.Digest == a.Digest; got != tt.same || len(tt.id.Digest) != 64 {
			t.Errorf("%s: digest %s, batch's %s: same %v, want %v", tt.name, tt.id.Digest, a.Digest, got, tt.same)
		}
	}
}

func TestSplit(t *testing.T) {
	tests := []struct {
		s    shard.Shard
		n    int
		want string
	}{
		{shard.Shard{Index: 1, Count: 3}, 7, "[1 4]"},
		{shard.Shard{Index: 2, Count: 3}, 3, "[2]"},
		{shard.Shard{Index: 0, Count: 4}, 3, "error"},
		{shard.Shard{Index: 0, Count: 99999999999}, 10, "error"},
	}
	for _, tt := range tests {
		got, err := Split(tt.s, tt.n)
		s := fmt.Sprint(got)
		if err != nil {
			s = "error"
			if !errors.Is(err, shard.ErrSpec) || !strings.Contains(err.Error(), fmt.Sprintf("at most %d shards", tt.n)) {
				t.Errorf("Split(%v, %d) = %v: want ErrSpec naming the largest count", tt.s, tt.n, err)
			}
		}
		if s != tt.want {
			t.Errorf("Split(%v, %d) = %s, want %s", tt.s, tt.n, s, tt.want)
		}
	}
}

// testEntry is a journal entry of a test job: progress of a unit.
type testEntry struct {
	U     string `json:"u"`
	Done  int    `json:"done"`
	Blob  string `json:"blob,omitempty"`
	Final bool   `json:"final,omitempty"`
}

func (e testEntry) Unit() string { return e.U }

func checkTest(e *testEntry) error {
	if e.Done < 0 {
		return fmt.Errorf("%w: done %d", ErrImplausible, e.Done)
	}
	return nil
}

// TestJournalKeepsLast writes the progress of three units many times and
// checks that the journal stays within twice the size of the last entries
// and the slack, that a resumed run gets the last entry of each unit, and
// that entries its check refuses are left out with a warning.
func TestJournalKeepsLast(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.journal")
	id := Identify("test", 1, "")
	jr, got, _, err := OpenJournal(path, id, nil, "other input", checkTest)
	if err != nil || len(got) != 0 {
		t.Fatalf("OpenJournal = %v, %v", got, err)
	}
	blob := strings.Repeat("x", 300)
	var biggest int64
	for i := range 3000 {
		e := testEntry{U: fmt.Sprint(i % 3), Done: i, Blob: blob}
		if err := jr.Note(e); err != nil {
			t.Fatal(err)
		}
		biggest = max(biggest, jr.Size())
	}
	jr.Append(testEntry{U: "0", Done: 3000, Final: true})
	// Three entries of some 340 bytes are needed: twice them, the slack
	// and a line past it.
	if bound := int64(2*3*340 + compactSlack + 340); biggest > bound {
		t.Errorf("the journal reached %d bytes, want at most %d", biggest, bound)
	}
	if biggest < compactSlack {
		t.Errorf("the journal never grew past %d bytes: the test shows nothing", biggest)
	}
	if written := int64(3000 * 340); written < 10*biggest {
		t.Errorf("the entries written, %d bytes, are not many times the journal's %d: the test shows nothing", written, biggest)
	}
	jr.Close()
	// A bad entry after the last good ones is left out.
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"u":"1","done":-5}` + "\n" + `"not an entry"` + "\n")
	f.Close()
	// Another job's run is refused.
	if _, _, _, err := OpenJournal(path, Identify("test", 2, ""), nil, "other input", checkTest); !errors.As(err, new(*JournalError)) ||
		!strings.HasSuffix(err.Error(), "delete it to start afresh (other input)") {
		t.Errorf("OpenJournal of another job = %v, want a *JournalError with the hint", err)
	}
	jr, got, warnings, err := OpenJournal(path, id, nil, "other input", checkTest)
	if err != nil {
		t.Fatal(err)
	}
	defer jr.Close()
	want := "[{0 3000  true} {1 2998 " + blob + " false} {2 2999 " + blob + " false}]"
	if fmt.Sprint(got) != want {
		t.Errorf("resumed entries = %.200v\nwant %.200v", got, want)
	}
	if len(warnings) != 2 || !strings.Contains(warnings[0], "impossible figures: done -5: skipped") {
		t.Errorf("warnings = %q, want the bad entry and the one that is not an entry", warnings)
	}
	// A second run of the job is refused while this one holds it.
	if _, _, _, err := OpenJournal(path, id, nil, "other input", checkTest); !errors.Is(err, ErrLocked) {
		t.Errorf("OpenJournal while another run holds it = %v, want ErrLocked", err)
	}
}

func TestRegistry(t *testing.T) {
	r := NewRegistry(Kind{Name: "a", Merge: func(files []*shard.File) (*Merged, error) {
		return &Merged{Name: files[0].Name}, nil
	}})
	f := &shard.File{Job: shard.Job{Kind: "a", Digest: "d"}, Shard: shard.Shard{Index: 0, Count: 1}, Name: "x.json"}
	if m, err := r.Merge([]*shard.File{f}); err != nil || m.Name != "x.json" {
		t.Errorf("Merge = %v, %v", m, err)
	}
	g := *f
	g.Job.Kind = "b\x1b[31m"
	if _, err := r.Merge([]*shard.File{&g}); !errors.Is(err, shard.ErrFile) || !strings.Contains(err.Error(), `unknown kind of job "b\x1b[31m"`) {
		t.Errorf("Merge of an unknown kind = %v, want it named, quoted", err)
	}
}
