package report

import (
	"testing"
)

func TestParseFormat(t *testing.T) {
	tests := []struct {
		in   string
		want Format
		ok   bool
	}{
		{"text", Text, true},
		{"JSON", JSON, true},
		{"csv", CSV, true},
		{"markdown", Markdown, true},
		{"md", Markdown, true},
		{"MD", Markdown, true},
		{"html", HTML, true},
		{"xml", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		got, err := ParseFormat(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseFormat(%q) = %q, %v, want %q (ok %v)", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestGroup(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 1712304: "1,712,304"} {
		if got := Group(n); got != want {
			t.Errorf("Group(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"AhKh vs QsQd":          "AhKh vs QsQd",
		"\x1b[2JAhKh":           `\x1b[2JAhKh`,
		"A♠ vs \x07\tQQ":        `A♠ vs \a\tQQ`,
		"\x1b]0;title\x07 vs x": `\x1b]0;title\a vs x`,
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}
