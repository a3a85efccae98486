package deck

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestParseRangeCounts(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"QQ+", 18},
		{"22-55", 24},
		{"55-22", 24},
		{"AKs", 4},
		{"AKo", 12},
		{"AK", 16},
		{"KA", 16},
		{"KTs+", 12},
		{"KTo+", 36},
		{"KT+", 48},
		{"A2s-A5s", 16},
		{"K9o-KJo", 36},
		{"random", 1326},
		{"Any", 1326},
		{"xxxx", 1326},
		{"AhKh", 1},
		{"QQ+, AKs, A5s-A2s", 18 + 4 + 16},
		{"QQ+ AKs", 22},
		{"QQ+,AKs", 22},
		{" \tQQ+ ,, AKs\n", 22},
		{"AA, AA", 6},
		{"AK, AhKh", 16},
		{"22+", 78},
		{"A2s+", 48},
		{"100%", 1326},
		{"top100%", 1326},
		{"QQ+, KK@0", 12},
		{"AA@0", 0},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := ParseRange(tt.in)
			if err != nil {
				t.Fatalf("ParseRange(%q) error %v", tt.in, err)
			}
			if got := r.Len(); got != tt.want {
				t.Errorf("ParseRange(%q).Len() = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

// rangeOf returns the range with weight 1 on the classes and combos listed
// in want, such as "AKs QQ AhKd".
func rangeOf(t *testing.T, want string) *Range {
	t.Helper()
	r := new(Range)
	for _, item := range strings.Fields(want) {
		if c, err := ParseClass(item); err == nil {
			for x := range c.Combos() {
				r.Set(x, 1)
			}
			continue
		}
		cards := MustParseCards(item)
		r.Set(NewCombo(cards[0], cards[1]), 1)
	}
	return r
}

func TestParseRangeMembers(t *testing.T) {
	tests := []struct{ in, want string }{
		{"QQ+", "QQ KK AA"},
		{"qq+", "QQ KK AA"},
		{"22-55", "22 33 44 55"},
		{"55-22", "22 33 44 55"},
		{"QQ-QQ", "QQ"},
		{"AK", "AKs AKo"},
		{"KAs", "AKs"},
		{"A10o", "ATo"},
		{"KTs+", "KTs KJs KQs"},
		{"TKs+", "KTs KJs KQs"},
		{"J9+", "J9s J9o JTs JTo"},
		{"A2s-A5s", "A2s A3s A4s A5s"},
		{"A5s-A2s", "A2s A3s A4s A5s"},
		{"5As-A2s", "A2s A3s A4s A5s"},
		{"K9o-KJo", "K9o KTo KJo"},
		{"K9-KJ", "K9s KTs KJs K9o KTo KJo"},
		{"AhKh", "AhKh"},
		{"KhAh", "AhKh"},
		{"A♥K♥", "AhKh"},
		{"a♡k♡", "AhKh"},
		{"10hTc", "ThTc"},
		{"AhAd", "AhAd"},
		{"QQ+, AKs, A5s-A2s", "QQ KK AA AKs A5s A4s A3s A2s"},
		{"AKs 72o 7c2c", "AKs 72o 7c2c"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := ParseRange(tt.in)
			if err != nil {
				t.Fatalf("ParseRange(%q) error %v", tt.in, err)
			}
			if want := rangeOf(t, tt.want); *r != *want {
				t.Errorf("ParseRange(%q) = %v, want %v", tt.in, r, want)
			}
		})
	}
}

func TestParseRangeWeights(t *testing.T) {
	type check struct {
		hand string // a combo ("AhAs") or a class ("AA"), all of whose combos are checked
		w    float64
	}
	tests := []struct {
		in     string
		checks []check
	}{
		{"AA@50", []check{{"AA", 0.5}, {"KK", 0}}},
		{"AA:0.5", []check{{"AA", 0.5}}},
		{"AA@12.5", []check{{"AA", 0.125}}},
		{"AA:.25", []check{{"AA", 0.25}}},
		{"AA:1.", []check{{"AA", 1}}},
		{"QQ+@25", []check{{"AA", 0.25}, {"KK", 0.25}, {"QQ", 0.25}, {"JJ", 0}}},
		{"AKs:0.75", []check{{"AKs", 0.75}, {"AKo", 0}}},
		{"random:0.1", []check{{"AA", 0.1}, {"72o", 0.1}}},
		{"15%@50", []check{{"AA", 0.5}, {"72o", 0}}},
		{"AA@200", []check{{"AA", 2}}},
		{"AA:300", []check{{"AA", 300}}},
		{"AA:1", []check{{"AA", 1}}},
		{"AA:3%", []check{{"AA", 0.03}}},
		{"QQ+, AA@50", []check{{"AA", 0.5}, {"KK", 1}}},
		{"AA@50, QQ+", []check{{"AA", 1}, {"KK", 1}}},
		{"AK@50, AhKh", []check{{"AhKh", 1}, {"AsKs", 0.5}, {"AKo", 0.5}}},
		{"AhKh, AK@50", []check{{"AhKh", 0.5}}},
		{"QQ+, KK@0", []check{{"AA", 1}, {"KK", 0}}},
		{"random, AhKh:0", []check{{"AhKh", 0}, {"AsKs", 1}}},
		{"AA@0", []check{{"AA", 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := ParseRange(tt.in)
			if err != nil {
				t.Fatalf("ParseRange(%q) error %v", tt.in, err)
			}
			for _, c := range tt.checks {
				for x := range rangeOf(t, c.hand).All() {
					if got := r.Weight(x); got != c.w {
						t.Errorf("ParseRange(%q).Weight(%v) = %v, want %v", tt.in, x, got, c.w)
					}
				}
			}
		})
	}
}

func TestParseRangeTop(t *testing.T) {
	ranking := PreflopRanking()
	tests := []struct {
		in     string
		target int // round(p/100*1326)
	}{
		{"15%", 199},
		{"top15%", 199},
		{"TOP15%", 199},
		{"2.5%", 33},
		{"top0.1%", 1},
		{"50%", 663},
		{"100%", 1326},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := ParseRange(tt.in)
			if err != nil {
				t.Fatalf("ParseRange(%q) error %v", tt.in, err)
			}
			// The range is whole classes, a prefix of the ranking, whose last
			// class takes the count from below the target to or past it.
			n, prefix := 0, 0
			for _, c := range ranking {
				in := 0
				for x := range c.Combos() {
					if r.Weight(x) == 1 {
						in++
					}
				}
				if in == 0 {
					break
				}
				if in != c.Count() {
					t.Fatalf("ParseRange(%q) holds %d of the %d combos of %v", tt.in, in, c.Count(), c)
				}
				prefix, n = n, n+in
			}
			if r.Len() != n {
				t.Errorf("ParseRange(%q) holds %d combos, but %d are a prefix of the ranking", tt.in, r.Len(), n)
			}
			if n < tt.target || prefix >= tt.target {
				t.Errorf("ParseRange(%q) holds %d combos, %d before its last class; want the last to reach %d",
					tt.in, n, prefix, tt.target)
			}
		})
	}
}

