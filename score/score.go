package score

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// Result counts the showdowns of a file of hands: the hands scored, the
// hands each player won and the ties. Its JSON form is
// {"hands":1000,"player1":376,"player2":624,"ties":0}.
type Result struct {
	Hands   int `json:"hands"`
	Player1 int `json:"player1"`
	Player2 int `json:"player2"`
	Ties    int `json:"ties"`
}

// Outcome is the result of a showdown between two five-card hands.
type Outcome uint8

const (
	// Tie is a showdown between hands of equal rank.
	Tie Outcome = iota
	// Player1Wins is a showdown won by the first hand of the line.
	Player1Wins
	// Player2Wins is a showdown won by the second hand of the line.
	Player2Wins
)

// String returns "Player 1", "Player 2" or "Tie": the answers the HackerRank
// version of the problem expects, with "Tie" for the case it never poses.
func (o Outcome) String() string {
	switch o {
	case Player1Wins:
		return "Player 1"
	case Player2Wins:
		return "Player 2"
	}
	return "Tie"
}

// Layout is the arrangement of a file of hands.
type Layout uint8

const (
	// LayoutAuto tells NewScorer to recognise the layout: LayoutHackerRank
	// if the first non-blank line holds a single integer, LayoutEuler
	// otherwise.
	LayoutAuto Layout = iota
	// LayoutEuler is Project Euler problem 54's poker.txt: one line per
	// showdown, each of ten cards, the first five player 1's.
	LayoutEuler
	// LayoutHackerRank is HackerRank's version of the problem: a first line
	// holding the number of showdowns T, then T lines as in LayoutEuler.
	LayoutHackerRank
)

// Line is one scored line of input.
type Line struct {
	Num    int             // the line's number in the input, counting from 1
	Cards  [2][5]deck.Card // player 1's and player 2's cards, as written
	Ranks  [2]eval.Rank    // player 1's and player 2's hands
	Winner Outcome
}

// Errors wrapped by *LineError besides deck's parse errors; test for them
// with errors.Is.
var (
	// ErrCountLine reports a HackerRank input whose first line is not the
	// number of hands.
	ErrCountLine = errors.New("want the number of hands")
	// ErrHandCount reports a HackerRank input with more or fewer hands than
	// its first line announces.
	ErrHandCount = errors.New("wrong number of hands")
	// ErrLongLine reports a line longer than MaxLineLen bytes.
	ErrLongLine = errors.New("line too long")
)

// MaxLineLen is the length in bytes of the longest line a Scorer reads.
const MaxLineLen = 64 << 10

// LineError reports a line of input that cannot be scored. Err is a
// *deck.ParseError for a bad card (wrapping deck.ErrRank, deck.ErrSuit,
// deck.ErrDuplicate or, for a line without exactly ten cards, deck.ErrCount),
// or wraps ErrCountLine, ErrHandCount or ErrLongLine.
type LineError struct {
	Line int // the line's number, counting from 1
	Err  error
}

// Error returns a message such as `line 7: unknown suit "X" in "AX"`.
func (e *LineError) Error() string {
	return "line " + strconv.Itoa(e.Line) + ": " + describeCardErr(e.Err)
}

// Unwrap returns the underlying error.
func (e *LineError) Unwrap() error { return e.Err }

// describeCardErr words err for someone looking at a numbered line. A deck
// parse error quotes the whole input, which the line number already points
// to, so only the bad card is quoted.
func describeCardErr(err error) string {
	var pe *deck.ParseError
	if errors.As(err, &pe) {
		return pe.Reason()
	}
	return err.Error()
}

// Scorer reads a file of showdowns line by line and scores each one, in
// constant memory. Blank lines are skipped; lines may end in "\n" or
// "\r\n", and the last may lack its end. Use it as a bufio.Scanner:
//
//	s := score.NewScorer(r, score.LayoutAuto)
//	for s.Scan() {
//		l := s.Line()
//		...
//	}
//	if err := s.Err(); err != nil { ... }
//
// A Scorer must not be used by more than one goroutine at a time.
type Scorer struct {
	sc      *bufio.Scanner
	layout  Layout
	line    Line
	result  Result
	err     error
	num     int // number of the last line read
	countAt int // number of the line holding the HackerRank count; 0 before it
	count   int // the number of hands the count line announces
	done    bool
}

