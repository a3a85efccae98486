package main

import "testing"

func TestEval(t *testing.T) {
	tests := []goldenRun{
		{"royal flush", []string{"eval", "Ah", "Kh", "Qh", "Jh", "Th", "2c", "3d"}, "eval_royal.golden"},
		{"written together", []string{"eval", "AhKhQhJhTh2c3d"}, "eval_royal.golden"},
		{"grouped", []string{"eval", "AhKh", "QhJhTh", "2c3d"}, "eval_royal.golden"},
		{"json", []string{"eval", "--format", "json", "Ah", "Kh", "Qh", "Jh", "Th", "2c", "3d"}, "eval_royal_json.golden"},
		{"wheel of six", []string{"eval", "5d", "4c", "3h", "2s", "Ad", "Kd"}, "eval_wheel.golden"},
		{"full house of five", []string{"eval", "9s", "9h", "9d", "4c", "4s"}, "eval_full_house.golden"},
		{"full house json", []string{"eval", "--format=json", "9s 9h 9d 4c 4s"}, "eval_full_house_json.golden"},
		{"worst", []string{"eval", "7s", "5h", "4d", "3c", "2s"}, "eval_worst.golden"},
	}
	checkGoldenRuns(t, tests)
}

func TestEvalErrors(t *testing.T) {
	const hint = "Run 'pokersim eval --help' for usage.\n"
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"no cards", []string{"eval"}, "pokersim: want 5 to 7 cards, got 0\n" + hint},
		{"four cards", []string{"eval", "Ah", "Kh", "Qh", "Jh"}, "pokersim: want 5 to 7 cards, got 4\n" + hint},
		{"eight cards", []string{"eval", "AhKhQhJhTh2c3d4s"}, "pokersim: want 5 to 7 cards, got 8\n" + hint},
		{"unknown suit", []string{"eval", "Ah", "Kh", "Qh", "Jh", "Tx"}, "pokersim: unknown suit \"x\" in \"Tx\"\n" + hint},
		{"unknown rank", []string{"eval", "Ah", "Kh", "Qh", "Jh", "Zh"}, "pokersim: unknown rank \"Z\" in \"Zh\"\n" + hint},
		{"missing suit", []string{"eval", "Ah", "Kh", "Qh", "Jh", "T"}, "pokersim: missing suit in \"T\"\n" + hint},
		{"duplicate", []string{"eval", "Ah", "Kh", "Qh", "Jh", "ah"}, "pokersim: card \"ah\" given twice\n" + hint},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			if want := (result{"", tt.stderr, exitUsage}); got != want {
				t.Errorf("pokersim %q = %+v\nwant %+v", tt.args, got, want)
			}
		})
	}
}

// TestFlagsAfterArguments checks that flags may follow the arguments.
func TestFlagsAfterArguments(t *testing.T) {
	before := runPokersim(t, "", "eval", "--format", "json", "AhKhQhJhTh")
	after := runPokersim(t, "", "eval", "AhKhQhJhTh", "--format", "json")
	if before != after || before.code != exitOK {
		t.Errorf("eval with the flag after the cards = %+v, want %+v", after, before)
	}
}
