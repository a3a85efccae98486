package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	psreport "github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/sim"
)

func batchCommand() *cli.Command {
	return &cli.Command{
		Name:      "batch",
		Usage:     "run a file of matchups and write one report of them all",
		ArgsUsage: "FILE",
		Description: `Runs each line of FILE as the arguments of "pokersim equity" (blank lines and
lines starting with # are skipped), on one shared pool of workers, and
writes a report of every matchup. Every line is checked before anything
runs: bad lines are listed with their numbers and nothing runs, unless
--keep-going, which runs the good lines and lists the bad ones in the report.

Each matchup's seed is derived from the batch seed and the matchup itself,
so the report is the same whatever the order of the lines or the number of
workers. The batch seed is a hash of the file unless --seed is given.

With --out, finished matchups are recorded in FILE.journal as they
complete: after Ctrl-C, or if the process is killed, run the same command
again and only the missing matchups run; the report is the same as an
uninterrupted run's. The report is written atomically, then the journal
is deleted. The format comes from the --out extension (.txt, .md, .csv,
.json, .html) unless --format is given; the HTML report is one
self-contained file with charts.

Examples:
  pokersim batch spots.txt
  pokersim batch --out report.html spots.txt
  pokersim batch --out report.json --seed 42 --workers 2 spots.txt
  pokersim batch --keep-going --out report.md spots.txt

A batch file:
  # all-in spots
  AhKh vs QsQd
  "QQ+,AKs" vs random --trials 2000000
  AsAd vs KhKc vs QsQc --board Ts9h2c --dead 2d`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write the report to `FILE`, and journal progress beside it"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, DefaultText: "from the --out extension, else text", Usage: "report `FORMAT`: text, markdown, csv, json or html"},
			&cli.Uint64Flag{Name: "seed", DefaultText: "a hash of FILE", Usage: "the batch `SEED`"},
			&cli.IntFlag{Name: "workers", Aliases: []string{"w"}, DefaultText: "one per CPU", Usage: "`N` matchups at a time"},
			&cli.Float64Flag{Name: "confidence", Value: psreport.DefaultConfidence, Usage: "confidence `LEVEL` of Monte Carlo intervals"},
			&cli.BoolFlag{Name: "keep-going", Aliases: []string{"k"}, DisableDefaultText: true, Usage: "run the good lines even if some are bad, and list the bad ones in the report"},
		},
		Action: batchAction,
	}
}

// batchRun is a batch being run: its inputs and what is done.
type batchRun struct {
	path       string
	data       []byte
	items      []sim.BatchItem
	bad        []*sim.LineError
	seed       uint64
	confidence float64
	done       map[int]*psreport.Equity // by item index
}

func batchAction(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErrorf(c, "want one FILE of matchups")
	}
	b := &batchRun{path: c.Args().First(), confidence: c.Float64("confidence"), done: make(map[int]*psreport.Equity)}
	if !(b.confidence > 0 && b.confidence < 1) {
		return usageErrorf(c, "--confidence must be between 0 and 1, got %v", b.confidence)
	}
	format, err := batchFormat(c)
	if err != nil {
		return err
	}
	if err := b.read(); err != nil {
		return err
	}
	if len(b.bad) > 0 && !c.Bool("keep-going") {
		return &badLinesError{b.bad}
	}
	b.seed = c.Uint64("seed")
	if !c.IsSet("seed") {
		b.seed = fileSeed(b.data)
	}
	out := c.String("out")
	var journal *psreport.Journal
	if out != "" {
		if journal, err = b.openJournal(out+".journal", c.Bool("keep-going")); err != nil {
			return err
		}
		defer journal.Close()
	}
	fmt.Fprintf(c.App.ErrWriter, "pokersim: batch %s: %s, seed %d\n", b.path, plural(len(b.items), "matchup"), b.seed)
	if len(b.done) > 0 {
		fmt.Fprintf(c.App.ErrWriter, "pokersim: resuming: %d of them done before\n", len(b.done))
	}
	if err := b.run(c, journal); err != nil {
		if errors.Is(err, context.Canceled) {
			fmt.Fprintf(c.App.ErrWriter, "pokersim: %d of %d matchups done; run the same command again to finish\n", len(b.done), len(b.items))
		}
		return err
	}
	report := b.report()
	if out == "" {
		return report.Write(c.App.Writer, format)
	}
	if err := psreport.WriteFileAtomic(out, func(w io.Writer) error { return report.Write(w, format) }); err != nil {
		return err
	}
	fmt.Fprintf(c.App.ErrWriter, "pokersim: wrote %s\n", out)
	return journal.Remove()
}

// batchFormat returns the report format: --format, or the --out extension,
// or text.
func batchFormat(c *cli.Context) (psreport.Format, error) {
	if c.IsSet("format") {
		f, err := psreport.ParseFormat(c.String("format"))
		if err != nil {
			return "", usageErrorf(c, "%v", err)
		}
		return f, nil
	}
	if out := c.String("out"); out != "" {
		f, ok := psreport.FormatFromPath(out)
		if !ok {
			return "", usageErrorf(c, "cannot tell the format of %q from its extension: give --format", out)
		}
		return f, nil
	}
	return psreport.Text, nil
}

// read reads and parses the batch file.
func (b *batchRun) read() error {
	var err error
	if b.data, err = os.ReadFile(b.path); err != nil {
		return err
	}
	b.items, b.bad, err = sim.ParseBatch(bytes.NewReader(b.data))
	if err == nil && len(b.items) == 0 && len(b.bad) == 0 {
		err = fmt.Errorf("%s: no matchups", b.path)
	}
	return err
}