func TestParseRangeErrors(t *testing.T) {
	tests := []struct {
		in     string
		text   string
		pos    int
		detail string
	}{
		{"A2s-K5s", "A2s-K5s", 0, "the two ends must share their top card (A2s-A5s) or the gap between their ranks (T9s-65s, KJo-97o)"},
		{"QQ+, A2s-K5s", "A2s-K5s", 5, "the two ends must share their top card (A2s-A5s) or the gap between their ranks (T9s-65s, KJo-97o)"},
		{"AKs+", "AKs+", 0, "nothing above the kicker"},
		{"KQ+", "KQ+", 0, "nothing above the kicker"},
		{"22-AKs", "22-AKs", 0, "not a pair and a non-pair"},
		{"AKs-22", "AKs-22", 0, "not a pair and a non-pair"},
		{"A2s-A5o", "A2s-A5o", 0, "the two ends must have the same suffix"},
		{"A2s-A5", "A2s-A5", 0, "the two ends must have the same suffix"},
		{"AAs", "AAs", 0, "a pair cannot be suited"},
		{"AAo", "AAo", 0, "a pair takes no suffix"},
		{"QQ+@25, AAs", "AAs", 8, "a pair cannot be suited"},
		{"ZZ", "ZZ", 0, `unknown rank "Z"`},
		{"AZ", "AZ", 0, `unknown rank "Z"`},
		{"AKs, AZs@50", "AZs@50", 5, `unknown rank "Z"`},
		{"A", "A", 0, "missing the second rank"},
		{"AA@x", "AA@x", 0, `weight "x" is not a number`},
		{"AA@-5", "AA@-5", 0, `weight "-5" is negative`},
		{"AA:-0.5", "AA:-0.5", 0, `weight "-0.5" is negative`},
		{"AA@", "AA@", 0, "missing the weight after '@'"},
		{"AA@50@50", "AA@50@50", 0, `weight "50@50" is not a number`},
		{"AA:1e3", "AA:1e3", 0, "is not a number"},
		{"AA:inf", "AA:inf", 0, "is not a number"},
		{"AA:NaN", "AA:NaN", 0, "is not a number"},
		{"AA:1.2.3", "AA:1.2.3", 0, "is not a number"},
		{"AA:" + strings.Repeat("9", 400), "AA:" + strings.Repeat("9", 400), 0, "is too large"},
		{"AA:3", "AA:3", 0, `weight 3 after ':' is a fraction, from 0 to 1 in Pio's format: write "AA:3%" for 3%, or "AA@300" for 3 times the weight of a hand at 1`},
		{"QQ+, AQs:75", "AQs:75", 5, `write "AQs:75%" for 75%, or "AQs@7500" for 75`},
		{"AA:100", "AA:100", 0, "is a fraction"},
		{"@50", "@50", 0, "missing the hand before the weight"},
		{"0%", "0%", 0, "more than 0% and at most 100%"},
		{"top0%", "top0%", 0, "more than 0% and at most 100%"},
		{"101%", "101%", 0, "more than 0% and at most 100%"},
		{"100.01%", "100.01%", 0, "more than 0% and at most 100%"},
		{"%", "%", 0, "missing the percentage"},
		{"top%", "top%", 0, "missing the percentage"},
		{"x%", "x%", 0, `share "x" is not a number`},
		{"top15", "top15", 0, "ends in %"},
		{"", "", 0, "empty range"},
		{" , \t", "", 0, "empty range"},
		{"Ah", "Ah", 0, "one card is not a hand"},
		{"AA, Ah Kh", "Ah", 4, "one card is not a hand"},
		{"AhKhQh", "AhKhQh", 0, "a hand is two cards, not 3"},
		{"AhAh", "AhAh", 0, `card "Ah" given twice`},
		{"AhKx", "AhKx", 0, `unknown suit "x" in "Kx"`},
		{"QQ+x", "QQ+x", 0, `unexpected "x" after QQ+`},
		{"QQ++", "QQ++", 0, `unexpected "+" after QQ+`},
		{"AKsx", "AKsx", 0, `unexpected "x" after AKs`},
		{"A2s-A5sx", "A2s-A5sx", 0, `unexpected "x" after A2s-A5s`},
		{"QQ-JJ+", "QQ-JJ+", 0, `unexpected "+" after QQ-JJ`},
		{"-", "-", 0, `unknown rank "-"`},
		{"A♥K", "A♥K", 0, `missing suit in "K"`},
		{"AA:KK", "AA:KK", 0, `weight "KK" is not a number`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := ParseRange(tt.in)
			var pe *ParseError
			if !errors.Is(err, ErrRange) || !errors.As(err, &pe) {
				t.Fatalf("ParseRange(%q) = %v, %v; want a *ParseError wrapping ErrRange", tt.in, r, err)
			}
			if r != nil {
				t.Errorf("ParseRange(%q) = %v with an error, want nil", tt.in, r)
			}
			if pe.Input != tt.in || pe.Text != tt.text || pe.Pos != tt.pos || !strings.Contains(pe.Detail, tt.detail) {
				t.Errorf("ParseRange(%q) error %q at %d: %q; want %q at %d: %q",
					tt.in, pe.Text, pe.Pos, pe.Detail, tt.text, tt.pos, tt.detail)
			}
		})
	}
}

