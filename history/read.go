package history

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// MaxLine is the longest line Read accepts, in bytes.
const MaxLine = 64 << 10

// MaxPHH is the largest PHH file Read accepts, in bytes.
const MaxPHH = 4 << 20

// Read reads the hands of one file, detecting its format from its first
// line, and calls fn with each hand read, or with the *ParseError of a hand
// that could not be (then the hand, if not nil, holds what was read of it,
// for counting). A hand of an unsupported game comes with a *ParseError
// that unwraps to ErrUnsupported. If fn returns an error Read stops and
// returns it; Read returns the reader's error, or a *ParseError wrapping
// ErrFormat for a file in no known format. It reads the text formats hand
// by hand and iPoker's XML game by game, so memory stays bounded by the
// longest hand.
func Read(file string, r io.Reader, fn func(*Hand, error) error) error {
	return split(file, r, func(parse func() (*Hand, error)) error { return fn(parse()) })
}

// split reads a file as Read does, but passes fn each hand unparsed: a
// function that parses it and returns what Read would pass, and that may
// be called later and on another goroutine (PokerStars hands are split at
// their first lines, each into text of its own; PHH files are small and
// parsed whole). Every hand parsed is checked (Hand.Check), whatever
// its format. Session.Import parses the hands on its workers this way,
// so that the one goroutine reading the file only splits it.
func split(file string, r io.Reader, fn func(parse func() (*Hand, error)) error) error {
	fn = checked(fn)
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(512)
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	head = bytes.TrimLeft(head, " \t\r\n")
	skipBOM(br)
	switch {
	case bytes.HasPrefix(head, []byte("PokerStars")):
		return readText(file, br, starsHeader, parseStars, fn)
	case bytes.HasPrefix(head, []byte(ggPrefix)):
		return readText(file, br, ggHeader, parseGG, fn)
	case bytes.HasPrefix(head, []byte(winamaxPrefix)):
		return readText(file, br, winamaxHeader, parseWinamax, fn)
	case pacificHeader(head) || bytes.HasPrefix(head, []byte("#Game No")):
		return readText(file, br, pacificHeader, parsePacific, fn)
	case bytes.HasPrefix(head, []byte("<?xml")) || bytes.HasPrefix(head, []byte("<session")):
		return readIPoker(file, br, fn)
	case looksPHH(head):
		return readPHH(file, br, func(h *Hand, err error) error {
			return fn(func() (*Hand, error) { return h, err })
		})
	case len(head) == 0:
		return nil
	}
	return &ParseError{File: file, Line: 1, Err: ErrFormat}
}

// checked returns fn with every hand that parses checked by Hand.Check,
// whatever its reader: a hand whose money does not add up comes with the
// check's *ParseError instead.
func checked(fn func(parse func() (*Hand, error)) error) func(parse func() (*Hand, error)) error {
	return func(parse func() (*Hand, error)) error {
		return fn(func() (*Hand, error) {
			h, err := parse()
			if err == nil && h != nil {
				err = h.Check()
			}
			return h, err
		})
	}
}

// looksPHH reports whether the start of a file looks like TOML: comments,
// keys and sections.
func looksPHH(head []byte) bool {
	for line := range bytes.Lines(head) {
		t := bytes.TrimSpace(line)
		switch {
		case len(t) == 0, t[0] == '#', t[0] == '[':
			continue
		}
		k, _, ok := bytes.Cut(t, []byte("="))
		return ok && len(bytes.TrimSpace(k)) > 0 && !bytes.ContainsAny(bytes.TrimSpace(k), " \t")
	}
	return false
}

// skipBOM drops a UTF-8 byte order mark, which the text readers would
// drop too, and the XML decoder would not.
func skipBOM(br *bufio.Reader) {
	if b, _ := br.Peek(3); bytes.Equal(b, []byte("\xef\xbb\xbf")) {
		br.Discard(3)
	}
}

// starsHeader reports whether a line opens a PokerStars hand.
func starsHeader(t []byte) bool { return bytes.HasPrefix(t, []byte("PokerStars ")) }

// readText splits a text file into hands at the lines header accepts and
// passes each, unparsed, to fn: a function that parses it with parse. A
// hand's lines are gathered in one buffer and made one string, so that the
// lines cost no allocation each.
func readText(file string, r io.Reader, header func([]byte) bool, parse func([]starsLine) (*Hand, error), fn func(parse func() (*Hand, error)) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLine)
	var (
		buf  []byte
		ends []int // where each line of buf ends
		nums []int // the lines' numbers
	)
	flush := func() error {
		if len(ends) == 0 {
			return nil
		}
		text := string(buf)
		lines := make([]starsLine, len(ends))
		start := 0
		for k, e := range ends {
			lines[k] = starsLine{n: nums[k], text: text[start:e]}
			start = e
		}
		buf, ends, nums = buf[:0], ends[:0], nums[:0]
		return fn(func() (*Hand, error) {
			h, err := parse(lines)
			h.File = file
			var pe *ParseError
			if errors.As(err, &pe) {
				pe.File, pe.Hand = file, h.ID
			}
			return h, err
		})
	}
	n := 0
	for sc.Scan() {
		n++
		t := decodeLine(sc.Bytes(), n == 1)
		isHead := header(t)
		if isHead {
			if err := flush(); err != nil {
				return err
			}
		}
		if len(ends) == 0 && !isHead {
			continue // blank lines and text between hands
		}
		buf = append(buf, t...)
		ends, nums = append(ends, len(buf)), append(nums, n)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return &ParseError{File: file, Line: n + 1, Err: reasonf(ErrSyntax, "line longer than %d bytes", MaxLine)}
		}
		return err
	}
	return flush()
}

// decodeLine returns a line as UTF-8: without its carriage return or (on
// the first line) byte order mark, and read as Windows-1252 if it is not
// valid UTF-8, as older PokerStars clients write names and currencies.
func decodeLine(b []byte, first bool) []byte {
	b = bytes.TrimSuffix(b, []byte("\r"))
	if first {
		b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	}
	if utf8.Valid(b) {
		return b
	}
	s, err := charmap.Windows1252.NewDecoder().Bytes(b)
	if err != nil {
		return bytes.ToValidUTF8(b, []byte("\uFFFD"))
	}
	return s
}
