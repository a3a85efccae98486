package history

import "strings"

// The bounds a PHH file must keep before it is decoded. The TOML decoder
// (github.com/BurntSushi/toml) spends memory that grows with the square of
// the nesting: 15,000 nested inline tables, 60 KB of text, exhaust any
// machine, and 16 KB of long dotted keys take nearly a gigabyte. A hand
// needs none of that: its keys are single words, its values numbers,
// strings and arrays of them, its tables one a hand in a .phhs file. So
// checkPHHLimits scans the text once, as TOML's lexer would, and refuses
// a file past these bounds with ErrLimit before the decoder sees it.
const (
	// MaxPHHDepth is the deepest nesting of arrays, inline tables and
	// section brackets, one within another.
	MaxPHHDepth = 8
	// MaxPHHKey is the longest key, in bytes, its dotted parts and
	// quotes included.
	MaxPHHKey = 128
	// MaxPHHKeyParts is the most dotted parts of a key or section name.
	MaxPHHKeyParts = 8
	// MaxPHHTables is the most tables of a file: sections, inline tables
	// and the tables that dotted keys open (each part but the last
	// counted). A .phhs file has one a hand.
	MaxPHHTables = 20000
	// MaxPHHValues is the most values of a file: keys set, elements of
	// arrays, arrays and inline tables. The decoder holds each in some 90
	// bytes; a hand has a few dozen.
	MaxPHHValues = 400000
	// MaxPHHKeys is the most keys set in a file. The decoder holds each
	// in some 500 bytes; a hand has about fifteen.
	MaxPHHKeys = 100000
)

// phhScan is the state of checkPHHLimits: the current key (the text since
// the last '=', ',', bracket or new line) and the counts so far.
type phhScan struct {
	depth     int  // open brackets and braces
	header    bool // inside a [section] or [[array]] header
	lineStart bool // nothing but blanks since the last new line
	keyLen    int  // bytes of the current key, blanks left out
	dots      int  // dots of the current key
	tables    int
	values    int
	keys      int
	line      int
}

// checkPHHLimits returns a *ParseError wrapping ErrLimit for the first
// place where text goes past a bound, nil if it stays within them all. It
// reads strings and comments as TOML does, so that their brackets and dots
// do not count, and takes linear time. It does not check the syntax:
// text within the bounds may still fail to decode.
func checkPHHLimits(file, text string) error {
	s := &phhScan{lineStart: true, line: 1}
	for i := 0; i < len(text); {
		c := text[i]
		switch c {
		case '#':
			i = skipComment(text, i)
			continue
		case '"', '\'':
			j := skipString(text, i)
			s.keyLen += j - i
			s.line += strings.Count(text[i:j], "\n")
			s.lineStart = false
			i = j
			continue
		case '\n':
			s.line++
			s.reset()
			s.lineStart = true
			i++
			continue
		case '[', '{':
			if c == '[' && s.depth == 0 && s.lineStart {
				s.header = true
				s.tables++
			}
			if c == '{' {
				s.tables++
			}
			s.values++
			s.depth++
			if s.depth > MaxPHHDepth {
				return s.fail(file, "arrays and tables nested deeper than %d", MaxPHHDepth)
			}
			s.reset()
		case ']', '}':
			if s.header {
				if err := s.key(file); err != nil {
					return err
				}
			}
			s.depth = max(s.depth-1, 0)
			if s.depth == 0 {
				s.header = false
			}
			s.reset()
		case '=':
			if err := s.key(file); err != nil {
				return err
			}
			s.values++
			s.keys++
			s.reset()
		case ',':
			s.values++
			s.reset()
		case '.':
			s.dots++
			s.keyLen++
		case ' ', '\t', '\r':
		default:
			s.keyLen++
		}
		if c != ' ' && c != '\t' && c != '\r' {
			s.lineStart = false
		}
		switch {
		case s.tables > MaxPHHTables:
			return s.fail(file, "more than %d tables", MaxPHHTables)
		case s.values > MaxPHHValues:
			return s.fail(file, "more than %d values", MaxPHHValues)
		case s.keys > MaxPHHKeys:
			return s.fail(file, "more than %d keys", MaxPHHKeys)
		}
		i++
	}
	return nil
}

// reset starts a new key.
func (s *phhScan) reset() { s.keyLen, s.dots = 0, 0 }

// key checks the key just read (before '=', or in a section header) and
// counts the tables its dotted parts open.
func (s *phhScan) key(file string) error {
	switch {
	case s.keyLen > MaxPHHKey:
		return s.fail(file, "a key longer than %d bytes", MaxPHHKey)
	case s.dots+1 > MaxPHHKeyParts:
		return s.fail(file, "a key of more than %d dotted parts", MaxPHHKeyParts)
	}
	s.tables += s.dots
	return nil
}

func (s *phhScan) fail(file, format string, args ...any) error {
	return &ParseError{File: file, Line: s.line, Err: reasonf(ErrLimit, "PHH: "+format, args...)}
}

// skipComment returns the index of the new line that ends the comment at
// i, or len(text).
func skipComment(text string, i int) int {
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(text)
}

// skipString returns the index just past the TOML string opening at i: a
// basic string ("...", with backslash escapes), a literal one ('...'), or
// their multi-line forms ("""...""", ”'...”'), whose closing delimiter
// may be followed by up to two more quotes that belong to the string. A
// single-line string ends at a new line, where TOML would report it
// unterminated; an unterminated one runs to the end of text.
func skipString(text string, i int) int {
	q := text[i]
	if strings.HasPrefix(text[i:], strings.Repeat(string(q), 3)) {
		delim := text[i : i+3]
		for j := i + 3; j < len(text); j++ {
			switch {
			case q == '"' && text[j] == '\\':
				j++
			case strings.HasPrefix(text[j:], delim):
				end := j + 3
				for k := 0; k < 2 && end < len(text) && text[end] == q; k++ {
					end++
				}
				return end
			}
		}
		return len(text)
	}
	for j := i + 1; j < len(text); j++ {
		switch text[j] {
		case '\\':
			if q == '"' {
				j++
			}
		case q:
			return j + 1
		case '\n':
			return j
		}
	}
	return len(text)
}
