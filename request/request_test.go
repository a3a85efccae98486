package request

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

func TestParseLine(t *testing.T) {
	r, err := ParseLine(`"QQ+, AKs" vs random --board=Ts9h2c -d 2d --trials 2000000 --game nlhe`)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(r.Players, "|"); got != "QQ+, AKs|random" {
		t.Errorf("players = %q", got)
	}
	if r.Board != "Ts9h2c" || r.Dead != "2d" || r.Trials != 2000000 || r.Game != "nlhe" {
		t.Errorf("request = %+v", r)
	}
	s, err := r.Spec()
	if err != nil {
		t.Fatal(err)
	}
	if s.Matchup.Game != game.Holdem || s.Options.Method != sim.ForceMonteCarlo || s.SeedGiven {
		t.Errorf("spec = %+v", s)
	}
	if s.Options.Seed >= sim.MaxSeed {
		t.Errorf("fresh seed %d is not below 2^53", s.Options.Seed)
	}
}

func TestParseLineErrors(t *testing.T) {
	tests := []struct {
		line string
		err  error
		msg  string
	}{
		{"AhKh vs QsQd --seed 5", ErrScope, "--seed: not allowed in a batch line: each matchup's seed is derived from the batch seed: give --seed to pokersim batch"},
		{"AhKh vs QsQd --time 10s", ErrScope, "--time: not allowed in a batch line: a time limit would make the results depend on the machine: give --trials or --stderr"},
		{"AhKh vs QsQd --by-class", ErrScope, "--by-class: not allowed in a batch line: batch reports show each player's equity, win and tie only"},
		{"AhKh vs QsQd --bogus", ErrUnknownFlag, `unknown flag "--bogus"`},
		{`"QQ+ vs random`, ErrSyntax, `bad syntax: unterminated " quote`},
		{"AhKh vs QsQd --trials", nil, "--trials: needs a value: --trials N"},
		{"AhKh vs QsQd --trials lots", nil, `--trials: want a positive whole number such as 1000000, got "lots"`},
		{"AhKh vs QsQd --exact=yes", nil, `--exact: takes no value, got "yes"`},
	}
	for _, tt := range tests {
		_, err := ParseLine(tt.line)
		if err == nil || (tt.err != nil && !errors.Is(err, tt.err)) || err.Error() != tt.msg {
			t.Errorf("ParseLine(%q) = %v\nwant %q", tt.line, err, tt.msg)
		}
		var fe *Error
		if !errors.As(err, &fe) {
			t.Errorf("ParseLine(%q) error %T is not a *Error", tt.line, err)
		}
	}
}

// TestFlagValues checks every flag's validation: one rule for every front
// end.
func TestFlagValues(t *testing.T) {
	tests := []struct {
		flag, value string
		ok          bool
	}{
		{"trials", "1", true}, {"trials", "0", false}, {"trials", "-5", false}, {"trials", "1e30", false},
		{"stderr", "0.001", true}, {"stderr", "0", false}, {"stderr", "nan", false}, {"stderr", "inf", false}, {"stderr", "2", false},
		{"time", "10s", true}, {"time", "5", false}, {"time", "0s", false}, {"time", "-1s", false},
		{"seed", "0", true}, {"seed", "9007199254740991", true}, {"seed", "9007199254740992", false}, {"seed", "-1", false},
		{"workers", "2", true}, {"workers", "0", false}, {"workers", "-1", false},
		{"confidence", "0.9", true}, {"confidence", "95", true}, {"confidence", "0", false}, {"confidence", "100", false}, {"confidence", "nan", false},
		{"method", "exact", true}, {"method", "mc", true}, {"method", "fast", false},
		{"exact", "", true}, {"exact", "maybe", false},
	}
	for _, tt := range tests {
		var r Request
		err := r.Set(tt.flag, tt.value)
		if (err == nil) != tt.ok {
			t.Errorf("Set(%q, %q) = %v, want ok %v", tt.flag, tt.value, err, tt.ok)
		}
	}
}

