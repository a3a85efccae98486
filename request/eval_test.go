package request

import (
	"errors"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

func TestEval(t *testing.T) {
	tests := []struct {
		q                Eval
		game, hand, best string
	}{
		{Eval{Cards: "Ah Kh Qh Jh Th 2c 3d"}, "", "Royal Flush", "AhKhQhJhTh"},
		{Eval{Cards: "AhKh", Board: "QhJhTh2c3d"}, "", "Royal Flush", "AhKhQhJhTh"},
		{Eval{Cards: "Ah6h7d8c9s", Game: "6plus"}, "shortdeck", "Straight, Nine high", "9s8c7d6hAh"},
		{Eval{Cards: "7s7h7d", Board: "AcKd", Game: "shortdeck", TripsBeatStraight: true}, "shortdeck-trips", "Three of a Kind, Sevens", "7s7h7dAcKd"},
		{Eval{Cards: "AsAhKsKh", Board: "Ac7d2c8s9h", Game: "plo"}, "omaha", "Three of a Kind, Aces", ""},
	}
	for _, tt := range tests {
		h, err := tt.q.Hand()
		if err != nil {
			t.Errorf("Hand(%+v): %v", tt.q, err)
			continue
		}
		best := ""
		for _, c := range h.Best {
			best += c
		}
		if h.Game != tt.game || h.Hand != tt.hand || (tt.best != "" && best != tt.best) {
			t.Errorf("Hand(%+v) = game %q, %q, best %s; want %q, %q, %s", tt.q, h.Game, h.Hand, best, tt.game, tt.hand, tt.best)
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
