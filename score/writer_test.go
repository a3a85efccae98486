package score

import (
	"testing"

	"github.com/pokersim/pokersim/eval"
)

// TestDescWidth checks that the description column of --explain is as
// wide as the longest description of a hand.
func TestDescWidth(t *testing.T) {
	longest := ""
	for r := eval.Rank(1); r <= eval.NumClasses; r++ {
		if s := r.String(); len(s) > len(longest) {
			longest = s
		}
	}
	if len(longest) != descWidth {
		t.Errorf("descWidth = %d, want %d, the length of %q", descWidth, len(longest), longest)
	}
}
