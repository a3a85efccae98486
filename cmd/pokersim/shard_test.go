package main

import (
	"bytes"

	"github.com/pokersim/pokersim/shard"

	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const shardSpots = `# spots for shards
AhKh vs QsQd
"QQ+,AKs" vs random --trials 300000
AsAd vs KhKc vs QsQc --board Ts9h2c --dead 2d
"JJ+,AK" vs "QQ+,AKs"
AhKh vs 7c7d --mc --stderr 0.002
random vs random --board Ts9h2c3d5s
`

// TestShardsMergeByteForByte runs a batch, a matrix slice and an exact
// equity in shards and checks that the merged report is, in every format,
// the report of the one-process run.
func TestShardsMergeByteForByte(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile("spots.txt", []byte(shardSpots), 0o644)
	for _, ext := range []string{"txt", "md", "csv", "json", "html"} {
		if got := runPokersim(t, "", "batch", "--out", "whole."+ext, "spots.txt"); got.code != exitOK {
			t.Fatalf("batch: %+v", got)
		}
	}
	var shards []string
	for i := range 4 {
		name := fmt.Sprintf("b-%d.json", i)
		if got := runPokersim(t, "", "batch", "spots.txt", "--shard", fmt.Sprintf("%d/4", i), "--out", name, "-w", "1"); got.code != exitOK {
			t.Fatalf("batch shard %d: %+v", i, got)
		}
		shards = append(shards, name)
	}
	for _, ext := range []string{"txt", "md", "csv", "json", "html"} {
		if got := runPokersim(t, "", append([]string{"merge", "--out", "merged." + ext}, shards...)...); got.code != exitOK {
			t.Fatalf("merge: %+v", got)
		}
		sameFile(t, "whole."+ext, "merged."+ext)
	}

	// A matrix slice, in three shards.
	if got := runPokersim(t, "", "matrix", "--rows", "AA,72o", "--out", "mwhole"); got.code != exitOK {
		t.Fatalf("matrix: %+v", got)
	}
	var ms []string
	for i := range 3 {
		name := fmt.Sprintf("m-%d.json", i)
		if got := runPokersim(t, "", "matrix", "--rows", "AA,72o", "--shard", fmt.Sprintf("%d/3", i), "--out", name); got.code != exitOK {
			t.Fatalf("matrix shard %d: %+v", i, got)
		}
		ms = append(ms, name)
	}
	if got := runPokersim(t, "", append([]string{"merge", "--out", "mmerged"}, ms...)...); got.code != exitOK {
		t.Fatalf("matrix merge: %+v", got)
	}
	for _, f := range []string{"matrix.csv", "matrix.json", "matrix.png", "matrix.svg"} {
		sameFile(t, filepath.Join("mwhole", f), filepath.Join("mmerged", f))
	}

	// An exact equity with ranges, in five shards.
	args := []string{"equity", "--exact", "--format", "json", "JJ+,AK", "vs", "QQ+,AKs", "--board", "Ts9h2c"}
	whole := runPokersim(t, "", args...)
	var es []string
	for i := range 5 {
		name := fmt.Sprintf("e-%d.json", i)
		if got := runPokersim(t, "", append(args, "--shard", fmt.Sprintf("%d/5", i), "--out", name)...); got.code != exitOK {
			t.Fatalf("equity shard %d: %+v", i, got)
		}
		es = append(es, name)
	}
	merged := runPokersim(t, "", append([]string{"merge", "--format", "json"}, es...)...)
	if timeless(merged.stdout) != timeless(whole.stdout) {
		t.Errorf("merged equity:\n%s\nwhole:\n%s", merged.stdout, whole.stdout)
	}
}

// TestMergeRefuses checks the faults merge refuses, naming the file.
func TestMergeRefuses(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile("spots.txt", []byte("AhKh vs QsQd\nAsAd vs KhKc\n7c7d vs 2h2s\n"), 0o644)
	os.WriteFile("other.txt", []byte("AhKh vs 7c7d\nAhKh vs 7c7h\nAhKh vs 7c7s\n"), 0o644)
	for i := range 3 {
		runPokersim(t, "", "batch", "spots.txt", "--shard", fmt.Sprintf("%d/3", i), "--out", fmt.Sprintf("s-%d.json", i))
	}
	runPokersim(t, "", "batch", "other.txt", "--shard", "0/3", "--out", "o-0.json")
	data, _ := os.ReadFile("s-2.json")
	os.WriteFile("cut.json", data[:len(data)/2], 0o644)
	tests := []struct {
		files []string
		msg   string
	}{
		{[]string{"s-0.json", "s-2.json"}, "1 of 3 shards missing:\npokersim:   shard 1: pokersim batch spots.txt --shard 1/3 --out s-1.json\n"},
		{[]string{"s-0.json", "s-1.json", "s-1.json", "s-2.json"}, "s-1.json and s-1.json are both shard 1/3"},
		{[]string{"s-0.json", "s-1.json", "s-2.json", "o-0.json"}, "o-0.json belongs to another job than s-0.json"},
		{[]string{"s-0.json", "s-1.json", "cut.json"}, "cut.json: not a whole shard file (cut short?)"},
		{[]string{"spots.txt"}, "spots.txt: not a pokersim shard file"},
	}
	for _, tt := range tests {
		got := runPokersim(t, "", append([]string{"merge"}, tt.files...)...)
		if got.code != exitUsage || !strings.Contains(got.stderr, tt.msg) {
			t.Errorf("merge %v = %+v\nwant exit 2 and %q", tt.files, got, tt.msg)
		}
	}
	if got := runPokersim(t, "", "batch", "spots.txt", "--shard", "3/3", "--out", "x.json"); got.code != exitUsage {
		t.Errorf("--shard 3/3 = %+v, want exit 2", got)
	}
	t.Setenv("SLURM_ARRAY_TASK_ID", "1")
	if got := runPokersim(t, "", "batch", "spots.txt", "--shard", "env/3", "--out", "env-1.json"); got.code != exitOK {
		t.Errorf("--shard env/3: %+v", got)
	}
	a, _ := shard.Read("s-1.json")
	b, _ := shard.Read("env-1.json")
	if a == nil || b == nil || !bytes.Equal(a.Units, b.Units) || a.Shard != b.Shard {
		t.Errorf("shard env/3 with SLURM_ARRAY_TASK_ID=1 differs from shard 1/3")
	}
}

// TestShardsSurviveKill runs shards as processes, kills them with SIGKILL
// at random moments, reruns them, and checks that the merge equals the
// one-process report.
func TestShardsSurviveKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds pokersim and kills it a dozen times")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "pokersim")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	t.Chdir(dir)
	os.WriteFile("spots.txt", []byte(shardSpots+"AhKh vs QsQd vs JcTc --mc --trials 3000000\n"), 0o644)
	if out, err := exec.Command(bin, "batch", "--out", "whole.json", "spots.txt").CombinedOutput(); err != nil {
		t.Fatalf("whole: %v\n%s", err, out)
	}
	r := rand.New(rand.NewPCG(1, 2))
	var names []string
	for i := range 3 {
		name := fmt.Sprintf("k-%d.json", i)
		names = append(names, name)
		for try := range 4 {
			cmd := exec.Command(bin, "batch", "spots.txt", "--shard", fmt.Sprintf("%d/3", i), "--out", name, "-w", "2")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			if try < 3 {
				select {
				case <-time.After(time.Duration(r.IntN(300)) * time.Millisecond):
					cmd.Process.Signal(syscall.SIGKILL)
					<-done
				case <-done:
				}
				continue
			}
			if err := <-done; err != nil {
				t.Fatalf("shard %d, last run: %v\n%s", i, err, stderr.String())
			}
		}
	}
	if out, err := exec.Command(bin, append([]string{"merge", "--out", "merged.json"}, names...)...).CombinedOutput(); err != nil {
		t.Fatalf("merge: %v\n%s", err, out)
	}
	sameFile(t, "whole.json", "merged.json")
}

