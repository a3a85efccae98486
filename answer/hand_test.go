package answer

import (
	"testing"

	"github.com/pokersim/pokersim/request"
)

func TestEval(t *testing.T) {
	tests := []struct {
		q                request.Eval
		game, hand, best string
	}{
		{request.Eval{Cards: "Ah Kh Qh Jh Th 2c 3d"}, "", "Royal Flush", "AhKhQhJhTh"},
		{request.Eval{Cards: "AhKh", Board: "QhJhTh2c3d"}, "", "Royal Flush", "AhKhQhJhTh"},
		{request.Eval{Cards: "Ah6h7d8c9s", Game: "6plus"}, "shortdeck", "Straight, Nine high", "9s8c7d6hAh"},
		{request.Eval{Cards: "7s7h7d", Board: "AcKd", Game: "shortdeck", TripsBeatStraight: true}, "shortdeck-trips", "Three of a Kind, Sevens", "7s7h7dAcKd"},
		{request.Eval{Cards: "AsAhKsKh", Board: "Ac7d2c8s9h", Game: "plo"}, "omaha", "Three of a Kind, Aces", ""},
	}
	for _, tt := range tests {
		h, err := HandOf(&tt.q)
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
