package score

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/pokersim/pokersim/deck"
)

// sharedFile returns the path of a file in the shared test data that sits
// beside the repository as ../shared, skipping the test if it is absent.
func sharedFile(t *testing.T, name string) string {
	t.Helper()
	path := filepath.Join("..", "..", "shared", "testdata", name)
	if _, err := os.Stat(path); err != nil {
		t.Skipf("shared test data absent: %v", err)
	}
	return path
}

func TestScorePokerTxt(t *testing.T) {
	f, err := os.Open(sharedFile(t, "poker.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := Count(f)
	want := Result{Hands: 1000, Player1: 376, Player2: 624}
	if err != nil || got != want {
		t.Errorf("Count(poker.txt) = %+v, %v; want %+v, nil", got, err, want)
	}
}

func TestScoreHackerRankSample(t *testing.T) {
	in, err := os.ReadFile(sharedFile(t, "hackerrank_sample_input.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(sharedFile(t, "hackerrank_sample_expected.txt"))
	if err != nil {
		t.Fatal(err)
	}
	s := NewScorer(bytes.NewReader(in), LayoutAuto)
	var got strings.Builder
	for s.Scan() {
		got.WriteString(s.Line().Winner.String() + "\n")
	}
	if err := s.Err(); err != nil {
		t.Fatalf("Scorer.Err() = %v", err)
	}
	if s.Layout() != LayoutHackerRank {
		t.Errorf("Scorer.Layout() = %v, want LayoutHackerRank", s.Layout())
	}
	if got.String() != string(want) {
		t.Errorf("winners:\n%s\nwant:\n%s", got.String(), want)
	}
}

// The five examples of Project Euler problem 54, which are also HackerRank's
// sample input.
const eulerExamples = `5H 5C 6S 7S KD 2C 3S 8S 8D TD
5D 8C 9S JS AC 2C 5C 7D 8S QH
2D 9C AS AH AC 3D 6D 7D TD QD
4D 6S 9H QH QC 3D 6D 7H QD QS
2H 2D 4C 4D 4S 3C 3D 3S 9S 9D
`

func TestScorerLines(t *testing.T) {
	want := []struct {
		hand1, hand2 string
		winner       Outcome
	}{
		{"Pair of Fives", "Pair of Eights", Player2Wins},
		{"High Card, Ace", "High Card, Queen", Player1Wins},
		{"Three of a Kind, Aces", "Flush, Queen high", Player2Wins},
		{"Pair of Queens", "Pair of Queens", Player1Wins},
		{"Full House, Fours full of Twos", "Full House, Threes full of Nines", Player1Wins},
	}
	s := NewScorer(strings.NewReader(eulerExamples), LayoutAuto)
	lines := strings.Split(eulerExamples, "\n")
	for i, w := range want {
		if !s.Scan() {
			t.Fatalf("Scan() = false at line %d, Err() = %v", i+1, s.Err())
		}
		l := s.Line()
		cards := deck.MustParseCards(lines[i])
		if l.Num != i+1 || !slices.Equal(l.Cards[0][:], cards[:5]) || !slices.Equal(l.Cards[1][:], cards[5:]) {
			t.Errorf("line %d: Line() = %d %v %v; want %d %v %v", i+1, l.Num, l.Cards[0], l.Cards[1], i+1, cards[:5], cards[5:])
		}
		if h1, h2 := l.Ranks[0].String(), l.Ranks[1].String(); h1 != w.hand1 || h2 != w.hand2 || l.Winner != w.winner {
			t.Errorf("line %d: hands %q, %q, winner %v; want %q, %q, %v", i+1, h1, h2, l.Winner, w.hand1, w.hand2, w.winner)
		}
	}
	if s.Scan() || s.Err() != nil {
		t.Errorf("Scan() at the end = true or Err() = %v", s.Err())
	}
	if got, want := s.Result(), (Result{Hands: 5, Player1: 3, Player2: 2}); got != want {
		t.Errorf("Result() = %+v, want %+v", got, want)
	}
	if s.Layout() != LayoutEuler {
		t.Errorf("Layout() = %v, want LayoutEuler", s.Layout())
	}
}

func TestScore(t *testing.T) {
	const (
		p1 = "AH KH QH JH TH 2C 3D 4S 5H 7C" // royal flush against seven high
		p2 = "2C 3D 4S 5H 7C AH KH QH JH TH"
		eq = "AH KD QS JC 9H AC KS QD JH 9C" // equal hands in other suits
	)
	tests := []struct {
		name   string
		in     string
		layout Layout
		want   Result
		got    Layout // the layout found
	}{
		{"empty", "", LayoutAuto, Result{}, LayoutAuto},
		{"blank lines only", "\n  \n\t\n", LayoutAuto, Result{}, LayoutAuto},
		{"one line", p1 + "\n", LayoutAuto, Result{1, 1, 0, 0}, LayoutEuler},
		{"no final newline", p1 + "\n" + p2, LayoutAuto, Result{2, 1, 1, 0}, LayoutEuler},
		{"tie", eq, LayoutAuto, Result{1, 0, 0, 1}, LayoutEuler},
		{"windows line ends", p1 + "\r\n" + p2 + "\r\n" + eq + "\r\n", LayoutAuto, Result{3, 1, 1, 1}, LayoutEuler},
		{"blank lines between", "\n" + p1 + "\n\n \t\n" + p2 + "\n\n", LayoutAuto, Result{2, 1, 1, 0}, LayoutEuler},
		{"byte order mark", "\ufeff" + p2 + "\n", LayoutAuto, Result{1, 0, 1, 0}, LayoutEuler},
		{"tabs and spaces", "\t" + strings.ReplaceAll(p1, " ", " \t ") + "  \n", LayoutAuto, Result{1, 1, 0, 0}, LayoutEuler},
		{"lower case", strings.ToLower(p2), LayoutAuto, Result{1, 0, 1, 0}, LayoutEuler},
		{"cards together", strings.ReplaceAll(p1, " ", ""), LayoutAuto, Result{1, 1, 0, 0}, LayoutEuler},
		{"deck notation", "Ah K♥ Q♥ Jh 10h, 2c 3d 4s 5h 7c", LayoutAuto, Result{1, 1, 0, 0}, LayoutEuler},
		{"hackerrank", "3\n" + p1 + "\n" + p2 + "\n" + eq + "\n", LayoutAuto, Result{3, 1, 1, 1}, LayoutHackerRank},
		{"hackerrank padded", "\n 2 \r\n\n" + p1 + "\r\n\r\n" + p2, LayoutAuto, Result{2, 1, 1, 0}, LayoutHackerRank},
		{"hackerrank zero", "0\n", LayoutAuto, Result{}, LayoutHackerRank},
		{"hackerrank forced", "1\n" + p2, LayoutHackerRank, Result{1, 0, 1, 0}, LayoutHackerRank},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewScorer(strings.NewReader(tt.in), tt.layout)
			for s.Scan() {
			}
			if got := s.Result(); got != tt.want || s.Err() != nil {
				t.Errorf("scoring %q: Result() = %+v, Err() = %v; want %+v, nil", tt.in, got, s.Err(), tt.want)
			}
			if s.Layout() != tt.got {
				t.Errorf("scoring %q: Layout() = %v, want %v", tt.in, s.Layout(), tt.got)
			}
		})
	}
}

func TestScoreErrors(t *testing.T) {
	const good = "AH KH QH JH TH 2C 3D 4S 5H 7C\n"
	tests := []struct {
		name    string
		in      string
		layout  Layout
		want    error  // a sentinel the error wraps
		line    int    // the line it names
		msg     string // its message
		scored  int    // hands scored before it
		wantTyp bool   // the error is a *deck.ParseError under the *LineError
	}{
		{"unknown suit", good + "\n2H 3H 4H 5H 6H 7D 8D 9D TD AX\n", LayoutAuto, deck.ErrSuit,
			3, `line 3: unknown suit "X" in "AX"`, 1, true},
		{"unknown suit of ten", "2H 3H 4H 5H 6H 7D 8D 9D JD 10X", LayoutAuto, deck.ErrSuit,
			1, `line 1: unknown suit "X" in "10X"`, 0, true},
		{"missing suit", "2H 3H 4H 5H 6H 7D 8D 9D TD A", LayoutAuto, deck.ErrSuit,
			1, `line 1: missing suit in "A"`, 0, true},
		{"missing suit before space", "2H 3H 4H 5H A 6H 7D 8D 9D TD", LayoutAuto, deck.ErrSuit,
			1, `line 1: missing suit in "A"`, 0, true},
		{"unknown rank", "2H 3H 4H 5H 6H 7D 8D 9D TD ZH", LayoutAuto, deck.ErrRank,
			1, `line 1: unknown rank "Z" in "ZH"`, 0, true},
		{"unknown rank alone", "2H 3H 4H 5H 6H 7D 8D 9D TD Z", LayoutAuto, deck.ErrRank,
			1, `line 1: unknown rank "Z"`, 0, true},
		{"duplicate", good + good + "2H 3H 4H 5H 6H 7D 8D 9D TD 2H", LayoutAuto, deck.ErrDuplicate,
			3, `line 3: card "2H" given twice`, 2, true},
		{"duplicate across players", "2H 3H 4H 5H 6H 7D 8D 9D TD 6h", LayoutAuto, deck.ErrDuplicate,
			1, `line 1: card "6h" given twice`, 0, true},
		{"nine cards", "2H 3H 4H 5H 6H 7D 8D 9D TD", LayoutAuto, deck.ErrCount,
			1, `line 1: want 10 cards, got 9`, 0, true},
		{"eleven cards", "2H 3H 4H 5H 6H 7D 8D 9D TD JD QD", LayoutAuto, deck.ErrCount,
			1, `line 1: want 10 cards, got 11`, 0, true},
		{"count in euler layout", "5\n" + good, LayoutEuler, deck.ErrSuit,
			1, `line 1: missing suit in "5"`, 0, true},
		{"hackerrank without count", good, LayoutHackerRank, ErrCountLine,
			1, `line 1: want the number of hands, got "AH KH QH JH TH 2C 3D 4S 5H 7C"`, 0, false},
		{"hackerrank empty", "\n", LayoutHackerRank, ErrCountLine,
			2, `line 2: want the number of hands, got the end of the input`, 0, false},
		{"hackerrank huge count", "99999999999999999999\n", LayoutAuto, ErrCountLine,
			1, `line 1: want the number of hands, got "99999999999999999999": too large`, 0, false},
		{"hackerrank too few", "\n3\n" + good + good, LayoutAuto, ErrHandCount,
			2, `line 2: wrong number of hands: 3 announced, 2 given`, 2, false},
		{"hackerrank too many", "1\n" + good + "\n" + good, LayoutAuto, ErrHandCount,
			4, `line 4: wrong number of hands: line 1 announces 1`, 1, false},
		{"hackerrank bad card", "2\n" + good + "2H 3H", LayoutAuto, deck.ErrCount,
			3, `line 3: want 10 cards, got 2`, 1, true},
		{"line too long", good + strings.Repeat(" ", MaxLineLen) + good, LayoutAuto, ErrLongLine,
			2, `line 2: line too long: over 65536 bytes`, 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewScorer(strings.NewReader(tt.in), tt.layout)
			for s.Scan() {
			}
			err := s.Err()
			var le *LineError
			if !errors.As(err, &le) {
				t.Fatalf("scoring %q: Err() = %v (%T), want a *LineError", tt.in, err, err)
			}
			if !errors.Is(err, tt.want) || le.Line != tt.line || err.Error() != tt.msg {
				t.Errorf("scoring %q: Err() = %q (line %d); want %q (line %d), wrapping %q", tt.in, err, le.Line, tt.msg, tt.line, tt.want)
			}
			var pe *deck.ParseError
			if errors.As(err, &pe) != tt.wantTyp {
				t.Errorf("scoring %q: errors.As(%v, *deck.ParseError) = %v, want %v", tt.in, err, !tt.wantTyp, tt.wantTyp)
			}
			if got := s.Result().Hands; got != tt.scored {
				t.Errorf("scoring %q: Result().Hands = %d, want %d", tt.in, got, tt.scored)
			}
			if s.Scan() {
				t.Errorf("scoring %q: Scan() after an error = true", tt.in)
			}
		})
	}
}

func TestScoreReadError(t *testing.T) {
	errRead := errors.New("disk on fire")
	r := io.MultiReader(strings.NewReader(eulerExamples), iotest.ErrReader(errRead))
	got, err := Count(r)
	var le *LineError
	if !errors.Is(err, errRead) || errors.As(err, &le) {
		t.Errorf("Count(failing reader) error = %v, want %v and no *LineError", err, errRead)
	}
	if got.Hands != 5 {
		t.Errorf("Count(failing reader) = %+v, want the 5 hands before the failure", got)
	}
}

func TestOutcomeString(t *testing.T) {
	tests := []struct {
		o    Outcome
		want string
	}{
		{Tie, "Tie"}, {Player1Wins, "Player 1"}, {Player2Wins, "Player 2"},
	}
	for _, tt := range tests {
		if got := tt.o.String(); got != tt.want {
			t.Errorf("Outcome(%d).String() = %q, want %q", tt.o, got, tt.want)
		}
	}
}

// TestScoreAllocs checks that scoring allocates a fixed amount, whatever
// the number of lines.
func TestScoreAllocs(t *testing.T) {
	in := generateLines(1000)
	allocs := testing.AllocsPerRun(10, func() {
		if _, err := Count(bytes.NewReader(in)); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 4 {
		t.Errorf("Score of 1000 lines made %v allocations, want at most 4", allocs)
	}
}

func FuzzParseTen(f *testing.F) {
	f.Add([]byte(eulerExamples[:29]))
	f.Add([]byte("ah kh qh jh th 2c 3d 4s 5h 7c"))
	f.Add([]byte("AhKhQhJhTh2c3d4s5h7c"))
	f.Add([]byte("Ah Kh Qh Jh 10h 2c 3d 4s 5h 7c"))
	f.Add([]byte("2H 3H 4H 5H 6H 7D 8D 9D TD 2H"))
	f.Add([]byte("\t2H 3H 4H 5H 6H 7D 8D 9D TD AX "))
	f.Fuzz(func(t *testing.T, text []byte) {
		var got [10]deck.Card
		if !parseTen(text, &got) {
			return
		}
		want, err := deck.ParseCardsN(string(text), 10, 10)
		if err != nil || !slices.Equal(got[:], want) {
			t.Errorf("parseTen(%q) = %v; deck.ParseCardsN gives %v, %v", text, got, want, err)
		}
	})
}

// FuzzCount checks that no input makes scoring panic, and that every
// error names a line.
func FuzzCount(f *testing.F) {
	for _, s := range []string{
		"8C TS KC 9H 4S 7D 2S 5D 3S AC\n", "2\n8C TS KC 9H 4S 7D 2S 5D 3S AC\n", "AX\n", "\ufeff1\n\n",
		"8c ts kc 9h 4s 7d 2s 5d 3s ac\r\n", "10h 9h", "99999999999999999999\n", "♠♥\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		res, err := Count(strings.NewReader(in))
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || le.Line < 1 {
				t.Fatalf("Count(%q) error %v is not a *LineError with a line", in, err)
			}
			return
		}
		if res.Player1+res.Player2+res.Ties != res.Hands {
			t.Fatalf("Count(%q) = %+v: the counts do not add up", in, res)
		}
	})
}
