package omaha

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in   string
		hole int
		err  error
		text string
		pos  int
	}{
		{"", 4, ErrSyntax, "", 0},
		{"  ", 4, ErrSyntax, "", 2},
		{"AA,,KK", 4, ErrSyntax, ",", 2},
		{"AA,", 4, ErrSyntax, ",", 2},
		{",AA", 4, ErrSyntax, ",", 0},
		{"AA:", 4, ErrSyntax, ":", 2},
		{"AA!", 4, ErrSyntax, "!", 2},
		{"AA:,KK", 4, ErrSyntax, ":", 2},
		{"AA, ()", 4, ErrSyntax, "()", 4},
		{"(AA", 4, ErrSyntax, "(", 0},
		{"((AA,KK)", 4, ErrSyntax, "(", 0},
		{"AA)", 4, ErrSyntax, ")", 2},
		{"(AA))", 4, ErrSyntax, ")", 4},
		{"AA KK", 4, ErrSyntax, "KK", 3},
		{"(AA KK)", 4, ErrSyntax, "KK", 4},
		{"AA(KK)", 4, ErrSyntax, "(", 2},
		{"AA +", 4, ErrSyntax, "+", 3},
		{strings.Repeat("(", 101) + "AA", 4, ErrSyntax, "(", 100},
		{"A1**", 4, ErrRank, "1", 1},
		{"AA#", 4, ErrRank, "#", 2},
		{"AA:K€", 4, ErrRank, "€", 4},
		{"[A*]", 4, ErrRank, "*", 2},
		{"[AR]", 4, ErrRank, "R", 2},
		{"[A-Tx]", 4, ErrSuit, "x", 4},
		{"[xy]", 4, ErrSuit, "x", 1},
		{"[AKs]", 4, ErrSyntax, "[AKs]", 0},
		{"[]", 4, ErrSyntax, "[]", 0},
		{"A[AK", 4, ErrSyntax, "[", 1},
		{"AA***", 4, ErrCount, "AA***", 0},
		{"AAKKQ", 4, ErrCount, "AAKKQ", 0},
		{"KK:AAAAA", 4, ErrCount, "AAAAA", 3},
		{"******", 5, ErrCount, "******", 0},
		{"*******", 6, ErrCount, "*******", 0},
		{"AsAs", 4, ErrDuplicate, "As", 2},
		{"AsKhAs", 4, ErrDuplicate, "As", 4},
		{"$foo", 4, ErrMacro, "$foo", 0},
		{"AA:$xx", 4, ErrMacro, "$xx", 3},
		{"A$ds", 4, ErrMacro, "$ds", 1},
		{"$Q", 4, ErrMacro, "$Q", 0},
		{"$", 4, ErrMacro, "$", 0},
		{"KK-T", 4, ErrSpan, "KK-T", 0},
		{"AK-QT", 4, ErrSpan, "AK-QT", 0},
		{"AxKx-AyQy", 4, ErrSpan, "AxKx-AyQy", 0},
		{"A[KQ]-A[KJ]", 4, ErrSpan, "A[KQ]-A[KJ]", 0},
		{"A*-KQ", 4, ErrSpan, "A*-KQ", 0},
		{"AA+", 4, ErrSpan, "AA+", 0},
		{"AK+", 4, ErrSpan, "AK+", 0},
		{"22-", 4, ErrSpan, "22-", 0},
		{"AA, xx+", 4, ErrSpan, "xx+", 4},
		{"15%", 5, ErrUnsupported, "15%", 0},
		{"AA, 5%-10%", 6, ErrUnsupported, "5%-10%", 4},
		{"0%", 4, ErrPercent, "0%", 0},
		{"AA, 101%", 4, ErrPercent, "101%", 4},
		{"-5%", 4, ErrPercent, "-5%", 0},
		{"1.2.3%", 4, ErrPercent, "1.2.3%", 0},
		{".%", 4, ErrPercent, ".%", 0},
		{"5%-150%", 4, ErrPercent, "150%", 3},
		{"10%-5%", 4, ErrPercent, "10%-5%", 0},
		{"5%-5%", 4, ErrPercent, "5%-5%", 0},
		{"AA, 5%-5.000001%", 4, ErrPercent, "5%-5.000001%", 4},
		{"0.0000001%-0.0000002%", 4, ErrPercent, "0.0000001%-0.0000002%", 0},
		{strings.Repeat("9", 400) + "%", 4, ErrPercent, strings.Repeat("9", 400) + "%", 0},
		{"AA, 0." + strings.Repeat("0", 400) + "1%", 4, ErrPercent, "0." + strings.Repeat("0", 400) + "1%", 4},
		{"15%6h", 4, ErrSyntax, "6h", 3},
		{"15%+", 4, ErrSyntax, "+", 3},
		{"AA@50", 4, ErrUnsupported, "@", 2},
		{"AA", 3, ErrHole, "", 0},
		{"AA", 7, ErrHole, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := ParseRange(tt.in, tt.hole)
			if err == nil {
				t.Fatalf("ParseRange(%q, %d) = %q, want error %v", tt.in, tt.hole, r, tt.err)
			}
			if !errors.Is(err, tt.err) {
				t.Errorf("ParseRange(%q, %d) error %v, want %v", tt.in, tt.hole, err, tt.err)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("ParseRange(%q, %d) error %T, want *ParseError", tt.in, tt.hole, err)
			}
			if pe.Input != tt.in || pe.Text != tt.text || pe.Pos != tt.pos {
				t.Errorf("ParseRange(%q, %d) error at %q offset %d, want %q offset %d (%v)",
					tt.in, tt.hole, pe.Text, pe.Pos, tt.text, tt.pos, err)
			}
		})
	}
}

