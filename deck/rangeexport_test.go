package deck

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// sampleRange builds, without the parser, the range that the five
// strings name: AA and AKs at weight 1, AQs at 0.75, AJs at 0.5 and ATs
// at 0.25 (22 combos, total weight 16).
func sampleRange() *Range {
	r := new(Range)
	for _, cw := range []struct {
		c Class
		w float64
	}{
		{Class{Hi: Ace, Lo: Ace}, 1},
		{Class{Hi: Ace, Lo: King, Suited: true}, 1},
		{Class{Hi: Ace, Lo: Queen, Suited: true}, 0.75},
		{Class{Hi: Ace, Lo: Jack, Suited: true}, 0.5},
		{Class{Hi: Ace, Lo: Ten, Suited: true}, 0.25},
	} {
		for x := range cw.c.Combos() {
			r.Set(x, cw.w)
		}
	}
	return r
}

// TestParseRangeToolFormats checks that the formats of other tools, with
// and without spaces and with weights in any order, read to the same range.
func TestParseRangeToolFormats(t *testing.T) {
	want := sampleRange()
	if want.Len() != 22 || want.Total() != 16 {
		t.Fatalf("sample range has %d combos and weight %v, want 22 and 16", want.Len(), want.Total())
	}
	for _, in := range []string{
		"AA,AKs,AQs:0.75,AJs:0.5,ATs:0.25",
		"AA, AKs, AQs:0.75, AJs:0.5, ATs:0.25",
		"ATs:0.25,AJs:0.5,AQs:0.75,AKs,AA",
		"AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]",
		"AA, AKs, [75] AQs [/75], [50]AJs[/50], [25]ATs[/25]",
		"[25]ATs[/25],[50]AJs[/50],AA,[75]AQs[/75],AKs",
		"AA,AKs,[75%]AQs[/75%],[50%]AJs[/50%],[25%]ATs[/25%]",
		"AA,AKs,[75.0]AQs[/75],[50]AJs[/50%]",
		"100: AA, AKs, 75: AQs, 50: AJs, 25: ATs",
		"100:AA,AKs,75:AQs,50:AJs,25:ATs",
		"25: ATs, 100: AA, AKs, 50: AJs, 75: AQs",
		"100%: AA, AKs, 75%: AQs, 50%: AJs, 25%: ATs",
		"AA, ATs+; Weights: AQs:75%, AJs:50%, ATs:25%",
		"AA,ATs+;Weights:AQs:75%,AJs:50%,ATs:25%",
		"AA, ATs+; weights: ATs:25%, AJs:50%, AQs:75%",
		"AA, ATs+, AQs@75, AJs@50%, ATs:0.25",
		"AA, AKs, AQs: 0.75, AJs: 0.5, ATs: 0.25",
		"AA, ATs+; Weights: AQs: 75%, AJs: 50%, ATs: 25%",
	} {
		if !strings.Contains(in, "ATs") {
			continue
		}
		r, err := ParseRange(in)
		if err != nil {
			t.Errorf("ParseRange(%q): %v", in, err)
			continue
		}
		if *r != *want {
			t.Errorf("ParseRange(%q) = %v, want %v", in, r, want)
		}
		if r.Len() != 22 || r.Total() != 16 {
			t.Errorf("ParseRange(%q) has %d combos, weight %v; want 22, 16", in, r.Len(), r.Total())
		}
	}
}

