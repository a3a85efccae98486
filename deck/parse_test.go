package deck

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseCards(t *testing.T) {
	tests := []struct {
		in   string
		want string // the cards, formatted by formatCards
	}{
		{"AhKh", "Ah Kh"},
		{"Ah Kh", "Ah Kh"},
		{"Ah,Kh", "Ah Kh"},
		{"Ah, Kh", "Ah Kh"},
		{"ah kH", "Ah Kh"},
		{" \tAH\r\nKS ", "Ah Ks"},
		{"10h", "Th"},
		{"10h10s", "Th Ts"},
		{"tdJcqSkD", "Td Jc Qs Kd"},
		{"T♥ A♠ 2♦ 3♣", "Th As 2d 3c"},
		{"A♤K♡Q♢J♧", "As Kh Qd Jc"},
		{"2s3s4s5s6s7s8s9s", "2s 3s 4s 5s 6s 7s 8s 9s"},
		{"", ""},
		{" , ", ""},
	}
	for _, tt := range tests {
		got, err := ParseCards(tt.in)
		if err != nil || formatCards(got) != tt.want {
			t.Errorf("ParseCards(%q) = %v, %v; want %s, nil", tt.in, got, err, tt.want)
		}
	}
}

func TestParseCardsErrors(t *testing.T) {
	tests := []struct {
		in   string
		err  error
		pos  int
		text string
	}{
		{"AhKx", ErrSuit, 2, "Kx"},
		{"Xh", ErrRank, 0, "X"},
		{"AhAh", ErrDuplicate, 2, "Ah"},
		{"Ah ah", ErrDuplicate, 3, "ah"},
		{"10hTh", ErrDuplicate, 3, "Th"},
		{"1h", ErrRank, 0, "1"},
		{"A", ErrSuit, 0, "A"},
		{"10", ErrSuit, 0, "10"},
		{"Ah K", ErrSuit, 3, "K"},
		{"Kz", ErrSuit, 0, "Kz"},
		{"K♪", ErrSuit, 0, "K♪"},
		{"Ah ☃h", ErrRank, 3, "☃"},
		{"Ah\xffh", ErrRank, 2, "\xff"},
		{"Ah;Kh", ErrRank, 2, ";"},
	}
	for _, tt := range tests {
		got, err := ParseCards(tt.in)
		if !errors.Is(err, tt.err) {
			t.Errorf("ParseCards(%q) = %v, %v; want error %v", tt.in, got, err, tt.err)
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("ParseCards(%q) error %T is not a *ParseError", tt.in, err)
			continue
		}
		if pe.Input != tt.in || pe.Pos != tt.pos || pe.Text != tt.text {
			t.Errorf("ParseCards(%q) error at %d %q in %q, want at %d %q",
				tt.in, pe.Pos, pe.Text, pe.Input, tt.pos, tt.text)
		}
		if got != nil {
			t.Errorf("ParseCards(%q) = %v with an error, want nil", tt.in, got)
		}
	}
}

func TestParseCard(t *testing.T) {
	tests := []struct {
		in   string
		want Card
		err  error
	}{
		{"Ah", NewCard(Ace, Hearts), nil},
		{" 2s ", NewCard(Two, Spades), nil},
		{"10♠", NewCard(Ten, Spades), nil},
		{"qC", NewCard(Queen, Clubs), nil},
		{"", 0, ErrCount},
		{"AhKh", 0, ErrCount},
		{"Xh", 0, ErrRank},
		{"A", 0, ErrSuit},
	}
	for _, tt := range tests {
		got, err := ParseCard(tt.in)
		if got != tt.want || !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
			t.Errorf("ParseCard(%q) = %v, %v; want %v, %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func TestParseCardsN(t *testing.T) {
	tests := []struct {
		in       string
		min, max int
		want     string
		wantErr  error
		got, pos int
	}{
		{"AhKh", 2, 2, "Ah Kh", nil, 0, 0},
		{"2c 3c 4c", 0, 5, "2c 3c 4c", nil, 0, 0},
		{"", 0, 5, "", nil, 0, 0},
		{"Ah", 2, 2, "", ErrCount, 1, 2},
		{"AhKhQh", 5, 7, "", ErrCount, 3, 6},
		{"AhKhQhJhTh9h", 3, 5, "", ErrCount, 6, 12},
		{"AhAh", 1, 5, "", ErrDuplicate, 0, 2},
	}
	for _, tt := range tests {
		cards, err := ParseCardsN(tt.in, tt.min, tt.max)
		if tt.wantErr == nil {
			if err != nil || formatCards(cards) != tt.want {
				t.Errorf("ParseCardsN(%q, %d, %d) = %v, %v; want %s, nil", tt.in, tt.min, tt.max, cards, err, tt.want)
			}
			continue
		}
		var pe *ParseError
		if !errors.Is(err, tt.wantErr) || !errors.As(err, &pe) || cards != nil {
			t.Errorf("ParseCardsN(%q, %d, %d) = %v, %v; want a *ParseError for %v", tt.in, tt.min, tt.max, cards, err, tt.wantErr)
			continue
		}
		if pe.Pos != tt.pos || (tt.wantErr == ErrCount && pe.Got != tt.got) {
			t.Errorf("ParseCardsN(%q, %d, %d) error %+v, want Pos %d, Got %d", tt.in, tt.min, tt.max, *pe, tt.pos, tt.got)
		}
	}
}

func TestParseErrorMessage(t *testing.T) {
	tests := []struct {
		in       string
		min, max int
		want     string
	}{
		{"AhKx", 0, 52, `deck: "AhKx": unknown suit "Kx" at offset 2`},
		{"Xh", 0, 52, `deck: "Xh": unknown rank "X" at offset 0`},
		{"Ah ah", 0, 52, `deck: "Ah ah": duplicate card "ah" at offset 3`},
		{"Ah", 2, 2, `deck: "Ah": wrong number of cards: want 2, got 1`},
		{"AhKhQh", 5, 7, `deck: "AhKhQh": wrong number of cards: want 5 to 7, got 3`},
		{"\"\n", 0, 52, `deck: "\"\n": unknown rank "\"" at offset 0`},
	}
	for _, tt := range tests {
		_, err := ParseCardsN(tt.in, tt.min, tt.max)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseCardsN(%q, %d, %d) error = %v, want %s", tt.in, tt.min, tt.max, err, tt.want)
		}
	}
}

func TestMustParsePanics(t *testing.T) {
	tests := []struct {
		name string
		f    func()
		want error
	}{
		{"MustParseCard", func() { MustParseCard("Ahh") }, ErrRank},
		{"MustParseCard count", func() { MustParseCard("AhKh") }, ErrCount},
		{"MustParseCards", func() { MustParseCards("AhAh") }, ErrDuplicate},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err, ok := panicValue(tt.f).(error)
			if !ok || !errors.Is(err, tt.want) {
				t.Errorf("%s panicked with %v, want an error wrapping %v", tt.name, err, tt.want)
			}
		})
	}
}

