package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/deck"
	psreport "github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/sim"
)

func matrixCommand() *cli.Command {
	return &cli.Command{
		Name:  "matrix",
		Usage: "exact preflop equity of every starting-hand class against every other",
		Description: `Computes the exact all-in equity before the flop of each of the 169
starting-hand classes against each other and against one random hand, and
writes it with the classes in the usual 13x13 grid order (AA, AKs, ..., A2s,
AKo, KK, KQs, ..., 22). A cell is the row class's equity against the column
class: the mean over the pairs of a combo of each that share no card, each
pair counting equally, of its equity over every board. The full matrix
takes about 30 seconds on two cores; --rows computes some rows only, each
against all 169 classes.

Files, in the --out directory, named after --name:
  matrix.csv    a line per row class: class, vs_random, then its equity
                against AA, AKs, AQs, ... (the header names them)
  matrix.json   {"classes": [...], "rows": [{"class", "vs_random", "equity"}]}
  matrix.png    a heatmap, row hand vs column hand, blue 0 to red 1
  matrix.svg    the same heatmap as vector graphics

Finished pieces are recorded in matrix.journal beside the files as they
complete: after Ctrl-C (exit status 130), or if the process is killed, run
the same command again and only what is missing is computed; the files are
the same as an uninterrupted run's. They are written atomically, then the
journal is deleted. A journal of a run with other --rows is refused (exit
status 2): delete it to start afresh.

Examples:
  pokersim matrix
  pokersim matrix --out results --workers 2
  pokersim matrix --rows AA,KK,72o --format csv,png
  pokersim matrix --name preflop --format json`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Value: ".", Usage: "write the files to directory `DIR`, creating it if need be"},
			&cli.StringFlag{Name: "name", Value: "matrix", Usage: "`NAME` of the files, before .csv, .json, .png, .svg and .journal"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "all", Usage: "`FORMATS` to write, separated by commas: csv, json, png, svg or all"},
			&cli.StringFlag{Name: "rows", Aliases: []string{"r"}, DefaultText: "all 169", Usage: "compute only the rows of these `CLASSES`, such as AA,KK,72o, each against all 169"},
			&cli.IntFlag{Name: "workers", Aliases: []string{"w"}, DefaultText: "one per CPU", Usage: "`N` worker goroutines"},
		},
		Action: matrixAction,
	}
}

// matrixFormats are the files that matrix can write, in the order written.
var matrixFormats = []string{"csv", "json", "png", "svg"}

// matrixRun is a matrix being computed: its settings and its journal.
type matrixRun struct {
	rows    []deck.Class // nil for all
	formats []string
	dir     string
	name    string
	workers int
	journal *psreport.Journal
	done    []sim.ClassCounts // counted before, from the journal
	saved   int               // pairs in the journal
}

func matrixAction(c *cli.Context) error {
	if c.Args().Present() {
		return usageErrorf(c, "unexpected argument %q: matrix takes flags only", c.Args().First())
	}
	r, err := matrixSpec(c)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(r.dir, 0o755); err != nil {
		return err
	}
	if err := r.openJournal(); err != nil {
		return err
	}
	defer r.journal.Close()
	stderr := c.App.ErrWriter
	if r.saved > 0 {
		fmt.Fprintf(stderr, "pokersim: resuming with %d class pairs from %s\n", r.saved, r.path("journal"))
	}
	m, err := r.compute(c.Context, stderr)
	if errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "pokersim: %d class pairs are saved in %s: run the same command again to resume\n", r.saved, r.path("journal"))
	}
	if err != nil {
		return err
	}
	if err := r.write(m, stderr); err != nil {
		return err
	}
	return r.journal.Remove()
}

// write writes m's files, each atomically, and lists them on stderr.
func (r *matrixRun) write(m *sim.Matrix, stderr io.Writer) error {
	var written []string
	for _, f := range r.formats {
		if err := psreport.WriteFileAtomic(r.path(f), func(w io.Writer) error { return writeMatrix(w, m, f) }); err != nil {
			return err
		}
		written = append(written, r.path(f))
	}
	_, err := fmt.Fprintf(stderr, "pokersim: wrote %s\n", strings.Join(written, ", "))
	return err
}

