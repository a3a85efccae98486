package sim

import (
	"context"
	"errors"

	"github.com/pokersim/pokersim/deck"
)

// cardSampler plays Monte Carlo trials of a cards game (omaha.go). Each
// worker owns one. A trial draws each range's hand uniformly and
// independently (from its list, or from the cards not known until one is
// in the range), starts again if the hands share a card, and then deals
// the board's missing cards and the partial hands' from the cards left:
// every deal consistent with the matchup is then equally likely.
type cardSampler struct {
	s     *cardSetup
	ev    *cardEvaluator
	fresh deck.Deck // the cards not known, in order
	deck  deck.Deck
	rng   deck.Rand
	cats  bool
	cards [deck.NumCards]deck.Card
	board []deck.Card
	hole  [6]deck.Card
}

// errNoHand says that no hand of a wide range came up in many draws.
var errNoHand = errors.New("sim: no hand of an Omaha range came up in many draws: the ranges leave too few hands")

// maxDraws bounds the draws of one hand of a range too wide to list, and
// the restarts of an assignment of hands that share cards.
const maxDraws = 1 << 16

func (s *cardSetup) newSampler(categories bool) *cardSampler {
	cs := &cardSampler{s: s, ev: s.newEvaluator(), fresh: deck.NewDeck(s.known), cats: categories,
		board: make([]deck.Card, 5)}
	copy(cs.board, s.board)
	for p, pl := range s.players {
		if pl.k == 0 && !pl.ranged() {
			cs.ev.setHand(p, 0)
		}
	}
	return cs
}

// run plays trials trials of block i with the stream (seed, i).
func (cs *cardSampler) run(ctx context.Context, seed uint64, i int64, trials int) block {
	s := cs.s
	t := newTally(s.g, len(s.players), cs.cats)
	cs.deck = cs.fresh
	cs.rng.Seed(seed, uint64(i))
	need := s.kBoard + s.dealt
	for trial := range trials {
		if trial&0xfff == 0 && ctx.Err() != nil {
			return block{err: ctx.Err()}
		}
		used, err := cs.assign()
		if err != nil {
			return block{err: err}
		}
		var cards []deck.Card
		if used == 0 {
			cards = cs.deck.Draw(&cs.rng, need) // the deck's own, until the next draw
		} else {
			cards = cs.cards[:need]
			cs.deck.DrawExcluding(&cs.rng, cards, used)
		}
		copy(cs.board[len(s.board):], cards[:s.kBoard])
		next := s.kBoard
		for p := range s.players {
			pl := &s.players[p]
			if pl.k == 0 {
				continue
			}
			cs.ev.hand[p] = append(append(cs.ev.hand[p][:0], pl.known...), cards[next:next+pl.k]...)
			next += pl.k
		}
		cs.ev.showdown(t, cs.board, 1)
	}
	return block{t: t}
}

// assign draws the hands of the players with ranges, sets them, and
// returns their cards.
func (cs *cardSampler) assign() (deck.Set, error) {
	s := cs.s
	if len(s.ranged) == 0 {
		return 0, nil
	}
	for range maxDraws {
		var used deck.Set
		ok := true
		for _, p := range s.ranged {
			h, err := cs.hand(&s.players[p])
			if err != nil {
				return 0, err
			}
			if h&used != 0 {
				ok = false
				break
			}
			used |= h
			cs.ev.setHand(p, h)
		}
		if ok {
			return used, nil
		}
	}
	return 0, errOverlap
}

// hand draws one hand of a player's range uniformly.
func (cs *cardSampler) hand(p *cardPlayer) (deck.Set, error) {
	if p.hands != nil {
		return p.hands[cs.rng.IntN(len(p.hands))], nil
	}
	hole := cs.hole[:cs.s.hole]
	for range maxDraws {
		copy(hole, cs.deck.Draw(&cs.rng, len(hole)))
		h := deck.SetOf(hole...)
		if p.rng.Contains(h) {
			return h, nil
		}
	}
	return 0, errNoHand
}
