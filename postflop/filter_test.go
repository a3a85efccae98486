package postflop

import (
	"errors"
	"strings"
	"testing"
)

func TestParseFilter(t *testing.T) {
	tests := []struct {
		in   string
		want Filter
	}{
		{"set", Filter{Made: MadeOf(Set)}},
		{"Top-Pair", Filter{Made: MadeOf(TopPairWeak, TopPairGood, TopPairTop)}},
		{"top_pair_top, flush draw", Filter{Made: MadeOf(TopPairTop), Draws: DrawsOf(FlushDraw)}},
		{"two-pair+", Filter{Made: madeRange(BottomTwo, StraightFlush)}},
		{"full-house+", Filter{Made: MadeOf(FullHouse, Quads, StraightFlush)}},
		{"pair", Filter{Made: madeRange(Underpair, Overpair)}},
		{"FLOPTOPPAIR", Filter{Made: MadeOf(TopPairWeak, TopPairGood, TopPairTop)}},
		{"flopset,floppocket12", Filter{Made: MadeOf(Set, Pocket12)}},
		{"straight-draw, nut-flush-draw", Filter{Draws: DrawsOf(OpenEnded, DoubleGutshot, Gutshot, NutFlushDraw)}},
		{" nothing ,overcards ", Filter{Made: MadeOf(Nothing), Draws: DrawsOf(Overcards)}},
		{"nothing+", Filter{Made: madeRange(Nothing, StraightFlush)}},
	}
	for _, tt := range tests {
		got, err := ParseFilter(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseFilter(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
}

func TestParseFilterErrors(t *testing.T) {
	tests := []struct {
		in   string
		text string
		pos  int
		want error
	}{
		{"", "", 0, ErrFilter},
		{"  ", "", 0, ErrFilter},
		{"set,,trips", "", 4, ErrFilter},
		{"set,", "", 4, ErrFilter},
		{"top-pear", "top-pear", 0, ErrName},
		{"set, straigth", "straigth", 5, ErrName},
		{"gutshot+", "gutshot+", 0, ErrFilter},
		{"set++", "set++", 0, ErrName},
	}
	for _, tt := range tests {
		_, err := ParseFilter(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tt.want) || pe.Text != tt.text || pe.Pos != tt.pos || pe.Input != tt.in {
			t.Errorf("ParseFilter(%q) error = %#v, want a ParseError wrapping %v at %d, text %q", tt.in, err, tt.want, tt.pos, tt.text)
		}
	}
	_, err := ParseFilter("top-pear")
	if msg := err.Error(); !strings.HasPrefix(msg, `unknown class or draw "top-pear" (want a class: nothing, underpair,`) ||
		!strings.Contains(msg, "top-pair-top") || !strings.Contains(msg, "backdoor-straight-draw") {
		t.Errorf("ParseFilter(top-pear) error = %q, want the names listed", msg)
	}
}

// FuzzParseFilter checks that ParseFilter never panics, that what it reads
// writes back to a filter it reads the same, and that its errors carry
// their input and a position within it.
func FuzzParseFilter(f *testing.F) {
	for _, s := range []string{"set", "top-pair+,flush-draw", "FLOPTOPPAIR", "pair, straight-draw", "gutshot+", ",", "nothing+", "top pair top"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseFilter(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Input != s || pe.Pos < 0 || pe.Pos > len(s) {
				t.Fatalf("ParseFilter(%q) error %#v: want a ParseError with the input and a position in it", s, err)
			}
			return
		}
		back, err := ParseFilter(got.String())
		if err != nil || back != got {
			t.Fatalf("ParseFilter(%q) = %+v, written %q, read back as %+v, %v", s, got, got.String(), back, err)
		}
	})
}
