package sim

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// BatchItem is one matchup of a batch file, ready to run.
type BatchItem struct {
	Line    int    // the line number in the file, from 1
	Input   string // the line as written, trimmed
	Matchup *Matchup
	Options Options // the line's method and limits; Seed and Workers are set by RunBatch
}

// ErrBatchLine reports a batch line that cannot be run.
var ErrBatchLine = errors.New("bad batch line")

// ParseBatch reads a batch file: one matchup a line, written as the
// arguments of `pokersim equity` ("AhKh vs QsQd --board Ts9h2c",
// `"QQ+,AKs" vs random --trials 2000000`), with blank lines and lines
// starting with # skipped. It returns the lines that parse as items, and
// for every other line a *LineError saying why, in file order; err is for
// reading only.
//
// A line may use --board, --dead, --game, --exact, --mc, --trials and
// --stderr (and their short forms). --seed, --workers and --time are for
// the whole batch, not a line: seeds are derived per matchup, the workers
// are shared, and a time limit would make results depend on the machine.
func ParseBatch(r io.Reader) (items []BatchItem, bad []*LineError, err error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLineLen)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		it, err := ParseBatchLine(text)
		if err != nil {
			bad = append(bad, &LineError{Line: n, Err: err})
			continue
		}
		it.Line = n
		items = append(items, *it)
	}
	return items, bad, sc.Err()
}

// ParseBatchLine parses one batch line, as ParseBatch describes; the item's
// Line is left 0. The matchup is validated.
func ParseBatchLine(text string) (*BatchItem, error) {
	words, err := splitWords(text)
	if err != nil {
		return nil, err
	}
	var (
		hands             []string
		board, dead, game string
		opts              Options
		exact, mc         bool
	)
	for i := 0; i < len(words); i++ {
		w := words[i]
		if len(w) < 2 || w[0] != '-' {
			hands = append(hands, w)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(w, "-"), "=")
		takeValue := func() (string, error) {
			if hasValue {
				return value, nil
			}
			if i+1 >= len(words) {
				return "", fmt.Errorf("%w: %s needs a value", ErrBatchLine, w)
			}
			i++
			return words[i], nil
		}
		var v string
		switch name {
		case "board", "b", "dead", "d", "game", "g", "trials", "n", "stderr":
			if v, err = takeValue(); err != nil {
				return nil, err
			}
		case "exact", "mc":
			if hasValue {
				return nil, fmt.Errorf("%w: %s takes no value", ErrBatchLine, w)
			}
		case "seed", "workers", "w", "time", "format", "f", "by-hand", "by-class", "confidence":
			return nil, fmt.Errorf("%w: %s is for the whole batch (pokersim batch --%s), not one line", ErrBatchLine, w, name)
		default:
			return nil, fmt.Errorf("%w: unknown flag %s", ErrBatchLine, w)
		}
		switch name {
		case "board", "b":
			board = v
		case "dead", "d":
			dead = v
		case "game", "g":
			game = v
		case "trials", "n":
			if opts.Trials, err = strconv.ParseInt(v, 10, 64); err != nil || opts.Trials <= 0 {
				return nil, fmt.Errorf("%w: --trials wants a positive whole number, got %q", ErrBatchLine, v)
			}
		case "stderr":
			if opts.StdErr, err = strconv.ParseFloat(v, 64); err != nil || !(opts.StdErr > 0) {
				return nil, fmt.Errorf("%w: --stderr wants a positive number, got %q", ErrBatchLine, v)
			}
		case "exact":
			exact = true
		case "mc":
			mc = true
		}
	}
	if len(hands) == 0 {
		return nil, fmt.Errorf("%w: no hands", ErrBatchLine)
	}
	m := &Matchup{Game: Holdem}
	if game != "" {
		if m.Game, err = ParseGame(game); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrBatchLine, err)
		}
	}
	if m.Players, err = ParsePlayers(m.Game, hands); err != nil {
		return nil, err
	}
	if m.Board, err = ParseCardList("board", board); err != nil {
		return nil, err
	}
	if m.Dead, err = ParseCardList("dead cards", dead); err != nil {
		return nil, err
	}
	if err := m.Validate(); err != nil {
		return nil, err
	}
	limits := opts.Trials > 0 || opts.StdErr > 0
	switch {
	case exact && mc:
		return nil, fmt.Errorf("%w: --exact and --mc cannot both be given", ErrBatchLine)
	case exact && limits:
		return nil, fmt.Errorf("%w: --trials and --stderr are for Monte Carlo, not --exact", ErrBatchLine)
	case exact:
		opts.Method = ForceExact
	case mc || limits:
		opts.Method = ForceMonteCarlo
	}
	return &BatchItem{Input: text, Matchup: m, Options: opts}, nil
}

// splitWords splits a line into words at spaces, keeping text in single or
// double quotes together, as a shell would (without escapes).
func splitWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("%w: unterminated %c quote", ErrBatchLine, quote)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// Key returns the item's matchup and options in a canonical form: two
// items with the same key are the same computation. It names the players
// by their cards or their ranges' hands, so "QQ+" and "AA,KK,QQ" agree.
func (it *BatchItem) Key() string {
	var b strings.Builder
	m := it.Matchup
	b.WriteString(m.Game.String())
	for _, p := range m.Players {
		b.WriteString(" | ")
		if p.Range != nil {
			b.WriteString(p.Range.String())
		} else {
			b.WriteString(deck.SetOf(p.Cards...).String())
			if len(p.Cards) == 0 {
				b.WriteString("random")
			}
		}
	}
	fmt.Fprintf(&b, " | board %v | dead %v | method %d trials %d stderr %g",
		deck.SetOf(m.Board...), deck.SetOf(m.Dead...), it.Options.Method, it.Options.Trials, it.Options.StdErr)
	return b.String()
}