// formatCards writes cards with Card.String, separated by spaces.
func formatCards(cards []Card) string {
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}

func FuzzParseCards(f *testing.F) {
	for _, s := range []string{
		"", "AhKh", "Ah Kh", "Ah,Kh", "ah kH", "10h", "T♥ A♠ 2♦ 3♣", "A♤K♡Q♢J♧",
		"AhKx", "Xh", "AhAh", "1h", "10", "Ah\xffh", "2s3s4s5s6s7s8s9sTsJsQsKsAs",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cards, err := ParseCards(s)
		if err != nil {
			checkParseError(t, s, err)
			return
		}
		var seen Set
		for _, c := range cards {
			if !c.Valid() || seen.Has(c) {
				t.Fatalf("ParseCards(%q) = %v: card %v invalid or repeated", s, cards, c)
			}
			seen |= c.Bit()
		}
		text := formatCards(cards)
		again, err := ParseCards(text)
		if err != nil || !slices.Equal(again, cards) {
			t.Fatalf("ParseCards(%q) = %v, %v after ParseCards(%q) = %v", text, again, err, s, cards)
		}
		if again, err := ParseCards(seen.String()); err != nil || SetOf(again...) != seen {
			t.Fatalf("ParseCards(%q) = %v, %v, want the set %v", seen.String(), again, err, seen)
		}
	})
}

// checkParseError checks that err, from ParseCards(s), is a *ParseError
// wrapping a sentinel and locating text that is really in s.
func checkParseError(t *testing.T, s string, err error) {
	t.Helper()
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("ParseCards(%q) error %v is a %T, want *ParseError", s, err, err)
	}
	if !errors.Is(err, ErrRank) && !errors.Is(err, ErrSuit) && !errors.Is(err, ErrDuplicate) {
		t.Fatalf("ParseCards(%q) error %v wraps no sentinel", s, err)
	}
	if pe.Input != s || pe.Pos < 0 || pe.Pos > len(s) || pe.Text == "" || !strings.HasPrefix(s[pe.Pos:], pe.Text) {
		t.Fatalf("ParseCards(%q) error %+v does not locate its text in the input", s, *pe)
	}
	_ = pe.Error()
}

func TestParseErrorReason(t *testing.T) {
	tests := []struct{ in, want string }{
		{"AhKx", `unknown suit "x" in "Kx"`},
		{"Xh", `unknown rank "X" in "Xh"`},
		{"X", `unknown rank "X"`},
		{"1h", `unknown rank "1" in "1h"`},
		{"A Kh", `missing suit in "A"`},
		{"AhK,", `missing suit in "K"`},
		{"10", `missing suit in "10"`},
		{"10x", `unknown suit "x" in "10x"`},
		{"Ah ah", `card "ah" given twice`},
	}
	for _, tt := range tests {
		_, err := ParseCards(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("ParseCards(%q) error = %v, want a *ParseError", tt.in, err)
		}
		if got := pe.Reason(); got != tt.want {
			t.Errorf("ParseCards(%q) error Reason() = %q, want %q", tt.in, got, tt.want)
		}
	}
	_, err := ParseCardsN("AhKh", 5, 7)
	if got, want := err.(*ParseError).Reason(), "want 5 to 7 cards, got 2"; got != want {
		t.Errorf("ParseCardsN error Reason() = %q, want %q", got, want)
	}
}