// sameFile checks that two files hold the same bytes.
func sameFile(t *testing.T, a, b string) {
	t.Helper()
	x, err1 := os.ReadFile(a)
	y, err2 := os.ReadFile(b)
	if err1 != nil || err2 != nil || !bytes.Equal(x, y) {
		t.Errorf("%s and %s differ (%v, %v):\n%.600s\n---\n%.600s", a, b, err1, err2, x, y)
	}
}

// TestMatrix3Shards computes a slice of the three-way table in one
// process and in shards, and checks the merge and lookups.
func TestMatrix3Shards(t *testing.T) {
	t.Chdir(t.TempDir())
	args := []string{"matrix", "--players", "3", "--classes", "AA,KK,72o,T9s"}
	if got := runPokersim(t, "", append(args, "--out", "whole")...); got.code != exitOK {
		t.Fatalf("matrix3: %+v", got)
	}
	var names []string
	for i := range 3 {
		name := fmt.Sprintf("t-%d.json", i)
		if got := runPokersim(t, "", append(args, "--shard", fmt.Sprintf("%d/3", i), "--out", name)...); got.code != exitOK {
			t.Fatalf("shard %d: %+v", i, got)
		}
		names = append(names, name)
	}
	if got := runPokersim(t, "", append([]string{"merge", "--out", "merged.csv"}, names...)...); got.code != exitOK {
		t.Fatalf("merge: %+v", got)
	}
	sameFile(t, filepath.Join("whole", "matrix3.csv"), "merged.csv")
	fromFile := runPokersim(t, "", "matrix", "--players", "3", "--lookup", "T9s,AA,72o", "--file", "merged.csv")
	direct := runPokersim(t, "", "matrix", "--players", "3", "--lookup", "T9s,AA,72o")
	if fromFile.code != exitOK || fromFile.stdout != direct.stdout || !strings.HasPrefix(direct.stdout, "T9s") {
		t.Errorf("lookup from the file:\n%+v\ncomputed:\n%+v", fromFile, direct)
	}
}

