package deck

import "testing"

func TestComboIndex(t *testing.T) {
	seen := make(map[int]bool)
	for a := Card(0); a < NumCards; a++ {
		for b := Card(0); b < a; b++ {
			c := NewCombo(b, a)
			if c.Hi != a || c.Lo != b {
				t.Fatalf("NewCombo(%v, %v) = %v, want higher card first", b, a, c)
			}
			i := c.Index()
			if i < 0 || i >= NumCombos || seen[i] {
				t.Fatalf("%v.Index() = %d: out of range or repeated", c, i)
			}
			seen[i] = true
			if got := ComboAt(i); got != c {
				t.Fatalf("ComboAt(%d) = %v, want %v", i, got, c)
			}
		}
	}
	if len(seen) != NumCombos {
		t.Fatalf("%d combos, want %d", len(seen), NumCombos)
	}
}

func TestRangeWithout(t *testing.T) {
	r := FullRange()
	if r.Len() != NumCombos {
		t.Fatalf("FullRange().Len() = %d", r.Len())
	}
	dead := SetOf(MustParseCards("AhKd")...)
	if got, want := r.Without(dead).Len(), 1225; got != want {
		t.Errorf("full range without two cards has %d combos, want %d", got, want)
	}
	if r.Len() != NumCombos {
		t.Error("Without changed its receiver")
	}
}
