package sim

import (
	"context"
	"sync"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/pool"
)

// enumerateRanges values the plan's matchup with ranges exactly: every
// conflict-free assignment of hands to the players, with every completion
// of the board, counts once, times the product of the hands' weights. The
// assignments are walked in orbits under the suit symmetries of the board
// and dead cards (orbitWalker): one assignment of each orbit is enumerated
// like a matchup of known hands, and its counts are added times the sum of
// the orbit's weights. Memory does not grow with the number of assignments.
//
// The work is split by the hand of the widest range; the pieces are merged
// in that order, whatever order they finish in, so the weighted sums, and
// so the result, do not depend on the number of workers.
func (p *Plan) enumerateRanges(ctx context.Context) (*Result, error) {
	walker := newOrbitWalker(p.seats, p.perms, p.opts.ByHand)
	return p.runRangePieces(ctx, walker.pieces(), len(p.m.Players), func(ctx context.Context, _, i int) (*rangePiece, error) {
		return p.rangePiece(ctx, walker, i)
	})
}

// runRangePieces runs the n pieces of an exact enumeration with ranges on
// the plan's workers (piece values piece i on worker wk) and merges their
// weighted counts, of players players, in the pieces' order whatever
// order they finish in, so the result does not depend on the number of
// workers.
func (p *Plan) runRangePieces(ctx context.Context, n, players int, piece func(ctx context.Context, wk, i int) (*rangePiece, error)) (*Result, error) {
	start := time.Now()
	m, opts := p.m, p.opts
	progress := newProgress(opts.Progress, n)
	total := newWeighted(players, opts.Categories, m.Game.HiLo())
	var heroes *heroTable
	if opts.ByHand {
		heroes = new(heroTable)
	}
	seq := newSequencer(func(_ int, piece *rangePiece) bool {
		total.addWeighted(piece.acc)
		if heroes != nil {
			heroes.merge(piece.heroes)
		}
		return false
	})
	err := pool.Run(ctx, opts.Workers, n, func(ctx context.Context, wk, i int) error {
		pc, err := piece(ctx, wk, i)
		if err != nil {
			return err
		}
		progress.step()
		seq.put(i, pc)
		return nil
	})
	if err != nil {
		return nil, err
	}
	r := newWeightedResult(m, ModeExact, total, 0, false, time.Since(start))
	if opts.ByHand {
		r.ByHand = heroes.results()
	}
	return r, nil
}

// rangePiece values the orbits of piece i of the walk.
func (p *Plan) rangePiece(ctx context.Context, walker *orbitWalker, i int) (*rangePiece, error) {
	m, opts := p.m, p.opts
	piece := &rangePiece{acc: newWeighted(len(m.Players), opts.Categories, m.Game.HiLo())}
	if opts.ByHand {
		piece.heroes = new(heroTable)
	}
	t := newTally(m.Game, len(m.Players), opts.Categories)
	known := &Matchup{Game: m.Game, Board: m.Board, Dead: m.Dead, Players: make([]Player, len(m.Players))}
	cards := make([]deck.Card, 2*len(m.Players))
	var runner knownRunner
	var err error
	walker.walk(i, func(o *orbit) {
		if err != nil {
			return
		}
		t.reset()
		for k, c := range o.rep {
			cards[2*k], cards[2*k+1] = c.Hi, c.Lo
			known.Players[k] = Player{Cards: cards[2*k : 2*k+2]}
		}
		if err = runner.run(ctx, known, t); err != nil {
			return
		}
		piece.acc.add(t, o.weight, o.count)
		for _, mb := range o.members {
			piece.heroes.add(mb.hero, t, mb.w)
		}
	})
	return piece, err
}

// rangePiece is the weighted counts of the orbits of one first hand.
type rangePiece struct {
	acc    *weighted
	heroes *heroTable
}

// sequencer merges numbered results in the order of their numbers, 0, 1,
// 2, ..., whatever order they arrive in, so that sums of floating-point
// numbers come out the same for any number of workers. merge is called
// under a lock, one result at a time; when it returns true the sequencer
// is done and later results are dropped.
type sequencer[T any] struct {
	mu      sync.Mutex
	merge   func(i int, v T) (done bool)
	pending map[int]T
	next    int
	done    bool
}

func newSequencer[T any](merge func(i int, v T) bool) *sequencer[T] {
	return &sequencer[T]{merge: merge, pending: make(map[int]T)}
}

// put hands over result i, merging it and every waiting result after it
// if i is the next in order. It reports whether the sequencer is done.
func (s *sequencer[T]) put(i int, v T) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done {
		return true
	}
	s.pending[i] = v
	for v, ok := s.pending[s.next]; ok; v, ok = s.pending[s.next] {
		delete(s.pending, s.next)
		s.next++
		if s.merge(s.next-1, v) {
			s.done = true
			return true
		}
	}
	return false
}