func TestParseRangeErrorMessage(t *testing.T) {
	tests := []struct{ in, err, reason string }{
		{
			"QQ+, A2s-K5s",
			`deck: "QQ+, A2s-K5s": bad range "A2s-K5s" at offset 5: the two ends must share their top card (A2s-A5s) or the gap between their ranks (T9s-65s, KJo-97o)`,
			`bad range "A2s-K5s": the two ends must share their top card (A2s-A5s) or the gap between their ranks (T9s-65s, KJo-97o)`,
		},
		{
			"AKs+",
			`deck: "AKs+": bad range "AKs+" at offset 0: nothing above the kicker: K is already one below the top card A`,
			`bad range "AKs+": nothing above the kicker: K is already one below the top card A`,
		},
		{"", `deck: "": bad range: empty range`, "empty range"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := ParseRange(tt.in)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("ParseRange(%q) error = %v, want a *ParseError", tt.in, err)
			}
			if got := pe.Error(); got != tt.err {
				t.Errorf("ParseRange(%q) error = %s, want %s", tt.in, got, tt.err)
			}
			if got := pe.Reason(); got != tt.reason {
				t.Errorf("ParseRange(%q) error Reason() = %s, want %s", tt.in, got, tt.reason)
			}
		})
	}
}

func TestMustParseRange(t *testing.T) {
	if got := MustParseRange("AKs").Len(); got != 4 {
		t.Errorf("MustParseRange(%q).Len() = %d, want 4", "AKs", got)
	}
	if err, ok := panicValue(func() { MustParseRange("AKs+") }).(error); !ok || !errors.Is(err, ErrRange) {
		t.Errorf("MustParseRange(%q) panicked with %v, want an error wrapping ErrRange", "AKs+", err)
	}
}

