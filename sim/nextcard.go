package sim

import (
	"context"
	"fmt"

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
	forEachDeal(hs, func(hands []deck.Set, w float64) bool {
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
// half (or the only pot) and, in a hi-lo game, the low half.
func outsParts(rule game.Low, pot game.Pot) [2]uint32 {
	if rule == game.LowOnly {
		return [2]uint32{pot.Low, 0}
	}
	return [2]uint32{pot.High, pot.Low}
}

// OutsOf returns each player's outs in m, on the flop or the turn, exactly.
// Hands are compared as they stand on the board with the next card added:
// the hand drawn to, as players count outs, not the equity to the river.
// Players with ranges or partial hands are weighed over every deal of
// their hands, up to maxOutsTuples deals.
func OutsOf(ctx context.Context, m *Matchup) ([]Outs, error) {
	if err := nextStreet(m); err != nil {
		return nil, err
	}
	hs, err := m.holdings(maxOutsTuples, "count outs")
	if err != nil {
		return nil, err
	}
	g := m.Game
	rule := g.Low()
	n, halves := len(m.Players), 1
	if rule == game.EightOrBetter {
		halves = 2
	}
	parts := make([][]OutCards, halves)
	for k := range parts {
		parts[k] = make([]OutCards, n)
	}
	var behindW [2][MaxPlayers]float64
	var totalW float64
	free := g.Deck() &^ m.Known()
	board := eval.NewHand(m.Board...)
	holes := make([]eval.Hand, n)
	hi, lo := make([]eval.Rank, n), make([]eval.Low, n)
	steps := 0
	done := forEachDeal(hs, func(hands []deck.Set, w float64) bool {
		if steps++; steps&1023 == 0 && ctx.Err() != nil {
			return false
		}
		var used deck.Set
		for p, h := range hands {
			holes[p] = eval.Hand{}
			for c := range h.All() {
				holes[p] = holes[p].Add(c)
			}
			used |= h
		}
		g.Showdown(hi, lo, holes, board)
		now := outsParts(rule, g.Pot(hi, lo))
		totalW += w
		for k := range halves {
			for p := range n {
				if now[k]>>p&1 == 0 {
					behindW[k][p] += w
				}
			}
		}
		for c := range (free &^ used).All() {
			g.Showdown(hi, lo, holes, board.Add(c))
			after := outsParts(rule, g.Pot(hi, lo))
			for k := range halves {
				for p := range n {
					if now[k]>>p&1 != 0 || after[k]>>p&1 == 0 {
						continue
					}
					if after[k] == 1<<p {
						parts[k][p].Win[c] += w
					} else {
						parts[k][p].Tie[c] += w
					}
				}
			}
		}
		return true
	})
	if !done {
		return nil, ctx.Err()
	}
	for k := range parts {
		finishOuts(parts[k], behindW[k][:n], totalW)
	}
	out := make([]Outs, n)
	for p := range out {
		out[p] = Outs{Player: p, OutCards: parts[0][p]}
		if halves == 2 {
			out[p].Low = &parts[1][p]
		}
	}
	return out, nil
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
