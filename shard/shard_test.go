package shard

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	env := map[string]string{"SLURM_ARRAY_TASK_ID": "4"}
	getenv := func(k string) string { return env[k] }
	tests := []struct {
		in   string
		want Shard
		ok   bool
	}{
		{"3/8", Shard{3, 8}, true}, {"0/1", Shard{0, 1}, true}, {" 7/8 ", Shard{7, 8}, true},
		{"env/8", Shard{4, 8}, true}, {"8/8", Shard{}, false}, {"-1/8", Shard{}, false},
		{"3", Shard{}, false}, {"3/0", Shard{}, false}, {"a/b", Shard{}, false}, {"env/4", Shard{}, false},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in, getenv)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %v (ok %v)", tt.in, got, err, tt.want, tt.ok)
		}
		if err != nil && !errors.Is(err, ErrSpec) {
			t.Errorf("Parse(%q) error %v is not ErrSpec", tt.in, err)
		}
	}
	env = map[string]string{"JOB_COMPLETION_INDEX": "2"}
	if got, err := Parse("env/3", getenv); err != nil || got != (Shard{2, 3}) {
		t.Errorf("Parse(env/3) with JOB_COMPLETION_INDEX=2 = %v, %v", got, err)
	}
}

// TestUnitsPartition checks that the shards of a job deal every unit to
// exactly one shard.
func TestUnitsPartition(t *testing.T) {
	for _, n := range []int{0, 1, 7, 100} {
		for _, count := range []int{1, 3, 8, 150} {
			var all []int
			for i := range count {
				s := Shard{i, count}
				for _, u := range s.Units(n) {
					if !s.Has(u) {
						t.Fatalf("%v lists unit %d, which it does not have", s, u)
					}
				}
				all = append(all, s.Units(n)...)
			}
			slices.Sort(all)
			for u := range n {
				if u >= len(all) || all[u] != u {
					t.Fatalf("%d units in %d shards: %v", n, count, all)
				}
			}
		}
	}
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	job := Job{Kind: "batch", Digest: "abc", Command: "pokersim batch x --shard {shard} --out s-{index}.json"}
	var files []*File
	for i := range 3 {
		path := filepath.Join(dir, "s"+string(rune('0'+i))+".json")
		if err := Write(path, job, Shard{i, 3}, []int{i}); err != nil {
			t.Fatal(err)
		}
		f, err := Read(path)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	got, err := Check([]*File{files[2], files[0], files[1]})
	if err != nil || got[0] != files[0] || got[2] != files[2] {
		t.Errorf("Check = %v, %v", got, err)
	}
	var me *MissingError
	if _, err := Check(files[:2]); !errors.As(err, &me) || me.Missing[0] != 2 || me.Commands[0] != "pokersim batch x --shard 2/3 --out s-2.json" {
		t.Errorf("Check without shard 2 = %v", err)
	}
	if _, err := Check([]*File{files[0], files[0]}); !errors.Is(err, ErrFile) {
		t.Errorf("Check with a shard twice = %v", err)
	}
	other := *files[1]
	other.Job.Digest = "def"
	if _, err := Check([]*File{files[0], &other, files[2]}); !errors.Is(err, ErrFile) {
		t.Errorf("Check with a foreign shard = %v", err)
	}
}

// TestCheckHugeCount checks that a shard file claiming a huge count is
// answered with the first missing shards and the number of the others,
// without memory in proportion to the count.
func TestCheckHugeCount(t *testing.T) {
	job := Job{Kind: "batch", Digest: "abc", Command: "pokersim batch x --shard {shard} --out s-{index}.json"}
	for _, count := range []int{1_000_000, 99999999999, 1 << 62} {
		files := []*File{
			{Job: job, Shard: Shard{0, count}, Name: "a"},
			{Job: job, Shard: Shard{2, count}, Name: "b"},
		}
		var me *MissingError
		if _, err := Check(files); !errors.As(err, &me) {
			t.Fatalf("count %d: Check = %v, want a *MissingError", count, err)
		}
		if len(me.Missing) != MaxListed || me.Missing[0] != 1 || me.Missing[1] != 3 || me.Rest != int64(count)-2-MaxListed {
			t.Errorf("count %d: missing %v and %d more", count, me.Missing, me.Rest)
		}
		if msg := me.Error(); len(msg) > 4000 || !strings.Contains(msg, fmt.Sprintf("... and %d more", me.Rest)) {
			t.Errorf("count %d: message of %d bytes: %.300s", count, len(msg), msg)
		}
	}
}

// TestQuoted checks that text read from a shard file is quoted before it
// is printed: a kind or digest that is not text is refused, a command
// with terminal escapes is quoted.
func TestQuoted(t *testing.T) {
	dir := t.TempDir()
	bad := Job{Kind: "batch\x1b]0;owned\x07", Digest: "abc", Command: "x"}
	path := filepath.Join(dir, "bad.json")
	Write(path, bad, Shard{0, 2}, 1)
	if _, err := Read(path); !errors.Is(err, ErrFile) || strings.ContainsRune(err.Error(), '\x1b') {
		t.Errorf("Read of a kind with an escape = %v, want ErrFile with it quoted", err)
	}
	f := &File{Job: Job{Kind: "batch", Digest: "abc", Command: "rm -rf \x1b[2J{shard}"}, Shard: Shard{0, 2}, Name: "a"}
	_, err := Check([]*File{f})
	if err == nil || strings.ContainsRune(err.Error(), '\x1b') || !strings.Contains(err.Error(), `\x1b[2J`) {
		t.Errorf("Check = %v, want the command quoted", err)
	}
}

// FuzzRead checks that no file makes Read panic, and that a file it
// accepts is a shard of a count.
func FuzzRead(f *testing.F) {
	f.Add([]byte(`{"format":"pokersim shard","job":{"kind":"batch","digest":"ab","command":"c"},"shard":{"index":1,"count":3},"units":{}}`))
	f.Add([]byte(`{"format":"pokersim shard","shard":{"index":0,"count":-1},"units":1}`))
	f.Add([]byte(`{"format":"pokersim shard","job":{"kind":"\u001b[31m"},"shard":{"index":0,"count":1},"units":[]}`))
	f.Add([]byte(`{"format":`))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "s.json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		sf, err := Read(path)
		if err != nil {
			if !errors.Is(err, ErrFile) {
				t.Fatalf("Read = %v, want ErrFile", err)
			}
			return
		}
		if sf.Shard.Index < 0 || sf.Shard.Index >= sf.Shard.Count || sf.Units == nil {
			t.Fatalf("Read accepted shard %v", sf.Shard)
		}
		Check([]*File{sf})
	})
}
