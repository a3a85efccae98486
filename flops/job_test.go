package flops

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
)

// smallSpec is a job quick enough for every test run.
var smallSpec = Spec{Game: game.Holdem, Ranges: [2]string{"AA,KQs", "JJ,T9s"}, Filter: "monotone", Hero: "AhKh"}

func jsonOf(t *testing.T, r *Report) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestShardsMerge checks that the shards of a job merged give the report
// of one process byte for byte, in JSON, CSV and text.
func TestShardsMerge(t *testing.T) {
	p, err := smallSpec.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	one := filepath.Join(dir, "one.json")
	out, err := p.Run(context.Background(), Options{Workers: 2, Out: one, Format: report.JSON})
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(one)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want, jsonOf(t, out.Report)) {
		t.Fatal("the file written differs from the report returned")
	}
	if _, err := os.Stat(one + ".journal"); !os.IsNotExist(err) {
		t.Errorf("the journal is left after the run: %v", err)
	}
	for _, n := range []int{1, 3} {
		var files []*shard.File
		for i := range n {
			path := filepath.Join(dir, fmt.Sprintf("shard-%d-of-%d.json", i, n))
			if _, err := p.RunShard(context.Background(), shard.Shard{Index: i, Count: n}, path, "test", Options{Workers: 1}); err != nil {
				t.Fatal(err)
			}
			f, err := shard.Read(path)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
		merged, err := job.NewRegistry(Kind()).Merge(files)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []report.Format{report.JSON, report.CSV, report.Text} {
			var a, b bytes.Buffer
			if err := report.Write(&a, f, out.Report); err != nil {
				t.Fatal(err)
			}
			if err := report.Write(&b, f, merged.Report); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Errorf("%d shards merged: the %s differs from one process's", n, f)
			}
		}
	}
}

