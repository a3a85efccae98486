package deck

import "testing"

func TestSuitPerms(t *testing.T) {
	perms := SuitPerms()
	if len(perms) != NumSuitPerms {
		t.Fatalf("len(SuitPerms()) = %d, want %d", len(perms), NumSuitPerms)
	}
	if perms[0] != (SuitPerm{0, 1, 2, 3}) {
		t.Errorf("SuitPerms()[0] = %v, want the identity", perms[0])
	}
	seen := make(map[SuitPerm]bool)
	for _, p := range perms {
		if seen[p] {
			t.Errorf("%v listed twice", p)
		}
		seen[p] = true
		var hit [NumSuits]bool
		for _, s := range p {
			hit[s] = true
		}
		if hit != [NumSuits]bool{true, true, true, true} {
			t.Errorf("%v is not a permutation", p)
		}
	}
}

func TestComboImages(t *testing.T) {
	img := ComboImages()
	for k, p := range SuitPerms() {
		for i := range NumCombos {
			c := ComboAt(i)
			want := NewCombo(NewCard(c.Hi.Rank(), p[c.Hi.Suit()]), NewCard(c.Lo.Rank(), p[c.Lo.Suit()]))
			if got := ComboAt(int(img[k][i])); got != want {
				t.Fatalf("image of %v under %v = %v, want %v", c, p, got, want)
			}
			if p.Set(c.Set()) != want.Set() {
				t.Fatalf("%v.Set(%v) = %v, want %v", p, c.Set(), p.Set(c.Set()), want.Set())
			}
		}
	}
}
