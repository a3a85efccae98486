package history

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
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
// ErrFormat for a file in no known format. It reads PokerStars files hand
// by hand, so memory stays bounded by the longest hand.
func Read(file string, r io.Reader, fn func(*Hand, error) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(512)
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	head = bytes.TrimLeft(head, " \t\r\n")
	switch {
	case bytes.HasPrefix(head, []byte("PokerStars")):
		return readStars(file, br, fn)
	case looksPHH(head):
		return readPHH(file, br, fn)
	case len(head) == 0:
		return nil
	}
	return &ParseError{File: file, Line: 1, Err: ErrFormat}
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

// readStars splits a PokerStars file into hands at their first lines.
func readStars(file string, r io.Reader, fn func(*Hand, error) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLine)
	var hand []starsLine
	flush := func() error {
		if len(hand) == 0 {
			return nil
		}
		h, err := parseStars(hand)
		hand = hand[:0]
		h.File = file
		var pe *ParseError
		if errors.As(err, &pe) {
			pe.File, pe.Hand = file, h.ID
		}
		return fn(h, err)
	}
	n := 0
	for sc.Scan() {
		n++
		t := decodeLine(sc.Bytes(), n == 1)
		if strings.HasPrefix(t, "PokerStars ") {
			if err := flush(); err != nil {
				return err
			}
		}
		if len(hand) == 0 && strings.TrimSpace(t) == "" {
			continue
		}
		if len(hand) == 0 && !strings.HasPrefix(t, "PokerStars ") {
			continue // text between hands
		}
		hand = append(hand, starsLine{n: n, text: t})
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
func decodeLine(b []byte, first bool) string {
	b = bytes.TrimSuffix(b, []byte("\r"))
	if first {
		b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	}
	if utf8.Valid(b) {
		return string(b)
	}
	s, err := charmap.Windows1252.NewDecoder().Bytes(b)
	if err != nil {
		return strings.ToValidUTF8(string(b), "\uFFFD")
	}
	return string(s)
}