// TestResume checks that a run picks up the flops of its journal, leaves
// out implausible entries with a warning, and writes the same report as
// an uninterrupted run.
func TestResume(t *testing.T) {
	p, err := smallSpec.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	full, err := p.Run(context.Background(), Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := jsonOf(t, full.Report)
	dir := t.TempDir()
	out := filepath.Join(dir, "flops.json")
	// A journal holding some finished flops, one of them tampered with.
	jr, _, _, err := job.OpenJournal[job.Piece[Unit]](out+".journal", p.Identity(""), nil, "", func(*job.Piece[Unit]) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	var units []Unit
	for i := range 10 {
		units = append(units, p.Value(i, p.NewWork()))
	}
	bad := p.Value(10, p.NewWork())
	bad.Flop.Equity[0] += 0.5
	if err := jr.Append(job.Piece[Unit]{Units: units}); err != nil {
		t.Fatal(err)
	}
	if err := jr.Append(job.Piece[Unit]{Units: []Unit{bad}}); err != nil {
		t.Fatal(err)
	}
	jr.Close()
	res, err := p.Run(context.Background(), Options{Workers: 2, Out: out, Format: report.JSON})
	if err != nil {
		t.Fatal(err)
	}
	if res.Resumed != 10 || len(res.Warnings) != 1 {
		t.Errorf("resumed %d flops with warnings %q, want 10 and one warning", res.Resumed, res.Warnings)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("the resumed report differs from an uninterrupted run's")
	}
}

// TestCancel checks that a cancelled run returns the context's error.
func TestCancel(t *testing.T) {
	p, err := smallSpec.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Run(ctx, Options{Workers: 2, Out: filepath.Join(t.TempDir(), "x.json"), Format: report.JSON}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: %v, want context.Canceled", err)
	}
}

// TestMergeRefuses checks that merge refuses shards whose results do not
// fit their job: a flop's equity changed, another shard's flop, a unit
// left out.
func TestMergeRefuses(t *testing.T) {
	p, err := smallSpec.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var files []*shard.File
	for i := range 2 {
		path := filepath.Join(dir, fmt.Sprintf("s%d.json", i))
		if _, err := p.RunShard(context.Background(), shard.Shard{Index: i, Count: 2}, path, "test", Options{Workers: 1}); err != nil {
			t.Fatal(err)
		}
		f, err := shard.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	tamper := func(change func(*shardFile)) []*shard.File {
		var sf shardFile
		if err := json.Unmarshal(files[0].Units, &sf); err != nil {
			t.Fatal(err)
		}
		change(&sf)
		b, err := json.Marshal(sf)
		if err != nil {
			t.Fatal(err)
		}
		f := *files[0]
		f.Units = b
		return []*shard.File{&f, files[1]}
	}
	cases := map[string]func(*shardFile){
		"equity":     func(sf *shardFile) { sf.Units[0].Flop.Equity = []float64{1.5, -0.5} },
		"buckets":    func(sf *shardFile) { sf.Units[1].Flop.Buckets[0][0] += 0.25 },
		"flop":       func(sf *shardFile) { sf.Units[0].Flop.Flop = "AhKhQh" },
		"other unit": func(sf *shardFile) { sf.Units[0].Index = 1 },
		"left out":   func(sf *shardFile) { sf.Units = sf.Units[1:] },
		"hero":       func(sf *shardFile) { sf.Units[0].Hero = nil },
		"class":      func(sf *shardFile) { sf.Units[0].Flop.Classes[0] = sf.Units[0].Flop.Classes[0][1:] },
		"classes":    func(sf *shardFile) { sf.Units[0].Flop.Classes[1][0] += 0.5 },
		"input":      func(sf *shardFile) { sf.Input.Ranges[0] = "KK" },
	}
	for name, change := range cases {
		if _, err := job.NewRegistry(Kind()).Merge(tamper(change)); !errors.Is(err, shard.ErrFile) {
			t.Errorf("%s: merge = %v, want an error wrapping shard.ErrFile", name, err)
		}
	}
}

// TestPrepareRefuses checks that bad input is refused before any work,
// with the sentinel of its fault.
func TestPrepareRefuses(t *testing.T) {
	cases := []struct {
		name string
		spec Spec
		err  error
	}{
		{"omaha", Spec{Game: game.Omaha, Ranges: [2]string{"AA", "KK"}}, ErrGame},
		{"stud", Spec{Game: game.Stud, Ranges: [2]string{"AA", "KK"}}, ErrGame},
		{"no deal", Spec{Game: game.Holdem, Ranges: [2]string{"AhAs", "AhKd"}}, ErrEmpty},
		{"hero blocks all", Spec{Game: game.Holdem, Ranges: [2]string{"QQ", "AhKh"}, Hero: "AhKs"}, ErrEmpty},
		{"bad hero", Spec{Game: game.Holdem, Ranges: [2]string{"QQ", "AK"}, Hero: "Ah"}, ErrHero},
		{"hero outside short deck", Spec{Game: game.ShortDeck, Ranges: [2]string{"QQ", "AK"}, Hero: "Ah2h"}, ErrHero},
		{"unknown texture", Spec{Game: game.Holdem, Ranges: [2]string{"QQ", "AK"}, Filter: "wet"}, ErrTexture},
		{"empty on every flop kept", Spec{Game: game.Holdem, Ranges: [2]string{"AhAs", "KK"}, Filter: "trips,A-high"}, ErrEmpty},
		{"keeps nothing", Spec{Game: game.Holdem, Ranges: [2]string{"QQ", "AK"}, Filter: "trips,two-tone"}, ErrFilter},
		{"short deck low card", Spec{Game: game.ShortDeck, Ranges: [2]string{"QQ", "AK"}, Filter: "5-high"}, ErrFilter},
		{"buckets", Spec{Game: game.Holdem, Ranges: [2]string{"QQ", "AK"}, Buckets: []float64{0.5, 0.4}}, ErrBuckets},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := tc.spec.Prepare(); !errors.Is(err, tc.err) {
				t.Errorf("Prepare(%+v) = %v, want %v", tc.spec, err, tc.err)
			}
		})
	}
}

// FuzzMerge feeds merge shard files of any content: it must refuse them
// with an error wrapping shard.ErrFile, or merge them, never panic.
func FuzzMerge(f *testing.F) {
	in := Spec{Game: game.Holdem, Ranges: [2]string{"AA", "KK"}, Filter: "trips", Buckets: DefaultBuckets}
	digest := job.Identify(KindName, in, "").Digest
	f.Add([]byte(`{"input":{"game":"holdem","ranges":["AA","KK"],"filter":"trips","buckets":[0.33,0.5,0.75]},"units":[{"i":0,"flop":{"flop":"2d2h2s","count":4}}]}`), digest)
	f.Add([]byte(`{"input":{"game":"omaha","ranges":["AA","KK"]},"units":[]}`), "")
	f.Add([]byte(`{"input":{"game":"holdem","ranges":["AA","KK"],"filter":"trips","buckets":[0.33,0.5,0.75]},"units":[{"i":99}]}`), digest)
	f.Fuzz(func(t *testing.T, units []byte, digest string) {
		file := &shard.File{Job: shard.Job{Kind: KindName, Digest: digest}, Shard: shard.Shard{Index: 0, Count: 1}, Units: units, Name: "f.json"}
		m, err := job.NewRegistry(Kind()).Merge([]*shard.File{file})
		if err == nil && m.Report == nil || err != nil && !errors.Is(err, shard.ErrFile) {
			t.Fatalf("merge = %v, %v", m, err)
		}
	})
}

// TestInterruptResume cancels a run once its journal holds finished
// flops, then runs it again: the report is an uninterrupted run's.
func TestInterruptResume(t *testing.T) {
	spec := Spec{Game: game.ShortDeck, Ranges: [2]string{"AA,KQs", "JJ,T9s"}}
	p, err := spec.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	whole, err := p.Run(context.Background(), Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "flops.csv")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		for ctx.Err() == nil {
			if b, _ := os.ReadFile(out + ".journal"); bytes.Count(b, []byte("\n")) >= 2 {
				cancel()
				return
			}
			time.Sleep(time.Millisecond)
		}
	}()
	opts := Options{Workers: 1, Out: out, Format: report.CSV, JournalEvery: time.Millisecond}
	if _, err := p.Run(ctx, opts); !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted run: %v, want context.Canceled", err)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Error("an interrupted run wrote the report")
	}
	opts.JournalEvery = 0
	res, err := p.Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if res.Resumed == 0 || res.Resumed == len(p.Classes) {
		t.Errorf("resumed %d of %d flops, want some", res.Resumed, len(p.Classes))
	}
	var want bytes.Buffer
	if err := whole.Report.WriteCSV(&want); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(out); !bytes.Equal(got, want.Bytes()) {
		t.Error("the resumed report differs from an uninterrupted run's")
	}
}

