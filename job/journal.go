package job

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/pokersim/pokersim/internal/journal"
	"github.com/pokersim/pokersim/shard"
)

// ErrLocked reports a journal another run holds: two runs with the same
// output must not both compute.
var ErrLocked = journal.ErrLocked

// JournalError reports a journal that belongs to another run, or whose
// content cannot be taken up: it gives the reason and how to start afresh.
type JournalError struct{ Err error }

// Error returns the reason.
func (e *JournalError) Error() string { return e.Err.Error() }

// Unwrap returns the underlying error.
func (e *JournalError) Unwrap() error { return e.Err }

// Entry is a line of a job's journal.
type Entry interface {
	// Unit names the unit of work the entry records: a later entry of a
	// unit (the result after its progress) replaces the earlier ones,
	// which the journal then drops. "" names none: such an entry is never
	// replaced.
	Unit() string
}

// Journal is the typed journal of one run of a job, of entries E. It is
// for one goroutine at a time.
type Journal[E Entry] struct {
	j     *journal.Journal
	path  string
	index map[string]int // by unit, the place of its entry in lines
	lines [][]byte       // the entries still needed, as written
	live  int64          // their length with newlines
	anon  int            // entries without a unit, for their keys
	// rewriteOff is set once a rewrite has failed: the journal then just
	// grows, as before rewrites.
	rewriteOff bool
}

// compactSlack is how far a journal may grow past twice the size of the
// entries it needs before it is rewritten with those only.
const compactSlack = 64 << 10

// journalHeader is the first line of a job's journal.
type journalHeader struct {
	Journal string       `json:"journal"` // "pokersim " and the kind
	Digest  string       `json:"digest"`
	Shard   *shard.Shard `json:"shard,omitempty"`
}

// OpenJournal opens the journal at path of the job id (of its shard s, if
// not nil), creating it if need be, and returns the entries it holds that
// check accepts: the last of each unit, in the order first written. An
// entry check refuses, or that is not an entry, is left out with a warning
// saying why, and its unit is computed again. A journal of another job is
// a *JournalError, which says hint (what may have changed, such as "other
// --rows"); a journal another run holds is an error wrapping ErrLocked.
func OpenJournal[E Entry](path string, id shard.Job, s *shard.Shard, hint string, check func(*E) error) (*Journal[E], []E, []string, error) {
	jr := &Journal[E]{path: path, index: make(map[string]int)}
	var warnings []string
	var kept []E
	head := journalHeader{Journal: "pokersim " + id.Kind, Digest: id.Digest, Shard: s}
	j, err := journal.Open(path, head, func(p journal.Piece) error {
		var e E
		if err := json.Unmarshal(p.JSON, &e); err != nil {
			warnings = append(warnings, fmt.Sprintf("%s: line %d is not an entry of this journal: skipped", path, p.Line))
			return nil
		}
		if err := check(&e); err != nil {
			warnings = append(warnings, fmt.Sprintf("%s: line %d: %v: skipped", path, p.Line, err))
			return nil
		}
		if i := jr.keep(e, p.JSON); i == len(kept) {
			kept = append(kept, e)
		} else {
			kept[i] = e
		}
		return nil
	})
	switch {
	case errors.Is(err, journal.ErrMismatch):
		return nil, nil, nil, &JournalError{fmt.Errorf("%w (%s)", err, hint)}
	case err != nil:
		return nil, nil, nil, err
	}
	jr.j = j
	for _, n := range j.Skipped {
		warnings = append(warnings, fmt.Sprintf("%s: line %d is not a journal entry: skipped", path, n))
	}
	return jr, kept, warnings, jr.compact()
}

// keep records line, the JSON of e, as the entry of its unit, and returns
// its place.
func (jr *Journal[E]) keep(e E, line []byte) int {
	unit := e.Unit()
	if unit == "" {
		jr.anon++
		unit = "\x00" + strconv.Itoa(jr.anon)
	}
	i, ok := jr.index[unit]
	if !ok {
		i = len(jr.lines)
		jr.index[unit] = i
		jr.lines = append(jr.lines, nil)
	} else {
		jr.live -= int64(len(jr.lines[i]) + 1)
	}
	jr.lines[i] = line
	jr.live += int64(len(line) + 1)
	return i
}

// Append records e, synced to disk before it returns: a finished unit.
func (jr *Journal[E]) Append(e E) error { return jr.write(e, true) }

// Note records e without syncing it (see journal.Journal.Note): progress,
// which a kill keeps but a crash of the machine may lose.
func (jr *Journal[E]) Note(e E) error { return jr.write(e, false) }

func (jr *Journal[E]) write(e E, sync bool) error {
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if sync {
		err = jr.j.AppendJSON(b)
	} else {
		err = jr.j.NoteJSON(b)
	}
	if err != nil {
		return err
	}
	jr.keep(e, b)
	return jr.compact()
}

// compact rewrites the journal with the entries still needed once it has
// grown past twice their size and compactSlack: each rewrite copies the
// live entries once for at least as many bytes appended, so the cost is a
// constant factor, and the file stays within about twice the report's
// size. A rewrite that fails (a system that cannot rename an open file)
// leaves the journal as it was, and growing.
func (jr *Journal[E]) compact() error {
	if jr.rewriteOff || jr.j.Size() <= 2*jr.live+compactSlack {
		return nil
	}
	if err := jr.j.Rewrite(jr.lines); err != nil {
		jr.rewriteOff = true
	}
	return nil
}

// Path returns the journal's path.
func (jr *Journal[E]) Path() string { return jr.path }

// Size returns the journal file's length in bytes.
func (jr *Journal[E]) Size() int64 { return jr.j.Size() }

// Close closes the journal, keeping it for a later run.
func (jr *Journal[E]) Close() error { return jr.j.Close() }

// Remove deletes the journal, once the run's output is written.
func (jr *Journal[E]) Remove() error { return jr.j.Remove() }
