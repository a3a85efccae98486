package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/pool"
	"github.com/pokersim/pokersim/internal/valuesort"
)

// Heads-up matchups with ranges are valued board first where that is
// quicker than assignment by assignment: for each board to come, every
// hand either player may hold is valued once, the hands are sorted by
// value, and one sweep counts, for each hand, the weight of the opponent's
// hands it beats, ties and meets, without a card in common: the weight of
// all the opponent's hands valued lower, less those holding either of its
// two cards (kept per card as the sweep goes), plus those holding both
// (the hand itself). A board costs a few microseconds whatever the ranges,
// so a range against a random hand, which has 1.6 million assignments,
// takes as long as any other.
//
// Boards related by a relabelling of the suits that fixes the known board,
// the dead cards and both players' weights give the same counts, so only
// the least board of each such class is valued, times the size of the
// class (without results by hand, which the relabelling would move to
// another hand). The counts of each board are integers times products of
// weights, summed in the same order however the work is split, so the
// result does not depend on the number of workers.

// boardMajor is a heads-up matchup with ranges prepared for valuing board
// first: read only, shared by the workers. The hands either player may
// hold are held column by column, for the sweep's loops.
type boardMajor struct {
	rank   *eval.Ranking
	known  eval.Hand   // the known board
	avail  []deck.Card // the cards that may come, increasing
	k      int         // board cards to come
	set    []deck.Set  // each hand's cards
	hole   []eval.Hand
	c1, c2 []uint8      // its cards' indexes
	w      [2][]float64 // the players' weights of each hand, 0 for not in the range
	in     [2][]float64 // 1 where the weight is positive, else 0
	combo  []deck.Combo
	perms  []bmPerm // relabellings fixing the board, dead cards and weights; the identity first
	cats   bool
	byHand bool
}

// bmPerm is a suit relabelling as shifts: card 4r+s goes to 4r+to[s].
type bmPerm struct{ to [deck.NumSuits]uint8 }

// image returns the image of the set s.
func (p *bmPerm) image(s deck.Set) deck.Set {
	const suit0 = 0x1111111111111 // the 13 cards of suit 0
	var out uint64
	for s0, to := range p.to {
		out |= (uint64(s) >> s0 & suit0) << to
	}
	return deck.Set(out)
}

// canBoardMajor reports whether m can be valued board first: two players,
// at least one with a range, in a game whose hands are the best five of two
// hole cards and a board of five.
func canBoardMajor(m *Matchup) bool {
	g := m.Game
	return len(m.Players) == 2 && m.hasRanges() && g.Use() == game.AnyFive && g.Low() == game.NoLow && g.BoardCards() == 5 && g.HoleCards() == 2
}

// newBoardMajor prepares m, which canBoardMajor accepts, with its players'
// seats. With byHand, no relabelling is used.
func newBoardMajor(m *Matchup, seats []seat, cats, byHand bool) *boardMajor {
	bm := &boardMajor{rank: m.Game.Ranking(), known: eval.NewHand(m.Board...), k: m.Game.BoardCards() - len(m.Board),
		cats: cats, byHand: byHand}
	var board deck.Set
	board = deck.SetOf(m.Board...) | deck.SetOf(m.Dead...)
	bm.avail = (m.Game.Deck() &^ board &^ m.Known()).AppendCards(nil)
	// Cards of known hands stay out of the board: avail excludes them.
	var w [2][deck.NumCombos]float64
	for p, s := range seats {
		for i, c := range s.combos {
			w[p][c.Index()] = s.weights[i]
		}
	}
	for i := range deck.NumCombos {
		if w[0][i] == 0 && w[1][i] == 0 {
			continue
		}
		c := deck.ComboAt(i)
		bm.set = append(bm.set, c.Set())
		bm.hole = append(bm.hole, eval.NewHand(c.Hi, c.Lo))
		bm.c1, bm.c2 = append(bm.c1, uint8(c.Hi)), append(bm.c2, uint8(c.Lo))
		bm.combo = append(bm.combo, c)
		for p := range 2 {
			bm.w[p] = append(bm.w[p], w[p][i])
			in := 0.0
			if w[p][i] > 0 {
				in = 1
			}
			bm.in[p] = append(bm.in[p], in)
		}
	}
	imgs := deck.ComboImages()
	for k, p := range deck.SuitPerms() {
		if byHand && k > 0 {
			break
		}
		if p.Set(board) != board {
			continue
		}
		ok := true
		for i := 0; i < deck.NumCombos && ok; i++ {
			j := imgs[k][i]
			ok = w[0][i] == w[0][j] && w[1][i] == w[1][j]
		}
		if !ok {
			continue
		}
		var bp bmPerm
		for s := range p {
			bp.to[s] = uint8(p[s])
		}
		bm.perms = append(bm.perms, bp)
	}
	return bm
}

