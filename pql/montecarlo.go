package pql

import (
	"context"
	"fmt"
	"sort"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/pool"
)

// blockDeals is the most deals of a Monte Carlo block: a run of n
// trials deals blocks of min(blockDeals, n) deals, a size that depends
// on the request only. Block b
// draws from the stream (seed, b); blocks are merged in order and the run
// stops after the first block at which the deals that qualified reach
// the target, that block cut at the target (it is dealt again from its
// stream, stopping there), so the figures depend on the seed and the
// target only, never on the number of workers.
const blockDeals = 1 << 14

// maxDealsPer is how many deals a run may deal per qualified deal
// wanted before it gives up on a where that almost nothing satisfies.
const maxDealsPer = 1000

// sampler deals random deals of a program.
type sampler struct {
	pr *program
	r  *deck.Rand
	d  *deal
}

// draw deals one deal: each range player's hand drawn by weight, the
// whole assignment drawn again if two hands share a card (so that
// assignments come with probability proportional to the product of
// their weights, as exact enumeration weighs them), then every slot
// dealt from the cards left.
//
// It is the inner loop of Monte Carlo, so it deals the layout's runs
// (slots merged where they are contiguous) rather than its slots: one
// Deal of a run draws from the stream exactly the cards that one Deal
// per slot would, since each card is drawn against every card dealt
// before it either way, so the deals are those of a slot at a time.
func (s *sampler) draw() error {
	l, d := s.pr.l, s.d
	used := l.known
	if len(l.ranged) > 0 {
		var err error
		if used, err = s.pickHands(); err != nil {
			return err
		}
	}
	copy(d.board[:], l.board)
	for _, p := range l.withKnown {
		copy(d.cards[p][:], l.seats[p].known)
	}
	outside := ^l.deck
	for _, sl := range l.runs {
		var dst []deck.Card
		if sl.player >= 0 {
			dst = d.cards[sl.player][sl.from : sl.from+sl.n]
		} else {
			dst = d.board[sl.from : sl.from+sl.n]
		}
		used |= s.r.Deal(dst, used|outside)
	}
	l.place(d, used)
	return nil
}

// pickHands draws the range players' hands until no two share a card,
// places them in the deal and returns the known cards and theirs.
func (s *sampler) pickHands() (deck.Set, error) {
	l, d := s.pr.l, s.d
	for tries := 0; tries < 1_000_000; tries++ {
		used := l.known
		ok := true
		for _, p := range l.ranged {
			h := s.pick(&l.seats[p])
			if h.cards&used != 0 {
				ok = false
				break
			}
			used |= h.cards
			d.cards[p], d.holes[p], d.sets[p] = h.list, h.hand, h.cards
		}
		if ok {
			return used, nil
		}
	}
	return 0, fmt.Errorf("%w: the players' ranges almost never fit together (a million draws)", ErrNoDeal)
}

// pick draws a hand of a range seat by weight: by index when the weights
// are equal, else by the cumulative weights.
func (s *sampler) pick(st *seat) *hand {
	if st.uniform {
		return &st.hands[s.r.IntN(len(st.hands))]
	}
	total := st.cum[len(st.cum)-1]
	x := float64(s.r.Uint64()>>11) / (1 << 53) * total
	i := sort.SearchFloat64s(st.cum, x)
	if i < len(st.cum) && st.cum[i] == x {
		i++
	}
	return &st.hands[min(i, len(st.cum)-1)]
}

// block runs Monte Carlo block b: blockDeals deals, or fewer if limit
// deals qualify first (limit 0 for none), or if the clock passes stop
// (the zero time for none), which the tally then says.
func (pr *program) block(ctx context.Context, seed uint64, b, size, limit int64, stop time.Time) (*tally, error) {
	s := &sampler{pr: pr, r: deck.NewRand(seed, uint64(b)), d: &deal{n: len(pr.l.seats)}}
	t := pr.newTally()
	for i := range size {
		if i&0xff == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if i > 0 && !stop.IsZero() && time.Now().After(stop) {
				t.stopped = true
				break
			}
		}
		if err := s.draw(); err != nil {
			return nil, err
		}
		t.deals++
		if pr.where != nil && !pr.where(s.d) {
			continue
		}
		t.add(pr, s.d, 1)
		if limit > 0 && t.qualified == limit {
			break
		}
	}
	return t, nil
}

// sample runs Monte Carlo until trials deals qualify, in waves of
// blocks run by workers, and merges the blocks in order. With a nonzero
// stop it also ends at the first wave in which the clock passes stop,
// its blocks cut there; the figures then depend on the machine's speed.
func (pr *program) sample(ctx context.Context, seed uint64, trials int64, workers int, stop time.Time) (*tally, error) {
	total := pr.newTally()
	w := pool.Workers(workers)
	size := min(blockDeals, trials)
	for next := int64(0); ; {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		wave := make([]*tally, w)
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(w)
		for i := range wave {
			g.Go(func() error {
				t, err := pr.block(gctx, seed, next+int64(i), size, 0, stop)
				wave[i] = t
				return err
			})
		}
		if err := g.Wait(); err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, err
		}
		for i, t := range wave {
			if total.qualified+t.qualified >= trials {
				cut, err := pr.block(ctx, seed, next+int64(i), size, trials-total.qualified, time.Time{})
				if err != nil {
					return nil, err
				}
				total.merge(cut)
				return total, nil
			}
			total.merge(t)
			if total.deals >= trials*maxDealsPer {
				if total.qualified == 0 {
					return nil, fmt.Errorf("%w: none of %d deals did", ErrNoDeal, total.deals)
				}
				return total, nil
			}
		}
		if total.stopped {
			if total.qualified == 0 {
				return nil, fmt.Errorf("%w: none of %d deals did in the time allowed", ErrNoDeal, total.deals)
			}
			return total, nil
		}
		next += int64(w)
	}
}