// fileSeed derives a batch seed from the file's contents, below 2^53 so
// that JSON keeps it exact.
func fileSeed(data []byte) uint64 {
	sum := sha256.Sum256(data)
	return binary.LittleEndian.Uint64(sum[:8]) >> 11
}

// journalHeader identifies a batch run in its journal: the same file, seed
// and options give the same results.
type journalHeader struct {
	Journal    string  `json:"journal"`
	Version    int     `json:"version"`
	File       string  `json:"file_sha256"`
	Seed       uint64  `json:"seed"`
	Confidence float64 `json:"confidence"`
	KeepGoing  bool    `json:"keep_going"`
}

// journalPiece records one finished matchup.
type journalPiece struct {
	Line   int              `json:"line"`
	Key    string           `json:"key"`
	Result *psreport.Equity `json:"result"`
}

// openJournal opens the journal and takes in the matchups it records.
func (b *batchRun) openJournal(path string, keepGoing bool) (*psreport.Journal, error) {
	sum := sha256.Sum256(b.data)
	head := journalHeader{"pokersim batch", 1, hex.EncodeToString(sum[:]), b.seed, b.confidence, keepGoing}
	j, pieces, err := psreport.OpenJournal(path, head)
	if err != nil {
		if errors.Is(err, psreport.ErrJournalMismatch) {
			return nil, &usageError{err: fmt.Errorf("%w (the batch file, --seed, --confidence or --keep-going changed)", err)}
		}
		return nil, err
	}
	for _, raw := range pieces {
		var p journalPiece
		if err := json.Unmarshal(raw, &p); err != nil {
			j.Close()
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		i := slices.IndexFunc(b.items, func(it sim.BatchItem) bool { return it.Line == p.Line })
		if i < 0 || b.items[i].Key() != p.Key {
			j.Close()
			return nil, &usageError{err: fmt.Errorf("%s: line %d does not match the batch file: delete the journal to start afresh", path, p.Line)}
		}
		b.done[i] = p.Result
	}
	return j, nil
}

// run runs the matchups not yet done, recording each in the journal.
func (b *batchRun) run(c *cli.Context, journal *psreport.Journal) error {
	todo := len(b.items) - len(b.done)
	step, stop := startCountProgress(c.App.ErrWriter, "batch", todo)
	defer stop()
	// The items done before, fixed now: Done adds to b.done while items are
	// still being started.
	skip := make([]bool, len(b.items))
	for i := range b.done {
		skip[i] = true
	}
	_, err := sim.RunBatch(c.Context, b.items, sim.BatchOptions{
		Workers: c.Int("workers"),
		Seed:    b.seed,
		Skip:    func(i int) bool { return skip[i] },
		Done: func(i int, r *sim.Result) error {
			e, err := roundTrip(psreport.NewEquity(r, b.confidence))
			if err != nil {
				return err
			}
			if journal != nil {
				if err := journal.Append(journalPiece{b.items[i].Line, b.items[i].Key(), e}); err != nil {
					return err
				}
			}
			b.done[i] = e
			step()
			return nil
		},
	})
	return err
}

// roundTrip returns e without its running time, as the journal gives it
// back, so that a resumed report is the same as an uninterrupted one.
func roundTrip(e *psreport.Equity) (*psreport.Equity, error) {
	e.Seconds = 0
	b, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	var out psreport.Equity
	return &out, json.Unmarshal(b, &out)
}

// report assembles the report, in the order of the file.
func (b *batchRun) report() *psreport.Batch {
	r := &psreport.Batch{File: b.path, Seed: b.seed, Confidence: b.confidence}
	for i, it := range b.items {
		r.Entries = append(r.Entries, psreport.BatchEntry{Line: it.Line, Input: it.Input, Equity: b.done[i]})
	}
	for _, e := range b.bad {
		r.Entries = append(r.Entries, psreport.BatchEntry{Line: e.Line, Input: lineText(b.data, e.Line), Error: strings.TrimPrefix(e.Error(), fmt.Sprintf("line %d: ", e.Line))})
	}
	slices.SortFunc(r.Entries, func(x, y psreport.BatchEntry) int { return x.Line - y.Line })
	return r
}

// lineText returns line n (from 1) of data, trimmed.
func lineText(data []byte, n int) string {
	lines := strings.Split(string(data), "\n")
	if n-1 < len(lines) {
		return strings.TrimSpace(lines[n-1])
	}
	return ""
}

// badLinesError lists the bad lines of a batch file; it gives exit status 2.
type badLinesError struct {
	lines []*sim.LineError
}

func (e *badLinesError) Error() string {
	var b strings.Builder
	for i, l := range e.lines {
		if i > 0 {
			b.WriteString("\npokersim: ")
		}
		b.WriteString(l.Error())
	}
	fmt.Fprintf(&b, "\npokersim: %d bad line(s): nothing was run (--keep-going runs the others)", len(e.lines))
	return b.String()
}

// Unwrap returns the line errors, so that errors.As finds a *sim.LineError.
func (e *badLinesError) Unwrap() []error {
	errs := make([]error, len(e.lines))
	for i, l := range e.lines {
		errs[i] = l
	}
	return errs
}

// plural returns "1 matchup" or "n matchups".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
