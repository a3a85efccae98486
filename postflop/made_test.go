package postflop

import (
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// hitOf classifies the combo hole on board, failing the test on bad input.
func hitOf(t *testing.T, board, dead, hole string, opponents ...string) Hit {
	t.Helper()
	var d deck.Set
	if dead != "" {
		d = deck.SetOf(deck.MustParseCards(dead)...)
	}
	var opp []deck.Combo
	for _, o := range opponents {
		cs := deck.MustParseCards(o)
		opp = append(opp, deck.NewCombo(cs[0], cs[1]))
	}
	s, err := NewSpot(deck.MustParseCards(board), d, opp...)
	if err != nil {
		t.Fatalf("NewSpot(%s): %v", board, err)
	}
	cs := deck.MustParseCards(hole)
	h, ok := s.Hit(deck.NewCombo(cs[0], cs[1]))
	if !ok {
		t.Fatalf("Hit(%s) on %s: blocked", hole, board)
	}
	return h
}

// TestBest checks each class on hand-built examples, with the edge cases:
// paired boards, boards that make a hand themselves, turns and rivers.
func TestBest(t *testing.T) {
	tests := []struct {
		board, hole string
		want        Made
	}{
		{"Ks7h2c", "Qd4h", Nothing},
		{"KsKh7c", "Ad2c", Nothing},     // the board's pair is everyone's
		{"KsKhKc", "AdQd", Nothing},     // so are its trips
		{"6s7h8d9cTc", "2h2d", Nothing}, // plays the board's straight
		{"6s7h8d9cTc", "2h3d", Nothing}, // a board-only straight
		{"AsAhKdKcQc", "Qh2d", Nothing}, // a pair that does not play
		{"KsKhKc7d7h", "7c2d", Nothing}, // the board's full house
		{"Kh9h7h4h3h", "2h5c", Nothing}, // a lower flush card
		{"KsKhKdKc", "AhQd", Nothing},   // quads on the board
		{"Ks7h5c", "4h4d", Underpair},
		{"Ks7h5c", "2h2d", Underpair},
		{"KsKh7c", "5h5d", Underpair},     // below 7, the lowest rank
		{"Ks9h6c3d", "2h2d", Underpair},   // a turn
		{"AsKhQdJc9s", "8h8d", Underpair}, // a river
		{"Ks7h2c", "Ad2h", ThirdPair},
		{"Ks7h2c", "3d2h", ThirdPair},
		{"Ks9h6c3d", "Ac6d", ThirdPair},   // the third rank of a turn
		{"Ks9h6c3d", "Ac3h", ThirdPair},   // its fourth counts as third pair
		{"Ks9h6c4d2s", "Ac2d", ThirdPair}, // a river's fifth
		{"Ks7h2c", "5h5d", Pocket23},
		{"Ks7h2c", "3h3d", Pocket23},
		{"Ks9h6c3d", "8h8d", Pocket23},
		{"Ks9h6c3d", "5h5d", Pocket23}, // below the third rank, above the lowest
		{"AhTd4c3s2h", "9h9d", Pocket23},
		{"Ks7h2c", "Ad7d", SecondPair},
		{"Ks7h2c", "7d3h", SecondPair},
		{"KsKh7c", "Ad7h", SecondPair}, // on a paired board, not two pair
		{"Ks9h6c3d", "Ac9d", SecondPair},
		{"As9h6c3d2s", "Qd9d", SecondPair},
		{"Ks7h2c", "QhQd", Pocket12},
		{"Ks7h2c", "8h8d", Pocket12},
		{"KsKh7c", "QhQd", Pocket12},
		{"Ks9h6c3d", "ThTd", Pocket12},
		{"As9h6c3d2s", "JhJd", Pocket12},
		{"Ks7h2c", "AhKd", TopPairTop},
		{"As7h2c", "AdKh", TopPairTop},
		{"AsKh2c", "AdQh", TopPairTop}, // AK would be two pair
		{"Ks9h6c3d", "AcKd", TopPairTop},
		{"Ks7h7c", "AhKd", TopPairTop},
		{"Ts8h4c", "AhTd", TopPairTop},
		{"Ks7h2c", "KdQh", TopPairGood},
		{"Ks7h2c", "KdJh", TopPairGood},
		{"AsKh2c", "AdJh", TopPairGood},
		{"Ks9h6c3d", "KdQc", TopPairGood},
		{"Qs7h2c", "QdKh", TopPairGood}, // a kicker above the pair
		{"Ks7h2c", "KdTh", TopPairWeak},
		{"Ks7h2c", "Kd3h", TopPairWeak},
		{"Kh7h7c", "Kd2c", TopPairWeak},
		{"As7h2c", "Ad9h", TopPairWeak},
		{"Ks9h6c3d2s", "Kd8h", TopPairWeak},
		{"Ks7h2c", "AhAd", Overpair},
		{"Ts8h4c", "JhJd", Overpair},
		{"KsKh7c", "AhAd", Overpair},
		{"Ks9h6c3d", "AcAd", Overpair},
		{"2s3h4c", "5h5d", Overpair},
		{"Ks7h2c", "7d2h", BottomTwo},
		{"Ks9h6c3d", "9d6h", BottomTwo},
		{"Ks9h6c3d", "6d3h", BottomTwo},
		{"Ts8h4c", "8d4h", BottomTwo},
		{"Ks9h6c4d2s", "9d4h", BottomTwo},
		{"Ks7h2c", "Kd2h", TopAndBottom},
		{"Ks9h6c3d", "Kd6h", TopAndBottom},
		{"Ks9h6c3d", "Kd3h", TopAndBottom},
		{"Ts8h4c", "Td4h", TopAndBottom},
		{"AsJh5c", "Ad5h", TopAndBottom},
		{"Ks7h2c", "Kd7d", TopTwo},
		{"Ks9h6c3d", "Kd9d", TopTwo},
		{"AsKh2c", "AdKc", TopTwo},
		{"Ts8h4c", "Td8c", TopTwo},
		{"QsJh4c2d7s", "QdJc", TopTwo},
		{"Ks7h7c", "Ad7d", Trips},
		{"KsKh7c", "AdKd", Trips},
		{"Ks9h9c3d", "9d2c", Trips},
		{"7s7h2c", "7d8d", Trips}, // a hole card with the board's pair: trips
		{"5s5h9cJdQs", "5d3c", Trips},
		{"Ks7h2c", "7d7c", Set}, // a pocket pair with a board card: a set
		{"Ks7h2c", "KdKc", Set},
		{"Ks7h2c", "2d2h", Set},
		{"Ks9h6c3d", "3h3c", Set},
		{"Tc9c8c", "8d8h", Set},
		{"9s8h7c", "JhTd", Straight},
		{"9s8h7c", "Th6d", Straight},
		{"As2h3c", "4d5h", Straight}, // the wheel
		{"2s3h4c", "Ah5d", Straight},
		{"6s7h8d9cTc", "Jh2d", Straight}, // higher than the board's
		{"KsQhJc3d", "AdTh", Straight},
		{"Kh7h2h", "AhQh", Flush},
		{"Kh7h2h5h", "AcJh", Flush},   // one hole card
		{"Kh9h7h4h2h", "Qh3c", Flush}, // better than the board's
		{"9h8h2h", "ThJh", Flush},
		{"9h8h7c2h", "ThJh", Flush}, // and a straight
		{"KsKh7c", "7d7h", FullHouse},
		{"KsKh7c", "Kd7h", FullHouse},
		{"KsKhKc", "QdQh", FullHouse},
		{"7s7h2c2d", "7d3c", FullHouse},
		{"KsKhKc7d7h", "AdAc", FullHouse}, // better than the board's
		{"KsKh7c", "KdKc", Quads},
		{"7s7h7c", "7dAd", Quads},
		{"KsKh7c7d", "KdKc", Quads},
		{"9s9h9c2d3d", "9dAh", Quads},
		{"7s7h2c2d", "7d7c", Quads},
		{"9h8h7h", "ThJh", StraightFlush},
		{"Ah2h3h", "4h5h", StraightFlush}, // the steel wheel
		{"9h8h7h2c", "Th6h", StraightFlush},
		{"5h6h7h8h9h", "Th2c", StraightFlush}, // higher than the board's
		{"QhJhTh2c", "AhKh", StraightFlush},
		{"5h6h7h8h9h", "4h2c", Nothing}, // lower than the board's
	}
	for _, tt := range tests {
		t.Run(tt.board+"/"+tt.hole, func(t *testing.T) {
			h := hitOf(t, tt.board, "", tt.hole)
			if h.Best != tt.want {
				t.Errorf("Hit(%s on %s).Best = %v, want %v", tt.hole, tt.board, h.Best, tt.want)
			}
			if !h.Made.Has(h.Best) || h.Made.Best() != h.Best {
				t.Errorf("Hit(%s on %s).Made = %b, whose best is not Best %v", tt.hole, tt.board, h.Made, h.Best)
			}
		})
	}
}

// TestMadeOverlap checks the overlapping view.
func TestMadeOverlap(t *testing.T) {
	tests := []struct {
		board, hole string
		want        MadeSet
	}{
		{"Kh7h2h", "AhKd", MadeOf(TopPairTop)},
		{"Kh7h2h", "AhKc", MadeOf(TopPairTop)},
		{"Kh7h2c", "Ah9h", MadeOf(Nothing)},
		{"Kh7h2h", "AhQh", MadeOf(Flush)},
		{"Kh7h2h", "Ah7c", MadeOf(SecondPair)},
		{"Kd7h2h5h", "KhAh", MadeOf(TopPairTop, Flush)},
		{"Ks7h2c", "Kd7d", MadeOf(TopPairWeak, SecondPair, TopTwo)},
		{"KsKh7c", "7d7h", MadeOf(Set, FullHouse)},
		{"KsKh7c", "Kd7h", MadeOf(SecondPair, Trips, FullHouse)},
		{"KsKh7c", "KdKc", MadeOf(Quads)},
		{"9h8h7c2h", "ThJh", MadeOf(Straight, Flush)},
		{"9h8h7h", "ThJh", MadeOf(Straight, Flush, StraightFlush)},
		{"6s7h8d9cTc", "2h2d", MadeOf(Nothing)},
	}
	for _, tt := range tests {
		if h := hitOf(t, tt.board, "", tt.hole); h.Made != tt.want {
			t.Errorf("Hit(%s on %s).Made = %v, want %v", tt.hole, tt.board, names(h.Made), names(tt.want))
		}
	}
}

// names lists the classes of s, for messages.
func names(s MadeSet) []string {
	var out []string
	for m := range s.All() {
		out = append(out, m.String())
	}
	return out
}

func TestMadeNames(t *testing.T) {
	seen := map[string]bool{}
	for m := range Made(NumMade) {
		if m.String() == "" || m.Title() == "" || m.PQL() == "" || seen[m.String()] {
			t.Errorf("Made(%d): name %q, title %q, PQL %q: want all set and the name unique", m, m, m.Title(), m.PQL())
		}
		seen[m.String()] = true
	}
	if got := Made(NumMade).String(); got != "Made(20)" {
		t.Errorf("Made(20).String() = %q, want Made(20)", got)
	}
	if Made(NumMade).Title() != "" || Made(NumMade).PQL() != "" || Made(NumMade).Valid() {
		t.Errorf("Made(20) is not a class, but is Valid or has a title or PQL name")
	}
	if got := MadeSet(0).Best(); got != Nothing {
		t.Errorf("MadeSet(0).Best() = %v, want nothing", got)
	}
}
