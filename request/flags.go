package request

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/game"
)

// Scope says where a flag may be given.
type Scope uint8

const (
	// Matchup flags describe one matchup: the command line, a batch line
	// and an HTTP request all take them.
	Matchup Scope = iota
	// Run flags describe a whole run, not one matchup: a batch line may not
	// set them, as a batch has them once for all its lines (or, for --time,
	// because a time limit would make the results depend on the machine).
	Run
)

// Flag is one option of an equity request, as the command line spells it.
// Flags lists them all; the command line, batch lines and the JSON body of
// an HTTP request (whose field names are the flags' names with "_" for
// "-") are read through this one table.
type Flag struct {
	Name    string   // such as "trials"
	Aliases []string // such as "n"
	// Value is the placeholder of the flag's value in help, such as "N";
	// empty for a switch, which takes no value.
	Value   string
	Usage   string
	Default string // the default, in words, for help; empty for none
	Scope   Scope
	// Why, for a Run flag, says why a batch line may not set it.
	Why string
	// Hidden flags are left out of help (a longer spelling of others).
	Hidden bool
	set    func(r *Request, v string) error
	// usage, if not nil, writes Usage from the game table when Flags or
	// Lookup hands the flag out.
	usage func() string
}

// Switch reports whether f takes no value.
func (f *Flag) Switch() bool { return f.Value == "" }

// Names returns the flag's name and aliases.
func (f *Flag) Names() []string { return append([]string{f.Name}, f.Aliases...) }

// flags is the table of flags, in the order help lists them.
var flags = []Flag{
	{Name: "board", Aliases: []string{"b"}, Value: "CARDS", Usage: "CARDS already on the board: 0, 3, 4 or 5 (Hold'em)",
		set: func(r *Request, v string) error { r.Board = v; return nil }},
	{Name: "dead", Aliases: []string{"d"}, Value: "CARDS", Usage: "dead CARDS: out of the deck and in nobody's hand",
		set: func(r *Request, v string) error { r.Dead = v; return nil }},
	{Name: "game", Aliases: []string{"g"}, Value: "GAME", Default: `"holdem"`,
		usage: func() string { return "GAME, one of: " + game.Usage() },
		set: func(r *Request, v string) error {
			if strings.TrimSpace(v) == "" {
				return errors.New("empty: name a game, such as holdem or omaha")
			}
			r.Game = v
			return nil
		}},
	{Name: "hi-lo", usage: hiLoUsage,
		set: func(r *Request, v string) error { return setBool(&r.HiLo, v) }},
	{Name: "trips-beat-straight", Usage: "short deck: three of a kind beats a straight, as some rooms play it",
		set: func(r *Request, v string) error { return setBool(&r.TripsBeatStraight, v) }},
	{Name: "exact", Usage: "enumerate every board (exact figures), refusing what is too big to enumerate",
		set: func(r *Request, v string) error { return setMethod(r, "exact", v) }},
	{Name: "mc", Usage: "run Monte Carlo even where exact enumeration is quick",
		set: func(r *Request, v string) error { return setMethod(r, "mc", v) }},
	{Name: "method", Value: "METHOD", Hidden: true, Usage: "auto, exact or mc",
		set: func(r *Request, v string) error { return setMethod(r, v, "true") }},
	{Name: "trials", Aliases: []string{"n"}, Value: "N", Default: "no limit", Usage: "Monte Carlo: stop after N trials",
		set: func(r *Request, v string) error {
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err != nil || n <= 0 {
				return fmt.Errorf("want a positive whole number such as 1000000, got %q", v)
			}
			r.Trials = n
			return nil
		}},
	{Name: "stderr", Value: "X", Default: "0.0005 when no other limit is given",
		Usage: "Monte Carlo: stop when every player's standard error of equity is below X",
		set: func(r *Request, v string) error {
			x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || !(x > 0 && x < 1) {
				return fmt.Errorf("want a number between 0 and 1 such as 0.001, got %q", v)
			}
			r.StdErr = x
			return checkStdErr(x)
		}},
	{Name: "time", Value: "D", Default: "no limit", Usage: "Monte Carlo: stop after D, such as 10s",
		Scope: Run, Why: "a time limit would make the results depend on the machine: give --trials or --stderr",
		set: func(r *Request, v string) error {
			if _, err := parseDuration(v); err != nil {
				return err
			}
			r.Time = strings.TrimSpace(v)
			return nil
		}},
	{Name: "seed", Value: "SEED", Default: "a fresh one, printed",
		Usage: "Monte Carlo: the random SEED; the same seed repeats a run", Scope: Run,
		Why: "each matchup's seed is derived from the batch seed: give --seed to pokersim batch",
		set: func(r *Request, v string) error {
			n, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
			if err != nil || n >= 1<<53 {
				return fmt.Errorf("want a whole number from 0 to 2^53-1, got %q", v)
			}
			r.Seed = &n
			return nil
		}},
	{Name: "workers", Aliases: []string{"w"}, Value: "N", Default: "one per CPU", Usage: "N worker goroutines",
		Scope: Run, Why: "a batch's workers are shared by all its lines: give --workers to pokersim batch",
		set: func(r *Request, v string) error {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n <= 0 {
				return fmt.Errorf("want a positive whole number, got %q", v)
			}
			r.Workers = n
			return nil
		}},
	{Name: "confidence", Value: "LEVEL", Default: "0.95",
		Usage: "confidence LEVEL of Monte Carlo intervals, from 0.5 to 0.999999 or as a percentage (50 to 99.9999)", Scope: Run,
		Why: "a batch report has one confidence level: give --confidence to pokersim batch",
		set: func(r *Request, v string) error {
			x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || !(x > 0) {
				return fmt.Errorf("want a level between 0 and 1, or a percentage such as 95, got %q", v)
			}
			r.Confidence = x
			_, err = r.ConfidenceLevel()
			return unwrapFlag(err)
		}},
	{Name: "categories", Usage: "also show how often each player ends with each hand category", Scope: Run,
		Why: "batch reports show each player's equity, win and tie only",
		set: func(r *Request, v string) error { return setBool(&r.Categories, v) }},
	{Name: "by-hand", Usage: "also show the first player's equity with each hand of its range, best first", Scope: Run,
		Why: "batch reports show each player's equity, win and tie only",
		set: func(r *Request, v string) error { return setBool(&r.ByHand, v) }},
	{Name: "by-class", Usage: "like --by-hand, grouped by starting-hand class (AA, AKs, AKo, ...)", Scope: Run,
		Why: "batch reports show each player's equity, win and tie only",
		set: func(r *Request, v string) error { return setBool(&r.ByClass, v) }},
	{Name: "by-card", Usage: "on the flop or turn: also show each player's equity after each card that can come next", Scope: Run,
		Why: "batch reports show each player's equity, win and tie only",
		set: func(r *Request, v string) error { return setBool(&r.ByCard, v) }},
	{Name: "outs", Usage: "on the flop or turn: also show each player's outs, the next cards that put it in front", Scope: Run,
		Why: "batch reports show each player's equity, win and tie only",
		set: func(r *Request, v string) error { return setBool(&r.Outs, v) }},
	{Name: "streets", Aliases: []string{"unroll"}, Usage: "also show the equity on each street up to the board: preflop, flop, turn, river", Scope: Run,
		Why: "batch reports show each player's equity, win and tie only",
		set: func(r *Request, v string) error { return setBool(&r.Streets, v) }},
	{Name: "distribution", Usage: "also show how each range's equity is spread over its hands (the equity distribution)",
		set: func(r *Request, v string) error { return setBool(&r.Distribution, v) }},
}

