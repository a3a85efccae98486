package main

import "testing"

func TestCompletion(t *testing.T) {
	tests := []goldenRun{
		{"bash", []string{"completion", "bash"}, "completion_bash.golden"},
		{"zsh", []string{"completion", "zsh"}, "completion_zsh.golden"},
		{"fish", []string{"completion", "fish"}, "completion_fish.golden"},
	}
	checkGoldenRuns(t, tests)
}

// TestCompletionRequest checks the answers to the requests the bash and
// zsh scripts make.
func TestCompletionRequest(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{nil, "equity\nrange\nbatch\nmatrix\nflops\nmerge\nscore\nhands\nicm\npushfold\neval\npql\nsolve\nserve\ncompletion\n"},
		{[]string{"-"}, "--version\n-v\n--help\n-h\n"},
		{[]string{"--v"}, "--version\n"},
		{[]string{"score"}, ""},
		{[]string{"score", "-"}, "--format\n--explain\n--hackerrank\n--help\n-h\n"},
		{[]string{"score", "--f"}, "--format\n"},
		{[]string{"equity", "--"}, "--board\n--dead\n--game\n--hi-lo\n--trips-beat-straight\n--exact\n--mc\n--trials\n--stderr\n--time\n--seed\n--workers\n--confidence\n--format\n--categories\n--by-hand\n--by-class\n--by-card\n--outs\n--streets\n--unroll\n--distribution\n--chart\n--shard\n--out\n--help\n"},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--bo"}, "--board\n"},
		{[]string{"score", "--format", "json", "--e"}, "--explain\n"},
		{[]string{"eval", "--format", "json", "Ah"}, ""},
		{[]string{"completion"}, ""},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--game"}, "holdem\nfivecard\nshortdeck\nshortdeck-trips\nomaha\nomaha5\nomaha6\nomaha8\nomaha5-8\nstud\nstud8\nrazz\nlowball27\nlowball\n"},
		{[]string{"range", "-g"}, "holdem\nfivecard\nshortdeck\nshortdeck-trips\nomaha\nomaha5\nomaha6\nomaha8\nomaha5-8\nstud\nstud8\nrazz\nlowball27\nlowball\n"},
		{[]string{"eval", "--format", "json", "--game"}, "holdem\nfivecard\nshortdeck\nshortdeck-trips\nomaha\nomaha5\nomaha6\nomaha8\nomaha5-8\nstud\nstud8\nrazz\nlowball27\nlowball\n"},
		{[]string{"score", "-g"}, ""}, // score has no --game
		{[]string{"equity", "--ga"}, "--game\n"},
	}
	for _, tt := range tests {
		args := append(tt.args, "--generate-bash-completion")
		got := runPokersim(t, "", args...)
		if want := (result{tt.want, "", exitOK}); got != want {
			t.Errorf("pokersim %q = %+v, want %+v", args, got, want)
		}
	}
}

func TestCompletionErrors(t *testing.T) {
	const hint = "Run 'pokersim completion --help' for usage.\n"
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"no shell", []string{"completion"}, "pokersim: want one SHELL: bash, zsh or fish\n" + hint},
		{"two shells", []string{"completion", "bash", "zsh"}, "pokersim: want one SHELL: bash, zsh or fish\n" + hint},
		{"unknown shell", []string{"completion", "tcsh"}, "pokersim: unknown SHELL \"tcsh\": want bash, zsh or fish\n" + hint},
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
