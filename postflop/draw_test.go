package postflop

import (
	"testing"
)

// TestDraws checks each draw on hand-built examples, with the edge cases:
// wheel draws, four-flush boards, one-card flush draws on three-flush
// boards, outs taken by dead and opposing cards, and draws on the turn
// and river.
func TestDraws(t *testing.T) {
	tests := []struct {
		board, dead, hole string
		opponent          string
		draw              Draw
		want              bool
	}{
		{"Kh7h2c", "", "AhQh", "", TwoCardFlushDraw, true},
		{"Kh7h2c", "", "5h4h", "", TwoCardFlushDraw, true},
		{"Kh7h2c5d", "", "9hTh", "", TwoCardFlushDraw, true},
		{"9h8h2c", "", "ThJh", "", TwoCardFlushDraw, true},
		{"2h3h9c", "", "4h5h", "", TwoCardFlushDraw, true},
		{"Kh7h2c", "", "AhQd", "", FlushDraw, false},
		{"Kh7h2h", "", "Ah3c", "", OneCardFlushDraw, true}, // a three-flush board
		{"Kh7h2h", "", "9hTc", "", OneCardFlushDraw, true},
		{"Kh7h2h", "", "3h3c", "", OneCardFlushDraw, true},
		{"Kh7h2c5h", "", "Ac9h", "", OneCardFlushDraw, true},
		{"9h8h2h", "", "7hTc", "", OneCardFlushDraw, true},
		{"Kh7h2h", "", "Ah3c", "", TwoCardFlushDraw, false},
		{"Kh7h5h2h", "", "AcQd", "", FlushDraw, false},   // a four-flush board: no heart, no draw
		{"Kh7h5h2h", "", "JhQd", "", FlushDraw, false},   // a heart: a flush already
		{"Kh7h2h5c3d", "", "Ah4h", "", FlushDraw, false}, // no draws on the river
		{"Kh7h2c", "", "AhQh", "", NutFlushDraw, true},
		{"Ah7h2c", "", "KhQh", "", NutFlushDraw, true},
		{"Kh7h2h", "", "Ah3c", "", NutFlushDraw, true},
		{"Kh7h2c", "Ah", "QhJh", "", NutFlushDraw, true}, // the ace is dead
		{"Kh7h2c5d", "", "AhTh", "", NutFlushDraw, true},
		{"Kh7h2c", "", "QhJh", "", NutFlushDraw, false},
		{"Kh7h2c", "", "QhJh", "AhAd", NutFlushDraw, false}, // an opponent's ace is not dead
		{"Kh7c2d", "", "AhQh", "", BackdoorFlushDraw, true},
		{"Kh7h2d", "", "Ah3c", "", BackdoorFlushDraw, true},
		{"Kh7c2d", "", "5h4h", "", BackdoorFlushDraw, true},
		{"Ks7h2c", "", "6h5h", "", BackdoorFlushDraw, true},
		{"Ah7c2d", "", "Kh3h", "", BackdoorFlushDraw, true},
		{"Kh7c2d", "", "AhQs", "", BackdoorFlushDraw, false},
		{"Kh7c2d5s", "", "AhQh", "", BackdoorFlushDraw, false}, // none on the turn
		{"Kh7h2c", "", "AhQh", "", BackdoorFlushDraw, false},   // a flush draw already
		{"9s8h2c", "", "JhTd", "", OpenEnded, true},
		{"9s8h2c", "", "7d6h", "", OpenEnded, true},
		{"2s3h9c", "", "4d5h", "", OpenEnded, true}, // A or 6
		{"4s5h9c", "", "3d2h", "", OpenEnded, true},
		{"Ts9h2c", "", "QdJd", "", OpenEnded, true},
		{"9s8h2c3d", "", "JhTd", "", OpenEnded, true},
		{"KsQh2c", "", "AdJh", "", OpenEnded, false}, // one end only
		{"9s8h2c", "", "JhTd", "", Gutshot, false},
		{"9s8h2c", "7s7c7d7h", "JhTd", "", OpenEnded, false}, // the sevens are dead: a gutshot
		{"9s8h2c", "7s7c7d7h", "JhTd", "", Gutshot, true},
		{"8s7h5c", "", "Jd9d", "", DoubleGutshot, true}, // 6 or T
		{"Ts8h4c", "", "6d7d", "", DoubleGutshot, true},
		{"Ts9h7c", "", "KdJd", "", DoubleGutshot, true},
		{"6s5h3c2d", "", "9d7d", "", DoubleGutshot, true},
		{"5s4h3c", "", "Ad7d", "", DoubleGutshot, true}, // 2 for the wheel, 6
		{"8s7h5c", "", "Jd9d", "", OpenEnded, false},
		{"9s8h2c", "", "Jh7d", "", Gutshot, true},
		{"KsQh2c", "", "AdJh", "", Gutshot, true},
		{"As3h9c", "", "4d2h", "", Gutshot, true}, // A-2-3-4 wants a 5
		{"Ts7h2c", "", "9d6d", "", Gutshot, true},
		{"Js8h2c3d", "", "Td7h", "", Gutshot, true},
		{"5s6h7c8d", "", "Td2h", "", Gutshot, true}, // the 4 makes the board's own straight
		{"5s6h7c8d", "", "Ad2h", "", Gutshot, false},
		{"9s8h7c6d", "", "Ts2h", "", Gutshot, false}, // a straight already
		{"Ks7h2c", "", "AhQd", "", BackdoorStraightDraw, true},
		{"Ks7h2c", "", "6h5h", "", BackdoorStraightDraw, true},
		{"Ts4h2c", "", "9d8d", "", BackdoorStraightDraw, true},
		{"As7h2c", "", "KdQd", "", BackdoorStraightDraw, true},
		{"Qs8h2c", "", "Td4d", "", BackdoorStraightDraw, true},
		{"Ks9h2c", "", "QdTd", "", BackdoorStraightDraw, false}, // a gutshot already
		{"Ks7h2c5d", "", "AhQd", "", BackdoorStraightDraw, false},
		{"Ks8h2c", "", "7d3d", "", BackdoorStraightDraw, false},
		{"9s8h2c", "", "JhTd", "", Overcards, true},
		{"Ts7h2c", "", "AhKd", "", Overcards, true},
		{"8s5h2c", "", "KdQd", "", Overcards, true},
		{"9s8h2c3d", "", "AhKd", "", Overcards, true},
		{"Js8h2c", "", "QhKd", "", Overcards, true},
		{"Ks7h2c", "", "AhQd", "", Overcards, false},
		{"9s8h2c", "", "Jh9d", "", Overcards, false},
		{"9h8h2c", "", "ThJh", "", ComboDraw, true},
		{"9h8h2c", "", "Th7h", "", ComboDraw, true},
		{"QhJh3h", "", "Th9c", "", ComboDraw, true},
		{"KhQh2c", "", "AhJh", "", ComboDraw, true},
		{"9h8h2c3d", "", "ThJh", "", ComboDraw, true},
		{"Kh7h2c", "", "6h5h", "", ComboDraw, false},
		{"Kh7h2c", "", "Ah2h", "", PairFlushDraw, true},
		{"Kh7h2h", "", "AhKc", "", PairFlushDraw, true},
		{"Kh7h2h", "", "3h3c", "", PairFlushDraw, true},
		{"Kh7h2h", "", "AcAh", "", PairFlushDraw, true},
		{"Jh9h4c", "", "Ah4h", "", PairFlushDraw, true},
		{"Kh7h2c", "", "AhQh", "", PairFlushDraw, false},
		{"9s8h7c", "", "9dTd", "", PairStraightDraw, true},
		{"9s8h7c", "", "6d6h", "", PairStraightDraw, true},
		{"8s7h5c", "", "8d6d", "", PairStraightDraw, true},
		{"5s4h3c", "", "5d6d", "", PairStraightDraw, true},
		{"9s8h7c", "", "7d6d", "", PairStraightDraw, true},
		{"9s8h7c", "", "JdTd", "", PairStraightDraw, false},
	}
	for _, tt := range tests {
		name := tt.board + "/" + tt.hole + "/" + tt.draw.String()
		t.Run(name, func(t *testing.T) {
			var opp []string
			if tt.opponent != "" {
				opp = append(opp, tt.opponent)
			}
			h := hitOf(t, tt.board, tt.dead, tt.hole, opp...)
			if got := h.Draws.Has(tt.draw); got != tt.want {
				t.Errorf("Hit(%s on %s, dead %q).Draws.Has(%v) = %v, want %v", tt.hole, tt.board, tt.dead, tt.draw, got, tt.want)
			}
		})
	}
}

