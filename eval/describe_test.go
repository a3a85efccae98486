package eval

import (
	"testing"

	"github.com/pokersim/pokersim/deck"
)

func TestDescribe(t *testing.T) {
	tests := []struct {
		cards, best, want string
		cat               Category
	}{
		{"5H 5C 6S 7S KD", "5h5cKd7s6s", "Pair of Fives", OnePair},
		{"2C 3S 8S 8D TD", "8s8dTd3s2c", "Pair of Eights", OnePair},
		{"AhAs9c9d2h", "AhAs9d9c2h", "Two Pair, Aces and Nines", TwoPair},
		{"4h4s4c2d2h", "4s4h4c2h2d", "Full House, Fours full of Twos", FullHouse},
		{"Ah2c3d4s5h", "5h4s3d2cAh", "Straight, Five high", Straight},
		{"Qh2h5h7h9h", "Qh9h7h5h2h", "Flush, Queen high", Flush},
		{"AhKhQhJhTh2c3d", "AhKhQhJhTh", "Royal Flush", StraightFlush},
		{"9s8s7s6s5s", "9s8s7s6s5s", "Straight Flush, Nine high", StraightFlush},
		{"KsKhKdKc3h", "KsKhKdKc3h", "Four of a Kind, Kings", FourOfAKind},
		{"7s7h7d2c9h", "7s7h7d9h2c", "Three of a Kind, Sevens", ThreeOfAKind},
		{"As9c7d5s3h2c", "As9c7d5s3h", "High Card, Ace", HighCard},
		{"2s3s4s5s6s7s8s", "8s7s6s5s4s", "Straight Flush, Eight high", StraightFlush},
		{"AsAhKsKhKd2c2d", "KsKhKdAsAh", "Full House, Kings full of Aces", FullHouse},
	}
	for _, tt := range tests {
		t.Run(tt.cards, func(t *testing.T) {
			cards := deck.MustParseCards(tt.cards)
			best, r := Best5(cards)
			if got := r.String(); got != tt.want {
				t.Errorf("Best5(%v) rank %d = %q, want %q", cards, r, got, tt.want)
			}
			if got := r.Category(); got != tt.cat {
				t.Errorf("Category = %v, want %v", got, tt.cat)
			}
			if got, want := deck.SetOf(best[:]...), deck.SetOf(deck.MustParseCards(tt.best)...); got != want {
				t.Errorf("best cards = %v, want %v", got, want)
			}
			for i, c := range deck.MustParseCards(tt.best) {
				if best[i].Rank() != c.Rank() {
					t.Errorf("best cards in order %v, want ranks as in %s", best, tt.best)
					break
				}
			}
			if got := Eval(cards); got != r {
				t.Errorf("Eval = %d, Best5 rank = %d", got, r)
			}
		})
	}
}

func TestRankCategoryAndClass(t *testing.T) {
	if got := Rank(NumClasses).Class(); got != 1 {
		t.Errorf("royal flush class = %d, want 1", got)
	}
	if got := Rank(1).Class(); got != NumClasses {
		t.Errorf("weakest class = %d, want %d", got, NumClasses)
	}
	if got := Rank(0).String(); got != "Invalid" {
		t.Errorf("Rank(0).String() = %q", got)
	}
	if got := Rank(0).Category(); got != 0 {
		t.Errorf("Rank(0).Category() = %v", got)
	}
	// Every class belongs to the category that its description names.
	for r := Rank(1); r <= NumClasses; r++ {
		c := classes()[r-1].Category
		if int(r.Category()) != c {
			t.Fatalf("Rank(%d).Category() = %d, class list says %d", r, r.Category(), c)
		}
	}
}

func TestBest5Panics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Best5 of four cards did not panic")
		}
	}()
	Best5(deck.MustParseCards("AhKhQhJh"))
}
