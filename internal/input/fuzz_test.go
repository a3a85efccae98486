package input

import (
	"bytes"
	"context"
	"errors"
	"io"
	"testing"
	"testing/iotest"
)

// FuzzReader checks Reader against an obvious reference: the input is
// returned whole if no line (its "\r" allowed) is longer than the limit
// and the whole is within its size; otherwise the error names the first
// line too long, or the size, and the bytes returned before it are a
// prefix of the input within the limits. Reads of one byte and of half a
// buffer at a time give the same answer.
func FuzzReader(f *testing.F) {
	f.Add([]byte("AhKh vs QsQd\n"), uint8(20), uint16(100))
	f.Add([]byte("a\nbbbbbbb\r\nc"), uint8(6), uint16(0))
	f.Add([]byte("a\nbbbbbbbb\nc"), uint8(6), uint16(0))
	f.Add(bytes.Repeat([]byte{0}, 300), uint8(0), uint16(200))
	f.Fuzz(func(t *testing.T, data []byte, maxLine uint8, maxSize uint16) {
		lim := Limits{MaxLine: int64(maxLine), MaxSize: int64(maxSize)}
		wantLine, wantSize := reference(data, lim)
		for name, r := range map[string]io.Reader{
			"whole":    bytes.NewReader(data),
			"one byte": iotest.OneByteReader(bytes.NewReader(data)),
			"half":     iotest.HalfReader(bytes.NewReader(data)),
		} {
			got, err := io.ReadAll(NewReader(context.Background(), r, "in", lim))
			var ie *Error
			switch {
			case wantLine > 0 && (!errors.As(err, &ie) || !errors.Is(err, ErrLineTooLong) || ie.Line != wantLine):
				t.Fatalf("%s: ReadAll = %v, want line %d too long", name, err, wantLine)
			case wantLine == 0 && wantSize && !errors.Is(err, ErrTooLarge):
				t.Fatalf("%s: ReadAll = %v, want too large", name, err)
			case wantLine == 0 && !wantSize && (err != nil || !bytes.Equal(got, data)):
				t.Fatalf("%s: ReadAll = %q, %v, want the input whole", name, got, err)
			case !bytes.HasPrefix(data, got) || (lim.MaxSize > 0 && int64(len(got)) > lim.MaxSize):
				t.Fatalf("%s: returned %q, not a prefix of the input within the size", name, got)
			}
		}
	})
}

// reference returns the number of the first line of data longer than
// lim.MaxLine (a "\r" before its "\n" not counted), among the first
// lim.MaxSize bytes, or 0, and whether data is larger than lim.MaxSize.
func reference(data []byte, lim Limits) (line int, tooLarge bool) {
	tooLarge = lim.MaxSize > 0 && int64(len(data)) > lim.MaxSize
	within := data
	if tooLarge {
		within = data[:lim.MaxSize] // a line is checked within the size; at the byte that passes both, the size is named
	}
	if lim.MaxLine == 0 {
		return 0, tooLarge
	}
	for i, l := range bytes.Split(within, []byte("\n")) {
		if int64(len(l)) > lim.MaxLine+1 {
			return i + 1, tooLarge
		}
	}
	return 0, tooLarge
}