func TestOuts(t *testing.T) {
	tests := []struct {
		board, dead, hole  string
		opponent           string
		straight, flush, n int
	}{
		{"9s8h2c", "", "JhTd", "", 8, 0, 8},
		{"9h8h2c", "", "ThJh", "", 8, 9, 15},
		{"Kh7h2c", "", "AhQh", "", 0, 9, 9},
		{"Kh7h2c", "", "AhQh", "JhTh", 0, 7, 7}, // an opponent holds two hearts
		{"Kh7h2c", "3h", "AhQh", "", 0, 8, 8},   // a dead heart
		{"9s8h2c", "7s7c", "JhTd", "", 6, 0, 6},
		{"KsQh2c", "", "AdJh", "", 4, 0, 4},
		{"8s7h5c", "", "Jd9d", "", 8, 0, 8},
		{"Ks7h2c", "", "AhQd", "", 0, 0, 0},
	}
	for _, tt := range tests {
		var opp []string
		if tt.opponent != "" {
			opp = append(opp, tt.opponent)
		}
		h := hitOf(t, tt.board, tt.dead, tt.hole, opp...)
		if h.StraightOuts != tt.straight || h.FlushOuts != tt.flush || h.Outs != tt.n {
			t.Errorf("Hit(%s on %s, dead %q, vs %q) outs = %d straight, %d flush, %d in all; want %d, %d, %d",
				tt.hole, tt.board, tt.dead, tt.opponent, h.StraightOuts, h.FlushOuts, h.Outs, tt.straight, tt.flush, tt.n)
		}
	}
}

func TestDrawNames(t *testing.T) {
	seen := map[string]bool{}
	for d := range Draw(NumDraws) {
		if d.Title() == "" || seen[d.String()] {
			t.Errorf("Draw(%d): name %q, title %q: want both set and the name unique", d, d, d.Title())
		}
		seen[d.String()] = true
	}
	if got := Draw(NumDraws).String(); got != "Draw(13)" || Draw(NumDraws).Title() != "" {
		t.Errorf("Draw(13) = %q, title %q; want Draw(13) and no title", got, Draw(NumDraws).Title())
	}
}
