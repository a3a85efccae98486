package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/internal/testfull"
)

func TestPushfoldOutput(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		golden string
	}{
		{"stack", []string{"pushfold", "--stack", "10"}, "pushfold.golden"},
		{"ante csv", []string{"pushfold", "--stack", "6", "--ante", "0.125", "--format", "csv"}, "pushfold_ante_csv.golden"},
		{"help", []string{"pushfold", "--help"}, "pushfold_help.golden"},
		{"icm", []string{"pushfold", "--stacks", "8,12,10", "--payouts", "65,35"}, "pushfold_icm.golden"},
		{"icm json", []string{"pushfold", "--stacks", "8,12,10", "--payouts", "65,35", "--format", "json"}, "pushfold_icm_json.golden"},
		{"button csv", []string{"pushfold", "--button", "--stacks", "10,8,12", "--payouts", "50,30,20", "--deals", "200000", "--seed", "3", "--format", "csv"}, "pushfold_button_csv.golden"},
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

func TestPushfoldJSON(t *testing.T) {
	got := runPokersim(t, "", "pushfold", "--stack", "10", "--format", "json")
	var rep struct {
		Method         string
		Exploitability float64
		Hands          []struct {
			Class      string
			Push, Call float64
		}
	}
	if err := json.Unmarshal([]byte(got.stdout), &rep); err != nil {
		t.Fatalf("%v in %q", err, got.stdout)
	}
	if rep.Method != "CFR+" || rep.Exploitability > 0.001 || len(rep.Hands) != 169 {
		t.Errorf("method %q, exploitability %v, %d hands; want CFR+, at most 0.001, 169", rep.Method, rep.Exploitability, len(rep.Hands))
	}
	if h := rep.Hands[0]; h.Class != "AA" || h.Push != 1 || h.Call != 1 {
		t.Errorf("first hand %+v, want AA always pushed and called", h)
	}
}

// TestPushfoldButton checks the three-player game's JSON: six ranges of
// 169 hands, AA in every one, and each seat's gain within the tolerance.
func TestPushfoldButton(t *testing.T) {
	got := runPokersim(t, "", "pushfold", "--button", "--stacks", "10,10,10", "--payouts", "50,30,20", "--format", "json")
	var rep struct {
		Gains          [3]float64
		Exploitability float64
		Values         [3]float64
		Hands          []map[string]any
	}
	if err := json.Unmarshal([]byte(got.stdout), &rep); err != nil {
		t.Fatalf("%v in %q (stderr %q)", err, got.stdout, got.stderr)
	}
	if len(rep.Hands) != 169 || rep.Exploitability > 1e-3*100/30 {
		t.Fatalf("%d hands, exploitability %v", len(rep.Hands), rep.Exploitability)
	}
	for _, k := range []string{"push", "call_sb", "call_bb", "overcall", "sb_push", "bb_call"} {
		if rep.Hands[0]["class"] != "AA" || rep.Hands[0][k] != 1.0 {
			t.Errorf("AA's %s: %v, want 1", k, rep.Hands[0][k])
		}
	}
	if sum := rep.Values[0] + rep.Values[1] + rep.Values[2]; sum < 99.999 || sum > 100.001 {
		t.Errorf("values %v sum to %v, want the pool 100", rep.Values, sum)
	}
}

func TestPushfoldChart(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 191 stacks")
	}
	testfull.Full(t) // the whole chart, as pushfold's TestChartPublished
	got := runPokersim(t, "", "pushfold", "--chart", "--format", "html")
	if got.code != exitOK || !strings.Contains(got.stdout, "<table>") || !strings.Contains(got.stdout, "<small>K2s</small>19.3") {
		t.Fatalf("pokersim pushfold --chart --format html: exit %d, stderr %q, %d bytes", got.code, got.stderr, len(got.stdout))
	}
	if strings.Contains(got.stdout, "ZgotmplZ") || !strings.Contains(got.stdout, `style="background:rgb(`) {
		t.Errorf("the page's colours are missing or were refused by html/template")
	}
}

func TestPushfoldBadInput(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"stack below the blinds", []string{"--stack", "0.5"}, "is below the big blind"},
		{"stack below blind and ante", []string{"--stack", "1.05", "--ante", "0.1"}, "is below the big blind and ante"},
		{"negative stack", []string{"--stack", "-3"}, "is below the big blind"},
		{"not a number", []string{"--stack", "ten"}, `--stack: want a number of big blinds such as 10, got "ten"`},
		{"negative ante", []string{"--stack", "10", "--ante", "-1"}, "ante -1: is not a number"},
		{"neither", nil, "give either --stack BB or --chart"},
		{"both", []string{"--stack", "10", "--chart"}, "give either --stack BB or --chart"},
		{"html without chart", []string{"--stack", "10", "--format", "html"}, "--format"},
		{"icm negative stack", []string{"--stacks", "8,-12,10", "--payouts", "65,35"}, `stacks: item 2 "-12" is negative`},
		{"icm more payouts", []string{"--stacks", "8,12", "--payouts", "3,2,1"}, "3 payouts for 2 players"},
		{"icm big blind short", []string{"--stacks", "8,0.5,3", "--payouts", "65,35"}, "stack 2 0.5: is below the 1 this player must post"},
		{"icm without payouts", []string{"--stacks", "8,12,10"}, "ICM takes --stacks and --payouts"},
		{"icm and stack", []string{"--stacks", "8,12,10", "--payouts", "1", "--stack", "5"}, "ICM takes --stacks and --payouts"},
		{"button without stacks", []string{"--button", "--stack", "5"}, "--button, --deals and --seed take --stacks"},
		{"button two stacks", []string{"--button", "--stacks", "8,12", "--payouts", "1"}, "stacks 2: are too few"},
		{"button stack at the ante", []string{"--button", "--stacks", "0.1,8,12", "--payouts", "1", "--ante", "0.1"}, "stack 1 0.1: is not above the ante"},
		{"button small blind short", []string{"--button", "--stacks", "5,0.4,12", "--payouts", "1"}, "stack 2 0.4: is below the 0.5 the small blind must post"},
		{"button bad deals", []string{"--button", "--stacks", "5,5,5", "--payouts", "1", "--deals", "0"}, "--deals: want a number of deals"},
		{"button bad seed", []string{"--button", "--stacks", "5,5,5", "--payouts", "1", "--seed", "-1"}, "--seed: want a whole number"},
		{"deals without button", []string{"--stacks", "5,5,5", "--payouts", "1", "--deals", "10"}, "--deals and --seed take --button"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", append([]string{"pushfold"}, tt.args...)...)
			if got.code != exitUsage || !strings.Contains(got.stderr, tt.want) {
				t.Errorf("pokersim pushfold %q: exit %d, stderr %q; want 2 and %q", tt.args, got.code, got.stderr, tt.want)
			}
		})
	}
}
