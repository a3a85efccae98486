package omaha

import (
	"errors"
	"strings"
	"testing"
)

// TestMisread checks that the patterns players mean as macros are refused
// with the likely intent, while the macro and the spelled-out meaning
// count what they say.
func TestMisread(t *testing.T) {
	tests := []struct {
		in, text string
		pos      int
		detail   string
	}{
		{"KK**:ds", "ds", 5, `"ds" is not $ds: without the $ it means a diamond and a spade; did you mean $ds (double-suited)? For a diamond and a spade, write *d*s`},
		{"AA:ss, KK", "ss", 3, "did you mean $ss (single-suited)? For two spades, write *s*s"},
		{"AA!np", "np", 3, "did you mean $np (no pair)?"},
		{"AA:rb", "rb", 3, "did you mean $rb (rainbow)?"},
		{"KK:DS", "DS", 3, "rank variables D and S"},
		{"ds", "ds", 0, "did you mean $ds"},
		{"KK:(ds)", "ds", 4, "did you mean $ds"},
	}
	for _, tt := range tests {
		_, err := ParseRange(tt.in, 4)
		var pe *ParseError
		if !errors.Is(err, ErrMisread) || !errors.As(err, &pe) {
			t.Errorf("ParseRange(%q) = %v, want ErrMisread", tt.in, err)
			continue
		}
		if pe.Text != tt.text || pe.Pos != tt.pos || !strings.Contains(pe.Detail, tt.detail) {
			t.Errorf("ParseRange(%q) error %q at %d: %s; want %q at %d: %s", tt.in, pe.Text, pe.Pos, pe.Detail, tt.text, tt.pos, tt.detail)
		}
	}
	for _, tt := range []struct {
		in   string
		want int
	}{
		{"KK**:$ds", 864},
		{"KK**:*d*s", 3385},
		{"KK**:sd", 3385},
		{"KK:ds**", 3385},
		{"KK**:xxyy", 864},
	} {
		r, err := ParseRange(tt.in, 4)
		if err != nil {
			t.Errorf("ParseRange(%q): %v", tt.in, err)
			continue
		}
		if got := r.Count(0); got != tt.want {
			t.Errorf("ParseRange(%q).Count(0) = %d, want %d", tt.in, got, tt.want)
		}
	}
}