// TestSpecOptions checks that the JSON fields, which bypass the flags'
// text, are checked as strictly, and that a seed does not change the
// method.
func TestSpecOptions(t *testing.T) {
	seven := uint64(7)
	big := uint64(sim.MaxSeed)
	base := Request{Players: []string{"AhKh", "QsQd"}}
	tests := []struct {
		name   string
		edit   func(*Request)
		method sim.Method
		ok     bool
	}{
		{"default", func(*Request) {}, sim.Auto, true},
		{"seed keeps auto", func(r *Request) { r.Seed = &seven }, sim.Auto, true},
		{"exact with seed", func(r *Request) { r.Method, r.Seed = "exact", &seven }, sim.ForceExact, true},
		{"trials ask for mc", func(r *Request) { r.Trials = 1000 }, sim.ForceMonteCarlo, true},
		{"exact with trials", func(r *Request) { r.Method, r.Trials = "exact", 1000 }, 0, false},
		{"negative trials", func(r *Request) { r.Trials = -1 }, 0, false},
		{"negative stderr", func(r *Request) { r.StdErr = -1 }, 0, false},
		{"seed too big", func(r *Request) { r.Seed = &big }, 0, false},
		{"negative workers", func(r *Request) { r.Workers = -1 }, 0, false},
		{"bad time", func(r *Request) { r.Time = "soon" }, 0, false},
		{"bad game", func(r *Request) { r.Game = "badugi" }, 0, false},
		{"bad confidence", func(r *Request) { r.Confidence = 150 }, 0, false},
	}
	for _, tt := range tests {
		r := base
		tt.edit(&r)
		s, err := r.Spec()
		if (err == nil) != tt.ok {
			t.Errorf("%s: Spec() = %v, want ok %v", tt.name, err, tt.ok)
			continue
		}
		if err == nil && s.Options.Method != tt.method {
			t.Errorf("%s: method %v, want %v", tt.name, s.Options.Method, tt.method)
		}
	}
}

// TestSameMethodAnyWorkers checks that the method Auto chooses depends on
// the request alone: not on the number of workers, nor on a seed.
func TestSameMethodAnyWorkers(t *testing.T) {
	for _, line := range []string{
		`"AA,KK,QQ,AKs" vs random`,
		`"15%" vs "AA@50,KK,AKs" vs "22-66"`,
		`AhKh vs QsQd --board Ts9h2c`,
		`AhAsKd vs QhQsQd2c vs random --game fivecard`,
	} {
		var want sim.Method
		for i, workers := range []int{1, 2, 8} {
			r, err := ParseLine(line)
			if err != nil {
				t.Fatal(err)
			}
			r.Workers = workers
			if i%2 == 1 {
				seed := uint64(i)
				r.Seed = &seed
			}
			s, err := r.Spec()
			if err != nil {
				t.Fatal(err)
			}
			p, err := s.Plan()
			if err != nil {
				t.Fatal(err)
			}
			if i == 0 {
				want = p.Method()
			} else if p.Method() != want {
				t.Errorf("%s with %d workers: %v, want %v", line, workers, p.Method(), want)
			}
		}
	}
}

// FuzzParseLine checks that no line makes the parser or the checks panic,
// and that every error names what is wrong in valid text.
func FuzzParseLine(f *testing.F) {
	for _, s := range []string{
		"AhKh vs QsQd", `"QQ+,AKs" vs random --trials 2000000`, "AsAd vs KhKc vs QsQc --board Ts9h2c --dead 2d",
		"♠ vs QsQd", "é vs €", "\xd2 vs", "A♠️Kh vs QQ", "AhKh,AsKs vs AhKh,QQ", "--board", "-- -n vs --x",
		"AhKh vs QsQd --stderr nan", "AhKh vs QsQd --game fivecard --exact --mc", "x vs y vs z --confidence 1e400",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		r, err := ParseLine(line)
		if err != nil {
			if !utf8.ValidString(err.Error()) && utf8.ValidString(line) {
				t.Errorf("ParseLine(%q) error %q is not valid UTF-8", line, err)
			}
			return
		}
		s, err := r.Spec()
		if err != nil {
			return
		}
		if _, err := s.Plan(); err != nil {
			var me *sim.MatchupError
			if !errors.As(err, &me) && !errors.Is(err, sim.ErrOptions) {
				t.Errorf("Plan of %q: %v is neither a matchup nor an options error", line, err)
			}
		}
	})
}

// FuzzPlayer checks the parsing of one player in each game.
func FuzzPlayer(f *testing.F) {
	for _, s := range []string{"AhKh", "QQ+", "random", "♠", "AzKh", "10h9h", "AsK", "", "AhKhQd"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range game.All() {
			p, err := parsePlayer(g, text)
			if err == nil && p.Range == nil && deck.SetOf(p.Cards...).Len() != len(p.Cards) {
				t.Errorf("parsePlayer(%q) gave duplicate cards %v", text, p.Cards)
			}
		}
	})
}

