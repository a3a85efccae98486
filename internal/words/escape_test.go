package words

import (
	"fmt"
	"strings"
	"testing"
)

// TestEscape checks that control characters, format characters such as
// a right-to-left override and bytes that are not UTF-8 are escaped, and
// printable text, Unicode included, is left as it is.
func TestEscape(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain", `Hero 2 \ "x"`, `Hero 2 \ "x"`},
		{"unicode", "Jörg 🂡 李", "Jörg 🂡 李"},
		{"clear screen", "a\x1b[2Jb", `a\x1b[2Jb`},
		{"title", "\x1b]0;pwned\a", `\x1b]0;pwned\a`},
		{"controls", "\r\n\t\x00\x7f", `\r\n\t\x00\x7f`},
		{"C1 CSI", "a\u009bb", `a\u009bb`},
		{"override", "a\u202eb", `a\u202eb`},
		{"not UTF-8", "a\xffb", `a\xffb`},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Escape(tt.in)
			if got != tt.want {
				t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if strings.ContainsFunc(got, func(r rune) bool { return r < ' ' || r == 0x7f || r >= 0x80 && r < 0xa0 }) {
				t.Errorf("Escape(%q) = %q holds a control character", tt.in, got)
			}
		})
	}
}

func TestPrintable(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"Hero 2", true}, {"Jörg 🂡", true}, {"", true}, {"a\tb", false}, {"a\x1b[2J", false},
		{"a\u202eb", false}, {"a\xffb", false}, {"a\ufffdb", false},
	}
	for _, tt := range tests {
		if got := Printable(tt.in); got != tt.want {
			t.Errorf("Printable(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func ExampleEscape() {
	fmt.Println(Escape("Hero\x1b[2J"), Escape("Jörg"))
	// Output: Hero\x1b[2J Jörg
}
