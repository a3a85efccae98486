package hands

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/words"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
)

// kind is the name of the hands job in its journal.
const kind = "hands"

// Job is "pokersim hands --out FILE" of a file or a folder: a job of
// the job protocol whose units are the files, in the order of
// history.Files. Each file is valued into a session of its own, its rows
// spooled as JSON lines to Out+".rows" and its session journaled in
// Out+".journal" with where its rows are and their SHA-256; the report is
// the files' sessions merged in file order and their rows, written
// atomically from the spool, so a resumed run writes the same bytes as an
// uninterrupted one. Memory holds the sessions (per-player totals and the
// graph's points), not the rows.
type Job struct {
	Path    string // a file or a folder
	Player  string // the player followed, "" for each hand's hero
	Options Options
	Format  report.Format // one of Formats
	Charts  report.Charts // draws the HTML page's graph
	Out     string        // the report's file
	// AfterFile, if not nil, is called after each file is journaled (a
	// test interrupts the run there).
	AfterFile func()
}

// input is what determines the numbers of a hands job.
type input struct {
	Root   string `json:"root"`
	Player string `json:"player"`
	Strict bool   `json:"strict"`
}

// entry records one file valued: the file as it was (size and
// modification time, so that a changed file is read again), where its
// rows and the graph's points are in the spool, and its session without
// its points (which would make the journal, held in memory, grow with
// every hand).
type entry struct {
	File    string `json:"file"`
	Size    int64  `json:"size"`
	ModTime int64  `json:"mtime_ns"`
	Off     int64  `json:"spool_offset"`
	Len     int64  `json:"spool_length"`
	SHA256  string `json:"spool_sha256"`
	Rows    int    `json:"rows"`
	RowsLen int64  `json:"rows_length"` // the rows' JSON lines, first in the spool
	Points  int    `json:"points"`      // then the graph's points, pointSize bytes each`
	// SeenBefore is the digest of the hands of the files before this
	// one (history.HandSet.Digest), against which its duplicates were
	// found.
	SeenBefore string           `json:"seen_before"`
	Session    *history.Session `json:"session"`
}

// Unit returns the file's name: one entry a file.
func (e entry) Unit() string { return e.File }

// Outcome is what a Job did.
type Outcome struct {
	Session  *history.Session
	Files    int
	Done     int // files valued, resumed ones included
	Resumed  int // files taken from the journal
	Warnings []string
}

// checkEntry checks every value of an entry read back: text that is
// text, no negative sizes or counts, all-ins within hands, finite money,
// points numbered 1, 2, 3, ...
func checkEntry(e *entry) error {
	bad := func(format string, a ...any) error {
		// What is named from the entry is escaped: a name read back may
		// hold control characters.
		return fmt.Errorf("%w: %s: %s", job.ErrImplausible, quoteName(e.File), words.Escape(fmt.Sprintf(format, a...)))
	}
	if e.File == "" || !words.Printable(e.File) {
		return fmt.Errorf("%w: file name %q", job.ErrImplausible, e.File)
	}
	if e.Size < 0 || e.Off < 0 || e.Len < 0 || e.Rows < 0 || e.RowsLen < 0 || e.Points < 0 || e.Off > math.MaxInt64-e.Len ||
		int64(e.Points) > e.Len/pointSize || e.RowsLen != e.Len-pointSize*int64(e.Points) {
		return bad("impossible sizes, places or counts")
	}
	if b, err := hex.DecodeString(e.SHA256); err != nil || len(b) != sha256.Size {
		return bad("spool_sha256 %q is not a SHA-256", e.SHA256)
	}
	s := e.Session
	if s == nil {
		return bad("no session")
	}
	if s.Hands < 0 || s.Qualified < 0 || s.Qualified > s.Hands || len(s.Points) > 0 || e.Points > s.Hands {
		return bad("%d hands, %d valued by equity, %d points", s.Hands, s.Qualified, e.Points)
	}
	seen := map[string]bool{}
	for _, t := range s.Totals {
		if t == nil {
			return bad("impossible total: null")
		}
		// The player is quoted and the field that cannot be is named.
		switch {
		case !words.Printable(t.Player):
			return bad("impossible total of %q: the name is not text", t.Player)
		case seen[t.Player]:
			return bad("impossible total of %q: given twice", t.Player)
		}
		if err := t.Check(s.Hands); err != nil {
			return bad("impossible total of %v", err)
		}
		seen[t.Player] = true
	}
	if err := s.CheckUnits(); err != nil {
		return bad("%v", err)
	}
	for _, l := range append(append([]string{s.Currency}, s.Skipped...), s.Unsupported...) {
		if !words.Printable(l) {
			return bad("%q is not text", l)
		}
	}
	return nil
}