func TestParseErrorMessage(t *testing.T) {
	tests := []struct{ in, want string }{
		{"AA,,KK", `omaha: "AA,,KK": bad range syntax "," at offset 2: missing a hand after ','`},
		{"", `omaha: "": bad range syntax at the end: empty range`},
		{"AA***", `omaha: "AA***": too many cards "AA***" at offset 0: 5 cards, wildcards included, in a game of 4 hole cards`},
	}
	for _, tt := range tests {
		if _, err := ParseRange(tt.in, 4); err == nil || err.Error() != tt.want {
			t.Errorf("ParseRange(%q, 4) error %v, want %s", tt.in, err, tt.want)
		}
	}
	_, err := ParseRange("AA", 8)
	if want := `omaha: "AA": unsupported hole-card count: want 4 to 6, got 8`; err == nil || err.Error() != want {
		t.Errorf("ParseRange(AA, 8) error %v, want %s", err, want)
	}
}

func TestString(t *testing.T) {
	tests := []struct {
		in   string
		hole int
		want string
	}{
		{"AA", 4, "AA**"},
		{"AA", 5, "AA***"},
		{" AA , KK ", 4, "AA**, KK**"},
		{"AA:xxyy, JJ!JJJ, KK", 4, "AA**:xxyy, JJ**!JJJ*, KK**"},
		{"(AA,KK):$ds", 4, "(AA**, KK**):$ds"},
		{"AA,KK:$ds", 4, "AA**, KK**:$ds"},
		{"!(AA,KK)", 4, "!(AA**, KK**)"},
		{"!AA:KK", 4, "!AA**:KK**"},
		{"!!AA", 4, "AA**"},
		{"!!!AA", 4, "!AA**"},
		{"!(!AA)", 4, "AA**"},
		{"AA!!KK", 4, "AA**:KK**"},
		{"AA!(!KK:QQ)", 4, "AA**!(!KK**:QQ**)"},
		{strings.Repeat("!", 1001) + "AA", 4, "!AA**"},
		{"((AA))", 4, "AA**"},
		{"AA:(KK:QQ)", 4, "AA**:(KK**:QQ**)"},
		{"AA,(KK,QQ)", 4, "AA**, (KK**, QQ**)"},
		{"any", 4, "random"},
		{"A10s", 4, "ATs**"},
		{"A♠K♥", 4, "AsKh**"},
		{"[A,K]x[s,h]", 4, "[AK]x[sh]**"},
		{"[AK][sh]", 4, "[AK][sh]***"},
		{"[T+][5-]", 4, "[AKQJT][5432]**"},
		{"[KhAs]", 4, "[AsKh]***"},
		{"A*x", 4, "A*x**"},
		{"Rxx", 4, "Rxx**"},
		{"$Bx$B", 4, "$Bx$B**"},
		{"QQ+", 4, "QQ**-AA**"},
		{"AJ+", 4, "AJ**-AK**"},
		{"A5-", 4, "A5**-A2**"},
		{"KK-TT", 4, "KK**-TT**"},
		{"KK-KK", 4, "KK**"},
		{"015%", 4, "15%"},
		{"2.50%,AA", 4, "2.5%, AA**"},
		{".5%", 4, "0.5%"},
		{"0%-10%", 4, "0%-10%"},
		{"5%-10%:$ds", 4, "5%-10%:$ds"},
		{"(15%,AA):$ds!AAA", 4, "(15%, AA**):$ds!AAA*"},
		{"$ds,$ss,$np,$rb", 5, "$ds, $ss, $np, $rb"},
	}
	for _, tt := range tests {
		r, err := ParseRange(tt.in, tt.hole)
		if err != nil {
			t.Errorf("ParseRange(%q, %d) error %v", tt.in, tt.hole, err)
			continue
		}
		if got := r.String(); got != tt.want {
			t.Errorf("ParseRange(%q, %d).String() = %q, want %q", tt.in, tt.hole, got, tt.want)
		}
		checkRoundTrip(t, r, true)
	}
}