// matrixSpec reads the run's settings from c's flags.
func matrixSpec(c *cli.Context) (*matrixRun, error) {
	r := &matrixRun{dir: c.String("out"), name: c.String("name"), workers: c.Int("workers")}
	if r.workers < 0 {
		return nil, usageErrorf(c, "--workers must not be negative")
	}
	if r.name == "" || strings.ContainsAny(r.name, `/\`) {
		return nil, usageErrorf(c, "--name %q: want a file name without a directory (give that with --out)", r.name)
	}
	var err error
	if r.formats, err = parseMatrixFormats(c.String("format")); err != nil {
		return nil, usageErrorf(c, "%v", err)
	}
	if c.IsSet("rows") {
		if r.rows, err = parseClassList(c.String("rows")); err != nil {
			return nil, usageErrorf(c, "--rows: %v", err)
		}
	}
	return r, nil
}

// parseMatrixFormats parses a list of formats separated by commas, or
// "all", into the formats in the order of matrixFormats.
func parseMatrixFormats(s string) ([]string, error) {
	want := make(map[string]bool)
	for _, f := range strings.Split(strings.ToLower(s), ",") {
		f = strings.TrimSpace(f)
		switch {
		case f == "all":
			for _, g := range matrixFormats {
				want[g] = true
			}
		case slices.Contains(matrixFormats, f):
			want[f] = true
		default:
			return nil, fmt.Errorf("unknown format %q (want csv, json, png, svg or all, separated by commas)", f)
		}
	}
	var out []string
	for _, f := range matrixFormats {
		if want[f] {
			out = append(out, f)
		}
	}
	return out, nil
}

// parseClassList parses classes separated by commas, such as "AA, KK,72o".
func parseClassList(s string) ([]deck.Class, error) {
	var out []deck.Class
	for _, part := range strings.Split(s, ",") {
		c, err := deck.ParseClass(part)
		if err != nil {
			var pe *deck.ParseError
			if errors.As(err, &pe) {
				return nil, fmt.Errorf("%q: %s", strings.TrimSpace(part), pe.Detail)
			}
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// path returns the path of the run's file with extension ext.
func (r *matrixRun) path(ext string) string {
	return filepath.Join(r.dir, r.name+"."+ext)
}

// matrixHeader identifies a matrix run in its journal: runs with the same
// rows count the same pairs of classes.
type matrixHeader struct {
	Journal string   `json:"journal"`
	Version int      `json:"version"`
	Rows    []string `json:"rows,omitempty"` // none for all 169
}

// matrixPiece is a line of the journal: the counts of a finished piece.
type matrixPiece struct {
	Pairs []sim.ClassCounts `json:"pairs"`
}

// openJournal opens the run's journal and takes in the counts it holds.
func (r *matrixRun) openJournal() error {
	head := matrixHeader{Journal: "pokersim matrix", Version: 1}
	rows := slices.Clone(r.rows)
	slices.SortFunc(rows, func(x, y deck.Class) int { return x.Index() - y.Index() })
	for _, c := range slices.Compact(rows) {
		head.Rows = append(head.Rows, c.String())
	}
	path := r.path("journal")
	j, pieces, err := psreport.OpenJournal(path, head)
	if errors.Is(err, psreport.ErrJournalMismatch) {
		return &usageError{err: fmt.Errorf("%w (it was started with other --rows)", err)}
	}
	if err != nil {
		return err
	}
	for _, raw := range pieces {
		var p matrixPiece
		if err := json.Unmarshal(raw, &p); err != nil {
			j.Close()
			return &usageError{err: fmt.Errorf("%s: corrupt journal: %v: delete it to start afresh", path, err)}
		}
		r.done = append(r.done, p.Pairs...)
	}
	r.journal, r.saved = j, len(r.done)
	return nil
}

// compute computes the matrix, recording each finished piece in the
// journal, with a progress bar on stderr if it is a terminal.
func (r *matrixRun) compute(ctx context.Context, stderr io.Writer) (*sim.Matrix, error) {
	progress, stop := matrixProgress(stderr)
	defer stop()
	m, err := sim.ComputeMatrix(ctx, sim.MatrixOptions{
		Workers:  r.workers,
		Rows:     r.rows,
		Done:     r.done,
		Progress: progress,
		OnPiece: func(piece []sim.ClassCounts) error {
			if err := r.journal.Append(matrixPiece{piece}); err != nil {
				return err
			}
			r.saved += len(piece)
			return nil
		},
	})
	if errors.Is(err, sim.ErrMatrixDone) {
		return nil, &usageError{err: fmt.Errorf("%s: %w: delete it to start afresh", r.path("journal"), err)}
	}
	return m, err
}

// matrixProgress returns a progress callback that shows a bar on w, if w
// is a terminal, once the run has taken a second, and a function that
// removes the bar.
func matrixProgress(w io.Writer) (progress func(float64), stop func()) {
	if !isTerminal(w) {
		return nil, func() {}
	}
	start := time.Now()
	var bar *progressbar.ProgressBar
	return func(done float64) {
			if bar == nil {
				if time.Since(start) < time.Second {
					return
				}
				bar = newBar(w, 1000, "matrix", false)
			}
			bar.Set(int(done * 1000))
		}, func() {
			if bar != nil {
				bar.Finish()
			}
		}
}

// writeMatrix writes m to w in format f: csv, json, png or svg.
func writeMatrix(w io.Writer, m *sim.Matrix, f string) error {
	switch f {
	case "csv":
		return psreport.WriteMatrixCSV(w, m)
	case "json":
		return psreport.WriteMatrixJSON(w, m)
	}
	return psreport.WriteMatrixHeatmap(w, m, f)
}
