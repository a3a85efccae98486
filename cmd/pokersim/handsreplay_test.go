package main

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/history"
)

const handsGG = "../../history/testdata/gg.txt"

// TestHandsReplay runs --replay on hands of history/testdata/gg.txt
// (golden text), refuses a hand that is not in the file and a bad
// FILE:HANDID, and checks that the replayer's equity at each street is
// pokersim equity --streets's on the same cards to 1e-9.
func TestHandsReplay(t *testing.T) {
	checkGoldenRuns(t, []goldenRun{
		{"flop all-in, cash-out", []string{"hands", "--replay", handsGG + ":HD1005"}, "hands_replay_hd1005.golden"},
		{"run twice", []string{"hands", "--replay", handsGG + ":#HD1004"}, "hands_replay_hd1004.golden"},
	})
	for _, bad := range []string{handsGG + ":HD9999", handsGG, handsGG + ":", "nofile.txt:1"} {
		if r := runPokersim(t, "", "hands", "--replay", bad); r.code != 2 || !strings.Contains(r.stderr, "--replay") {
			t.Errorf("--replay %s: exit %d, %q; want 2 and the reason", bad, r.code, r.stderr)
		}
	}
	f, err := os.Open(handsGG)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var hands []*history.Hand
	if err := history.Read("gg.txt", f, func(h *history.Hand, err error) error {
		hands = append(hands, h)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	h := hands[4] // #HD1005: JcJd against QcTc, board Js8c2h9dKh
	eqs, err := history.Equities(context.Background(), h)
	if err != nil {
		t.Fatal(err)
	}
	r := runPokersim(t, "", "equity", "JcJd", "vs", "QcTc", "--board", "Js8c2h9dKh", "--streets", "--format", "json")
	if r.code != 0 {
		t.Fatalf("equity: %d %s", r.code, r.stderr)
	}
	var doc struct {
		Streets []struct {
			Street  string
			Players []struct{ Equity float64 }
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Streets) != len(eqs) {
		t.Fatalf("%d streets from equity, %d from the replayer", len(doc.Streets), len(eqs))
	}
	for k, se := range eqs {
		if doc.Streets[k].Street != se.Street.String() {
			t.Errorf("street %d: %s, want %s", k, se.Street, doc.Streets[k].Street)
		}
		for j := range se.Players {
			if got, want := se.Result.Players[j].Equity, doc.Streets[k].Players[j].Equity; math.Abs(got-want) > 1e-9 {
				t.Errorf("%s: player %d equity %v, equity --streets %v", se.Street, j, got, want)
			}
		}
	}
}
