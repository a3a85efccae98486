package sim

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// Analyses of the street to come, for a matchup on the flop or the turn:
// the equity after each card that can come next (ByCard), and each
// player's outs (Outs).

// CardResult is the matchup's result with one more board card.
type CardResult struct {
	Card deck.Card
	// Chance is the probability that Card comes next, in [0,1]: the
	// cards not known are equally likely, and with ranges each card counts
	// the weight of the assignments of hands that leave it in the deck.
	Chance float64
	Result *Result
}

// nextStreet checks that m has a board to which a card can come.
func nextStreet(m *Matchup) error {
	if err := m.Validate(); err != nil {
		return err
	}
	if n := len(m.Board); n < 3 || n >= m.Game.BoardCards() {
		return matchupError("board", ErrBoard, fmt.Sprintf("the next card is for a flop or a turn: want 3 or 4 board cards, got %d", n))
	}
	return nil
}

// ByCard values m, on the flop or the turn, once for each card that can
// come next, with that card added to the board, by the method opts asks
// for (Auto chooses for each card as for any matchup), and returns the
// results in card order with each card's chance. The results do not depend
// on the number of workers; with Monte Carlo each card's run has its own
// seed, derived from opts.Seed and the card.
func ByCard(ctx context.Context, m *Matchup, opts Options) ([]CardResult, error) {
	if err := nextStreet(m); err != nil {
		return nil, err
	}
	chances, err := cardChances(m)
	if err != nil {
		return nil, err
	}
	var out []CardResult
	for c := range (m.Game.Deck() &^ m.Known()).All() {
		if chances[c] == 0 {
			continue
		}
		mc := *m
		mc.Board = append(append([]deck.Card(nil), m.Board...), c)
		o := opts
		o.Seed = DeriveSeed(opts.Seed, []byte{byte(c)})
		o.Progress = nil
		r, err := Equity(ctx, &mc, o)
		if err != nil {
			return nil, err
		}
		out = append(out, CardResult{Card: c, Chance: chances[c], Result: r})
	}
	return out, nil
}

// cardChances returns the probability of each card coming next.
func cardChances(m *Matchup) ([deck.NumCards]float64, error) {
	var ch [deck.NumCards]float64
	free := m.Game.Deck() &^ m.Known()
	// Every hand to be dealt leaves the same number of cards.
	left := float64(free.Len() - m.dealtCards())
	if !m.hasAnyRange() {
		for c := range free.All() {
			ch[c] = 1 / left
		}
		return ch, nil
	}
	hs, err := m.holdings(maxExactTuples, "weigh each next card")
	if err != nil {
		return ch, err
	}
	// A card comes next with the chance it is left in the deck by the
	// deal of hands, over the cards left.
	var total float64
	forEachDeal(hs, func(hands []deck.Set, _ []int, w float64) bool {
		var used deck.Set
		for _, h := range hands {
			used |= h
		}
		total += w
		for c := range (free &^ used).All() {
			ch[c] += w / left
		}
		return true
	})
	for c := range ch {
		ch[c] /= total
	}
	return ch, nil
}

// dealtCards returns the number of hole cards still to be dealt: all of a
// range's, and those a partial hand lacks.
func (m *Matchup) dealtCards() int {
	n := 0
	for _, p := range m.Players {
		n += m.Game.HoleCards() - len(p.Cards)
	}
	return n
}

// hasAnyRange reports whether a player holds a range of any game.
func (m *Matchup) hasAnyRange() bool {
	for _, p := range m.Players {
		if p.Range != nil {
			return true
		}
	}
	return false
}

// Outs is one player's outs: the cards of the next street with which a
// player behind now (another's hand is better on the board as it is)
// wins, or ties for the best hand. Hands are valued through the game
// (game.Game.Showdown and Pot): in Omaha, two hole cards and three of the
// board. In a hi-lo game the embedded OutCards are the outs to the high
// half and Low those to the low half, where a player is behind unless its
// low is the best now (so every player is, while nobody has a low), and an
// out makes its low the best. In a game of one pot they are the outs to
// the pot, decided by the high hand (or the low, in a game of low only).
type Outs struct {
	Player int
	OutCards
	// Low is the outs to the low half in a hi-lo game; nil otherwise.
	Low *OutCards
}

// OutCards is a player's outs to one pot or half pot. With ranges, or
// with cards still to be dealt to the players, each card's figure is a
// chance: the weight of the deals of hands in which the player is behind
// and the card (left in the deck) is an out, over the weight of those in
// which the player is behind.
type OutCards struct {
	// Behind is the chance that the player is behind now, in [0,1].
	Behind float64
	// Win and Tie give, for each card, the chance it makes the player win
	// alone or tie for the best hand, given that the player is behind; a
	// card out of play, or no out, is 0.
	Win, Tie [deck.NumCards]float64
	// Exclusive marks the cards that are outs of this player only: no
	// other player who is behind with them wins or ties with that card.
	Exclusive [deck.NumCards]bool
}

// maxOutsTuples is the most deals of hands Outs weighs one by one.
const maxOutsTuples = 1 << 20

// outsParts returns the parts of a pot whose outs are counted: the high
// half (or the only pot) and, in a hi-lo game, the low half. They are two
// words rather than an array: a [2]uint32 stored as two halves and loaded
// as one word in the hot loop (outsCount.cards) missed store-to-load
// forwarding, and that load took about 40% of the loop's time.
func outsParts(rule game.Low, pot game.Pot) (first, second uint32) {
	if rule == game.LowOnly {
		return pot.Low, 0
	}
	return pot.High, pot.Low
}