// quoteName quotes a file name for a message.
func quoteName(s string) string { return fmt.Sprintf("%q", s) }

// Run values the files not yet in the journal, journals each, and writes
// the report to hj.Out. If ctx is cancelled it returns ctx's error with
// the outcome so far: the journal keeps the files finished, and the file
// cut short is read again by the next run.
func (hj *Job) Run(ctx context.Context) (*Outcome, error) {
	files, err := history.Files(hj.Path)
	if err != nil {
		return nil, err
	}
	root, err := filepath.Abs(hj.Path)
	if err != nil {
		return nil, err
	}
	w := &work{hj: hj, files: files, dir: len(files) != 1 || files[0] != hj.Path, index: make(map[string]int, len(files)),
		id: job.Identify(kind, input{Root: root, Player: hj.Player, Strict: hj.Options.Strict}, "")}
	for i, name := range files {
		w.index[name] = i
	}
	defer w.close()
	all := make([]int, len(files))
	for i := range all {
		all[i] = i
	}
	res := &Outcome{Files: len(files)}
	// One file at a time: each is spooled after the one before.
	ran, err := job.Run(ctx, w, all, job.RunOptions{Journal: hj.Out + ".journal", Workers: 1,
		Hint: "the folder, --player or --strict changed",
		Progress: func(float64) {
			res.Done++
			if hj.AfterFile != nil {
				hj.AfterFile()
			}
		}})
	if ran == nil {
		return nil, err
	}
	defer ran.Close()
	res.Resumed, res.Warnings = ran.Resumed, ran.Warnings
	res.Done += ran.Resumed
	if err != nil {
		return res, err
	}
	rf, err := w.spool()
	if err != nil {
		return res, err
	}
	s := history.NewSession(hj.Player)
	for _, e := range ran.Units {
		one := *e.Session
		if one.Points, err = spooledPoints(rf, &e); err != nil {
			return res, err
		}
		s.Merge(&one)
	}
	res.Session = s
	err = atomicfile.Write(hj.Out, func(out io.Writer) error {
		bw := bufio.NewWriterSize(out, 64<<10)
		hw := NewWriter(bw, hj.Format, hj.Charts)
		for _, e := range ran.Units {
			if err := spooledRows(rf, &e, hw); err != nil {
				return err
			}
		}
		if err := hw.Finish(s); err != nil {
			return err
		}
		return bw.Flush()
	})
	if err != nil {
		return res, err
	}
	w.close()
	if err := os.Remove(hj.Out + ".rows"); err != nil {
		return res, err
	}
	return res, ran.Done()
}

// work is a job as job.Run drives it, one unit at a time: a unit is a
// file, valued and its rows spooled after those of the files before, and
// its entry journaled on a line of its own.
type work struct {
	hj    *Job
	id    shard.Job
	files []string
	dir   bool           // the files are of a folder
	index map[string]int // the files' places
	rf    *os.File       // the spool, once opened
	end   int64          // where the next file's rows go in the spool
	cut   bool           // the spool is cut at end

	// A hand counts once across the files, so a file's session depends
	// on the hands of the files before it: each entry records the digest
	// of those hands (seen_before). An entry read back is taken only if
	// the hands of the files before it, as they are now, still have that
	// digest (prefix, from the files read again for their hands, not
	// valued); if not, its file is valued again. seen holds the hands of
	// the files before next, against which Do values a file.
	seen   *history.HandSet
	next   int
	scan   *history.HandSet // the hands of the first len(prefix)-1 files
	prefix []string         // prefix[k]: the digest of the hands of files[:k]
}