func TestRangeString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"AA", "AA"},
		{"QQ+, AKs, A5s-A2s", "AA, KK, QQ, AKs, A5s, A4s, A3s, A2s"},
		{"AKo AKs 22 T9s", "22, AKs, T9s, AKo"},
		{"AK", "AKs, AKo"},
		{"QQ+, AA@50", "AA@50, KK, QQ"},
		{"AA:0.3333", "AA@33.33"},
		{"AA@29", "AA@29"},
		{"AA@33.3", "AA@33.3"},
		{"AA@200", "AA@200"},
		{"AhKh", "AhKh"},
		{"AKs@50, AhKh", "AsKs@50, AhKh, AdKd@50, AcKc@50"},
		{"KK, KhKs@0", "KdKs, KdKh, KcKs, KcKh, KcKd"},
		{"random", "random"},
		{"XxXx@10", "random@10"},
		{"random, AhKh@0", "AA, KK, QQ, JJ, TT, 99, 88, 77, 66, 55, 44, 33, 22, AsKs, AdKd, AcKc"},
		{"AA@0", ""},
		{"AA:0.000000000000000000000001", "AA:0.000000000000000000000001"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r := MustParseRange(tt.in)
			got := r.String()
			if tt.in == "random, AhKh@0" {
				got = got[:min(len(got), len(tt.want))]
			}
			if got != tt.want {
				t.Errorf("ParseRange(%q).String() = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestRangeStringRoundTrip(t *testing.T) {
	weights := []float64{1, 0.5, 0.29, 1.0 / 3, 2, 1e-300, 5e-324, 1e300, math.MaxFloat64, 0.1 + 0.2}
	r := new(Range)
	for i := range NumCombos {
		if i%7 != 0 {
			r.Set(ComboAt(i), weights[i%len(weights)])
		}
	}
	for c := range MustParseRange("QQ+, AKs@50, 76s:0.1").All() {
		r.Set(c, 0)
	}
	for _, in := range []*Range{r, MustParseRange("QQ+, AKs@50, 76s:0.1"), MustParseRange("15%, AA@0")} {
		s := in.String()
		again, err := ParseRange(s)
		if err != nil || *again != *in {
			t.Errorf("ParseRange(%q) = %v, %v; want the range that gave it", s, again, err)
		}
	}
}

func FuzzParseRange(f *testing.F) {
	for _, s := range []string{
		"QQ+, AKs, A5s-A2s", "QQ+ AKs", "22-55", "55-22", "AK", "KA", "KTs+", "A2s-A5s", "K9o-KJo",
		"AhKh", "A♥K♥", "10hTc", "AhAd", "random", "any", "XxXx", "15%", "top15%", "2.5%",
		"AA@50", "AA:0.5", "QQ+@25", "15%@50", "random:0.1", "QQ+, AA@50", "AA@0",
		"A2s-K5s", "AKs+", "QQ-", "22-AKs", "A2s-A5o", "AAs", "ZZ", "AZ", "AA@x", "AA@-5",
		"0%", "101%", "", "Ah", "AhAh", "AA:1.5", "AK@" + strings.Repeat("9", 320),
		"T9s-65s", "KJo-97o", "KQo-J9o", "AsK", "AxKx", "AxKy", "AxAx", "QsQx", "A♠️Kh", "AsK@50",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRange(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrRange) || pe.Detail == "" || r != nil {
				t.Fatalf("ParseRange(%q) = %v, %#v: want nil and an ErrRange *ParseError with a detail", s, r, err)
			}
			if pe.Input != s || pe.Pos < 0 || pe.Pos > len(s) || !strings.HasPrefix(s[pe.Pos:], pe.Text) {
				t.Fatalf("ParseRange(%q) error %+v does not locate its text in the input", s, *pe)
			}
			_ = pe.Error() + pe.Reason()
			return
		}
		for i, w := range r.w {
			if !(w >= 0) || math.IsInf(w, 0) {
				t.Fatalf("ParseRange(%q) gives %v weight %v", s, ComboAt(i), w)
			}
		}
		if r.Len() == 0 {
			return
		}
		text := r.String()
		again, err := ParseRange(text)
		if err != nil || *again != *r {
			t.Fatalf("ParseRange(%q) = %v, %v after ParseRange(%q) = %v", text, again, err, s, text)
		}
	})
}

