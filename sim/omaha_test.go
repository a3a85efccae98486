package sim

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
	"github.com/pokersim/pokersim/omaha"
)

// gameMatchup returns a matchup of game g: each player's known cards, or
// an Omaha range if the text starts with "range:".
func gameMatchup(t testing.TB, g game.Game, board string, players ...string) *Matchup {
	t.Helper()
	m := &Matchup{Game: g, Board: deck.MustParseCards(board)}
	for _, text := range players {
		if r, ok := cutPrefix(text, "range:"); ok {
			rg, err := omaha.ParseRange(r, g.HoleCards())
			if err != nil {
				t.Fatal(err)
			}
			m.Players = append(m.Players, Player{Range: rg, Text: r})
			continue
		}
		m.Players = append(m.Players, Player{Cards: deck.MustParseCards(text), Text: text})
	}
	return m
}

func cutPrefix(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && s[:len(prefix)] == prefix {
		return s[len(prefix):], true
	}
	return s, false
}

// TestCardsPublished checks exact Omaha equities against figures that
// independent calculators publish.
func TestCardsPublished(t *testing.T) {
	tests := []struct {
		g       game.Game
		board   string
		hands   []string
		samples int64
		equity  float64 // of the first player
	}{
		{game.Omaha, "", []string{"AsAhKsKh", "8d9dTcJc"}, 1086008, 0.6148131505},
		{game.Omaha6, "", []string{"2s2d2h2cAsAd", "3s3d3h3c8s8d"}, 658008, 0.8201116096},
		// The classic trap: four of a kind in the hand is only a pair.
		{game.Omaha, "", []string{"2s2d2h2c", "3s3d3h3c"}, 1086008, 0.0},
		// No low: the high takes the whole pot (one library splits it).
		{game.Omaha8, "KsQsJh9dTc", []string{"AhAsKdKc", "2h3h4d5c"}, 1, 1},
	}
	if testing.Short() {
		tests = tests[2:]
	}
	for _, tt := range tests {
		m := gameMatchup(t, tt.g, tt.board, tt.hands...)
		r, err := Enumerate(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if r.Samples != tt.samples || math.Abs(r.Players[0].Equity-tt.equity) > 5e-11 {
			t.Errorf("%v %v on %q: %d boards, equity %.10f; want %d, %.10f", tt.g, tt.hands, tt.board, r.Samples, r.Players[0].Equity, tt.samples, tt.equity)
		}
	}
}

// refShares values every deal of m by brute force, independently of the
// engine: each range's hands (listed by omaha.Range.Hands) and every
// completion of the board and of partial hands, each hand valued by
// game.Value, the pot split as the rules say. It returns each player's
// summed share of the pot, its scoops, and the number of deals.
func refShares(m *Matchup) (share, scoop []float64, deals float64) {
	g := m.Game
	n := len(m.Players)
	share, scoop = make([]float64, n), make([]float64, n)
	known := m.Known() | ^g.Deck()&deck.FullDeck
	hands := make([][]deck.Card, n)
	var deal func(p int, used deck.Set)
	var complete func(p int, used deck.Set, board []deck.Card)
	showdown := func(board []deck.Card) {
		hi := make([]eval.Rank, n)
		lo := make([]eval.Low, n)
		for p := range n {
			hi[p], lo[p] = g.Value(hands[p], board)
		}
		var bestHi eval.Rank
		var bestLo eval.Low
		for p := range n {
			bestHi, bestLo = max(bestHi, hi[p]), max(bestLo, lo[p])
		}
		kh, kl := 0, 0
		for p := range n {
			if hi[p] == bestHi {
				kh++
			}
			if bestLo > 0 && lo[p] == bestLo {
				kl++
			}
		}
		for p := range n {
			var s float64
			if hi[p] == bestHi {
				s = 1 / float64(kh)
			}
			if bestLo > 0 {
				s /= 2
				if lo[p] == bestLo {
					s += 1 / (2 * float64(kl))
				}
			}
			share[p] += s
			if s == 1 {
				scoop[p]++
			}
		}
		deals++
	}
	// complete deals the board's missing cards, then each player's.
	complete = func(p int, used deck.Set, board []deck.Card) {
		if len(board) < g.BoardCards() {
			for c := range (deck.FullDeck &^ used).All() {
				if len(board) > len(m.Board) && c <= board[len(board)-1] {
					continue
				}
				complete(p, used|c.Bit(), append(board, c))
			}
			return
		}
		for p < n && len(hands[p]) == g.HoleCards() {
			p++
		}
		if p == n {
			showdown(board)
			return
		}
		for c := range (deck.FullDeck &^ used).All() {
			if len(hands[p]) > len(m.Players[p].Cards) && c <= hands[p][len(hands[p])-1] {
				continue
			}
			hands[p] = append(hands[p], c)
			complete(p, used|c.Bit(), board)
			hands[p] = hands[p][:len(hands[p])-1]
		}
	}
	deal = func(p int, used deck.Set) {
		if p == n {
			complete(0, used, append([]deck.Card(nil), m.Board...))
			return
		}
		pl := m.Players[p]
		if pl.Range == nil {
			hands[p] = append([]deck.Card(nil), pl.Cards...)
			deal(p+1, used)
			return
		}
		for h := range pl.Range.(*omaha.Range).Hands(known) {
			if h&used != 0 {
				continue
			}
			hands[p] = h.AppendCards(nil)
			deal(p+1, used|h)
		}
	}
	deal(0, known)
	return share, scoop, deals
}

// TestCardsAgainstBruteForce checks exact results in every Omaha game, with
// known, partial and random hands and ranges, against refShares.
func TestCardsAgainstBruteForce(t *testing.T) {
	tests := []*Matchup{
		gameMatchup(t, game.Omaha, "Ts9h2c5d", "AhKhQdJd", "9s9c8h7h"),
		gameMatchup(t, game.Omaha, "Ts9h2c5d", "AhKhQdJd", "9s9c8h7h", "TdTh3c4c"),
		gameMatchup(t, game.Omaha, "Ts9h2c5d8s", "AhKh", "9s9c8h7h"),
		gameMatchup(t, game.Omaha, "Ts9h2c5d", "AhKhQd", "9s9c8h7h"),
		gameMatchup(t, game.Omaha5, "Ts9h2c5d", "AhKhQdJd3s", "9s9c8h7h6h"),
		gameMatchup(t, game.Omaha6, "Ts9h2c5d", "AhKhQdJd3s4s", "9s9c8h7h6h6d"),
		gameMatchup(t, game.Omaha8, "7s6h2c5d", "AhKh3dJd", "As2s8h7h"),
		gameMatchup(t, game.Omaha8, "7s6h2c5d", "Ah3h4dJd", "Ad3s8h9h", "Ac3c4cKc"),
		gameMatchup(t, game.Omaha8, "7s6h2c", "Ah3h4dJd", "Ad3s8h9h"),
		gameMatchup(t, game.Omaha8, "KsQsJh9dTc", "AhAsKdKc", "2h3h4d5c"),
		gameMatchup(t, game.Omaha5x8, "7s6h2c5d", "AhKh3dJd4s", "As2s8h7h9c"),
		gameMatchup(t, game.Omaha, "Ts9h2c5d8s", "range:AA", "KsKd9s9c"),
		// Two ranges, narrowed so that the reference takes a fraction of a
		// second; the wide ones below take it half a minute.
		gameMatchup(t, game.Omaha, "Ts9h2c5d8s", "range:JsJh**!JJJ", "range:KsKh**:xxyy", "AhAd2h3d"),
		gameMatchup(t, game.Omaha8, "Ts9h2c5d8s", "range:A2s*", "range:KKQQ", "AhAd2h3d"),
	}
	if testfull.Enabled() {
		tests = append(tests,
			gameMatchup(t, game.Omaha, "Ts9h2c5d8s", "range:JJ!JJJ", "range:xxyy:KK", "AhAd2h3d"),
			gameMatchup(t, game.Omaha8, "Ts9h2c5d8s", "range:A2", "range:KK", "AhAd2h3d"))
	}
	for _, m := range tests {
		r, err := Enumerate(context.Background(), m, Options{})
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		share, scoop, deals := refShares(m)
		if float64(r.Samples) != deals {
			t.Errorf("%v: %d deals, want %v", m, r.Samples, deals)
		}
		for p := range m.Players {
			pr := r.Players[p]
			if math.Abs(pr.Equity-share[p]/deals) > 1e-12 {
				t.Errorf("%v: player %d equity %v, want %v", m, p+1, pr.Equity, share[p]/deals)
			}
			if m.Game.HiLo() && math.Abs(pr.HiLo.Scoop-scoop[p]/deals) > 1e-12 {
				t.Errorf("%v: player %d scoops %v, want %v", m, p+1, pr.HiLo.Scoop, scoop[p]/deals)
			}
			if m.Game.HiLo() && math.Abs((pr.HiLo.HighEquity+pr.HiLo.LowEquity)/2-pr.Equity) > 1e-12 {
				t.Errorf("%v: player %d half pots %v and %v do not average to equity %v", m, p+1, pr.HiLo.HighEquity, pr.HiLo.LowEquity, pr.Equity)
			}
		}
	}
}

// TestCardsMonteCarlo checks that Monte Carlo covers the exact equity with
// its interval, in each kind of Omaha matchup, and repeats itself for any
// number of workers.
func TestCardsMonteCarlo(t *testing.T) {
	tests := []*Matchup{
		gameMatchup(t, game.Omaha, "", "AsAhKsKh", "8d9dTcJc"),
		gameMatchup(t, game.Omaha8, "7s6h2c", "Ah3h4dJd", "Ad3s8h9h", "Ac3c4cKc"),
		gameMatchup(t, game.Omaha, "Ts9h2c5d", "AhKh", "9s9c8h7h"),
		gameMatchup(t, game.Omaha, "Ts9h2c5d8s", "range:JJ!JJJ", "range:xxyy:KK", "AhAd2h3d"),
	}
	for _, m := range tests {
		exact, err := Enumerate(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var first *Result
		for _, w := range []int{1, 2} {
			r, err := MonteCarlo(context.Background(), m, Options{Trials: 4 * BlockSize, Seed: 9, Workers: w})
			if err != nil {
				t.Fatal(err)
			}
			if first == nil {
				first = r
			} else if r.Players[0].Equity != first.Players[0].Equity {
				t.Errorf("%v: %d workers give %v, one gives %v", m, w, r.Players[0].Equity, first.Players[0].Equity)
			}
		}
		for p, pr := range first.Players {
			if d := math.Abs(pr.Equity - exact.Players[p].Equity); d > 4.5*pr.StdErr {
				t.Errorf("%v: player %d Monte Carlo %v ± %v, exact %v", m, p+1, pr.Equity, pr.StdErr, exact.Players[p].Equity)
			}
		}
	}
}

// TestShortDeckPublished checks exact short-deck equities against figures
// independent calculators publish, and Monte Carlo against them.
func TestShortDeckPublished(t *testing.T) {
	tests := []struct {
		hands  []string
		equity float64
	}{
		{[]string{"AsKs", "QhQd"}, 0.5427732202},
		{[]string{"AsAh", "KdKc"}, 0.7425760766},
	}
	for _, tt := range tests {
		m := gameMatchup(t, game.ShortDeck, "", tt.hands...)
		r, err := Enumerate(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		// C(32,5) boards.
		if r.Samples != 201376 || math.Abs(r.Players[0].Equity-tt.equity) > 5e-11 {
			t.Errorf("%v: %d boards, equity %.10f; want 201376, %.10f", tt.hands, r.Samples, r.Players[0].Equity, tt.equity)
		}
		mc, err := MonteCarlo(context.Background(), m, Options{Trials: 8 * BlockSize, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		if pr := mc.Players[0]; math.Abs(pr.Equity-tt.equity) > 4.5*pr.StdErr {
			t.Errorf("%v: Monte Carlo %v ± %v, exact %v", tt.hands, pr.Equity, pr.StdErr, tt.equity)
		}
	}
}

// TestShortDeckAgainstBruteForce checks short deck, with ranges, the
// variant where trips beat a straight, and categories, against a count
// over every deal valued by game.Value.
func TestShortDeckAgainstBruteForce(t *testing.T) {
	for _, g := range []game.Game{game.ShortDeck, game.ShortDeckTrips} {
		for _, tc := range []struct {
			board string
			hands []string
		}{
			{"Ts9h8c", []string{"AhKh", "7s6s"}},
			{"Ts9h8c", []string{"QQ+,AK,76s", "JTs,99"}},
			{"Ts9h8cAd", []string{"AhKh", "7s6s", "JcJd"}},
		} {
			m := rangeMatchup(t, tc.board, tc.hands...)
			m.Game = g
			r, err := Enumerate(context.Background(), m, Options{Categories: true})
			if err != nil {
				t.Fatal(err)
			}
			want := shortDeckReference(m)
			for p := range m.Players {
				if math.Abs(r.Players[p].Equity-want[p]) > 1e-12 {
					t.Errorf("%v %v: player %d equity %v, want %v", g, m, p+1, r.Players[p].Equity, want[p])
				}
				var cats float64
				for _, c := range r.Players[p].Categories {
					cats += c
				}
				if math.Abs(cats-1) > 1e-12 {
					t.Errorf("%v %v: player %d categories add to %v", g, m, p+1, cats)
				}
			}
		}
	}
}

// shortDeckReference returns each player's equity in m, of two-card hands
// or ranges (weights 1) in a short-deck game, by brute force.
func shortDeckReference(m *Matchup) []float64 {
	n := len(m.Players)
	known := deck.SetOf(m.Board...) | ^m.Game.Deck()&deck.FullDeck
	for _, p := range m.Players {
		known |= deck.SetOf(p.Cards...)
	}
	options := make([][]deck.Set, n)
	for p, pl := range m.Players {
		if pl.Range == nil {
			options[p] = []deck.Set{deck.SetOf(pl.Cards...)}
			continue
		}
		for c := range pl.Range.(*deck.Range).All() {
			if c.Set()&known == 0 {
				options[p] = append(options[p], c.Set())
			}
		}
	}
	share := make([]float64, n)
	var total float64
	hands := make([]deck.Set, n)
	var assign func(p int, used deck.Set)
	assign = func(p int, used deck.Set) {
		if p == n {
			var boards func(board []deck.Card, from deck.Card, used deck.Set)
			boards = func(board []deck.Card, from deck.Card, used deck.Set) {
				if len(board) == 5 {
					vals := make([]eval.Rank, n)
					for q := range n {
						vals[q], _ = m.Game.Value(hands[q].AppendCards(nil), board)
					}
					best, k := showdown(vals)
					for q, v := range vals {
						if v == best {
							share[q] += 1 / float64(k)
						}
					}
					total++
					return
				}
				for c := range (deck.FullDeck &^ used).All() {
					if c >= from {
						boards(append(board, c), c+1, used|c.Bit())
					}
				}
			}
			boards(append([]deck.Card(nil), m.Board...), 0, used)
			return
		}
		for _, h := range options[p] {
			if h&used == 0 {
				hands[p] = h
				assign(p+1, used|h)
			}
		}
	}
	used := known
	for _, p := range m.Players {
		used |= deck.SetOf(p.Cards...)
	}
	assign(0, used)
	for p := range share {
		share[p] /= total
	}
	return share
}
