package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestICMOutput(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		golden string
	}{
		{"text", []string{"icm", "--stacks", "150000,98750,45500,13250", "--payouts", "425,280,130,75"}, "icm.golden"},
		{"bubble csv", []string{"icm", "--stacks", "5000,3000,1500,500", "--payouts", "500,300,200", "--bubble", "--format", "csv"}, "icm_bubble_csv.golden"},
		{"call", []string{"icm", "--stacks", "50,30,20", "--payouts", "70,30", "--call", "3,1", "--equity", "45%"}, "icm_call.golden"},
		{"call json", []string{"icm", "--stacks", "50,30,20", "--payouts", "70,30", "--call", "3,1", "--equity", "0.45", "--format", "json"}, "icm_call_json.golden"},
		{"monte carlo", []string{"icm", "--stacks", "5000,3000,1500,500", "--payouts", "500,300,200", "--method", "montecarlo", "--trials", "10240", "--seed", "1"}, "icm_mc.golden"},
		{"help", []string{"icm", "--help"}, "icm_help.golden"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			if got.code != exitOK || got.stderr != "" {
				t.Fatalf("pokersim %q: exit %d, stderr %q; want 0 and none", tt.args, got.code, got.stderr)
			}
			checkGolden(t, tt.golden, got.stdout)
		})
	}
}

// TestICMPublished checks the published figures through the JSON output.
func TestICMPublished(t *testing.T) {
	got := runPokersim(t, "", "icm", "--stacks", "5000, 3000, 1500, 500", "--payouts", "500,300,200", "--format", "json")
	var rep struct {
		Method  string
		Players []struct{ Equity float64 }
	}
	if err := json.Unmarshal([]byte(got.stdout), &rep); err != nil {
		t.Fatalf("%v in %q", err, got.stdout)
	}
	want := []float64{377.78, 312.89, 225.60, 83.73}
	if rep.Method != "exact" || len(rep.Players) != len(want) {
		t.Fatalf("method %q, %d players; want exact, 4", rep.Method, len(rep.Players))
	}
	for i, w := range want {
		if e := rep.Players[i].Equity; e < w-0.005 || e > w+0.005 {
			t.Errorf("player %d: %.4f, want %.2f", i+1, e, w)
		}
	}
}

func TestICMBadInput(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"negative stack", []string{"--stacks", "50,-30", "--payouts", "70,30"}, `stacks: item 2 "-30" is negative`},
		{"empty stacks", []string{"--stacks", "", "--payouts", "70"}, "stacks: is empty"},
		{"not a number", []string{"--stacks", "50,abc", "--payouts", "70"}, `stacks: item 2 "abc" is not a number`},
		{"empty item", []string{"--stacks", "50,,3", "--payouts", "70"}, `stacks: item 2 "" is empty`},
		{"negative payout", []string{"--stacks", "50,30", "--payouts", "70,-1"}, `payouts: item 2 "-1" is negative`},
		{"payout not a number", []string{"--stacks", "50,30", "--payouts", "x"}, `payouts: item 1 "x" is not a number`},
		{"more payouts than players", []string{"--stacks", "50,30", "--payouts", "3,2,1"}, "3 payouts for 2 players"},
		{"missing payouts", []string{"--stacks", "50,30"}, "--payouts"},
		{"bad method", []string{"--stacks", "50,30", "--payouts", "1", "--method", "guess"}, `method: "guess" is not a method`},
		{"bad trials", []string{"--stacks", "50,30", "--payouts", "1", "--trials", "-5"}, "--trials"},
		{"hero out of range", []string{"--stacks", "50,30", "--payouts", "1", "--call", "3,1", "--equity", "0.5"}, `hero: "3" is not a player`},
		{"equity out of range", []string{"--stacks", "50,30", "--payouts", "1", "--call", "2,1", "--equity", "1.5"}, `equity: "1.5" is not in [0,1]`},
		{"call without equity", []string{"--stacks", "50,30", "--payouts", "1", "--call", "2,1"}, "--call needs --equity"},
		{"call as csv", []string{"--stacks", "50,30", "--payouts", "1", "--call", "2,1", "--equity", "0.5", "--format", "csv"}, "cannot be combined"},
		{"argument", []string{"50,30"}, "takes no arguments"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", append([]string{"icm"}, tt.args...)...)
			if got.code != exitUsage || !strings.Contains(got.stderr, tt.want) {
				t.Errorf("pokersim icm %q: exit %d, stderr %q; want 2 and %q", tt.args, got.code, got.stderr, tt.want)
			}
		})
	}
}