// FuzzSet checks every flag's value parsing: no panic, an *Error naming
// the flag, and a value that Spec then accepts or refuses cleanly.
func FuzzSet(f *testing.F) {
	for _, v := range []string{"", "1", "-1", "0", "nan", "inf", "1e30", "10s", "5", "95", "exact", "true", "\x00", "♠"} {
		f.Add(v)
	}
	f.Fuzz(func(t *testing.T, v string) {
		for _, fl := range Flags() {
			r := &Request{Players: []string{"AhKh", "QsQd"}}
			if err := r.Set(fl.Name, v); err != nil {
				var fe *Error
				if !errors.As(err, &fe) || fe.Flag != fl.Name {
					t.Fatalf("Set(%q, %q) error %v does not name the flag", fl.Name, v, err)
				}
				continue
			}
			if _, err := r.Spec(); err != nil {
				var fe *Error
				var me *sim.MatchupError
				if !errors.As(err, &fe) && !errors.As(err, &me) {
					t.Fatalf("Spec after Set(%q, %q): %v", fl.Name, v, err)
				}
			}
		}
	})
}

// TestSpecAnalyses checks that each analysis is refused, naming its flag,
// where it does not apply.
func TestSpecAnalyses(t *testing.T) {
	tests := []struct {
		line string
		msg  string // "" for none
	}{
		{"AhKh vs QsQd --board Ts9h2c --outs --by-card --streets", ""},
		{"AhKh vs QsQd --board Ts9h2c5d --outs", ""},
		{"AhKh vs QsQd --outs", "--outs: is for a flop or a turn: give --board with 3 or 4 cards (the board has 0)"},
		{"AhKh vs QsQd --board Ts9h2c5d8s --by-card", "--by-card: is for a flop or a turn: give --board with 3 or 4 cards (the board has 5)"},
		{"AhKh vs QsQd --game fivecard --streets", "--streets: not in five-card showdown: no board, so no streets"},
		{"AhKh vs QsQd --distribution", "--distribution: spreads a range's equity over its hands: give at least one player a range"},
		{"AhKh vs QQ --distribution", ""},
	}
	for _, tt := range tests {
		r := &Request{Players: SplitPlayers(strings.Fields(strings.SplitN(tt.line, " --", 2)[0]))}
		for _, f := range []string{"outs", "by-card", "streets", "distribution"} {
			if strings.Contains(tt.line, "--"+f) {
				r.Set(f, "true")
			}
		}
		if i := strings.Index(tt.line, "--board "); i >= 0 {
			r.Board = strings.Fields(tt.line[i:])[1]
		}
		if strings.Contains(tt.line, "fivecard") {
			r.Game = "fivecard"
		}
		_, err := r.Spec()
		switch {
		case tt.msg == "" && err != nil:
			t.Errorf("%s: %v", tt.line, err)
		case tt.msg != "" && (err == nil || err.Error() != tt.msg):
			t.Errorf("%s: %v\nwant %s", tt.line, err, tt.msg)
		}
	}
}

// TestVariant checks the game a request's --game, --hi-lo and
// --trips-beat-straight name, and the flag blamed when they do not go
// together.
func TestVariant(t *testing.T) {
	tests := []struct {
		name       string
		r          Request
		want       game.Game
		faultyFlag string
	}{
		{"default", Request{}, game.Holdem, ""},
		{"alias", Request{Game: "PLO5"}, game.Omaha5, ""},
		{"hi-lo", Request{Game: "omaha", HiLo: true}, game.Omaha8, ""},
		{"hi-lo twice", Request{Game: "o8", HiLo: true}, game.Omaha8, ""},
		{"trips", Request{Game: "6plus", TripsBeatStraight: true}, game.ShortDeckTrips, ""},
		{"unknown", Request{Game: "badugi"}, 0, "game"},
		{"hi-lo hold'em", Request{HiLo: true}, 0, "hi-lo"},
		{"hi-lo short deck", Request{Game: "shortdeck", HiLo: true}, 0, "hi-lo"},
		{"trips in omaha", Request{Game: "omaha", TripsBeatStraight: true}, 0, "trips-beat-straight"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := tt.r.Variant()
			var fe *Error
			switch {
			case tt.faultyFlag == "" && (err != nil || g != tt.want):
				t.Errorf("Variant() = %v, %v; want %v", g, err, tt.want)
			case tt.faultyFlag != "" && (!errors.As(err, &fe) || fe.Flag != tt.faultyFlag):
				t.Errorf("Variant() = %v, %v; want an error naming --%s", g, err, tt.faultyFlag)
			}
		})
	}
}