// checkRoundTrip checks that r.String() parses to a range with the same
// text that agrees with r on random hands and, if hands is set, on the
// first of r's own hands (which may take long to find in a narrow range).
func checkRoundTrip(t *testing.T, r *Range, hands bool) {
	t.Helper()
	s := r.String()
	r2, err := ParseRange(s, r.Hole())
	if err != nil {
		t.Fatalf("ParseRange(%q, %d) of a String() result: error %v", s, r.Hole(), err)
	}
	if s2 := r2.String(); s2 != s {
		t.Fatalf("ParseRange(%q, %d).String() = %q, want it unchanged", s, r.Hole(), s2)
	}
	if r2.All() != r.All() {
		t.Fatalf("ParseRange(%q, %d).All() = %v, want %v", s, r.Hole(), r2.All(), r.All())
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 64 {
		h := randomHand(rng, r.Hole())
		if r2.Contains(h) != r.Contains(h) {
			t.Fatalf("ParseRange(%q, %d).Contains(%v) = %v, but the range it came from says %v",
				s, r.Hole(), h, r2.Contains(h), r.Contains(h))
		}
	}
	if !hands {
		return
	}
	n := 0
	for h := range r.Hands(0) {
		if !r2.Contains(h) {
			t.Fatalf("ParseRange(%q, %d).Contains(%v) = false, want true", s, r.Hole(), h)
		}
		if n++; n == 64 {
			break
		}
	}
}

func FuzzParseRange(f *testing.F) {
	for _, s := range []string{
		"AA**", "AA:$ds, KK!KKK, AxKx**", "AxAyxy", "(AA,KK):$ds", "KK**!AA**", "random", "any", "*",
		"RRON", "RROO*x*x", "[A-T][A-T]", "[T+][5-]x", "$Bx$B", "QQ+", "AJ+", "A5-", "KQJT-5432",
		"AxKx-AxTx", "!(AA,KK)", "AA!!KK", "[AsKh]A", "sshh", "wxy", "$ss:$np", "$rb", "A♠K♥",
		"AA,,KK", "(AA", "AA)", "AA***", "$foo", "15%", "AA@50", "AsAs", "[xy]", "A10s", "KK**:ds", "KK:*d*s", "AA!NP",
		"2.5%", "5%-10%", "15%:$ds, AA", "0%", "101%", "10%-5%", ".%", "-5%",
	} {
		for hole := uint8(0); hole < 3; hole++ {
			f.Add(s, hole)
		}
	}
	f.Fuzz(func(t *testing.T, text string, h uint8) {
		hole := MinHole + int(h%3)
		r, err := ParseRange(text, hole)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("ParseRange(%q, %d) error %T, want *ParseError", text, hole, err)
			}
			if pe.Input != text || pe.Pos < 0 || pe.Pos+len(pe.Text) > len(text) ||
				text[pe.Pos:pe.Pos+len(pe.Text)] != pe.Text || pe.Err == nil || errors.Unwrap(err) != pe.Err {
				t.Fatalf("ParseRange(%q, %d) error %#v, whose Text is not Input[Pos:]", text, hole, pe)
			}
			return
		}
		checkRoundTrip(t, r, false)
	})
}

// TestSpansMatchTheirMembers checks that a span is the alternatives it
// stands for.
func TestSpansMatchTheirMembers(t *testing.T) {
	tests := []struct{ span, members string }{
		{"KK-TT", "KK,QQ,JJ,TT"},
		{"TT-KK", "KK,QQ,JJ,TT"},
		{"QQ+", "QQ,KK,AA"},
		{"AJ+", "AJ,AQ,AK"},
		{"A5-", "A5,A4,A3,A2"},
		{"77-", "77,66,55,44,33,22"},
		{"KQJT-5432", "KQJT,QJT9,JT98,T987,9876,8765,7654,6543,5432"},
		{"AxKx-AxTx", "AxKx,AxQx,AxJx,AxTx"},
		{"AK5-", "AK5,AK4,AK3,AK2"},
		{"K2A-K4A", "K2A,K3A,K4A"},
	}
	for _, tt := range tests {
		a, b := MustParseRange(tt.span, 4), MustParseRange(tt.members, 4)
		allHands(4, func(h deck.Set) {
			if a.Contains(h) != b.Contains(h) {
				t.Fatalf("ParseRange(%q).Contains(%v) = %v, but %q says %v", tt.span, h, a.Contains(h), tt.members, b.Contains(h))
			}
		})
	}
}
