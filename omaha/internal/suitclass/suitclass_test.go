package suitclass

import (
	"testing"

	"github.com/pokersim/pokersim/deck"
)

func TestAll(t *testing.T) {
	keys := All(4)
	if len(keys) != 16432 {
		t.Fatalf("len(All(4)) = %d, want 16432", len(keys))
	}
	total := 0
	for _, k := range keys {
		h := k.Hand()
		if h.Len() != 4 || Of(h) != k {
			t.Fatalf("Key %x: Hand() = %v, whose Key is %x", uint64(k), h, uint64(Of(h)))
		}
		total += k.Size()
	}
	if total != 270725 {
		t.Errorf("sum of Size over All(4) = %d, want 270725", total)
	}
}

func TestOf(t *testing.T) {
	perms := deck.SuitPerms()
	for _, text := range []string{"AsAhKsKh", "AsKsQsJs", "2c3d7hQs", "AcAdAhAs", "9h8h7c6d"} {
		cards, err := deck.ParseCards(text)
		if err != nil {
			t.Fatal(err)
		}
		h := deck.SetOf(cards...)
		for i := range perms {
			if got, want := Of(perms[i].Set(h)), Of(h); got != want {
				t.Errorf("Of(%v relabelled by %v) = %x, want %x", h, perms[i], uint64(got), uint64(want))
			}
		}
	}
}

func TestSize(t *testing.T) {
	for _, tt := range []struct {
		hand string
		want int
	}{{"AsAhKsKh", 6}, {"AsKsQsJs", 4}, {"2c3d7hQs", 24}, {"AcAdAhAs", 1}, {"AsAhAdKs", 12}} {
		cards, _ := deck.ParseCards(tt.hand)
		if got := Of(deck.SetOf(cards...)).Size(); got != tt.want {
			t.Errorf("Of(%s).Size() = %d, want %d", tt.hand, got, tt.want)
		}
	}
}
