package sim

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// The engine of the stud games (game.Game.Stud: seven-card stud, stud
// hi-lo and razz). Each player holds its known cards and is dealt the rest
// of seven, or six and one community card when the deck runs short. Exact
// heads-up matchups without a community card are counted by studDuel
// without walking the deals; the others are walked deal by deal
// (studEnum), each player's hand valued once its cards are all dealt.
// Monte Carlo deals the missing cards at random (studSampler).

// studPlayer is one player of a stud matchup as the engine deals it.
type studPlayer struct {
	known []deck.Card
	base  eval.Hand // the known cards
	k     int       // cards to deal
}

// studSetup is a stud matchup prepared for valuing: read only, shared by
// the workers.
type studSetup struct {
	g         game.Game
	rules     studRules
	players   []studPlayer
	avail     []deck.Card // the cards left in the deck, increasing
	community bool        // the last card is one community card
	need      int         // cards dealt per deal: the players' and the community card
}

// newStudSetup prepares m, a valid matchup of a stud game.
func newStudSetup(m *Matchup) *studSetup {
	g := m.Game
	s := &studSetup{g: g, rules: studRules{razz: g.Low() == game.LowOnly, split: g.Low() == game.EightOrBetter},
		avail:     (g.Deck() &^ m.Known()).AppendCards(nil),
		community: g.StudCommunity(len(m.Players), len(m.Dead))}
	own := g.HoleCards()
	if s.community {
		own--
		s.need = 1
	}
	for _, p := range m.Players {
		sp := studPlayer{known: p.Cards, base: eval.NewHand(p.Cards...), k: own - len(p.Cards)}
		s.need += sp.k
		s.players = append(s.players, sp)
	}
	return s
}

// checkStud checks the rules of a stud matchup that Validate's general
// checks do not: two to eight players; every player who is not dealt at
// random gives the same number of cards; no board; and, when the last card
// is a community card, at most six cards a player.
func (m *Matchup) checkStud() error {
	g := m.Game
	if n := len(m.Players); n > maxStudPlayers {
		return matchupError("matchup", ErrPlayers, fmt.Sprintf("%s is for 2 to %d players, got %d", g.Title(), maxStudPlayers, n))
	}
	street := -1
	for i, p := range m.Players {
		switch n := len(p.Cards); {
		case n == 0:
		case street < 0:
			street = n
		case n != street:
			return matchupError(PlayerName(i), ErrHoleCards, fmt.Sprintf("in %s every player gives the cards of the same street: %d, as the first player given, not %d (a player dealt at random gives none)", g.Title(), street, n))
		}
	}
	if g.StudCommunity(len(m.Players), len(m.Dead)) {
		if street == g.HoleCards() {
			return matchupError("matchup", ErrDeck, fmt.Sprintf("%d players and %d dead cards leave too few cards for a seventh card each: the last card is one community card, so give at most %d cards a player", len(m.Players), len(m.Dead), g.HoleCards()-1))
		}
		if need := len(m.Players)*(g.HoleCards()-1) + 1 + len(m.Dead); need > g.Deck().Len() {
			return matchupError("matchup", ErrDeck, fmt.Sprintf("%d players need %d cards with the community card and the dead cards; the deck has %d", len(m.Players), need, g.Deck().Len()))
		}
	}
	return nil
}

// maxStudPlayers is the most players of a stud game: eight, the most a
// deck of 52 deals (with a community card for the last).
const maxStudPlayers = 8

// studSeconds are the estimated CPU times of the stud engines: per
// completion listed by studDuel, per listing (each completion is listed
// once per subset of its cards), and per deal walked by studEnum, per
// player.
const (
	studDuelListSeconds = 40e-9
	studEnumSeconds     = 4e-9
)

// duel returns the heads-up counter of s's matchup, or nil if s is not
// heads-up without a community card or a player has too many completions
// to list.
func (s *studSetup) duel() *studDuel {
	if len(s.players) != 2 || s.community {
		return nil
	}
	d := &studDuel{rules: s.rules, avail: s.avail}
	m := min(s.players[0].k, s.players[1].k)
	for p, pl := range s.players {
		if duelListed(len(s.avail), pl.k, m) > maxDuelListed {
			return nil
		}
		d.k[p], d.base[p] = pl.k, pl.base
	}
	return d
}

// seconds estimates the CPU seconds of s's exact valuation.
func (s *studSetup) seconds() float64 {
	n := len(s.avail)
	if s.duel() != nil {
		var listed float64
		for _, pl := range s.players {
			listed += duelListed(n, pl.k, min(s.players[0].k, s.players[1].k))
		}
		return listed * studDuelListSeconds
	}
	return s.deals() * float64(len(s.players)) * studEnumSeconds
}

