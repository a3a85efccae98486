package request

import (
	"errors"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// TestEval checks how a hand is read: Hold'em cards alone are the whole
// hand; otherwise hole cards and a board apart, of the game named.
// Package answer's TestHand checks their values.
func TestEval(t *testing.T) {
	tests := []struct {
		q            Eval
		game         game.Game
		cards, board int
		alone        bool
	}{
		{Eval{Cards: "Ah Kh Qh Jh Th 2c 3d"}, game.Holdem, 7, 0, true},
		{Eval{Cards: "AhKh", Board: "QhJhTh2c3d"}, game.Holdem, 2, 5, false},
		{Eval{Cards: "Ah6h7d8c9s", Game: "6plus"}, game.ShortDeck, 5, 0, false},
		{Eval{Cards: "AsAhKsKh", Board: "Ac7d2c8s9h", Game: "plo"}, game.Omaha, 4, 5, false},
	}
	for _, tt := range tests {
		h, err := tt.q.Hand()
		if err != nil {
			t.Errorf("Hand(%+v): %v", tt.q, err)
			continue
		}
		if h.Game != tt.game || len(h.Cards) != tt.cards || len(h.Board) != tt.board || h.Alone != tt.alone {
			t.Errorf("Hand(%+v) = %v, %d cards, %d on the board, alone %v; want %v, %d, %d, %v",
				tt.q, h.Game, len(h.Cards), len(h.Board), h.Alone, tt.game, tt.cards, tt.board, tt.alone)
		}
	}
}

func TestEvalErrors(t *testing.T) {
	tests := []struct {
		q    Eval
		flag string // of an *Error, "" if none
		is   error
	}{
		{Eval{Cards: "AhKhQhJh"}, "", deck.ErrCount},
		{Eval{Cards: "AhKh", Board: "QhJh9h5c6d", Game: "shortdeck"}, "", game.ErrCard},
		{Eval{Cards: "AsAhKs", Board: "Ac7d2c8s9h", Game: "omaha"}, "", game.ErrCount},
		{Eval{Cards: "AhKh", Board: "QhJhAh"}, "", game.ErrDuplicate},
		{Eval{Cards: "AhKhQhJhTh", Game: "badugi"}, "game", nil},
		{Eval{Cards: "AhKhQhJhTh", HiLo: true}, "hi-lo", nil},
		{Eval{Cards: "AsAhKsKh", Board: "Ac7d2c8s9h", Game: "omaha", TripsBeatStraight: true}, "trips-beat-straight", nil},
	}
	for _, tt := range tests {
		_, err := tt.q.Hand()
		var re *Error
		flag := ""
		if errors.As(err, &re) {
			flag = re.Flag
		}
		if err == nil || flag != tt.flag || (tt.is != nil && !errors.Is(err, tt.is)) {
			t.Errorf("Hand(%+v) error = %v (flag %q), want flag %q wrapping %v", tt.q, err, flag, tt.flag, tt.is)
		}
	}
	var ie *InputError
	if _, err := (&Eval{Cards: "AsAhKsKh", Board: "Ac7x", Game: "omaha"}).Hand(); !errors.As(err, &ie) || ie.Where != "board" {
		t.Errorf("Hand with a bad board card: error %v, want an *InputError at the board", err)
	}
}