// NewScorer returns a Scorer reading r, laid out as layout says.
func NewScorer(r io.Reader, layout Layout) *Scorer {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, MaxLineLen), MaxLineLen)
	return &Scorer{sc: sc, layout: layout}
}

// Count scores every line of r, recognising its layout as LayoutAuto
// says, and returns the counts. On error it returns the counts of the lines
// before the bad one, and the error: a *LineError for bad input, or the
// error of r.
func Count(r io.Reader) (Result, error) {
	s := NewScorer(r, LayoutAuto)
	for s.Scan() {
	}
	return s.Result(), s.Err()
}

// Scan scores the next showdown, which Line then returns. It returns false
// at the end of the input or at the first error, which Err then returns.
func (s *Scorer) Scan() bool {
	if s.done {
		return false
	}
	for s.sc.Scan() {
		s.num++
		text := s.sc.Bytes()
		if s.num == 1 {
			text = bytes.TrimPrefix(text, []byte("\ufeff")) // a byte order mark
		}
		if isBlank(text) {
			continue
		}
		if s.layout == LayoutAuto {
			s.layout = LayoutEuler
			if isCount(bytes.TrimLeft(bytes.Trim(text, " \t"), "+-")) {
				// A signed number is a bad count, not a bad hand.
				s.layout = LayoutHackerRank
			}
		}
		var err error
		switch {
		case s.layout == LayoutHackerRank && s.countAt == 0:
			if err = s.readCount(text); err == nil {
				continue
			}
		case s.layout == LayoutHackerRank && s.result.Hands == s.count:
			err = fmt.Errorf("%w: line %d announces %d", ErrHandCount, s.countAt, s.count)
		default:
			err = s.score(text)
		}
		if err != nil {
			return s.stop(&LineError{Line: s.num, Err: err})
		}
		return true
	}
	return s.stop(s.end())
}

// end returns the error, if any, found at the end of the input.
func (s *Scorer) end() error {
	err := s.sc.Err()
	switch {
	case errors.Is(err, bufio.ErrTooLong):
		return &LineError{Line: s.num + 1, Err: fmt.Errorf("%w: over %d bytes", ErrLongLine, MaxLineLen)}
	case err != nil:
		return err
	case s.layout == LayoutHackerRank && s.countAt == 0:
		return &LineError{Line: s.num + 1, Err: fmt.Errorf("%w, got the end of the input", ErrCountLine)}
	case s.layout == LayoutHackerRank && s.result.Hands < s.count:
		return &LineError{Line: s.countAt, Err: fmt.Errorf("%w: %d announced, %d given", ErrHandCount, s.count, s.result.Hands)}
	}
	return nil
}

// stop ends the scan with err, which may be nil, and returns false.
func (s *Scorer) stop(err error) bool {
	s.done, s.err = true, err
	return false
}

// Line returns the showdown most recently scored by Scan.
func (s *Scorer) Line() Line { return s.line }

// Result returns the counts of the showdowns scored so far.
func (s *Scorer) Result() Result { return s.result }

// Err returns the first error met by Scan: a *LineError for bad input, or
// the error of the reader. It returns nil at the end of valid input.
func (s *Scorer) Err() error { return s.err }

// Layout returns the layout of the input. For a Scorer made with LayoutAuto
// it is LayoutAuto until Scan has met a non-blank line.
func (s *Scorer) Layout() Layout { return s.layout }

// readCount reads the HackerRank count line.
func (s *Scorer) readCount(text []byte) error {
	t := bytes.Trim(text, " \t")
	if !isCount(t) {
		return fmt.Errorf("%w, got %q", ErrCountLine, t)
	}
	n, err := strconv.Atoi(string(t))
	if err != nil {
		return fmt.Errorf("%w, got %q: too large", ErrCountLine, t)
	}
	s.countAt, s.count = s.num, n
	return nil
}