// duelListed returns the entries of the lists of a player dealt k of n
// cards in studDuel: each completion once per subset of at most m of its
// cards.
func duelListed(n, k, m int) float64 {
	var subsets float64
	for j := 0; j <= m; j++ {
		subsets += combinations(k, j)
	}
	return combinations(n, k) * subsets
}

// deals returns the number of deals of s's missing cards.
func (s *studSetup) deals() float64 {
	left, total := len(s.avail), 1.0
	if s.community {
		total, left = float64(left), left-1
	}
	for _, pl := range s.players {
		total *= combinations(left, pl.k)
		left -= pl.k
	}
	return total
}

// combinations returns C(n, k) as a float64.
func combinations(n, k int) float64 {
	c := 1.0
	for i := range k {
		c = c * float64(n-i) / float64(i+1)
	}
	return c
}

// newShardRunner returns the exact valuation of s's matchup counting into t.
func (s *studSetup) newShardRunner(ctx context.Context, t *tally) shardRunner {
	if d := s.duel(); d != nil {
		return &studDuelRunner{d: d, t: t, ctx: ctx}
	}
	return s.newEnum(ctx, t)
}

// studDuelRunner runs a studDuel as a single shard.
type studDuelRunner struct {
	d   *studDuel
	t   *tally
	ctx context.Context
}

func (r *studDuelRunner) shards() int { return 1 }

func (r *studDuelRunner) runShard(int) error {
	out, err := r.d.count(r.ctx)
	if err != nil {
		return err
	}
	r.t.addDuel(&out)
	if r.t.cats != nil {
		r.d.categories(r.t)
	}
	return nil
}

// addDuel adds heads-up outcomes counted as studDuel counts them. Razz's
// low plays as a high value (studRules), so only a hi-lo game has lows.
func (t *tally) addDuel(o *duelOutcomes) {
	for hi := range 3 {
		for lo := range 4 {
			w := o[hi][lo]
			if w == 0 {
				continue
			}
			t.total += w
			switch hi {
			case 0, 1:
				t.win[hi] += w
			default:
				t.split[0][2] += w
				t.split[1][2] += w
			}
			if t.hl == nil {
				continue
			}
			// The cells of each player (hilo.go): the high split kh ways
			// with the player in it (0 if not), the low likewise, 0 if
			// there is none and n+1 = 3 if the player has no part in it.
			kh := [3][2]int{{1, 0}, {0, 1}, {2, 2}}[hi]
			kl := [4][2]int{{0, 0}, {1, 3}, {3, 1}, {2, 2}}[lo]
			cells := hiLoCells(2)
			for p := range 2 {
				t.hl[p*cells+hiLoCell(2, kh[p], kl[p])] += w
			}
		}
	}
}

// categories adds each player's outcomes by the category of its high hand
// (and in column 0 those with a low) to t: a completion of one player
// meets every completion of the other's from the cards it leaves,
// C(n-k_p, k_q) of them, so each completion counts that many outcomes.
func (d *studDuel) categories(t *tally) {
	n := len(d.avail)
	rank := eval.Standard()
	for p := range 2 {
		w := int64(combinations(n-d.k[p], d.k[1-p]))
		d.eachCompletion(p, func(v uint32) {
			t.cats[p][rank.Category(eval.Rank(v>>6))] += w
			if v&63 != 0 {
				t.cats[p][0] += w
			}
		})
	}
}

// eachCompletion calls f with the packed value of each of player p's
// completions.
func (d *studDuel) eachCompletion(p int, f func(uint32)) {
	n, k := len(d.avail), d.k[p]
	var rec func(i, from int, h eval.Hand)
	rec = func(i, from int, h eval.Hand) {
		if i == k {
			f(d.rules.value(h))
			return
		}
		for x := from; x <= n-(k-i); x++ {
			rec(i+1, x+1, h.Add(d.avail[x]))
		}
	}
	rec(0, 0, d.base[p])
}

// unpack splits packed values into high values and lows for the tally:
// razz's ace-to-five value is its one pot's "high" (the tally's record
// gives a single pot to the highest value, as game.Pot gives razz's to the
// best low).
func (s *studSetup) record(t *tally, vals []uint32, hi []eval.Rank, lo []eval.Low, w int64) {
	for p, v := range vals {
		hi[p], lo[p] = eval.Rank(v>>6), eval.Low(v&63)
	}
	if s.rules.split {
		t.showdown(hi, lo, w)
		return
	}
	t.record(hi, w)
}