// seconds estimates the CPU seconds of valuing every board: per
// board valued, per hand (valuing, sorting and sweeping it), and per board
// to come, the test of its relabellings.
func (bm *boardMajor) seconds() float64 {
	boards := 1.0
	n := float64(len(bm.avail))
	for i := range bm.k {
		boards *= (n - float64(i)) / float64(i+1)
	}
	return boards/float64(len(bm.perms))*float64(len(bm.set))*bmHandSeconds + boards*float64(len(bm.perms))*bmPermSeconds
}

// Estimated times of the board-first path on one core: per hand of a
// board valued, and per relabelling tried on a board to come.
const (
	bmHandSeconds = 18e-9
	bmPermSeconds = 2e-9
)

// shards returns the number of pieces the boards split into: one per
// first card to come (or one, with the board complete).
func (bm *boardMajor) shards() int {
	if bm.k == 0 {
		return 1
	}
	return len(bm.avail) - bm.k + 1
}

// bmWork is a worker's scratch space, and the counts of the shard it is
// valuing.
type bmWork struct {
	bm     *boardMajor
	acc    *weighted
	heroes *heroTable
	keys   []uint32 // value<<16 | hand, of the hands valid on the board
	tmp    []uint32
	less   [2][]float64 // per position in keys: the opponent's weight valued lower
}

func (bm *boardMajor) newWork() *bmWork {
	n := len(bm.set)
	return &bmWork{bm: bm, keys: make([]uint32, n), tmp: make([]uint32, n),
		less: [2][]float64{make([]float64, n), make([]float64, n)}}
}

// runShard values the boards of shard i and returns their counts.
func (w *bmWork) runShard(ctx context.Context, i int) (*rangePiece, error) {
	bm := w.bm
	w.acc = newWeighted(2, bm.cats, false)
	w.heroes = nil
	if bm.byHand {
		w.heroes = new(heroTable)
	}
	piece := &rangePiece{acc: w.acc, heroes: w.heroes}
	if bm.k == 0 {
		w.board(0, bm.known, 1)
		return piece, nil
	}
	c := bm.avail[i]
	steps := 0
	var rec func(from, left int, set deck.Set, h eval.Hand) bool
	rec = func(from, left int, set deck.Set, h eval.Hand) bool {
		if left == 0 {
			if mult := w.multiplicity(set); mult > 0 {
				w.board(set, h, mult)
			}
			if steps++; steps&0xff == 0 && ctx.Err() != nil {
				return false
			}
			return true
		}
		for j := from; j <= len(bm.avail)-left; j++ {
			c := bm.avail[j]
			if !rec(j+1, left-1, set|c.Bit(), h.Add(c)) {
				return false
			}
		}
		return true
	}
	rec(i+1, bm.k-1, c.Bit(), bm.known.Add(c))
	return piece, ctx.Err()
}

// enumerateBoardMajor values the plan's heads-up matchup with ranges
// board first (boardMajor), shard by shard on the plan's workers, merging
// the shards in their order.
func (p *Plan) enumerateBoardMajor(ctx context.Context) (*Result, error) {
	bm := p.bm
	works := make([]*bmWork, pool.Size(p.opts.Workers, bm.shards()))
	return p.runRangePieces(ctx, bm.shards(), 2, func(ctx context.Context, wk, i int) (*rangePiece, error) {
		if works[wk] == nil {
			works[wk] = bm.newWork()
		}
		return works[wk].runShard(ctx, i)
	})
}

// multiplicity returns the number of boards to come that the relabellings
// map set onto, if set is the least of them, and 0 otherwise.
func (w *bmWork) multiplicity(set deck.Set) float64 {
	perms := w.bm.perms
	if len(perms) == 1 {
		return 1
	}
	stab := 0
	for k := range perms {
		img := perms[k].image(set)
		switch {
		case img < set:
			return 0
		case img == set:
			stab++
		}
	}
	return float64(len(perms) / stab)
}