// Flags returns the flags of an equity request, in the order help lists
// them. The slice is shared and must not be modified.
func Flags() []Flag {
	out := make([]Flag, len(flags))
	for i := range flags {
		out[i] = *Lookup(flags[i].Name)
	}
	return out
}

// hiLoUsage describes --hi-lo from the game table.
func hiLoUsage() string {
	var b strings.Builder
	b.WriteString("split the pot high and eight-or-better low:")
	sep := " "
	for _, g := range game.All() {
		if s, err := g.Split(); err == nil && s != g {
			b.WriteString(sep + g.String() + " becomes " + s.String())
			sep = ", "
		}
	}
	return b.String()
}

// Lookup returns the flag named name (or one of its aliases), without
// dashes, or nil.
func Lookup(name string) *Flag {
	for i := range flags {
		for _, n := range flags[i].Names() {
			if n == name {
				f := flags[i]
				if f.usage != nil {
					f.Usage = f.usage()
				}
				return &f
			}
		}
	}
	return nil
}

// Set sets the flag named name (or alias, without dashes) to the text
// value, as a command line gives it: a switch takes "" or "true" (set) or
// "false". The error is an *Error naming the flag.
func (r *Request) Set(name, value string) error {
	f := Lookup(name)
	if f == nil {
		return &Error{Flag: name, Err: ErrUnknownFlag}
	}
	if err := f.set(r, value); err != nil {
		return flagError(f.Name, err)
	}
	return nil
}

// setBool sets a switch from "", "true" or "false".
func setBool(b *bool, v string) error {
	if v == "" {
		*b = true
		return nil
	}
	x, err := strconv.ParseBool(v)
	if err != nil {
		return fmt.Errorf("takes no value, or true or false, got %q", v)
	}
	*b = x
	return nil
}

// setMethod sets r's method to method, if on (a switch's value) is set,
// refusing a second, different method.
func setMethod(r *Request, method, on string) error {
	var set bool
	if err := setBool(&set, on); err != nil || !set {
		return err
	}
	if _, err := ParseMethod(method); err != nil {
		return err
	}
	if r.Method != "" && !strings.EqualFold(r.Method, method) {
		return fmt.Errorf("cannot be given with %s", methodFlag(r.Method))
	}
	r.Method = method
	return nil
}

// methodFlag names a method as the flag that asks for it.
func methodFlag(m string) string {
	if m == "exact" || m == "mc" {
		return "--" + m
	}
	return "--method " + m
}

// unwrapFlag returns the error inside a flag's *Error, so that Set does not
// name the flag twice.
func unwrapFlag(err error) error {
	var fe *Error
	if errors.As(err, &fe) {
		return fe.Err
	}
	return err
}
