package sim

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/omaha"
)

// Hold'em and Omaha ranges are what the engine takes.
var (
	_ Range = (*deck.Range)(nil)
	_ Range = (*omaha.Range)(nil)
)

// TestDeckRangeAsRange checks *deck.Range's methods of Range against its
// combos and weights.
func TestDeckRangeAsRange(t *testing.T) {
	r := deck.MustParseRange("QQ+, AKs@50, 76s")
	exclude := deck.SetOf(deck.MustParseCards("Qs7h")...)
	n := 0
	for h, w := range r.Weighted(exclude) {
		c := comboOf(h)
		if h&exclude != 0 || r.Weight(c) != w || w <= 0 || !r.Contains(h) {
			t.Errorf("Weighted yields %v of weight %v; the range says %v", c, w, r.Weight(c))
		}
		n++
	}
	want := 0
	for c := range r.All() {
		if c.Set()&exclude == 0 {
			want++
		}
	}
	if n != want || r.Count(exclude) != want || r.Hole() != 2 {
		t.Errorf("Weighted yields %d hands, Count %d; want %d", n, r.Count(exclude), want)
	}
	if r.Contains(deck.SetOf(deck.MustParseCards("2c3d")...)) || r.Contains(deck.SetOf(deck.MustParseCards("AsAhAd")...)) {
		t.Error("Contains reports a hand outside the range")
	}
}

// TestNoOmahaParser checks that the engine does not depend on package
// omaha, whose parser reads Omaha ranges: the engine sees ranges through
// Range only.
func TestNoOmahaParser(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.HasSuffix(p, "/omaha") {
			t.Errorf("package sim depends on %s", p)
		}
	}
}