// TestMergeQuotes checks that a shard whose flop or texture differs is
// refused with the text read from the file quoted (an escape sequence
// never reaches the terminal raw) and the differing field named.
func TestMergeQuotes(t *testing.T) {
	p, err := smallSpec.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "s.json")
	if _, err := p.RunShard(context.Background(), shard.Shard{Index: 0, Count: 1}, path, "test", Options{Workers: 1}); err != nil {
		t.Fatal(err)
	}
	f, err := shard.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	for name, tt := range map[string]struct {
		change func(*shardFile)
		want   string
	}{
		"escape in the flop": {func(sf *shardFile) { sf.Units[0].Flop.Flop = "\x1b[31mAhKhQh" }, `flop "\x1b[31mAhKhQh", not`},
		"texture's high":     {func(sf *shardFile) { sf.Units[0].Flop.Texture.High = "\x1b]0;x\a" }, `texture's high card "\x1b]0;x\a", not`},
		"texture's suits":    {func(sf *shardFile) { sf.Units[0].Flop.Texture.Suits = "plaid" }, `texture's suits "plaid", not`},
	} {
		var sf shardFile
		if err := json.Unmarshal(f.Units, &sf); err != nil {
			t.Fatal(err)
		}
		tt.change(&sf)
		g := *f
		if g.Units, err = json.Marshal(sf); err != nil {
			t.Fatal(err)
		}
		_, err := job.NewRegistry(Kind()).Merge([]*shard.File{&g})
		if err == nil || !strings.Contains(err.Error(), tt.want) || strings.ContainsAny(err.Error(), "\x1b\a") {
			t.Errorf("%s: merge = %q, want %q and no control character", name, err, tt.want)
		}
	}
}
