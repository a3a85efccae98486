//go:build unix

package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// bombChild names the environment variable that makes TestPHHBombs, run
// again as a child process, run "pokersim hands FILE" and exit; bombPeak
// names the file where the child writes its peak resident memory.
const (
	bombChild = "POKERSIM_BOMB_CHILD"
	bombPeak  = "POKERSIM_BOMB_PEAK"
)

// peakResident returns the peak resident memory of this process in bytes,
// read from /proc/self/status (VmHWM), and false where there is none.
// The child's rusage cannot be used: Go starts a child with vfork, so
// Linux records the parent's peak as the child's at exec, and a test
// binary that has run for minutes has a larger one than any bomb.
func peakResident() (int64, bool) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				return 0, false
			}
			return kb << 10, true
		}
	}
	return 0, false
}

// TestPHHBombs runs "pokersim hands" on PHH files built to exhaust a TOML
// decoder (15,000 nested inline tables or arrays, 16 KB of long dotted
// keys), each in a child process (this test binary run again), so that
// the child's peak memory is its own (VmHWM): each must exit 2
// naming the limit, with a peak under 100 MB and little CPU time. Before
// the reader bounded its input the first took every byte of memory the
// machine had, and the last nearly a gigabyte.
func TestPHHBombs(t *testing.T) {
	if file := os.Getenv(bombChild); file != "" {
		code := run(context.Background(), []string{"pokersim", "hands", file}, os.Stdin, os.Stdout, os.Stderr)
		if peak, ok := peakResident(); ok {
			if err := os.WriteFile(os.Getenv(bombPeak), []byte(strconv.FormatInt(peak, 10)), 0o644); err != nil {
				os.Exit(exitFailure)
			}
		}
		os.Exit(code)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	dotted := strings.Repeat(strings.Repeat("abcdefgh.", 60)+"x = 1\n", 30)
	bombs := map[string]string{
		"tables.phh": "variant = \"NT\"\nx = " + strings.Repeat("{a=", 15000) + "1" + strings.Repeat("}", 15000) + "\n",
		"arrays.phh": "variant = \"NT\"\nx = " + strings.Repeat("[", 15000) + "1" + strings.Repeat("]", 15000) + "\n",
		"dotted.phh": "variant = \"NT\"\n" + dotted,
	}
	for name, text := range bombs {
		t.Run(name, func(t *testing.T) {
			file := filepath.Join(dir, name)
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(exe, "-test.run=^TestPHHBombs$")
			peakFile := filepath.Join(dir, name+".peak")
			cmd.Env = append(os.Environ(), bombChild+"="+file, bombPeak+"="+peakFile)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			err := cmd.Run()
			if _, exited := err.(*exec.ExitError); err != nil && !exited {
				t.Fatal(err)
			}
			ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			if !ok {
				t.Skip("no rusage on this system")
			}
			var peak int64
			if data, err := os.ReadFile(peakFile); err == nil {
				if peak, err = strconv.ParseInt(string(data), 10, 64); err != nil {
					t.Fatalf("%s: %v", peakFile, err)
				}
			}
			cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
			t.Logf("%s: exit %d, peak %d MB, CPU %v", name, cmd.ProcessState.ExitCode(), peak>>20, cpu)
			if code := cmd.ProcessState.ExitCode(); code != exitUsage || !strings.Contains(stderr.String(), "past the reader's limits") {
				t.Errorf("pokersim hands %s: exit %d, stderr %q; want exit 2 naming the limit", name, code, stderr.String())
			}
			if raceEnabled {
				return // the exit status holds; the bounds are the plain build's
			}
			if peak == 0 {
				t.Logf("no /proc/self/status here: the memory bound is not checked")
			} else if peak > 100<<20 {
				t.Errorf("pokersim hands %s: peak memory %d MB, want under 100 MB", name, peak>>20)
			}
			if cpu > 2*time.Second {
				t.Errorf("pokersim hands %s: %v of CPU, want under 2 s", name, cpu)
			}
		})
	}
}

// TestTournamentDomain checks that the icm and pushfold commands refuse
// values outside their documented domains with exit status 2, and that
// a chart with an ante starts where a stack can post it.
func TestTournamentDomain(t *testing.T) {
	for _, args := range [][]string{
		{"icm", "--stacks", "5e-324,1", "--payouts", "70,30"},
		{"icm", "--stacks", "1e308,1e308,1e308", "--payouts", "50,30,20"},
		{"icm", "--stacks", "1e-6,1e15", "--payouts", "70,30", "--method", "montecarlo"},
		{"pushfold", "--stack", "1e12"},
		{"pushfold", "--stack", "1e308"},
		{"pushfold", "--chart", "--ante", "19.5"},
	} {
		if got := runPokersim(t, "", args...); got.code != exitUsage || got.stdout != "" {
			t.Errorf("pokersim %q = exit %d, stdout %.80q, stderr %q; want exit 2", args, got.code, got.stdout, got.stderr)
		}
	}
	got := runPokersim(t, "", "pushfold", "--chart", "--ante", "18.5", "--workers", "1")
	if got.code != exitOK || !strings.Contains(got.stdout, "The chart starts at 19.5 bb") {
		t.Errorf("pushfold --chart --ante 18.5 = exit %d, %.200q, %q", got.code, got.stdout, got.stderr)
	}
}

// TestMatrixTableInput checks that a three-way table file that is empty,
// binary or lacks the triple asked for is bad input: exit status 2.
func TestMatrixTableInput(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{"empty": "", "binary": "\x00\x01\xff\xfe,\x1b[2J\n\x00\n", "header only": "x,y\n"} {
		file := filepath.Join(dir, strings.ReplaceAll(name, " ", "-"))
		if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		got := runPokersim(t, "", "matrix", "--players", "3", "--lookup", "AKs,QQ,72o", "--file", file)
		if got.code != exitUsage || strings.ContainsAny(got.stderr, "\x00\x1b") {
			t.Errorf("matrix --lookup --file of an %s file: exit %d, %q; want 2", name, got.code, got.stderr)
		}
	}
}

// TestEmptyRangeOneRule checks that a range whose every combo has weight
// 0 is refused by every command that reads one, as equity refuses it.
func TestEmptyRangeOneRule(t *testing.T) {
	for _, args := range [][]string{
		{"equity", "AA@0", "vs", "QsQd"},
		{"range", "AA@0"},
		{"range", "AA@0", "--board", "2c3d4h"},
	} {
		if got := runPokersim(t, "", args...); got.code != exitUsage || !strings.Contains(got.stderr, "empty") {
			t.Errorf("pokersim %q = exit %d, %q; want 2 saying the range is empty", args, got.code, got.stderr)
		}
	}
}

// TestOutFolderFirst checks that --out naming a folder is refused before
// any matchup is computed, with exit status 2.
func TestOutFolderFirst(t *testing.T) {
	dir := t.TempDir()
	spots := filepath.Join(dir, "spots.txt")
	if err := os.WriteFile(spots, []byte("AhKh vs QsQd --trials 1000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := runPokersim(t, "", "batch", "--out", dir, "--format", "json", spots)
	if got.code != exitUsage || !strings.Contains(got.stderr, "is a folder") || strings.Contains(got.stderr, "1 of 1") {
		t.Errorf("batch --out DIR = exit %d, %q; want 2 before any work", got.code, got.stderr)
	}
	if _, err := os.Stat(dir + ".journal"); err == nil {
		t.Errorf("a journal was written beside the folder")
	}
}
