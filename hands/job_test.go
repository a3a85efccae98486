package hands

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/job"
)

// TestCheckEntry refuses entries whose figures cannot be.
func TestCheckEntry(t *testing.T) {
	ok := func() *entry {
		s := history.NewSession("Hero")
		s.Hands, s.Qualified = 3, 1
		s.Totals = []*history.Total{{Player: "Hero", Hands: 3, AllIns: 1, Net: 1.5, Adjusted: -2}}
		return &entry{File: "a.txt", Size: 100, Off: 10, Len: 90 + 2*pointSize, RowsLen: 90, Rows: 3, Points: 2,
			SHA256: strings.Repeat("ab", 32), Session: s}
	}
	tests := []struct {
		name string
		edit func(*entry)
		want string
	}{
		{"whole", func(*entry) {}, ""},
		{"escape in the name", func(e *entry) { e.File = "a\x1b[2J.txt" }, "file name"},
		{"negative offset", func(e *entry) { e.Off = -1 }, "impossible sizes"},
		{"points past the length", func(e *entry) { e.Points = 7 }, "impossible sizes"},
		{"no hash", func(e *entry) { e.SHA256 = "xyz" }, "not a SHA-256"},
		{"no session", func(e *entry) { e.Session = nil }, "no session"},
		{"qualified above hands", func(e *entry) { e.Session.Qualified = 4 }, "4 valued by equity"},
		{"points in the journal", func(e *entry) { e.Session.Points = []history.Point{{Hand: 1}} }, "points"},
		{"all-ins above hands", func(e *entry) { e.Session.Totals[0].AllIns = 5 }, "impossible total"},
		{"infinite money", func(e *entry) { e.Session.Totals[0].Net = math.Inf(1) }, "impossible total"},
		{"a player twice", func(e *entry) {
			e.Session.Totals = append(e.Session.Totals, &history.Total{Player: "Hero"})
		}, "impossible total"},
		{"escape in a skipped hand", func(e *entry) { e.Session.Skipped = []string{"\x07"} }, "not text"},
		{"escape in a player's name", func(e *entry) { e.Session.Totals[0].Player = "He\x1b[2Jro" }, `impossible total of "He\x1b[2Jro": the name is not text`},
		{"escape in a unit's player", func(e *entry) {
			e.Session.Units = []*history.Unit{{Name: "USD\x1b[2J", Hands: 3, Qualified: 1,
				Totals: []*history.Total{{Player: "\x1b]0;x\a", Hands: 9}}}}
		}, `impossible total in "USD\x1b[2J": "\x1b]0;x\a": hands 9 of 3`},
		{"escape in a unit's name", func(e *entry) {
			e.Session.Units = []*history.Unit{{Name: "USD\x1b[2J", Hands: 3}, {Name: "USD\x1b[2J"}}
		}, `impossible unit "USD\x1b[2J": given twice`},
	}
	for _, tt := range tests {
		e := ok()
		tt.edit(e)
		err := checkEntry(e)
		if tt.want == "" && err != nil || tt.want != "" && (!errors.Is(err, job.ErrImplausible) || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: checkEntry = %v, want %q", tt.name, err, tt.want)
		}
		// What the journal held is escaped: the message goes to a
		// terminal as a warning.
		if err != nil && strings.ContainsAny(err.Error(), "\x1b\a") {
			t.Errorf("%s: checkEntry = %q holds a control character", tt.name, err)
		}
	}
}