func (w *work) Identity() shard.Job { return w.id }
func (w *work) Units() int          { return len(w.files) }
func (w *work) Index(e *entry) int  { return w.index[e.File] }

// spool opens the spool, Out+".rows", once: it is opened only when the
// journal is ours, so a journal refused leaves no spool beside it.
func (w *work) spool() (*os.File, error) {
	if w.rf == nil {
		rf, err := os.OpenFile(w.hj.Out+".rows", os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, err
		}
		w.rf = rf
	}
	return w.rf, nil
}

// close closes the spool, if open.
func (w *work) close() {
	if w.rf != nil {
		w.rf.Close()
		w.rf = nil
	}
}

// Check checks an entry read back (checkEntry), and that it fits this
// run: a file of it, as it was valued, its rows in the spool as written.
func (w *work) Check(e *entry) error {
	if err := checkEntry(e); err != nil {
		return err
	}
	if _, ok := w.index[e.File]; !ok {
		return fmt.Errorf("%s is not a file of this run", quoteName(e.File))
	}
	rf, err := w.spool()
	if err != nil {
		return err
	}
	if err := w.hj.fits(e, rf); err != nil {
		return fmt.Errorf("%v: read again", err)
	}
	d, err := w.digestBefore(w.index[e.File])
	if err != nil {
		return err
	}
	if e.SeenBefore != d {
		return fmt.Errorf("%s: the hands of the files before it changed since: read again", quoteName(e.File))
	}
	w.end = max(w.end, e.Off+e.Len)
	return nil
}

// digestBefore returns the digest of the hands of the files before file
// i, reading each file for its hands once.
func (w *work) digestBefore(i int) (string, error) {
	if w.scan == nil {
		w.scan = history.NewHandSet()
		w.prefix = []string{w.scan.Digest()}
	}
	for len(w.prefix) <= i {
		if err := addFile(w.scan, w.files[len(w.prefix)-1]); err != nil {
			return "", err
		}
		w.prefix = append(w.prefix, w.scan.Digest())
	}
	return w.prefix[i], nil
}

// Do values file i into the spool after the rows of the files before it.
func (w *work) Do(ctx context.Context, i int) (entry, error) {
	rf, err := w.spool()
	if err != nil {
		return entry{}, err
	}
	if !w.cut {
		if err := rf.Truncate(w.end); err != nil {
			return entry{}, err
		}
		w.cut = true
	}
	// Files are done in order (one worker): the hands of those before i
	// that were taken from the journal are added before i is valued.
	if w.seen == nil {
		w.seen = history.NewHandSet()
	}
	for ; w.next < i; w.next++ {
		if err := addFile(w.seen, w.files[w.next]); err != nil {
			return entry{}, err
		}
	}
	e, err := w.hj.file(ctx, w.files[i], w.dir, rf, w.end, w.seen)
	if err != nil {
		return entry{}, err
	}
	w.next = i + 1
	w.end += e.Len
	return *e, nil
}

// fits reports why an entry read back does not fit this run: another
// followed player, a file changed or gone since, or rows in the spool
// that are not the ones written.
func (hj *Job) fits(e *entry, rf *os.File) error {
	if e.Session.Follow != hj.Player {
		return fmt.Errorf("%s: followed %q, not %q", quoteName(e.File), e.Session.Follow, hj.Player)
	}
	st, err := os.Stat(e.File)
	if err != nil || st.Size() != e.Size || st.ModTime().UnixNano() != e.ModTime {
		return fmt.Errorf("%s changed since", quoteName(e.File))
	}
	h := sha256.New()
	if n, err := io.Copy(h, io.NewSectionReader(rf, e.Off, e.Len)); err != nil || n != e.Len || hex.EncodeToString(h.Sum(nil)) != e.SHA256 {
		return fmt.Errorf("%s: its rows in the spool are not as written", quoteName(e.File))
	}
	return nil
}

