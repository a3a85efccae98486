package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/history"
)

const (
	handsRules = "../../history/testdata/rules.txt"
	handsMessy = "../../history/testdata/messy.txt"
	handsPHH   = "../../history/testdata/aa-88.phh"
)

func TestHands(t *testing.T) {
	checkGoldenRuns(t, []goldenRun{
		{"text", []string{"hands", handsRules}, "hands_rules.golden"},
		{"csv", []string{"hands", "--format", "csv", handsRules}, "hands_rules_csv.golden"},
		{"json player", []string{"hands", "--format", "json", "--player", "Villain", handsRules}, "hands_villain_json.golden"},
		{"messy", []string{"hands", handsMessy}, "hands_messy.golden"},
		{"phh", []string{"hands", handsPHH}, "hands_phh.golden"},
		{"html", []string{"hands", "--format", "html", "--player", "Hero", handsRules}, "hands_rules_html.golden"},
		{"help", []string{"hands", "--help"}, "hands_help.golden"},
	})
}

// TestHandsStdin reads a file from standard input, the format detected.
func TestHandsStdin(t *testing.T) {
	data, err := os.ReadFile(handsPHH)
	if err != nil {
		t.Fatal(err)
	}
	got := runPokersim(t, string(data), "hands", "--format", "json", "-")
	if got.code != exitOK {
		t.Fatalf("exit %d, stderr %q", got.code, got.stderr)
	}
	var doc struct {
		Read      int `json:"hands_read"`
		Qualified int `json:"allin_hands"`
	}
	if err := json.Unmarshal([]byte(got.stdout), &doc); err != nil || doc.Read != 1 || doc.Qualified != 1 {
		t.Errorf("hands - = %s (%v), want 1 hand read and valued", got.stdout, err)
	}
}

func TestHandsErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"no file", []string{"hands"}, exitUsage, "want one FILE, DIR or -, got 0 arguments"},
		{"bad format", []string{"hands", "--format", "xml", handsRules}, exitUsage, "--format"},
		{"bad chart", []string{"hands", "--chart", "x.gif", handsRules}, exitUsage, "--chart"},
		{"strict", []string{"hands", "--strict", handsMessy}, exitUsage, "messy.txt:23: hand #2002: bad cards"},
		{"missing", []string{"hands", "no-such-file.txt"}, exitFailure, "no-such-file.txt"},
		{"not a hand history", []string{"hands", "testdata/help.golden"}, exitUsage, "help.golden:1: unknown hand history format"},
		{"chart without a player", []string{"hands", "--chart", filepath.Join(t.TempDir(), "w.svg"), handsPHH}, exitUsage, "name one with --player"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			if got.code != tt.code || !strings.Contains(got.stderr, tt.stderr) {
				t.Errorf("pokersim %q = exit %d, stderr %q; want %d and %q", tt.args, got.code, got.stderr, tt.code, tt.stderr)
			}
		})
	}
}

// TestHandsChart draws the graph as SVG and PNG: Hero plays in USD and
// EUR in rules.txt, so one file per unit, each named on stderr.
func TestHandsChart(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"w.svg", "w.png"} {
		got := runPokersim(t, "", "hands", "--chart", filepath.Join(dir, name), handsRules)
		if got.code != exitOK {
			t.Fatalf("exit %d, stderr %q", got.code, got.stderr)
		}
		ext := filepath.Ext(name)
		for _, unit := range []string{"USD", "EUR"} { // Hero played no hand in chips
			path := filepath.Join(dir, "w-"+unit+ext)
			if !strings.Contains(got.stderr, "the graph in "+unit+": "+path) {
				t.Errorf("stderr %q does not name %s", got.stderr, path)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(data, []byte(unit)) && ext == ".svg" {
				t.Errorf("%s does not say %s", path, unit)
			}
			want := []byte("<?xml")
			if ext == ".png" {
				want = []byte("\x89PNG")
			}
			if !bytes.HasPrefix(data, want) {
				t.Errorf("%s starts %q, want %q", path, data[:min(len(data), 8)], want)
			}
		}
	}
}

