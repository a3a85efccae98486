package batch

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/input"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// MaxLineLen is the length in bytes of the longest line a batch file may
// hold.
const MaxLineLen = 64 << 10

// MaxFileSize is the size in bytes of the largest batch file: about two
// million matchups. The file is held whole (its hash is the batch seed and
// identifies its journal), so it is bounded; reading stops at the bound.
const MaxFileSize = 64 << 20

// Limits returns the bounds within which a batch file is read.
func Limits() input.Limits { return input.Limits{MaxLine: MaxLineLen, MaxSize: MaxFileSize} }

// bom is the UTF-8 byte order mark some editors put first in a file; it
// is skipped, as score skips it.
const bom = "\ufeff"

// maxBadLines is the most bad lines a job lists; past it, it counts them.
const maxBadLines = 20

// ErrEmpty reports a batch file without a matchup.
var ErrEmpty = errors.New("no matchups")

// Item is one matchup of a batch file, checked and ready to run.
type Item struct {
	Line  int    // the line number in the file, from 1
	Input string // the line as written, trimmed
	Spec  *request.Spec
	Plan  *sim.Plan // runs on one worker, with the item's own seed
	Key   string    // the matchup and options in canonical form
	Seed  uint64    // the item's Monte Carlo seed
}

// LineError reports a line of a batch file that cannot be run.
type LineError struct {
	Line int // the line's number, from 1
	Err  error
}

// Error returns a message such as "line 7: --trials: want a positive whole
// number such as 1000000, got "lots"".
func (e *LineError) Error() string { return "line " + strconv.Itoa(e.Line) + ": " + e.Err.Error() }

// Unwrap returns the underlying error.
func (e *LineError) Unwrap() error { return e.Err }

// Config sets what a job is, besides its file.
type Config struct {
	// Seed, if not nil, is the batch seed; otherwise it is derived from the
	// file's content (sim.DeriveSeed(0, data)).
	Seed *uint64
	// Confidence is the level of the intervals, in (0,1); 0 means 95%.
	Confidence float64
	// KeepGoing runs the good lines of a file with bad ones, and lists the
	// bad ones in the report.
	KeepGoing bool
}

// Job is a batch file read and checked: its items, its bad lines and the
// settings that, with the file, determine every number of its report.
type Job struct {
	Name       string // the file's name, as given
	Seed       uint64
	Confidence float64
	KeepGoing  bool
	Items      []Item
	// Bad lists the lines that cannot be run, in file order, up to 20;
	// BadCount counts them all.
	Bad      []*LineError
	BadCount int
	lines    []string // the file's lines, for the report of the bad ones
	digest   [32]byte // the file's SHA-256, which identifies it in the journal
	data     []byte   // the file's content, which shard files carry
}

// New reads the batch file called name, whose content is data: one
// matchup a line, written as the arguments of "pokersim equity", with
// blank lines and lines starting with # skipped, and a UTF-8 byte order
// mark skipped. Every line is checked;
// a line with a flag for the whole run (--seed, --workers, --time, ...)
// is bad, saying why.
//
// The error is a *BadLinesError if some lines are bad and cfg.KeepGoing is
// not set, or if every line is bad, and wraps ErrEmpty if the file holds
// no matchup.
func New(name string, data []byte, cfg Config) (*Job, error) {
	data = bytes.TrimPrefix(data, []byte(bom))
	j := &Job{Name: name, KeepGoing: cfg.KeepGoing, digest: sha256.Sum256(data), data: data}
	j.Seed = sim.DeriveSeed(0, data)
	if cfg.Seed != nil {
		j.Seed = *cfg.Seed
	}
	j.Confidence = cfg.Confidence
	if j.Confidence == 0 {
		j.Confidence = sim.DefaultConfidence
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), MaxLineLen)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		j.lines = append(j.lines, text)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		it, err := j.item(n, text)
		if err != nil {
			j.bad(n, err)
			continue
		}
		j.Items = append(j.Items, *it)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &BadLinesError{Lines: []*LineError{{len(j.lines) + 1, fmt.Errorf("line longer than %d bytes", MaxLineLen)}}, Count: 1}
		}
		return nil, err
	}
	switch {
	case j.BadCount > 0 && (!cfg.KeepGoing || len(j.Items) == 0):
		// With --keep-going but no good line, there is nothing to run:
		// bad input all the same.
		return nil, &BadLinesError{Lines: j.Bad, Count: j.BadCount, None: len(j.Items) == 0}
	case len(j.Items) == 0 && j.BadCount == 0:
		return nil, fmt.Errorf("%s: %w", name, ErrEmpty)
	}
	return j, nil
}

func (j *Job) bad(n int, err error) {
	j.BadCount++
	if len(j.Bad) < maxBadLines {
		j.Bad = append(j.Bad, &LineError{Line: n, Err: err})
	}
}

// item reads, checks and plans line n.
func (j *Job) item(n int, text string) (*Item, error) {
	req, err := request.ParseLine(text)
	if err != nil {
		return nil, err
	}
	spec, err := req.Spec()
	if err != nil {
		return nil, err
	}
	it := &Item{Line: n, Input: text, Spec: spec}
	it.Key = key(spec)
	it.Seed = sim.DeriveSeed(j.Seed, []byte(it.Key))
	spec.Options.Seed, spec.Options.Workers, spec.Confidence = it.Seed, 1, j.Confidence
	if it.Plan, err = spec.Plan(); err != nil {
		return nil, err
	}
	return it, nil
}

// key returns a spec's matchup and options in a canonical form: two items
// with the same key are the same computation. It names the players by
// their cards or their ranges' hands, so "QQ+" and "AA,KK,QQ" agree.
func key(s *request.Spec) string {
	var b strings.Builder
	m, o := s.Matchup, s.Options
	b.WriteString(m.Game.String())
	for _, p := range m.Players {
		b.WriteString(" | ")
		switch {
		case p.Range != nil:
			b.WriteString(p.Range.String())
		case len(p.Cards) == 0:
			b.WriteString("random")
		default:
			b.WriteString(deck.SetOf(p.Cards...).String())
		}
	}
	fmt.Fprintf(&b, " | board %v | dead %v | method %v trials %d stderr %g",
		deck.SetOf(m.Board...), deck.SetOf(m.Dead...), o.Method, o.Trials, o.StdErr)
	if s.Distribution {
		b.WriteString(" | distribution")
	}
	return b.String()
}

// BadLinesError lists the bad lines of a batch file (the first 20, and how
// many there are).
type BadLinesError struct {
	Lines []*LineError
	Count int
	None  bool // no line is good
}

// Error lists the bad lines, one a line, and says that nothing ran.
func (e *BadLinesError) Error() string {
	var b strings.Builder
	for i, l := range e.Lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l.Error())
	}
	if e.Count > len(e.Lines) {
		fmt.Fprintf(&b, "\n... and %d more", e.Count-len(e.Lines))
	}
	if e.None {
		fmt.Fprintf(&b, "\n%d bad line(s) and no good one: nothing was run", e.Count)
	} else {
		fmt.Fprintf(&b, "\n%d bad line(s): nothing was run (--keep-going runs the others)", e.Count)
	}
	return b.String()
}

// Unwrap returns the line errors, so that errors.As finds a *LineError.
func (e *BadLinesError) Unwrap() []error {
	errs := make([]error, len(e.Lines))
	for i, l := range e.Lines {
		errs[i] = l
	}
	return errs
}