// file values one file into a session of its own, its hands counted in
// seen, writing its rows as JSON lines to rf at off, synced, and returns
// its entry.
func (hj *Job) file(ctx context.Context, name string, dir bool, rf *os.File, off int64, seen *history.HandSet) (*entry, error) {
	st, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	e := &entry{File: name, Size: st.Size(), ModTime: st.ModTime().UnixNano(), Off: off, Session: history.NewSession(hj.Player)}
	e.Session.Seen, e.SeenBefore = seen, seen.Digest()
	h := sha256.New()
	cw := &countWriter{w: io.MultiWriter(io.NewOffsetWriter(rf, off), h)}
	bw := bufio.NewWriterSize(cw, 64<<10)
	enc := json.NewEncoder(bw)
	each := func(r *history.Result) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		for _, row := range RowsOf(r, e.Session.Followed(r.Hand)) {
			e.Rows++
			if err := enc.Encode(row); err != nil {
				return err
			}
		}
		return nil
	}
	if err := importFile(ctx, name, dir, hj.Options, e.Session, each); err != nil {
		return nil, err
	}
	if err := bw.Flush(); err != nil {
		return nil, err
	}
	e.RowsLen, e.Points = cw.n, len(e.Session.Points)
	var p [pointSize]byte
	for _, pt := range e.Session.Points {
		binary.LittleEndian.PutUint64(p[:8], math.Float64bits(pt.Net))
		binary.LittleEndian.PutUint64(p[8:16], math.Float64bits(pt.Adjusted))
		binary.LittleEndian.PutUint32(p[16:], uint32(pt.Unit))
		bw.Write(p[:])
	}
	e.Session.Points = nil
	if err := bw.Flush(); err != nil {
		return nil, err
	}
	if err := rf.Sync(); err != nil {
		return nil, err
	}
	e.Len, e.SHA256 = cw.n, hex.EncodeToString(h.Sum(nil))
	return e, nil
}

// pointSize is the size of a point of the graph in the spool: its net
// and adjusted net, float64 little-endian, and its unit's place in the
// session's units, uint32; its number is its place among its unit's.
const pointSize = 20

// spooledPoints reads the points of a file's graph from the spool.
func spooledPoints(rf *os.File, e *entry) ([]history.Point, error) {
	b := make([]byte, e.Len-e.RowsLen)
	if _, err := rf.ReadAt(b, e.Off+e.RowsLen); err != nil {
		return nil, fmt.Errorf("the spooled points of %s: %w", quoteName(e.File), err)
	}
	pts := make([]history.Point, e.Points)
	n := map[int]int{} // points so far per unit
	for i := range pts {
		q := b[i*pointSize:]
		u := binary.LittleEndian.Uint32(q[16:])
		if int64(u) >= int64(max(len(e.Session.Units), 1)) {
			return nil, fmt.Errorf("the spooled points of %s: unit %d of %d", quoteName(e.File), u, len(e.Session.Units))
		}
		n[int(u)]++
		pts[i] = history.Point{Hand: n[int(u)], Unit: int(u), Net: math.Float64frombits(binary.LittleEndian.Uint64(q)),
			Adjusted: math.Float64frombits(binary.LittleEndian.Uint64(q[8:16]))}
	}
	return pts, nil
}

// spooledRows passes the rows of a file, JSON lines in the spool, to hw.
func spooledRows(rf *os.File, e *entry, hw *Writer) error {
	sc := bufio.NewScanner(io.NewSectionReader(rf, e.Off, e.RowsLen))
	sc.Buffer(make([]byte, 0, 4096), 16<<20)
	for sc.Scan() {
		var row Row
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&row); err != nil {
			return fmt.Errorf("the spooled rows of %s: %w", quoteName(e.File), err)
		}
		if err := hw.Rows([]Row{row}); err != nil {
			return err
		}
	}
	return sc.Err()
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// addFile adds the hands of a file valued before to seen.
func addFile(seen *history.HandSet, name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return seen.AddFile(name, f)
}