// board values the board whose cards to come are set (the whole board's
// keys h) and adds its counts, times mult, to w.
func (w *bmWork) board(set deck.Set, h eval.Hand, mult float64) {
	bm := w.bm
	w0, w1, in0, in1 := bm.w[0], bm.w[1], bm.in[0], bm.in[1]
	c1s, c2s := bm.c1, bm.c2
	// The hands valid on this board, and per player the weight and count
	// of them all and of those holding each card.
	var tw, tn [2]float64
	var tc, tnc [2][deck.NumCards]float64
	n := 0
	for i, hs := range bm.set {
		if hs&set != 0 {
			continue
		}
		w.keys[n] = uint32(bm.rank.Value(h.Merge(bm.hole[i])))<<16 | uint32(i)
		n++
		c1, c2 := c1s[i], c2s[i]
		a, b, ia, ib := w0[i], w1[i], in0[i], in1[i]
		tw[0] += a
		tw[1] += b
		tn[0] += ia
		tn[1] += ib
		tc[0][c1] += a
		tc[0][c2] += a
		tc[1][c1] += b
		tc[1][c2] += b
		tnc[1][c1] += ib
		tnc[1][c2] += ib
	}
	keys := w.sort(n)
	// The sweep, in groups of equal value: lower and lowerC hold the
	// weights of the hands valued lower (then, within a group, up to the
	// group's end), per player, in all and per card.
	var lower [2]float64
	var lowerC [2][deck.NumCards]float64
	var win [2]float64
	var tie, total, samples float64
	var cats [2][numCats]float64
	less0, less1 := w.less[0], w.less[1]
	for start := 0; start < n; {
		v := keys[start] >> 16
		end := start + 1
		for end < n && keys[end]>>16 == v {
			end++
		}
		for k := start; k < end; k++ {
			i := keys[k] & 0xffff
			c1, c2 := c1s[i], c2s[i]
			less0[k] = lower[1] - lowerC[1][c1] - lowerC[1][c2]
			less1[k] = lower[0] - lowerC[0][c1] - lowerC[0][c2]
		}
		for k := start; k < end; k++ {
			i := keys[k] & 0xffff
			c1, c2 := c1s[i], c2s[i]
			a, b := w0[i], w1[i]
			lower[0] += a
			lower[1] += b
			lowerC[0][c1] += a
			lowerC[0][c2] += a
			lowerC[1][c1] += b
			lowerC[1][c2] += b
		}
		cat := bm.rank.Category(eval.Rank(v))
		for k := start; k < end; k++ {
			i := keys[k] & 0xffff
			c1, c2 := c1s[i], c2s[i]
			a, b := w0[i], w1[i]
			win[0] += a * less0[k]
			win[1] += b * less1[k]
			if a == 0 {
				continue
			}
			// Up to the group's end, less this hand, which holds both cards.
			leq := lower[1] - lowerC[1][c1] - lowerC[1][c2] + b
			eq := leq - less0[k]
			all := tw[1] - tc[1][c1] - tc[1][c2] + b
			cnt := tn[1] - tnc[1][c1] - tnc[1][c2] + in1[i]
			tie += a * eq
			total += a * all
			samples += cnt
			if bm.cats {
				cats[0][cat] += a * all
			}
			if w.heroes != nil {
				w.heroes.addDuel(bm.combo[i], int64(cnt), a*all, a*less0[k], a*eq)
			}
		}
		if bm.cats {
			for k := start; k < end; k++ {
				i := keys[k] & 0xffff
				if b := w1[i]; b > 0 {
					cats[1][cat] += b * (tw[0] - tc[0][c1s[i]] - tc[0][c2s[i]] + w0[i])
				}
			}
		}
		start = end
	}
	acc := w.acc
	acc.samples += int64(samples) * int64(mult)
	acc.total += mult * total
	for p := range 2 {
		acc.win[p] += mult * win[p]
		acc.split[p][2] += mult * tie
		if acc.cats != nil {
			for c, x := range cats[p] {
				acc.cats[p][c] += mult * x
			}
		}
	}
}

// sort returns the first n keys of w.keys in increasing order of value
// (valuesort.Sort).
func (w *bmWork) sort(n int) []uint32 {
	return valuesort.Sort(w.keys[:n], w.tmp[:n])
}