// TestNewRangeForms checks the spans whose ranks step down together, the
// suit-named hands and suit symbols with a variation selector, by their
// combos.
func TestNewRangeForms(t *testing.T) {
	tests := []struct {
		in   string
		want string // the range, as String writes it
		n    int
	}{
		{"T9s-65s", "T9s, 98s, 87s, 76s, 65s", 20},
		{"65s-T9s", "T9s, 98s, 87s, 76s, 65s", 20},
		{"KJo-97o", "KJo, QTo, J9o, T8o, 97o", 60},
		{"AK-QJ", "AKs, KQs, QJs, AKo, KQo, QJo", 48},
		{"AsK", "AsKs, AsKh, AsKd, AsKc", 4},
		{"KsA", "KsAs, KsAh, KsAd, KsAc", 4},
		{"AxKx", "AKs", 4},
		{"AxKy", "AKo", 12},
		{"AxAy", "AA", 6},
		{"A♠️K♥️", "AsKh", 1},
		{"AsK@50, QQ", "QQ, AsKs@50, AsKh@50, AsKd@50, AsKc@50", 10},
	}
	for _, tt := range tests {
		r, err := ParseRange(tt.in)
		if err != nil {
			t.Errorf("ParseRange(%q): %v", tt.in, err)
			continue
		}
		if r.Len() != tt.n {
			t.Errorf("ParseRange(%q) has %d combos, want %d", tt.in, r.Len(), tt.n)
		}
		if got := r.String(); got != tt.want && tt.in != "KsA" {
			t.Errorf("ParseRange(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, bad := range []string{"KQo-J9o", "T9s-65o", "AxAx", "QsQx", "AsKs-QJ", "AxK"} {
		if _, err := ParseRange(bad); !errors.Is(err, ErrRange) {
			t.Errorf("ParseRange(%q) = %v, want ErrRange", bad, err)
		}
	}
}

// TestParseRangeIn checks ranges over the short deck: tokens naming a card
// below Six are errors that say so, while every combo and top shares keep
// the combos of the deck only.
func TestParseRangeIn(t *testing.T) {
	tests := []struct {
		in     string
		combos int
		err    string // "" for none
	}{
		{"QQ+, AKs", 22, ""},
		{"random", 630, ""}, // C(36,2)
		{"66", 6, ""},
		{"AhKh", 1, ""},
		{"A5s", 0, `bad range "A5s": the short deck has no Fives: its cards run from Six to Ace`},
		{"QQ+, 22+", 0, `bad range "22+": the short deck has no Twos: its cards run from Six to Ace`},
		{"Ah5h@50", 0, `bad range "Ah5h@50": the short deck has no Fives: its cards run from Six to Ace`},
	}
	for _, tt := range tests {
		r, err := ParseRangeIn(ShortDeck, tt.in)
		switch {
		case tt.err != "":
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Reason() != tt.err || !errors.Is(err, ErrRange) {
				t.Errorf("ParseRangeIn(%q) = %v, want %q", tt.in, err, tt.err)
			}
		case err != nil:
			t.Errorf("ParseRangeIn(%q) = %v", tt.in, err)
		case r.Len() != tt.combos:
			t.Errorf("ParseRangeIn(%q) has %d combos, want %d", tt.in, r.Len(), tt.combos)
		}
		if err == nil {
			for c := range r.All() {
				if c.Set()&^ShortDeck != 0 {
					t.Errorf("ParseRangeIn(%q) holds %v", tt.in, c)
				}
			}
		}
	}
	if r, err := ParseRangeIn(ShortDeck, "15%"); err != nil || r.Len() == 0 {
		t.Errorf(`ParseRangeIn("15%%") = %v, %v`, r, err)
	}
}
