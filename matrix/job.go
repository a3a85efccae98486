package matrix

import (
	"context"
	"io"
	"path/filepath"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
)

// Job is a class table computed into files, Dir/Name.EXT for each of
// Formats, with its journal in Dir/Name.journal while it runs: the class
// matrix (two players: every class against every other and against a
// random hand) or the three-way table (every triple of classes). Its units
// of work are the table's unordered pairs or triples of classes, in order.
type Job struct {
	Players   int // 2 (or 0) for the matrix, 3 for the three-way table
	Dir, Name string
	Formats   []report.Format // in the order written; those of the table's report
	// Charts draws the heatmap of the PNG and SVG formats (package
	// report/chart's Gonum); it may be nil without them.
	Charts report.Charts
	// Rows, for the matrix, are its row classes, each against all 169;
	// for the three-way table, the triples holding one of them are
	// computed. None for all.
	Rows []deck.Class
	// Classes, for the three-way table, keeps the triples made of these
	// classes only; none for all.
	Classes []deck.Class
	Workers int
	// Progress, if not nil, is called from time to time with the fraction
	// of the remaining work done.
	Progress func(done float64)
}

// Outcome is what a run of a job did.
type Outcome struct {
	Files    []string // the files written
	Resumed  int      // units (pairs or triples of classes) taken from the journal
	Saved    int      // units in the journal when the run stopped
	Warnings []string // journal lines left out, and why
}

// Path returns the path of the job's file with extension ext.
func (j *Job) Path(ext string) string { return filepath.Join(j.Dir, j.Name+"."+ext) }

// threeWay reports whether the job is the three-way table.
func (j *Job) threeWay() bool { return j.Players == 3 }

// KindName is the name of the table job in journals and shard files.
const KindName = "matrix"

// tableInput is what determines every number of a table: its players and
// classes, by name, sorted and without repeats.
type tableInput struct {
	Players int      `json:"players"`
	Rows    []string `json:"rows,omitempty"`
	Classes []string `json:"classes,omitempty"`
}

func (j *Job) input() tableInput {
	players := j.Players
	if players == 0 {
		players = 2
	}
	return tableInput{Players: players, Rows: names(j.Rows), Classes: names(j.Classes)}
}

// Identity returns the job's identity (job.Identify), for a shard run by
// command; "" for a run in one process.
func (j *Job) Identity(command string) shard.Job { return job.Identify(KindName, j.input(), command) }

// names returns classes by name, sorted and without repeats.
func names(cs []deck.Class) []string {
	cs = slices.Clone(cs)
	slices.SortFunc(cs, func(x, y deck.Class) int { return x.Index() - y.Index() })
	var out []string
	for _, c := range slices.Compact(cs) {
		out = append(out, c.String())
	}
	return out
}

// piece is the results of a shard file, and was a line of a table's
// journal (job.Run keeps the key of each table): the counts of some pairs
// of classes (the matrix) or triples (the three-way table).
type piece struct {
	Pairs   []ClassCounts  `json:"pairs,omitempty"`
	Triples []TripleCounts `json:"triples,omitempty"`
}

// size returns the number of units counted in p.
func (p *piece) size() int { return len(p.Pairs) + len(p.Triples) }

// Run computes the table, journaling finished units in pieces, and
// writes its files as a set (all replaced, or none), then deletes the
// journal. Run again after an interruption, it computes only what the
// journal lacks, and the files are the same as an uninterrupted run's. If
// ctx is cancelled it returns ctx's error; the outcome says how many units
// the journal keeps.
func (j *Job) Run(ctx context.Context) (*Outcome, error) {
	u, err := j.units(nil)
	if err != nil {
		return nil, err
	}
	out, res, ran, err := j.compute(ctx, u, j.Path("journal"))
	if err != nil {
		return out, err
	}
	defer ran.Close()
	rep, err := u.report(res)
	if err != nil {
		return out, err
	}
	if out.Files, err = WriteFiles(rep, j.Dir, j.Name, j.Formats, j.Charts); err != nil {
		return out, err
	}
	return out, ran.Done()
}

// RunShard counts the job's units of shard s, journaling finished pieces
// in the shard file's journal (path+".journal") so that a killed shard
// resumes, and writes the shard file at path atomically. A shard count
// above the table's units is an error wrapping shard.ErrSpec.
func (j *Job) RunShard(ctx context.Context, s shard.Shard, path, command string) (*Outcome, error) {
	u, err := j.units(&s)
	if err != nil {
		return nil, err
	}
	out, res, ran, err := j.compute(ctx, u, path+".journal")
	if err != nil {
		return out, err
	}
	defer ran.Close()
	if err := shard.Write(path, j.Identity(command), s, shardUnits{Input: j.input(), Counts: *res}); err != nil {
		return out, err
	}
	out.Files = []string{path}
	return out, ran.Done()
}

// ran is a job.Ran of either table.
type ran interface {
	Done() error
	Close() error
}

// compute counts the units u of the job (of its shard's) on job.Run, with
// the journal at journal, and returns the outcome, the counts in order
// and the Ran, which the caller closes (nil with an error).
func (j *Job) compute(ctx context.Context, u *units, journal string) (*Outcome, *piece, ran, error) {
	if !j.threeWay() {
		out, pairs, r, err := runTable(ctx, j, u, &pairWork{u: u, id: j.Identity("")}, journal, "pairs", "it was started with other --rows")
		return out, &piece{Pairs: pairs}, r, err
	}
	out, triples, r, err := runTable(ctx, j, u, &tripleWork{u: u, id: j.Identity("")}, journal, "triples",
		"it was started with other --classes, --rows or --shard")
	return out, &piece{Triples: triples}, r, err
}

// runTable runs w, the units u of job j, on job.Run with the journal at
// journal, whose lines hold units under key (as the table's journals did
// before job.Run), and a journal of another job's error saying hint.
func runTable[U any](ctx context.Context, j *Job, u *units, w job.Work[U], journal, key, hint string) (*Outcome, []U, ran, error) {
	mine := make([]int, w.Units())
	for i := range mine {
		mine[i] = i
	}
	if u.shard != nil {
		mine = u.shard.Units(w.Units())
	}
	out := &Outcome{}
	finished := 0
	r, err := job.Run(ctx, w, mine, job.RunOptions{Journal: journal, Shard: u.shard, Hint: hint, Workers: j.Workers, PieceKey: key,
		Progress: func(done float64) {
			finished++
			if j.Progress != nil {
				j.Progress(done)
			}
		}})
	if r == nil {
		return nil, nil, nil, err
	}
	out.Warnings, out.Resumed, out.Saved = r.Warnings, r.Resumed, r.Resumed+finished
	if err != nil {
		r.Close()
		return out, nil, nil, err
	}
	return out, r.Units, r, nil
}

// WriteFiles writes a table's report in the formats given, to
// dir/name.EXT, as a set (all or none), with c drawing the charts of the
// formats that hold them (report.WriteWith), and returns the files' names.
func WriteFiles(rep report.Report, dir, name string, formats []report.Format, c report.Charts) ([]string, error) {
	var files []atomicfile.File
	var paths []string
	for _, f := range formats {
		path := filepath.Join(dir, name+"."+string(f))
		files = append(files, atomicfile.File{Path: path, Write: func(w io.Writer) error { return report.WriteWith(w, f, rep, c) }})
		paths = append(paths, path)
	}
	return paths, atomicfile.WriteAll(files)
}
