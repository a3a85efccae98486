//go:build linux || darwin

package main

import (
	"os"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// TestJournalLocked holds the journal of a run's --out as another run
// would, and checks that the run is refused, saying why, without touching
// the journal or writing the report; and that it runs once it is free.
func TestJournalLocked(t *testing.T) {
	t.Chdir(t.TempDir())
	os.WriteFile("spots.txt", []byte("AhKh vs QsQd\n"), 0o644)
	for _, tt := range []struct {
		args    []string
		journal string
		out     string
	}{
		{[]string{"batch", "spots.txt", "--out", "r.json"}, "r.json.journal", "r.json"},
		{[]string{"batch", "spots.txt", "--shard", "0/1", "--out", "s.json"}, "s.json.journal", "s.json"},
		{[]string{"matrix", "--rows", "AA", "--format", "csv", "--out", "m"}, "m/matrix.journal", "m/matrix.csv"},
	} {
		os.MkdirAll("m", 0o755)
		f, err := os.Create(tt.journal)
		if err != nil {
			t.Fatal(err)
		}
		if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
			t.Fatal(err)
		}
		got := runPokersim(t, "", tt.args...)
		if got.code != exitFailure || !strings.Contains(got.stderr, tt.journal+": another run is using the journal") {
			t.Errorf("%q while another run holds its journal = %+v, want exit 1 and the reason", tt.args, got)
		}
		if _, err := os.Stat(tt.out); !os.IsNotExist(err) {
			t.Errorf("%q wrote %s while another run holds the journal", tt.args, tt.out)
		}
		f.Close()
		os.Remove(tt.journal)
		if got := runPokersim(t, "", tt.args...); got.code != exitOK {
			t.Errorf("%q once the journal is free = %+v", tt.args, got)
		}
	}
}
