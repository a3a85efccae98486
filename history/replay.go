package history

import (
	"context"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/sim"
)

// Step is a hand's state after one of its actions, for a replayer: the
// pot in the middle, each player's stack, and what the action faced.
type Step struct {
	Action Action
	// Pot is the chips in the middle after the action: antes, blinds and
	// bets so far, an uncalled bet taken back.
	Pot Amount
	// Stacks is each player's stack after the action, indexed like
	// Hand.Players.
	Stacks []Amount
	// ToCall is what the acting player had to put in to call before
	// acting (0 if nothing); PotOdds is ToCall/(pot before the action +
	// ToCall), the share of the pot after a call that the call is (0
	// with nothing to call).
	ToCall  Amount
	PotOdds float64
	// SPR is the stack-to-pot ratio before the action: the acting
	// player's stack, capped at the largest stack of another player
	// still in, over the pot (0 with an empty pot).
	SPR float64
}

// Replay steps through a hand's actions in order, returning the state
// after each. Posts, antes, calls, bets, raises and returns move chips
// between the stacks and the pot; the pot at the end is the sum of the
// contributions.
func Replay(h *Hand) []Step {
	stacks := make([]Amount, len(h.Players))
	for i, p := range h.Players {
		stacks[i] = p.Stack
	}
	street := make([]Amount, len(h.Players)) // bets on the current street, antes not
	folded := make([]bool, len(h.Players))
	var pot Amount
	cur := Preflop
	steps := make([]Step, 0, len(h.Actions))
	for _, a := range h.Actions {
		if a.Street != cur {
			cur = a.Street
			clear(street)
		}
		i := a.Player
		st := Step{Action: a}
		if a.Kind == Call || a.Kind == Check || a.Kind == Fold || a.Kind == Bet || a.Kind == Raise {
			top := slices.Max(street)
			st.ToCall = min(top-street[i], stacks[i])
			if st.ToCall > 0 {
				st.PotOdds = float64(st.ToCall) / float64(pot+st.ToCall)
			}
			var other Amount
			for j := range stacks {
				if j != i && !folded[j] {
					other = max(other, stacks[j]+street[j]-street[i])
				}
			}
			if pot > 0 {
				st.SPR = float64(min(stacks[i], max(other, 0))) / float64(pot)
			}
		}
		switch a.Kind {
		case Fold:
			folded[i] = true
		case Return:
			stacks[i] += a.Amount
			street[i] -= a.Amount
			pot -= a.Amount
		case Ante:
			stacks[i] -= a.Amount
			pot += a.Amount
		default:
			stacks[i] -= a.Amount
			street[i] += a.Amount
			pot += a.Amount
		}
		st.Pot, st.Stacks = pot, slices.Clone(stacks)
		steps = append(steps, st)
	}
	return steps
}

// StreetEquity is the exact equity of the known hands still in a hand at
// the start of a street, the board dealt so far on one run.
type StreetEquity struct {
	Run     int // 0, or 1 and 2 for the boards of a hand's second and third runs
	Street  Street
	Board   []deck.Card
	Players []int       // indices in Hand.Players of the known hands still in
	Result  *sim.Result // their equities, in the order of Players
}

// Equities values, at the start of each street the hand reached, the
// hands of the players still in whose cards are known, by sim.Streets
// (exact enumeration, as "pokersim equity --streets" values known hands):
// the same numbers. Streets with fewer than two known hands still in are
// left out; a player who folds on a street is still in at its start.
func Equities(ctx context.Context, h *Hand) ([]StreetEquity, error) {
	var out []StreetEquity
	for run, board := range h.Boards {
		eqs, err := runEquities(ctx, h, run, board)
		if err != nil {
			return nil, err
		}
		out = append(out, eqs...)
	}
	return out, nil
}

// runEquities values the streets of one run; a second or third run's
// only from the first street whose cards differ from the first run's,
// with the earlier runs' cards dead (dealt from the deck they left).
func runEquities(ctx context.Context, h *Hand, run int, board []deck.Card) ([]StreetEquity, error) {
	var out []StreetEquity
	for st := Preflop; st <= River; st++ {
		n := st.boardLen()
		if n > len(board) || st > Preflop && !reached(h, st) {
			break
		}
		if run > 0 && n <= len(h.Boards[0]) && slices.Equal(board[:n], h.Boards[0][:n]) {
			continue // dealt once, shared with the first run
		}
		var players []int
		m := &sim.Matchup{Game: h.Game, Board: slices.Clone(board[:n]), Dead: runDead(h, run)}
		for i, p := range h.Players {
			if len(p.Cards) == h.Game.HoleCards() && !foldedBefore(h, i, st) && !p.SittingOut {
				players = append(players, i)
				m.Players = append(m.Players, sim.Player{Cards: p.Cards})
			}
		}
		if len(players) < 2 {
			continue
		}
		rs, err := sim.Streets(ctx, m, sim.Options{Method: sim.ForceExact, Workers: 1})
		if err != nil {
			return nil, err
		}
		out = append(out, StreetEquity{Run: run, Street: st, Board: m.Board, Players: players, Result: rs[len(rs)-1].Result})
	}
	return out, nil
}

// runDead returns the cards a run is dealt without: the earlier runs'
// cards after those all the runs share, dealt before it.
func runDead(h *Hand, run int) []deck.Card {
	var dead []deck.Card
	for r := range run {
		shared := 0
		for shared < len(h.Boards[r]) && shared < len(h.Boards[run]) && h.Boards[r][shared] == h.Boards[run][shared] {
			shared++
		}
		dead = append(dead, h.Boards[r][shared:]...)
	}
	return dead
}

// reached reports whether a hand was dealt street st with two players
// or more still in.
func reached(h *Hand, st Street) bool {
	in := 0
	for i, p := range h.Players {
		if !p.SittingOut && !foldedBefore(h, i, st) {
			in++
		}
	}
	return in >= 2
}

// foldedBefore reports whether player i folded on a street before st.
func foldedBefore(h *Hand, i int, st Street) bool {
	for _, a := range h.Actions {
		if a.Player == i && a.Kind == Fold && a.Street < st {
			return true
		}
	}
	return false
}
