package job

import (
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkNote measures recording one unit's progress, as a Monte Carlo
// matchup does after each block of trials: an entry of about 300 bytes,
// with the rewrites that keep the journal small.
func BenchmarkNote(b *testing.B) {
	jr, _, _, err := OpenJournal(filepath.Join(b.TempDir(), "b.journal"), Identify("bench", 1, ""), nil, "", checkTest)
	if err != nil {
		b.Fatal(err)
	}
	defer jr.Close()
	e := testEntry{U: "1", Blob: strings.Repeat("x", 280)}
	b.ReportAllocs()
	for b.Loop() {
		e.Done++
		if err := jr.Note(e); err != nil {
			b.Fatal(err)
		}
	}
}
