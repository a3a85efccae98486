package report

import (
	"strconv"
	"strings"
	"unicode"
)

// Printable returns s with its control characters (a terminal's escape
// sequences among them) written as Go escapes, so that text from a file
// cannot drive the terminal it is shown on: "\x1b[2J" stays visible as
// such. Other text is left as it is.
func Printable(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Plural writes n with its noun: "1 trial", "1,048,576 trials".
func Plural(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return Group(n) + " " + noun + "s"
}

// Group writes n with thousands separators: 1,712,304.
func Group(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Frac writes a fraction with six decimals, as the CSV and JSON-like
// tables do.
func Frac(x float64) string { return strconv.FormatFloat(x, 'f', 6, 64) }

// OptFrac writes *x as Frac does, or "" for nil.
func OptFrac(x *float64) string {
	if x == nil {
		return ""
	}
	return Frac(*x)
}

// Percent writes a fraction as a percentage with d decimals.
func Percent(x float64, d int) string { return strconv.FormatFloat(100*x, 'f', d, 64) + "%" }