// TestParseRangeNewForms checks the shorthands that run down and the
// bracket and header weights by their combos and weights.
func TestParseRangeNewForms(t *testing.T) {
	tests := []struct {
		in   string
		want string // as Range.String writes it
	}{
		{"JJ-", "JJ, TT, 99, 88, 77, 66, 55, 44, 33, 22"},
		{"22-", "22"},
		{"A5s-", "A5s, A4s, A3s, A2s"},
		{"K9o-", "K9o, K8o, K7o, K6o, K5o, K4o, K3o, K2o"},
		{"32-", "32s, 32o"},
		{"T9s-54s", "T9s, 98s, 87s, 76s, 65s, 54s"},
		{"XX", "random"},
		{"[50]AA,KK[/50]", "AA@50, KK@50"},
		{"[50] AA KK [/50], QQ", "AA@50, KK@50, QQ"},
		{"[ 50 ]AA[/ 50% ]", "AA@50"},
		{"AA: 50%, KK", "AA@50, KK"},
		{"AA:\t0.5 KK", "AA@50, KK"},
		{"[0]AA[/0], KK", "KK"},
		{"[200]AA[/200]", "AA@200"},
		{"QQ+, [50]AA[/50]", "AA@50, KK, QQ"},
		{"75: AQs 100: KK", "KK, AQs@75"},
		{"75:AQs", "AQs@75"},
		{"15%:0.5", MustParseRange("15%@50").String()},
		{"77:50%", "77@50"},
		{"100:98", "98s, 98o"},
		{"22:0.5", "22@50"},
		{"AQs:75%", "AQs@75"},
		{"AQs@75%", "AQs@75"},
		{"Weights: AA:50%", "AA@50"},
		{"100: AA, KK; Weights: AA:50%", "AA@50, KK"},
		{"AA; KK", "AA, KK"},
		{"[50]AhKh[/50], AsKs", "AsKs, AhKh@50"},
	}
	for _, tt := range tests {
		r, err := ParseRange(tt.in)
		if err != nil {
			t.Errorf("ParseRange(%q): %v", tt.in, err)
			continue
		}
		if got := r.String(); got != tt.want {
			t.Errorf("ParseRange(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestParseRangeFormatErrors checks that malformed and ambiguous weights
// name the token or bracket tag at fault and its offset.
func TestParseRangeFormatErrors(t *testing.T) {
	tests := []struct {
		in     string
		text   string
		pos    int
		detail string
	}{
		{"[50]AA", "[50]", 0, "[50] is never closed: end it with [/50]"},
		{"KK, [50]AA, QQ", "[50]", 4, "never closed"},
		{"[50]AA[/75]", "[/75]", 6, "[/75] does not close [50]: the weights differ"},
		{"AA[/50]", "[/50]", 2, "[/50] closes no bracket"},
		{"[50]AA,[25]KK[/25][/50]", "[25]", 7, "a bracket inside [50]: close it with [/50] first"},
		{"[x]AA[/x]", "[x]", 0, `bracket weight "x" is not a percentage`},
		{"[-5]AA[/-5]", "[-5]", 0, "not a percentage"},
		{"[]AA[/]", "[]", 0, "not a percentage"},
		{"[50 AA", "[50", 0, "missing ']'"},
		{"[50 AA, KK[/50]", "[50", 0, "missing ']'"},
		{"KK, AA: 5", "AA: 5", 4, "after ':' is a fraction"},
		{"[50]AA: 0.5[/50]", "AA: 0.5", 4, "a weight inside the bracket [50]"},
		{"AA:, 0.5", "AA:", 0, "missing the weight after ':'"},
		{"[50]AA:0.5[/50]", "AA:0.5", 4, "a weight inside the bracket [50]"},
		{"100: AA, AKs:0.5", "AKs:0.5", 9, `a weight after the weight-first header "100:"`},
		{"100: AA, [50]KK[/50]", "[50]", 9, "give weights either by brackets or by headers"},
		{"[50]75:AA[/50]", "75:AA", 4, "a weight-first header inside the bracket [50]"},
		{"75:98", "75:98", 0, `ambiguous: write "75@98" for the hand 75 at 98%, or "75: 98" with a space for the hand 98 at 75%`},
		{"AA, 22:33", "22:33", 4, "ambiguous"},
		{"AA:75%%", "AA:75%%", 0, "is not a number"},
		{"AA:x%", "AA:x%", 0, `weight "x%" is not a number`},
		{"Weights: ZZ:50%", "ZZ:50%", 9, `unknown rank "Z"`},
		{"JJ--", "JJ--", 0, "unknown rank"},
		{"A5s-+", "A5s-+", 0, "unknown rank"},
	}
	for _, tt := range tests {
		r, err := ParseRange(tt.in)
		var pe *ParseError
		if !errors.Is(err, ErrRange) || !errors.As(err, &pe) || r != nil {
			t.Errorf("ParseRange(%q) = %v, %v; want a *ParseError wrapping ErrRange", tt.in, r, err)
			continue
		}
		if pe.Text != tt.text || pe.Pos != tt.pos || !strings.Contains(pe.Detail, tt.detail) {
			t.Errorf("ParseRange(%q) error %q at %d: %q; want %q at %d: %q", tt.in, pe.Text, pe.Pos, pe.Detail, tt.text, tt.pos, tt.detail)
		}
		if !strings.HasPrefix(tt.in[pe.Pos:], pe.Text) {
			t.Errorf("ParseRange(%q) error text %q is not at offset %d", tt.in, pe.Text, pe.Pos)
		}
	}
}

// TestParseRangeInRunsDown checks that "JJ-" and "A9s-" stop at the lowest
// card of the short deck, while "A5s-" names no short-deck hand.
func TestParseRangeInRunsDown(t *testing.T) {
	r, err := ParseRangeIn(ShortDeck, "JJ-, A9s-")
	if err != nil || r.String() != "JJ, TT, 99, 88, 77, 66, A9s, A8s, A7s, A6s" {
		t.Errorf(`ParseRangeIn(ShortDeck, "JJ-, A9s-") = %v, %v`, r, err)
	}
	if _, err := ParseRangeIn(ShortDeck, "A5s-"); !errors.Is(err, ErrRange) || !strings.Contains(err.Error(), "no Fives") {
		t.Errorf(`ParseRangeIn(ShortDeck, "A5s-") error = %v, want no Fives`, err)
	}
}

func TestRangeExport(t *testing.T) {
	r := sampleRange()
	tests := []struct {
		f    RangeFormat
		want string
	}{
		{Pio, "AA,AKs,AQs:0.75,AJs:0.5,ATs:0.25"},
		{Brackets, "AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]"},
		{Weights, "AA, ATs+; Weights: AQs:75%, AJs:50%, ATs:25%"},
		{Equilab, "AA, AKs, [75]AQs[/75], [50]AJs[/50], [25]ATs[/25]"},
		{Flopzilla, "AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]"},
		{GTOPlus, "AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]"},
	}
	for _, tt := range tests {
		if got := r.Export(tt.f); got != tt.want {
			t.Errorf("Export(%v) = %q, want %q", tt.f, got, tt.want)
		}
	}
	short := MustParseRange("QQ+, JJ-88, 55, ATs+, A5s-A3s, K9o, [50]KQs, KJs, QJs, AhKd[/50]")
	for _, tt := range []struct {
		f    RangeFormat
		want string
	}{
		{Equilab, "88+, 55, ATs+, A5s-A3s, K9o, [50]KJs+, QJs, AhKd[/50]"},
		{Flopzilla, "88+,55,ATs+,A5s-A3s,K9o,[50]KJs+,QJs,AhKd[/50]"},
		{Weights, "88+, 55, ATs+, A5s-A3s, KJs+, QJs, AhKd, K9o; Weights: KQs:50%, KJs:50%, QJs:50%, AhKd:50%"},
		{Brackets, "AA,KK,QQ,JJ,TT,99,88,55,AKs,AQs,AJs,ATs,A5s,A4s,A3s,K9o,[50]KQs,KJs,QJs,AhKd[/50]"},
		{Pio, "AA,KK,QQ,JJ,TT,99,88,55,AKs,AQs,AJs,ATs,A5s,A4s,A3s,KQs:0.5,KJs:0.5,QJs:0.5,AhKd:0.5,K9o"},
	} {
		if got := short.Export(tt.f); got != tt.want {
			t.Errorf("Export(%v) = %q, want %q", tt.f, got, tt.want)
		}
	}
	for _, f := range RangeFormats() {
		if got := new(Range).Export(f); got != "" {
			t.Errorf("empty range Export(%v) = %q, want \"\"", f, got)
		}
	}
}

// randomRange returns a range with some whole classes and some lone combos
// at weights drawn from a list of awkward ones.
func randomRange(rng *rand.Rand, in Set) *Range {
	weights := []float64{1, 1, 1, 0.5, 0.75, 0.25, 1.0 / 3, 0.1, 0.001, 0.123456789, 2.5, 1e-9, 0.3}
	r := new(Range)
	for c := range AllClasses() {
		if rng.IntN(3) != 0 {
			continue
		}
		w := weights[rng.IntN(len(weights))]
		for x := range c.Combos() {
			if rng.IntN(8) == 0 {
				r.Set(x, weights[rng.IntN(len(weights))])
			} else {
				r.Set(x, w)
			}
		}
	}
	return r.Without(FullDeck &^ in)
}

// TestRangeExportRoundTrip checks that every format reads back to the same
// combos and weights, over the full and the short deck.
func TestRangeExportRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 1))
	for i := range 200 {
		in := FullDeck
		if i%2 == 1 {
			in = ShortDeck
		}
		r := randomRange(rng, in)
		for _, f := range RangeFormats() {
			text := r.Export(f)
			back, err := ParseRangeIn(in, text)
			if err != nil {
				t.Fatalf("ParseRangeIn(%v export %q): %v", f, text, err)
			}
			if *back != *r {
				t.Fatalf("%v export %q reads back as %v, want %v", f, text, back, r)
			}
		}
	}
}

func TestPercentText(t *testing.T) {
	for _, w := range []float64{1, 0.5, 1.0 / 3, 0.07, 0.29, 1e-9, 123.456, math.SmallestNonzeroFloat64, 1e-300, math.MaxFloat64 / 1000} {
		s, ok := percentText(w)
		if !ok {
			continue
		}
		if v, _ := parsePercent(s); v != w {
			t.Errorf("percentText(%v) = %q, reads back %v", w, s, v)
		}
	}
	if s, ok := percentText(0.07); !ok || s != "7" {
		t.Errorf("percentText(0.07) = %q, %v; want 7", s, ok)
	}
}

func TestParseRangeFormat(t *testing.T) {
	for _, f := range RangeFormats() {
		if g, err := ParseRangeFormat(strings.ToUpper(f.String())); err != nil || g != f {
			t.Errorf("ParseRangeFormat(%q) = %v, %v", f, g, err)
		}
	}
	if g, err := ParseRangeFormat("GTO+"); err != nil || g != GTOPlus {
		t.Errorf("ParseRangeFormat(GTO+) = %v, %v", g, err)
	}
	_, err := ParseRangeFormat("holdemmanager")
	if !errors.Is(err, ErrRangeFormat) || err.Error() != `unknown range format "holdemmanager" (want pio, brackets, weights, equilab, flopzilla or gtoplus)` {
		t.Errorf("ParseRangeFormat(holdemmanager) error = %v", err)
	}
}

// FuzzRangeExport checks that whatever ParseRange reads, every export
// format writes so that ParseRange reads it back to the same weights.
func FuzzRangeExport(f *testing.F) {
	for _, s := range []string{
		"AA,AKs,AQs:0.75,AJs:0.5,ATs:0.25", "AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]",
		"100: AA, AKs, 75: AQs, 50: AJs, 25: ATs", "AA, ATs+; Weights: AQs:75%, AJs:50%, ATs:25%",
		"[50%]AA,KK[/50%]", "JJ-", "A5s-", "T9s-54s", "XX", "75:98", "[50]AA", "[50]AA[/75]",
		"AA:33.333%", "[0.001]AhKh[/0.001], 15%", "22:0.5", "Weights:", "[1e5]AA[/1e5]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRange(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrRange) || pe.Detail == "" || !strings.HasPrefix(s[pe.Pos:], pe.Text) {
				t.Fatalf("ParseRange(%q) error %#v does not locate its text", s, err)
			}
			return
		}
		if r.Len() == 0 {
			return
		}
		for _, f := range RangeFormats() {
			text := r.Export(f)
			back, err := ParseRange(text)
			if err != nil || *back != *r {
				t.Fatalf("ParseRange(%v export %q) = %v, %v; want %v", f, text, back, err, r)
			}
		}
	})
}

// TestParseRangeReasonOffset checks that the reason names the offset of
// a bad token when the token occurs more than once.
func TestParseRangeReasonOffset(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"[50]AA[/50], [50]KK", `bad range "[50]" at offset 13: [50] is never closed: end it with [/50]`},
		{"AA, [50]KK", `bad range "[50]": [50] is never closed: end it with [/50]`},
	} {
		_, err := ParseRange(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Reason() != tt.want {
			t.Errorf("ParseRange(%q) reason = %v, want %s", tt.in, err, tt.want)
		}
	}
}