// score parses and scores one line of ten cards into s.line.
func (s *Scorer) score(text []byte) error {
	var cards [10]deck.Card
	if !parseTen(text, &cards) {
		// Rare: notation the fast path does not read, or a bad line,
		// which deck then describes.
		c, err := deck.ParseCardsN(string(text), 10, 10)
		if err != nil {
			return err
		}
		cards = [10]deck.Card(c)
	}
	l := &s.line
	l.Num = s.num
	l.Cards = [2][5]deck.Card{[5]deck.Card(cards[:5]), [5]deck.Card(cards[5:])}
	l.Ranks = [2]eval.Rank{eval.Eval5(&l.Cards[0]), eval.Eval5(&l.Cards[1])}
	s.result.Hands++
	switch {
	case l.Ranks[0] > l.Ranks[1]:
		l.Winner = Player1Wins
		s.result.Player1++
	case l.Ranks[0] < l.Ranks[1]:
		l.Winner = Player2Wins
		s.result.Player2++
	default:
		l.Winner = Tie
		s.result.Ties++
	}
	return nil
}

// parseTen parses a line of exactly ten distinct cards, each written as an
// ASCII rank character and suit letter ("TS", "ah"), separated by spaces or
// tabs or not at all. This covers poker.txt without allocating, where
// deck.ParseCardsN would allocate the line's string and a growing slice.
// parseTen reports false for anything else: notation it does not read
// ("10h", "A♠", commas), which deck reads, or a bad line, which deck
// describes. Where parseTen reports true, deck.ParseCardsN(text, 10, 10)
// gives the same cards; FuzzParseTen checks this.
//
// Characters are decoded by table lookup rather than by switch: on random
// cards a switch's branches are mispredicted so often that it took most of
// the time of scoring a line.
func parseTen(text []byte, dst *[10]deck.Card) bool {
	codes := cardCodes()
	n := 0
	var seen deck.Set
	for i := 0; ; i += 2 {
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if i == len(text) {
			return n == len(dst)
		}
		if n == len(dst) || i+1 == len(text) {
			return false
		}
		r, u := codes.rank[text[i]], codes.suit[text[i+1]]
		if (r|u)&badChar != 0 {
			return false
		}
		c := deck.Card(r<<2 | u) // as deck.NewCard numbers cards
		if seen.Has(c) {
			return false
		}
		seen |= c.Bit()
		dst[n] = c
		n++
	}
}

// charCodes maps each byte to the rank and to the suit it stands for, as
// deck reads them (either case), or to badChar. The "10" of a Ten is not in
// it.
type charCodes struct {
	rank, suit [256]uint8
}

// badChar marks a byte that is not a rank, or not a suit, in charCodes.
const badChar = 0x80

// cardCodes returns the table of charCodes, built on first use.
var cardCodes = sync.OnceValue(func() *charCodes {
	t := new(charCodes)
	for i := range 256 {
		t.rank[i], t.suit[i] = badChar, badChar
	}
	for r := range deck.Rank(deck.NumRanks) {
		ch := r.String()[0]
		t.rank[ch], t.rank[ch|0x20] = uint8(r), uint8(r) // '2'|0x20 is '2'
	}
	for s := range deck.Suit(deck.NumSuits) {
		ch := s.String()[0]
		t.suit[ch], t.suit[ch&^0x20] = uint8(s), uint8(s)
	}
	return t
})

// isBlank reports whether text holds nothing but spaces and tabs.
func isBlank(text []byte) bool {
	for _, ch := range text {
		if ch != ' ' && ch != '\t' {
			return false
		}
	}
	return true
}

// isCount reports whether text is a decimal number, perhaps between spaces.
func isCount(text []byte) bool {
	t := bytes.Trim(text, " \t")
	for _, ch := range t {
		if ch < '0' || ch > '9' {
			return false
		}
	}
	return len(t) > 0
}
