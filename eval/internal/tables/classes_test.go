package tables

import "testing"

func TestClasses(t *testing.T) {
	standard := map[int]int{HighCard: 1277, OnePair: 2860, TwoPair: 858, ThreeOfAKind: 858,
		Straight: 10, Flush: 1277, FullHouse: 156, FourOfAKind: 156, StraightFlush: 10}
	short := map[int]int{HighCard: 120, OnePair: 504, TwoPair: 252, ThreeOfAKind: 252,
		Straight: 6, Flush: 120, FullHouse: 72, FourOfAKind: 72, StraightFlush: 6}
	tests := []struct {
		name    string
		rules   Rules
		n       int
		counts  map[int]int
		weakest [5]int
	}{
		{"standard", StandardRules(), 7462, standard, [5]int{5, 3, 2, 1, 0}},
		{"shortdeck", ShortDeckRules(false), 1404, short, [5]int{9, 7, 6, 5, 4}},
		{"shortdeck-trips", ShortDeckRules(true), 1404, short, [5]int{9, 7, 6, 5, 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs := tt.rules.Classes()
			if len(cs) != tt.n {
				t.Fatalf("len(Classes()) = %d, want %d", len(cs), tt.n)
			}
			got := map[int]int{}
			for i, c := range cs {
				got[c.Category]++
				if i > 0 && tt.rules.key(cs[i-1]) >= tt.rules.key(c) {
					t.Fatalf("classes %d and %d out of order: %v, %v", i-1, i, cs[i-1], c)
				}
				if i > 0 && tt.rules.Order[cs[i-1].Category] > tt.rules.Order[c.Category] {
					t.Fatalf("class %d (%v) is weaker than class %d (%v)", i, c, i-1, cs[i-1])
				}
				for _, x := range c.Ranks {
					if x < tt.rules.Low || x > 12 {
						t.Fatalf("class %v has a rank outside the deck", c)
					}
				}
			}
			for cat, n := range tt.counts {
				if got[cat] != n {
					t.Errorf("category %d has %d classes, want %d", cat, got[cat], n)
				}
			}
			if cs[0].Ranks != tt.weakest {
				t.Errorf("weakest class = %v, want %v", cs[0], tt.weakest)
			}
		})
	}
}

func TestClassesStandardIsDefault(t *testing.T) {
	a, b := Classes(), StandardRules().Classes()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("Classes()[%d] = %v, StandardRules().Classes()[%d] = %v", i, a[i], i, b[i])
		}
	}
}

// TestShortDeckLowestStraight checks where A-6-7-8-9 and the straights
// fall under the short-deck rules.
func TestShortDeckLowestStraight(t *testing.T) {
	for _, trips := range []bool{false, true} {
		r := ShortDeckRules(trips)
		cs := r.Classes()
		var straights [][5]int
		for _, c := range cs {
			if c.Category == Straight {
				straights = append(straights, c.Ranks)
			}
		}
		if want := [5]int{7, 6, 5, 4, 12}; straights[0] != want {
			t.Errorf("ShortDeckRules(%v) lowest straight = %v, want %v", trips, straights[0], want)
		}
		if want := [5]int{12, 11, 10, 9, 8}; straights[len(straights)-1] != want {
			t.Errorf("ShortDeckRules(%v) highest straight = %v, want %v", trips, straights[len(straights)-1], want)
		}
		masks := r.StraightMasks()
		if len(masks) != 6 || masks[0] != 0x1f00 || masks[5] != 0x10f0 {
			t.Errorf("ShortDeckRules(%v).StraightMasks() = %#x", trips, masks)
		}
	}
	masks := StandardRules().StraightMasks()
	if len(masks) != 10 || masks[0] != 0x1f00 || masks[9] != 0x100f {
		t.Errorf("StandardRules().StraightMasks() = %#x", masks)
	}
}
