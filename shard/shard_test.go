package shard

import (
	"errors"
	"path/filepath"
	"slices"
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
