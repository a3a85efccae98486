package batch

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"github.com/pokersim/pokersim/answer"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

const sampleFile = `# a coach's spots
AhKh vs QsQd
"QQ+,AKs" vs random --trials 200000
AsAd vs KhKc vs QsQc --board Ts9h2c

AhKh vs QsQd --board Ts9h2c --dead 2d --mc --stderr 0.002
`

func newJob(t *testing.T, text string, cfg Config) *Job {
	t.Helper()
	j, err := New("spots.txt", []byte(text), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func TestNew(t *testing.T) {
	j := newJob(t, sampleFile, Config{})
	var lines []int
	for _, it := range j.Items {
		lines = append(lines, it.Line)
	}
	if !reflect.DeepEqual(lines, []int{2, 3, 4, 6}) {
		t.Errorf("lines = %v, want [2 3 4 6]", lines)
	}
	if it := j.Items[1]; it.Plan.Method() != sim.ForceMonteCarlo || it.Spec.Options.Trials != 200000 || it.Spec.Matchup.Players[0].Range == nil {
		t.Errorf("line 3 = %+v", it)
	}
	if j.Seed >= sim.MaxSeed {
		t.Errorf("file seed %d is not below 2^53", j.Seed)
	}
	for _, it := range j.Items {
		if it.Seed >= sim.MaxSeed {
			t.Errorf("line %d: seed %d is not below 2^53", it.Line, it.Seed)
		}
	}
}

func TestBadLines(t *testing.T) {
	input := `AhKh vs AhQd
AhKh vs QsQd --board Ts9h
AhKh vs QsQd --seed 5
AhKh vs QsQd --bogus
"QQ+ vs random
AhKh vs QsQx
AhKh vs QsQd --trials lots
AhKh vs QsQd
`
	_, err := New("spots.txt", []byte(input), Config{})
	var ble *BadLinesError
	if !errors.As(err, &ble) {
		t.Fatalf("New = %v, want a *BadLinesError", err)
	}
	want := []string{
		"line 1: player 2: duplicate card: Ah is also in player 1's hand",
		"line 2: board: wrong number of board cards: want 0, 3, 4 or 5, got 2",
		"line 3: --seed: not allowed in a batch line: each matchup's seed is derived from the batch seed: give --seed to pokersim batch",
		`line 4: unknown flag "--bogus"`,
		`line 5: bad syntax: unterminated " quote`,
		`line 6: player 2: unknown suit "x" in "Qx" (in "QsQx")`,
		`line 7: --trials: want a positive whole number such as 1000000, got "lots"`,
	}
	if len(ble.Lines) != len(want) || ble.Count != len(want) {
		t.Fatalf("%d bad lines (count %d), want %d: %v", len(ble.Lines), ble.Count, len(want), ble.Lines)
	}
	for i, e := range ble.Lines {
		if e.Error() != want[i] {
			t.Errorf("bad[%d] = %q\nwant      %q", i, e, want[i])
		}
	}
	j, err := New("spots.txt", []byte(input), Config{KeepGoing: true})
	if err != nil || len(j.Items) != 1 || j.Items[0].Line != 8 {
		t.Errorf("with KeepGoing: %v, %+v", err, j)
	}
}

func TestManyBadLines(t *testing.T) {
	input := strings.Repeat("garbage\n", 1000)
	_, err := New("junk.txt", []byte(input), Config{})
	var ble *BadLinesError
	if !errors.As(err, &ble) || len(ble.Lines) != maxBadLines || ble.Count != 1000 {
		t.Fatalf("New = %v, want the first %d of 1000 bad lines", err, maxBadLines)
	}
	if !strings.Contains(err.Error(), "... and 980 more") {
		t.Errorf("message does not count the rest: %q", err.Error()[len(err.Error())-100:])
	}
}

func TestLongLine(t *testing.T) {
	_, err := New("long.txt", []byte("AhKh vs QsQd\n"+strings.Repeat("x", 2<<20)+"\n"), Config{})
	var ble *BadLinesError
	if !errors.As(err, &ble) || ble.Lines[0].Line != 2 || !strings.Contains(err.Error(), "longer than") {
		t.Errorf("New with a 2 MB line = %v, want line 2 named as too long", err)
	}
}

func TestEmpty(t *testing.T) {
	if _, err := New("empty.txt", []byte("# nothing\n\n"), Config{}); !errors.Is(err, ErrEmpty) {
		t.Errorf("New of an empty file = %v, want ErrEmpty", err)
	}
}

// TestIndependentOfOrderAndWorkers checks that a matchup's result depends
// only on the batch seed and the matchup: not on its place in the file,
// the other lines or the number of workers.
func TestIndependentOfOrderAndWorkers(t *testing.T) {
	seed := uint64(7)
	j := newJob(t, sampleFile, Config{Seed: &seed})
	first, err := j.Run(context.Background(), Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(sampleFile), "\n")
	for i, k := 0, len(lines)-1; i < k; i, k = i+1, k-1 {
		lines[i], lines[k] = lines[k], lines[i]
	}
	rev := newJob(t, strings.Join(lines, "\n"), Config{Seed: &seed})
	again, err := rev.Run(context.Background(), Options{Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	byInput := func(b *answer.Batch) map[string]*answer.Equity {
		m := make(map[string]*answer.Equity)
		for _, e := range b.Entries {
			m[e.Input] = e.Equity
		}
		return m
	}
	a, b := byInput(first.Report), byInput(again.Report)
	for in, e := range a {
		if !reflect.DeepEqual(e, b[in]) {
			t.Errorf("%s: results differ with the order and workers:\n%+v\n%+v", in, e, b[in])
		}
	}
}

// TestSameAsEquity checks that a batch line gives what the same request
// gives on its own with the item's seed, for any number of workers.
func TestSameAsEquity(t *testing.T) {
	j := newJob(t, sampleFile, Config{})
	res, err := j.Run(context.Background(), Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for k, it := range j.Items {
		for _, workers := range []int{1, 2, 8} {
			r, err := request.ParseLine(it.Input)
			if err != nil {
				t.Fatal(err)
			}
			r.Seed, r.Workers = &it.Seed, workers
			s, err := r.Spec()
			if err != nil {
				t.Fatal(err)
			}
			p, err := s.Plan()
			if err != nil {
				t.Fatal(err)
			}
			if p.Method() != it.Plan.Method() {
				t.Errorf("line %d, %d workers: method %v, batch %v", it.Line, workers, p.Method(), it.Plan.Method())
			}
			out, err := p.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			got, _ := roundTrip(answer.NewEquity(out, s.Confidence))
			if want := res.Report.Entries[k].Equity; !reflect.DeepEqual(got, want) {
				t.Errorf("line %d, %d workers:\n%+v\nbatch:\n%+v", it.Line, workers, got, want)
			}
		}
	}
}

// TestSeedsBelow2to53 checks every seed in a report and its journal, in
// every format, with the file's seed and with a given one.
func TestSeedsBelow2to53(t *testing.T) {
	big := uint64(sim.MaxSeed - 1)
	for _, cfg := range []Config{{}, {Seed: &big}} {
		j := newJob(t, sampleFile+"AhKh vs 7c7d --mc --trials 50000\n", cfg)
		out := filepath.Join(t.TempDir(), "r.json")
		ctx, cancel := context.WithCancel(context.Background())
		n := 0
		j.Run(ctx, Options{Workers: 1, Out: out, Format: report.JSON, Step: func() {
			if n++; n == 2 {
				cancel()
			}
		}})
		journal, err := os.ReadFile(out + ".journal")
		if err != nil {
			t.Fatal(err)
		}
		res, err := j.Run(context.Background(), Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		texts := [][]byte{journal}
		for _, f := range res.Report.Formats() {
			var b bytes.Buffer
			if err := chart.Write(&b, f, res.Report); err != nil {
				t.Fatal(err)
			}
			texts = append(texts, b.Bytes())
		}
		for _, text := range texts {
			for _, m := range regexp.MustCompile(`(?i)seed[^0-9]{0,12}([0-9]+)`).FindAllSubmatch(text, -1) {
				if s, err := strconv.ParseUint(string(m[1]), 10, 64); err != nil || s >= sim.MaxSeed {
					t.Errorf("seed %s in %.60q is not below 2^53", m[1], text)
				}
			}
		}
	}
}

// TestResume interrupts a run with a journal, damages the journal, and
// checks that the resumed report is byte for byte the uninterrupted one.
func TestResume(t *testing.T) {
	dir := t.TempDir()
	j := newJob(t, sampleFile, Config{})
	whole := filepath.Join(dir, "whole.json")
	if _, err := j.Run(context.Background(), Options{Out: whole, Format: report.JSON}); err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(whole)

	out := filepath.Join(dir, "resumed.json")
	ctx, cancel := context.WithCancel(context.Background())
	res, err := j.Run(ctx, Options{Workers: 1, Out: out, Format: report.JSON, Step: cancel})
	if !errors.Is(err, context.Canceled) || res.Done != 1 {
		t.Fatalf("interrupted run: %v, %+v", err, res)
	}
	// Entries that must not be trusted: another seed, a player missing, a
	// partial result, garbage, and a partial last line.
	jr, _ := os.ReadFile(out + ".journal")
	lines := strings.Split(strings.TrimSpace(string(jr)), "\n")
	var e entry
	if err := json.Unmarshal([]byte(lines[1]), &e); err != nil {
		t.Fatal(err)
	}
	bad := func(edit func(*entry)) string {
		c := e
		r := *e.Result
		r.Players = append([]answer.PlayerEquity(nil), r.Players...)
		c.Result = &r
		edit(&c)
		b, _ := json.Marshal(c)
		return string(b)
	}
	other := uint64(99)
	damaged := append(lines,
		bad(func(c *entry) { c.Result.Players = c.Result.Players[:1] }),
		bad(func(c *entry) { c.Result.Interrupted = true }),
		bad(func(c *entry) { c.Result.Mode, c.Result.Seed = "montecarlo", &other }),
		"this is not json",
		`{"line":5,"key":"hol`)
	os.WriteFile(out+".journal", []byte(strings.Join(damaged, "\n")), 0o644)

	res, err = j.Run(context.Background(), Options{Out: out, Format: report.JSON})
	if err != nil {
		t.Fatal(err)
	}
	if res.Resumed != 1 || len(res.Warnings) != 4 {
		t.Errorf("resumed %d with warnings %q; want 1 and 4 warnings", res.Resumed, res.Warnings)
	}
	if got, _ := os.ReadFile(out); !bytes.Equal(got, want) {
		t.Errorf("resumed report differs from the uninterrupted one:\n%s\nwant:\n%s", got, want)
	}
	if _, err := os.Stat(out + ".journal"); !os.IsNotExist(err) {
		t.Errorf("journal left after a complete run: %v", err)
	}
}

func TestJournalOfAnotherRun(t *testing.T) {
	out := filepath.Join(t.TempDir(), "r.csv")
	os.WriteFile(out+".journal", []byte(`{"journal":"pokersim batch","version":2,"file_sha256":"0000","seed":1,"confidence":0.95,"keep_going":false}`+"\n"), 0o644)
	_, err := newJob(t, sampleFile, Config{}).Run(context.Background(), Options{Out: out, Format: report.CSV})
	var je *job.JournalError
	if !errors.As(err, &je) {
		t.Errorf("Run with a foreign journal = %v, want a *JournalError", err)
	}
}

// TestResumeMidMatchup kills (cancels) a run in the middle of a long Monte
// Carlo matchup and checks that the resumed run starts from the blocks the
// journal kept, and that its report is the uninterrupted one.
func TestResumeMidMatchup(t *testing.T) {
	dir := t.TempDir()
	text := "AhKh vs QsQd vs 7c7d --mc --trials 4000000\n"
	j := newJob(t, text, Config{})
	whole := filepath.Join(dir, "whole.json")
	if _, err := j.Run(context.Background(), Options{Out: whole, Format: report.JSON, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(whole)

	out := filepath.Join(dir, "cut.json")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		// Cancel once the journal holds some progress.
		for {
			b, _ := os.ReadFile(out + ".journal")
			if strings.Count(string(b), `"checkpoint"`) >= 5 {
				cancel()
				return
			}
			if ctx.Err() != nil {
				return
			}
		}
	}()
	if _, err := j.Run(ctx, Options{Out: out, Format: report.JSON, Workers: 2}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cut run: %v", err)
	}
	journal, _ := os.ReadFile(out + ".journal")
	var last entry
	for _, line := range strings.Split(strings.TrimSpace(string(journal)), "\n")[1:] {
		json.Unmarshal([]byte(line), &last)
	}
	if last.Checkpoint == nil || last.Checkpoint.Blocks < 5 {
		t.Fatalf("journal's last entry = %+v, want progress of at least 5 blocks", last)
	}
	res, err := j.Run(context.Background(), Options{Out: out, Format: report.JSON, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) > 0 {
		t.Errorf("resuming from the run's own journal warns %q", res.Warnings)
	}
	if got, _ := os.ReadFile(out); !bytes.Equal(got, want) {
		t.Errorf("report resumed mid-matchup differs:\n%s\nwant:\n%s", got, want)
	}
}

// FuzzNew checks that no batch file makes reading it panic, and that a bad
// one is refused with its lines named.
func FuzzNew(f *testing.F) {
	for _, s := range []string{sampleFile, "", "# only\n", "\xd2 vs\n", "AhKh vs QsQd --seed 5\n", `"unterminated` + "\n", "AhKh vs\x00QsQd\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		j, err := New("fuzz.txt", []byte(text), Config{})
		var ble *BadLinesError
		switch {
		case err == nil:
			if len(j.Items) == 0 {
				t.Fatalf("New(%q) gave a job without matchups", text)
			}
		case errors.As(err, &ble):
			if len(ble.Lines) == 0 || ble.Lines[0].Line < 1 {
				t.Fatalf("New(%q): %v names no line", text, err)
			}
		case !errors.Is(err, ErrEmpty):
			t.Fatalf("New(%q): unexpected error %v", text, err)
		}
	})
}

// TestDistributionLine checks that a line asking for the equity
// distribution gets it, in the report and through the journal, and is a
// computation of its own beside the same line without it.
func TestDistributionLine(t *testing.T) {
	const text = "\"QQ+,AK\" vs JTs --board Ts9h2c --distribution\n\"QQ+,AK\" vs JTs --board Ts9h2c\n"
	j := newJob(t, text, Config{})
	if j.Items[0].Key == j.Items[1].Key {
		t.Errorf("lines with and without --distribution share the key %q", j.Items[0].Key)
	}
	out := filepath.Join(t.TempDir(), "report.json")
	res, err := j.Run(context.Background(), Options{Workers: 2, Out: out, Format: report.JSON})
	if err != nil {
		t.Fatal(err)
	}
	with, without := res.Report.Entries[0].Equity, res.Report.Entries[1].Equity
	if len(with.Distributions) != 2 || len(without.Distributions) != 0 {
		t.Fatalf("distributions: %d with --distribution, %d without; want 2 and 0", len(with.Distributions), len(without.Distributions))
	}
	if d := with.Distributions[0]; d.Player != 1 || len(d.Points) != 6*3+16 {
		t.Errorf("player 1's distribution: player %d, %d hands; want 1 and 34 (QQ+ and AK)", d.Player, len(d.Points))
	}
	var html bytes.Buffer
	if err := chart.Write(&html, report.HTML, res.Report); err != nil {
		t.Fatal(err)
	}
	// A chart whose narrow drawing differs from its wide one is drawn
	// twice (report.WriteFigure): count the wide drawings.
	if n := strings.Count(html.String(), "<svg") - strings.Count(html.String(), `<svg class="narrow"`); n != 3 {
		t.Errorf("HTML report has %d charts, want 3: two of equity, one of a distribution", n)
	}
}
