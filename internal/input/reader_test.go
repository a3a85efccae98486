package input

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// endless is an input that never ends, as /dev/zero: the pattern over and
// over. It counts the bytes it gave.
type endless struct {
	pattern []byte
	given   int64
}

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = e.pattern[(e.given+int64(i))%int64(len(e.pattern))]
	}
	e.given += int64(len(p))
	return len(p), nil
}

func TestReaderLimits(t *testing.T) {
	tests := []struct {
		name     string
		in       io.Reader
		limits   Limits
		want     error // nil: read to the end
		wantLine int
	}{
		{"endless zeros, no newline", &endless{pattern: []byte{0}}, Limits{MaxLine: 1000, MaxSize: 1 << 20}, ErrLineTooLong, 1},
		{"endless short lines", &endless{pattern: []byte("AhKh vs QsQd\n")}, Limits{MaxLine: 1000, MaxSize: 1 << 20}, ErrTooLarge, 0},
		{"long third line", strings.NewReader("a\nb\n" + strings.Repeat("c", 1002) + "\nd\n"), Limits{MaxLine: 1000}, ErrLineTooLong, 3},
		{"line at the limit", strings.NewReader("a\n" + strings.Repeat("c", 1000) + "\r\nd"), Limits{MaxLine: 1000}, nil, 0},
		{"last line too long, no newline", strings.NewReader("a\n" + strings.Repeat("c", 1002)), Limits{MaxLine: 1000}, ErrLineTooLong, 2},
		{"size at the limit", strings.NewReader(strings.Repeat("x\n", 500)), Limits{MaxSize: 1000}, nil, 0},
		{"size one past the limit", strings.NewReader(strings.Repeat("x\n", 500) + "y"), Limits{MaxSize: 1000}, ErrTooLarge, 0},
		{"no limits", strings.NewReader(strings.Repeat("x", 100000)), Limits{}, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(context.Background(), tt.in, "spots.txt", tt.limits)
			got, err := io.ReadAll(r)
			if tt.want == nil {
				if err != nil {
					t.Fatalf("ReadAll = %v, want no error", err)
				}
				return
			}
			var ie *Error
			if !errors.Is(err, tt.want) || !errors.As(err, &ie) || ie.Line != tt.wantLine || ie.Name != "spots.txt" {
				t.Fatalf("ReadAll = %v, want %v on line %d", err, tt.want, tt.wantLine)
			}
			if m := tt.limits.MaxSize; m > 0 && int64(len(got)) > m {
				t.Errorf("read %d bytes, over the limit of %d", len(got), m)
			}
			if e, ok := tt.in.(*endless); ok && e.given > 2*(tt.limits.MaxSize+64<<10) {
				t.Errorf("took %d bytes of an endless input with a limit of %d", e.given, tt.limits.MaxSize)
			}
			if _, err2 := r.Read(make([]byte, 10)); err2 != err {
				t.Errorf("Read after the error = %v, want the same %v", err2, err)
			}
		})
	}
}

// TestReaderCancel checks that an endless input stops being read once the
// context is done, with the context's error.
func TestReaderCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	in := &endless{pattern: []byte("x\n")}
	r := NewReader(ctx, in, "standard input", Limits{MaxLine: MaxLine})
	buf := make([]byte, 4096)
	for range 100 {
		if _, err := r.Read(buf); err != nil {
			t.Fatal(err)
		}
	}
	cancel()
	given := in.given
	if n, err := r.Read(buf); !errors.Is(err, context.Canceled) || n != 0 || in.given != given {
		t.Errorf("Read after cancel = %d, %v, read %d more; want 0, context.Canceled, none", n, err, in.given-given)
	}
}

func TestReadFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "spots.txt")
	if err := os.WriteFile(path, []byte("AhKh vs QsQd\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, name := range []string{path, "-"} {
		got, err := ReadFile(ctx, name, strings.NewReader("AhKh vs QsQd\n"), Limits{MaxLine: MaxLine})
		if err != nil || string(got) != "AhKh vs QsQd\n" {
			t.Errorf("ReadFile(%q) = %q, %v", name, got, err)
		}
	}
	_, err := ReadFile(ctx, "-", bytes.NewReader(bytes.Repeat([]byte{0}, 2*MaxLine)), Limits{MaxLine: MaxLine})
	if want := "standard input: line 1: line longer than 65536 bytes"; err == nil || err.Error() != want {
		t.Errorf("ReadFile of a long line = %v, want %q", err, want)
	}
	_, err = ReadFile(ctx, "-", strings.NewReader(strings.Repeat("x\n", 1<<20)), Limits{MaxSize: 1 << 20})
	if want := "standard input: larger than 1 MiB"; err == nil || err.Error() != want {
		t.Errorf("ReadFile of a large input = %v, want %q", err, want)
	}
}
