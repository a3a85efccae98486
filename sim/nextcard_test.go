package sim

import (
	"context"
	"math"
	"reflect"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// TestByCardAveragesToEquity checks that the equities after each next card,
// weighted by their chances, give the equity on the street before, for
// known hands and ranges.
func TestByCardAveragesToEquity(t *testing.T) {
	for _, m := range []*Matchup{
		matchup(t, "Ts9h2c", "AhKh", "QsQd"),
		matchup(t, "Ts9h2c3h", "AhKh", "QsQd", "JcTc"),
		rangeMatchup(t, "Ts9h2c", "QQ+,AK", "JTs,98s,77"),
		rangeMatchup(t, "Ts9h2c5d", "AhKh", "QQ+,JTs,98s"),
		rangeMatchup(t, "Ts9h2c", "AhKh", "QQ+,JTs,98s", "7c7d"),
	} {
		whole, err := Enumerate(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		cards, err := ByCard(context.Background(), m, Options{Method: ForceExact})
		if err != nil {
			t.Fatal(err)
		}
		for p := range m.Players {
			var eq, chance float64
			for _, c := range cards {
				eq += c.Chance * c.Result.Players[p].Equity
				chance += c.Chance
			}
			if math.Abs(chance-1) > 1e-12 || math.Abs(eq-whole.Players[p].Equity) > 1e-12 {
				t.Errorf("%v: player %d: cards' chances add to %v and their equities to %v, want 1 and %v", m, p+1, chance, eq, whole.Players[p].Equity)
			}
		}
	}
}

// TestOutsByEnumeration checks outs against a direct count one card ahead.
func TestOutsByEnumeration(t *testing.T) {
	m := matchup(t, "Ts9h2c", "AhKh", "QsQd")
	outs, err := OutsOf(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	// AhKh is behind QsQd; its outs on the turn are the aces and kings
	// (pairs above queens): 3 + 3 = 6 cards; no straight or flush yet.
	want := 0
	for _, s := range []string{"As", "Ad", "Ac", "Ks", "Kd", "Kc"} {
		c := deck.MustParseCard(s)
		if outs[0].Win[c] != 1 || !outs[0].Exclusive[c] {
			t.Errorf("%s: out %v exclusive %v, want an exclusive winning out", s, outs[0].Win[c], outs[0].Exclusive[c])
		}
		want++
	}
	got := 0
	for c := range outs[0].Win {
		if outs[0].Win[c] > 0 || outs[0].Tie[c] > 0 {
			got++
		}
	}
	if got != want || outs[0].Behind != 1 || outs[1].Behind != 0 {
		t.Errorf("AhKh has %d outs (behind %v), QsQd behind %v; want %d, 1, 0", got, outs[0].Behind, outs[1].Behind, want)
	}
	// Against the slow way: every card, both hands valued on four cards.
	mm := matchup(t, "8h7h2c", "9h6c", "AsAd", "KdKc")
	outs, err = OutsOf(context.Background(), mm)
	if err != nil {
		t.Fatal(err)
	}
	for c := range (deck.FullDeck &^ mm.Known()).All() {
		var v [3]eval.Rank
		for p, pl := range mm.Players {
			v[p] = eval.Eval(append(append([]deck.Card{}, pl.Cards...), append(append([]deck.Card{}, mm.Board...), c)...))
		}
		win := v[0] > v[1] && v[0] > v[2]
		tie := !win && v[0] >= v[1] && v[0] >= v[2]
		if (outs[0].Win[c] == 1) != win || (outs[0].Tie[c] == 1) != tie {
			t.Errorf("card %v: outs say win %v tie %v, the count says %v %v", c, outs[0].Win[c], outs[0].Tie[c], win, tie)
		}
	}
}

func TestStreets(t *testing.T) {
	m := matchup(t, "Ts9h2c5d8s", "AhKh", "QsQd")
	rs, err := Streets(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 4 || rs[0].Street != "preflop" || rs[3].Street != "river" {
		t.Fatalf("streets = %+v", rs)
	}
	if math.Abs(rs[0].Result.Players[0].Equity-0.462145) > 5e-7 {
		t.Errorf("preflop equity %v, want 0.462145", rs[0].Result.Players[0].Equity)
	}
	// On this river QsQd wins: T9852 gives AhKh nothing better.
	if rs[3].Result.Players[1].Equity != 1 {
		t.Errorf("river equity of QsQd = %v, want 1", rs[3].Result.Players[1].Equity)
	}
}

// TestOutsWithRanges checks outs of ranges, weighted or not, on the flop
// and the turn, against a direct count over every assignment of hands and
// every next card, each assignment weighted by its hands' weights.
func TestOutsWithRanges(t *testing.T) {
	tests := []struct{ board, r0, r1 string }{
		{"Ts9h2c", "AhKh,QQ,8c7c", "JJ,AsQs,Td9d"},
		{"Ts9h2c", "AhKh:0.5,QQ@30,8c7c", "JJ:0.25,AsQs,Td9d@70,KQs"},
		{"Ts9h2c5d", "AK@40,QQ,87s:0.3", "JJ+,T9s@20,55"},
	}
	for _, tt := range tests {
		t.Run(tt.board+" "+tt.r0+" vs "+tt.r1, func(t *testing.T) {
			m := rangeMatchup(t, tt.board, tt.r0, tt.r1)
			outs, err := OutsOf(context.Background(), m)
			if err != nil {
				t.Fatal(err)
			}
			behind, win, tie, total := bruteOuts(m)
			for p := range 2 {
				if math.Abs(outs[p].Behind-behind[p]/total) > 1e-12 {
					t.Errorf("player %d behind %v, want %v", p+1, outs[p].Behind, behind[p]/total)
				}
				for c := range deck.NumCards {
					if math.Abs(outs[p].Win[c]-win[p][c]/behind[p]) > 1e-12 || math.Abs(outs[p].Tie[c]-tie[p][c]/behind[p]) > 1e-12 {
						t.Errorf("player %d card %v: win %v tie %v, want %v %v", p+1, deck.Card(c),
							outs[p].Win[c], outs[p].Tie[c], win[p][c]/behind[p], tie[p][c]/behind[p])
					}
				}
			}
		})
	}
}

// bruteOuts counts the outs of two Hold'em ranges in m the slow way: every
// pair of hands, weighted by the product of their weights, each hand
// valued by eval.Eval on the board and on the board with each card. It
// returns each player's weight behind, its weights of winning and tying
// outs by card, and the total weight.
func bruteOuts(m *Matchup) (behind [2]float64, win, tie [2][deck.NumCards]float64, total float64) {
	known := deck.SetOf(m.Board...)
	for c0, w0 := range m.Players[0].Range.(*deck.Range).All() {
		for c1, w1 := range m.Players[1].Range.(*deck.Range).All() {
			h0, h1 := c0.Set(), c1.Set()
			if h0&h1 != 0 || (h0|h1)&known != 0 {
				continue
			}
			w := w0 * w1
			total += w
			value := func(h deck.Set, extra ...deck.Card) eval.Rank {
				return eval.Eval(append(append(h.AppendCards(nil), m.Board...), extra...))
			}
			now := [2]eval.Rank{value(h0), value(h1)}
			for p := range 2 {
				if now[p] >= now[1-p] {
					continue
				}
				behind[p] += w
				for c := range (deck.FullDeck &^ known &^ h0 &^ h1).All() {
					next := [2]eval.Rank{value(h0, c), value(h1, c)}
					switch {
					case next[p] > next[1-p]:
						win[p][c] += w
					case next[p] == next[1-p]:
						tie[p][c] += w
					}
				}
			}
		}
	}
	return behind, win, tie, total
}

// TestOutsSameWithoutCache checks that outs are the same, bit for bit,
// whether handValues keeps every hand's values or only each player's last
// hand's (as above maxCachedHands): hands are valued the same way and
// the deals summed in the same order.
func TestOutsSameWithoutCache(t *testing.T) {
	tests := []*Matchup{
		rangeMatchup(t, "Ts9h2c", "AhKh:0.5,QQ@30,8c7c", "JJ:0.25,AsQs,Td9d@70,KQs"),
		rangeMatchup(t, "Ts9h2c5d", "AK,QQ", "22+,A2s+", "JJ+,T9s@20"),
		matchup(t, "Ts9h2c", "Ah", "QsQd"),
		gameMatchup(t, game.Omaha8, "Qs7h3c", "As2hKsKh", "8d9dTc", "Ad4c5c6h"),
		gameMatchup(t, game.Omaha, "Qs7h2c", "AsAhKsKh", "range:JT98"),
		gameMatchup(t, game.ShortDeck, "Ts9h6c", "AhKh", "QsQd", "8c7c"),
	}
	for _, m := range tests {
		t.Run(m.String(), func(t *testing.T) {
			cached, err := outsOf(context.Background(), m, maxCachedHands)
			if err != nil {
				t.Fatal(err)
			}
			uncached, err := outsOf(context.Background(), m, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(cached, uncached) {
				t.Errorf("outs with every hand's values kept differ from those with the last hand's only")
			}
		})
	}
}

// TestHandsOfSecondPlayer checks a second player's results by hand
// against each hand valued on its own.
func TestHandsOfSecondPlayer(t *testing.T) {
	m := rangeMatchup(t, "Ts9h2c", "QQ+,AK", "JTs,99,AhQh")
	hands, _, err := HandsOf(context.Background(), m, Options{Method: ForceExact}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(hands) != 3+3+1 {
		t.Fatalf("%d hands, want 7 (JTs and 99 less the board's Ts and 9h, and AhQh)", len(hands))
	}
	for _, h := range hands {
		one := rangeMatchup(t, "Ts9h2c", "QQ+,AK", h.Combo.String())
		r, err := Enumerate(context.Background(), one, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(r.Players[1].Equity-h.Equity) > 1e-12 {
			t.Errorf("%v: equity by hand %v, alone %v", h.Combo, h.Equity, r.Players[1].Equity)
		}
	}
}