// TestHandsShared reads the shared real files without a skipped hand.
func TestHandsShared(t *testing.T) {
	const dir = "../../../shared/testdata/hands"
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no shared hand histories")
	}
	got := runPokersim(t, "", "hands", "--format", "json", dir)
	if got.code != exitOK {
		t.Fatalf("exit %d, stderr %q", got.code, got.stderr)
	}
	var doc struct {
		Read        int      `json:"hands_read"`
		Skipped     []string `json:"skipped"`
		Unsupported []string `json:"unsupported"`
	}
	if err := json.Unmarshal([]byte(got.stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Read != 12 || len(doc.Skipped) != 0 || len(doc.Unsupported) != 0 {
		t.Errorf("read %d hands, skipped %v, unsupported %v; want 12 and none", doc.Read, doc.Skipped, doc.Unsupported)
	}
}

// TestHandsAgreeWithEquity checks that each pot's equities of every all-in
// hand of the synthetic file equal "pokersim equity" on the same cards,
// with the other live players' cards dead.
func TestHandsAgreeWithEquity(t *testing.T) {
	f, err := os.Open(handsRules)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := history.NewSession("")
	checked := 0
	err = s.Import(context.Background(), handsRules, f, true, 0, func(r *history.Result) error {
		if r.AllIn == nil {
			return nil
		}
		h := r.Hand
		for _, pe := range r.AllIn.Pots {
			if len(pe.Eligible) < 2 || testing.Short() && r.AllIn.Street == history.Preflop {
				continue
			}
			args := []string{"equity", "--exact", "--format", "json", "--game", h.Game.String()}
			in := map[int]bool{}
			for k, i := range pe.Eligible {
				if k > 0 {
					args = append(args, "vs")
				}
				args = append(args, strings.Join(deck.Strings(h.Players[i].Cards), ""))
				in[i] = true
			}
			args = append(args, "--board", strings.Join(deck.Strings(r.AllIn.Board), ""))
			var dead []deck.Card
			for i, p := range h.Players {
				if !in[i] && r.Put[i] > 0 && len(p.Cards) > 0 && !h.Folded()[i] {
					dead = append(dead, p.Cards...)
				}
			}
			if len(dead) > 0 {
				args = append(args, "--dead", strings.Join(deck.Strings(dead), ""))
			}
			got := runPokersim(t, "", args...)
			var doc struct {
				Players []struct {
					Equity float64 `json:"equity"`
				} `json:"players"`
			}
			if err := json.Unmarshal([]byte(got.stdout), &doc); err != nil || len(doc.Players) != len(pe.Equity) {
				t.Fatalf("pokersim %q = %q, %q", args, got.stdout, got.stderr)
			}
			for k := range pe.Equity {
				if doc.Players[k].Equity != pe.Equity[k] {
					t.Errorf("hand #%s: pokersim %q: player %d equity %v, hands says %v", h.ID, args, k+1, doc.Players[k].Equity, pe.Equity[k])
				}
			}
			checked++
		}
		return nil
	})
	if err != nil || checked < 4 {
		t.Fatalf("Import = %v after %d pots checked", err, checked)
	}
}

// TestHandsFolder reads a folder: its histories, a .txt file in no known
// format listed as skipped, other files passed over.
func TestHandsFolder(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(handsPHH)
	if err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{"a.phh": string(data), "notes.txt": "not a hand\n", "image.png": "x"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := runPokersim(t, "", "hands", "--format", "json", dir)
	var doc struct {
		Read    int      `json:"hands_read"`
		Skipped []string `json:"skipped"`
	}
	if err := json.Unmarshal([]byte(got.stdout), &doc); err != nil || got.code != exitOK {
		t.Fatalf("exit %d, %v, stderr %q", got.code, err, got.stderr)
	}
	if doc.Read != 1 || len(doc.Skipped) != 1 || !strings.Contains(doc.Skipped[0], "notes.txt:1: unknown hand history format") {
		t.Errorf("read %d, skipped %q; want 1 hand and notes.txt skipped", doc.Read, doc.Skipped)
	}
}
