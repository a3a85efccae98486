package sim

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
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
	if !m.hasRanges() {
		n := float64(free.Len() - m.dealtCards())
		for c := range free.All() {
			ch[c] = 1 / n
		}
		return ch, nil
	}
	seats := m.seats()
	if tupleBound(seats) > maxExactTuples {
		return ch, matchupError("matchup", ErrTooMany, "too many assignments of hands to weigh each next card")
	}
	// A card comes next with the chance it is left in the deck by the
	// assignment of hands, over the cards left: the same number for every
	// assignment.
	ranged := 0
	for _, p := range m.Players {
		if p.Range != nil {
			ranged++
		}
	}
	left := float64(free.Len() - 2*ranged)
	var total float64
	forEachTuple(seats, func(hand []int, w float64) {
		var used deck.Set
		for i, j := range hand {
			used |= seats[i].combos[j].Set()
		}
		total += w
		for c := range (free &^ used).All() {
			ch[c] += w / left
		}
	})
	for c := range ch {
		ch[c] /= total
	}
	return ch, nil
}

// dealtCards returns the number of hole cards to be dealt to players of
// known hands who hold fewer than the game's hole cards.
func (m *Matchup) dealtCards() int {
	n := 0
	for _, p := range m.Players {
		if p.Range == nil {
			n += m.Game.HoleCards() - len(p.Cards)
		}
	}
	return n
}

// Outs is one player's outs: the cards of the next street with which a
// player behind now (another's hand is better on the board as it is)
// wins, or ties for the best hand. With ranges each card's figure is a
// chance: the weight of the assignments of hands in which the player is
// behind and the card (left in the deck) is an out, over the weight of
// those in which the player is behind.
type Outs struct {
	Player int
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

// maxOutsTuples is the most assignments of hands Outs weighs one by one.
const maxOutsTuples = 1 << 20

// OutsOf returns each player's outs in m, on the flop or the turn, exactly.
// Hands are compared as they stand on the board with the next card added:
// the hand drawn to, as players count outs, not the equity to the river.
func OutsOf(ctx context.Context, m *Matchup) ([]Outs, error) {
	if err := nextStreet(m); err != nil {
		return nil, err
	}
	n := len(m.Players)
	out := make([]Outs, n)
	for p := range out {
		out[p].Player = p
	}
	var behindW [MaxPlayers]float64
	var totalW float64
	free := m.Game.Deck() &^ m.Known()
	board := eval.NewHand(m.Board...)
	holes := make([]eval.Hand, n)
	vals := make([]eval.Rank, n)
	next := make([]eval.Rank, n)
	count := func(hands []deck.Set, w float64) {
		var used deck.Set
		for p, h := range hands {
			holes[p] = eval.Hand{}
			for c := range h.All() {
				holes[p] = holes[p].Add(c)
			}
			used |= h
		}
		m.Game.Showdown(vals, make([]eval.Low, n), holes, board)
		best := vals[0]
		for _, v := range vals[1:] {
			best = max(best, v)
		}
		totalW += w
		for p := range n {
			if vals[p] < best {
				behindW[p] += w
			}
		}
		for c := range (free &^ used).All() {
			m.Game.Showdown(next, make([]eval.Low, n), holes, board.Add(c))
			nb, winners := next[0], 0
			for _, v := range next {
				nb = max(nb, v)
			}
			for _, v := range next {
				if v == nb {
					winners++
				}
			}
			for p := range n {
				if vals[p] >= best || next[p] != nb {
					continue
				}
				if winners == 1 {
					out[p].Win[c] += w
				} else {
					out[p].Tie[c] += w
				}
			}
		}
	}
	if !m.hasRanges() {
		hands := make([]deck.Set, n)
		for p, pl := range m.Players {
			hands[p] = deck.SetOf(pl.Cards...)
		}
		count(hands, 1)
	} else {
		seats := m.seats()
		if tupleBound(seats) > maxOutsTuples {
			return nil, matchupError("matchup", ErrTooMany, "too many assignments of hands to count outs exactly")
		}
		hands := make([]deck.Set, n)
		var err error
		steps := 0
		forEachTuple(seats, func(hand []int, w float64) {
			if err != nil {
				return
			}
			if steps++; steps&1023 == 0 {
				err = ctx.Err()
			}
			for p, j := range hand {
				hands[p] = seats[p].combos[j].Set()
			}
			count(hands, w)
		})
		if err != nil {
			return nil, err
		}
	}
	for p := range out {
		if behindW[p] > 0 {
			for c := range out[p].Win {
				out[p].Win[c] /= behindW[p]
				out[p].Tie[c] /= behindW[p]
			}
		}
		out[p].Behind = behindW[p] / totalW
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
	return out, nil
}
