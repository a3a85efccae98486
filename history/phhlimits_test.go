package history

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// TestPHHLimits checks each bound of checkPHHLimits at its edge, and that
// brackets, dots and equals signs in strings and comments do not count.
func TestPHHLimits(t *testing.T) {
	nest := func(n int, open, close string) string {
		return "x = " + strings.Repeat(open, n) + "1" + strings.Repeat(close, n) + "\n"
	}
	key := func(parts, length int) string {
		k := strings.Repeat("a.", parts-1) + "a"
		return k + strings.Repeat("b", length-len(k)) + " = 1\n"
	}
	tests := []struct {
		name string
		text string
		ok   bool
	}{
		{"arrays at the bound", nest(MaxPHHDepth, "[", "]"), true},
		{"arrays past it", nest(MaxPHHDepth+1, "[", "]"), false},
		{"inline tables at the bound", nest(MaxPHHDepth, "{a=", "}"), true},
		{"inline tables past it", nest(MaxPHHDepth+1, "{a=", "}"), false},
		{"dotted key at the bound", key(MaxPHHKeyParts, MaxPHHKeyParts*2), true},
		{"dotted key past it", key(MaxPHHKeyParts+1, MaxPHHKeyParts*2+2), false},
		{"key at its length", key(1, MaxPHHKey), true},
		{"key past it", key(1, MaxPHHKey+1), false},
		{"section at the bound", "[" + strings.Repeat("a.", MaxPHHKeyParts-1) + "a]\n", true},
		{"section past it", "[" + strings.Repeat("a.", MaxPHHKeyParts) + "a]\n", false},
		{"tables at the bound", strings.Repeat("[t]\n", MaxPHHTables), true},
		{"tables past it", strings.Repeat("[t]\n", MaxPHHTables+1), false},
		{"dotted keys' tables past it", strings.Repeat("a.b = 1\n", MaxPHHTables+1), false},
		{"keys past the bound", strings.Repeat("a = 1\n", MaxPHHKeys+1), false},
		{"values past the bound", "x = [" + strings.Repeat("1,", MaxPHHValues) + "]\n", false},
		{"brackets in strings", `x = "` + strings.Repeat("[{.", 100) + `"` + "\n" + `y = '` + strings.Repeat("[{.=", 100) + "'\n", true},
		{"brackets in multi-line strings", "x = \"\"\"\n" + strings.Repeat("[{.\"\\\"\n", 100) + "\"\"\"\"\"\ny = '''" + strings.Repeat("[{.'", 100) + "'''\n", true},
		{"brackets in comments", strings.Repeat("# [[[{{{a.b.c.d.e.f.g.h.i.j\n", 10), true},
		{"floats and times", "x = [1.5, 2.25, 1979-05-27T07:32:00.999]\n", true},
		{"quoted dotted key", `"` + strings.Repeat("a.", 50) + `" = 1` + "\n", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := checkPHHLimits("f.phh", tt.text)
			if (err == nil) != tt.ok || err != nil && !errors.Is(err, ErrLimit) {
				t.Errorf("checkPHHLimits = %v, want ok %v", err, tt.ok)
			}
		})
	}
}

// TestPHHLimitsRead checks that Read refuses a PHH bomb as a whole, with
// a *ParseError naming the file and the line, and reads a file within the
// bounds as before.
func TestPHHLimitsRead(t *testing.T) {
	bomb := "variant = \"NT\"\n\nx = " + strings.Repeat("{a=", 15000) + "1" + strings.Repeat("}", 15000) + "\n"
	var calls int
	err := Read("bomb.phh", strings.NewReader(bomb), func(*Hand, error) error { calls++; return nil })
	var pe *ParseError
	if !errors.As(err, &pe) || !errors.Is(err, ErrLimit) || pe.File != "bomb.phh" || pe.Line != 3 || calls != 0 {
		t.Errorf("Read(bomb) = %v after %d hands, want an ErrLimit at bomb.phh:3 and none", err, calls)
	}
	for _, name := range []string{"testdata/aa-88.phh", "testdata/two.phhs"} {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkPHHLimits(name, string(data)); err != nil {
			t.Errorf("checkPHHLimits(%s) = %v", name, err)
		}
	}
}

// FuzzPHHLimits checks checkPHHLimits against the decoder: text it passes
// decodes (or fails to) without nesting deeper than its bounds allow, the
// depth measured on what the decoder built, and Read never panics.
func FuzzPHHLimits(f *testing.F) {
	f.Add([]byte("variant = \"NT\"\nx = {a={b=[[1]]}}\n"))
	f.Add([]byte("a.b.c.d = 1\n[s.t]\nu.v = {w.x = [1, {y.z = 2}]}\n"))
	f.Add([]byte("[[a.b]]\nc = 1\n[[a.b]]\nc = '''x]]'''\n"))
	f.Add([]byte("x = \"\"\"[\\\"{\"\"\"\"\n\"k.\\\".l\" = 1 # [{\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzRead(t, data)
		text := string(data)
		if checkPHHLimits("fuzz", text) != nil {
			return
		}
		var v map[string]any
		if _, err := toml.Decode(text, &v); err != nil {
			return
		}
		// a section's parts, a key's, and at each level of brackets a
		// key's again
		bound := MaxPHHKeyParts + MaxPHHKeyParts + MaxPHHDepth*(MaxPHHKeyParts+1)
		if d := depthOf(v); d > bound {
			t.Errorf("decoded depth %d past %d for %q", d, bound, bytes.TrimSpace(data))
		}
	})
}

// depthOf is the nesting of maps and slices in a decoded value.
func depthOf(v any) int {
	d := 0
	switch v := v.(type) {
	case map[string]any:
		for _, x := range v {
			d = max(d, depthOf(x))
		}
	case []any:
		for _, x := range v {
			d = max(d, depthOf(x))
		}
	case []map[string]any:
		for _, x := range v {
			d = max(d, depthOf(x))
		}
	default:
		return 0
	}
	return d + 1
}
