package tables

import "testing"

func TestClasses(t *testing.T) {
	cs := Classes()
	if len(cs) != 7462 {
		t.Fatalf("len(Classes()) = %d, want 7462", len(cs))
	}
	want := map[int]int{HighCard: 1277, OnePair: 2860, TwoPair: 858, ThreeOfAKind: 858,
		Straight: 10, Flush: 1277, FullHouse: 156, FourOfAKind: 156, StraightFlush: 10}
	got := map[int]int{}
	for i, c := range cs {
		got[c.Category]++
		if i > 0 && cs[i-1].key() >= c.key() {
			t.Fatalf("classes %d and %d out of order: %v, %v", i-1, i, cs[i-1], c)
		}
	}
	for cat, n := range want {
		if got[cat] != n {
			t.Errorf("category %d has %d classes, want %d", cat, got[cat], n)
		}
	}
	if cs[0].Ranks != [5]int{5, 3, 2, 1, 0} {
		t.Errorf("weakest class = %v, want 7-5-4-3-2", cs[0])
	}
}
