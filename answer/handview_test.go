package answer_test

import (
	"github.com/pokersim/pokersim/answer"
	"os"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// An Omaha hi-lo hand: the high takes As 9h from the hole, the low As 2d.
func ExampleNewGameHand() {
	hole, board := deck.MustParseCards("As2d3c9h"), deck.MustParseCards("4s5d7cKhKd")
	h := answer.NewGameHand(game.Omaha8, hole, board)
	h.WriteText(os.Stdout)
	// Output:
	// game:       omaha8 (Omaha hi-lo)
	// board:      4s 5d 7c Kh Kd
	// best five:  Kh Kd As 9h 7c
	// hole used:  As 9h
	// board used: 7c Kh Kd
	// category:   One Pair
	// hand:       Pair of Kings
	// class:      3574 of 7462
	// low:        7-5-4-2-A
	// low hole:   As 2d
	// low board:  4s 5d 7c
}

// TestNewGameHandHoldem checks that a Hold'em hand's report is NewHand's,
// whether or not the board is given apart.
func TestNewGameHandHoldem(t *testing.T) {
	cards := deck.MustParseCards("AhKhQhJhTh2c3d")
	want := *answer.NewHand(cards)
	got := *answer.NewGameHand(game.Holdem, cards, nil)
	if got.Game != "" || got.Classes != 0 || got.Low != nil || got.Categories != nil ||
		got.Rank != want.Rank || got.Class != want.Class || got.Hand != want.Hand {
		t.Errorf("NewGameHand(holdem, %v) = %+v, want %+v", cards, got, want)
	}
	apart := answer.NewGameHand(game.Holdem, cards[:2], cards[2:])
	if apart.Rank != want.Rank || len(apart.Board) != 5 {
		t.Errorf("NewGameHand(holdem, %v, %v) = %+v, want rank %d and the board", cards[:2], cards[2:], apart, want.Rank)
	}
}

// TestNewGameHandPanics checks that a hand the game cannot value panics
// rather than being valued wrongly.
func TestNewGameHandPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("NewGameHand(omaha, four cards, no board) did not panic")
		}
	}()
	answer.NewGameHand(game.Omaha, deck.MustParseCards("AsAhKsKh"), nil)
}