// TestMergeOutFormat checks that merge refuses an --out whose extension
// names a format the job's report lacks, as bad usage naming the file and
// the formats there are, and writes nothing.
func TestMergeOutFormat(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile("spots.txt", []byte("AhKh vs QsQd\n"), 0o644)
	for _, args := range [][]string{
		{"matrix", "--players", "3", "--classes", "AA,KK,QQ", "--shard", "0/1", "--out", "t.json"},
		{"batch", "spots.txt", "--shard", "0/1", "--out", "b.json"},
	} {
		if got := runPokersim(t, "", args...); got.code != exitOK {
			t.Fatalf("pokersim %q: %+v", args, got)
		}
	}
	tests := []struct{ shard, out, msg string }{
		{"t.json", "x.txt", "pokersim: --out x.txt: this report is written as csv or json, not text\n"},
		{"t.json", "x.html", "pokersim: --out x.html: this report is written as csv or json, not html\n"},
		{"b.json", "x.png", "pokersim: --out x.png: this report is written as text, markdown, csv, json or html, not png\n"},
	}
	for _, tt := range tests {
		got := runPokersim(t, "", "merge", tt.shard, "--out", tt.out)
		if got.code != exitUsage || !strings.HasPrefix(got.stderr, tt.msg) {
			t.Errorf("pokersim merge %s --out %s = %+v, want exit 2 and %q", tt.shard, tt.out, got, tt.msg)
		}
		if _, err := os.Stat(tt.out); !os.IsNotExist(err) {
			t.Errorf("pokersim merge %s --out %s wrote the file: %v", tt.shard, tt.out, err)
		}
	}
}
