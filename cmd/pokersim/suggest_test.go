package main

import (
	"strings"
	"testing"
)

// TestTypos checks that a mistyped command or flag gets the nearest name
// suggested, and a name near none gets no suggestion.
func TestTypos(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"equty", "AhKh", "vs", "QsQd"}, `unknown command "equty" (did you mean equity?)`},
		{[]string{"pushfld"}, `(did you mean pushfold?)`},
		{[]string{"ran", "AA"}, `(did you mean range?)`},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--bord", "Ts9h2c"}, `-bord (did you mean --board?)`},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--trails", "5"}, `-trails (did you mean --trials?)`},
		{[]string{"icm", "--stack", "1,2", "--payouts", "1"}, `-stack (did you mean --stacks?)`},
		{[]string{"--verson"}, `-verson (did you mean --version?)`},
		{[]string{"deal"}, `unknown command "deal"` + "\n"},
		{[]string{"score", "--bogus"}, "-bogus\n"},
	}
	for _, tt := range tests {
		got := runPokersim(t, "", tt.args...)
		if got.code != exitUsage || !strings.Contains(got.stderr, tt.want) {
			t.Errorf("pokersim %s = %d %q, want 2 and %q", strings.Join(tt.args, " "), got.code, got.stderr, tt.want)
		}
	}
}