// OutsOf returns each player's outs in m, on the flop or the turn, exactly.
// Hands are compared as they stand on the board with the next card added:
// the hand drawn to, as players count outs, not the equity to the river.
// Players with ranges or partial hands are weighed over every deal of
// their hands, up to maxOutsTuples deals.
func OutsOf(ctx context.Context, m *Matchup) ([]Outs, error) {
	return outsOf(ctx, m, maxCachedHands)
}

// outsOf is OutsOf keeping the values of up to cached hands (handValues).
func outsOf(ctx context.Context, m *Matchup, cached int) ([]Outs, error) {
	if err := nextStreet(m); err != nil {
		return nil, err
	}
	hs, err := m.holdings(maxOutsTuples, "count outs")
	if err != nil {
		return nil, err
	}
	rule := m.Game.Low()
	n, halves := len(m.Players), 1
	if rule == game.EightOrBetter {
		halves = 2
	}
	o := &outsCount{rule: rule, halves: halves, free: m.Game.Deck() &^ m.Known(),
		hi: make([]eval.Rank, n), lo: make([]eval.Low, n), vs: make([]*nextValues, n)}
	o.values = newHandValues(m.Game, eval.NewHand(m.Board...), o.free, hs, cached)
	for k := range halves {
		o.parts[k] = make([]OutCards, n)
	}
	steps := 0
	done := forEachDeal(hs, func(hands []deck.Set, idx []int, w float64) bool {
		if steps++; steps&1023 == 0 && ctx.Err() != nil {
			return false
		}
		o.deal(hands, idx, w)
		return true
	})
	if !done {
		return nil, ctx.Err()
	}
	for k := range halves {
		finishOuts(o.parts[k], o.behind[k][:n], o.total)
	}
	out := make([]Outs, n)
	for p := range out {
		out[p] = Outs{Player: p, OutCards: o.parts[0][p]}
		if halves == 2 {
			out[p].Low = &o.parts[1][p]
		}
	}
	return out, nil
}

// outsCount adds up the weights of OutsOf over the deals of hands: for
// each half k, the weight with which each player is behind, and the
// weight with which each card is its out (parts[k], before finishOuts).
type outsCount struct {
	rule   game.Low
	halves int
	free   deck.Set // the cards not known
	values *handValues
	hi     []eval.Rank // by player, the deal's values
	lo     []eval.Low
	vs     []*nextValues // by player, the values of its hand in the deal
	parts  [2]outs
	behind [2][MaxPlayers]float64
	total  float64
}

// deal adds the deal of hands, player p's being its hand idx[p], of
// weight w.
func (o *outsCount) deal(hands []deck.Set, idx []int, w float64) {
	var used deck.Set
	for p, h := range hands {
		o.vs[p] = o.values.of(p, idx[p])
		o.hi[p], o.lo[p] = o.vs[p].nowHi, o.vs[p].nowLo
		used |= h
	}
	var now [2]uint32
	now[0], now[1] = outsParts(o.rule, o.rule.Pot(o.hi, o.lo))
	o.total += w
	all, ahead := uint32(1)<<len(hands)-1, ^uint32(0)
	for k := range o.halves {
		ahead &= now[k]
		for b := all &^ now[k]; b != 0; b &= b - 1 {
			o.behind[k][bits.TrailingZeros32(b)] += w
		}
	}
	if ahead != all {
		o.cards(o.free&^used, now, w)
	}
}

// cards adds the outs of the deal with values o.vs, whose pot as the
// board stands is now, among the cards left. It is the hot loop, about
// 45 cards a deal: it works on locals, takes the rule once, copies no low
// in a high-only game (NoLow's Pot does not read it), and works beyond a
// card's Pot only for the players it puts in front (after &^ now), whom
// most cards leave none.
func (o *outsCount) cards(left deck.Set, now [2]uint32, w float64) {
	rule, hi, lo, vs := o.rule, o.hi, o.lo, o.vs
	for c := range left.All() {
		for p, v := range vs {
			hi[p] = v.hi[c]
		}
		if rule != game.NoLow {
			for p, v := range vs {
				lo[p] = v.lo[c]
			}
		}
		first, second := outsParts(rule, rule.Pot(hi, lo))
		if first&^now[0] != 0 {
			o.parts[0].add(c, first, now[0], w)
		}
		if second&^now[1] != 0 && o.halves == 2 {
			o.parts[1].add(c, second, now[1], w)
		}
	}
}

// outs is the players' OutCards of one part of the pot, being counted.
type outs []OutCards

// add adds w to card c's weights for the players who share the part after
// it comes and did not before: a win for one, a tie for several.
func (os outs) add(c deck.Card, after, before uint32, w float64) {
	for b := after &^ before; b != 0; b &= b - 1 {
		p := bits.TrailingZeros32(b)
		if after == 1<<p {
			os[p].Win[c] += w
		} else {
			os[p].Tie[c] += w
		}
	}
}

// finishOuts turns the players' weights of outs into chances given that
// each is behind, its weight behind being behind[p] of total, and marks
// the exclusive outs.
func finishOuts(out []OutCards, behind []float64, total float64) {
	for p := range out {
		if behind[p] > 0 {
			for c := range out[p].Win {
				out[p].Win[c] /= behind[p]
				out[p].Tie[c] /= behind[p]
			}
		}
		out[p].Behind = behind[p] / total
	}
	for p := range out {
		for c := range out[p].Win {
			if out[p].Win[c] == 0 && out[p].Tie[c] == 0 {
				continue
			}
			out[p].Exclusive[c] = true
			for q := range out {
				if q != p && (out[q].Win[c] > 0 || out[q].Tie[c] > 0) {
					out[p].Exclusive[c] = false
				}
			}
		}
	}
}
