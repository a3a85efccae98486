package words

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escape returns s with every rune that is not printable escaped as Go
// writes it in a quoted string (ESC as \x1b, a newline as \n, U+202E as
// \u202e, a byte that is not UTF-8 as \xff), and the rest, printable
// Unicode and spaces, as it is: text read from a file (a player's name, a
// hand's number, a line of a journal) can then be printed to a terminal
// without an escape sequence reaching it, and reads as it was written.
// Unlike strconv.Quote it adds no quotes and leaves backslashes alone, so
// that ordinary text is unchanged; it is for showing, not for reading
// back.
func Escape(s string) string {
	if Printable(s) {
		return s
	}
	var b strings.Builder
	for i, w := 0, 0; i < len(s); i += w {
		r, n := utf8.DecodeRuneInString(s[i:])
		w = n
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteString(`\x` + strconv.FormatUint(uint64(s[i])>>4, 16) + strconv.FormatUint(uint64(s[i])&15, 16))
		case r == ' ' || unicode.IsPrint(r):
			b.WriteRune(r)
		default:
			q := strconv.QuoteRune(r) // '\x1b'
			b.WriteString(q[1 : len(q)-1])
		}
	}
	return b.String()
}

// Printable reports whether s can be printed as it is: valid UTF-8 of
// printable runes and spaces only, so no control character (a terminal
// escape) and no U+FFFD, which stands for bytes that were not UTF-8.
func Printable(s string) bool {
	for _, r := range s {
		if r == utf8.RuneError || r != ' ' && !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}
