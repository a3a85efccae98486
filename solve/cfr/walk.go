package cfr

import "golang.org/x/sync/errgroup"

// mode is what a walk does.
type mode uint8

const (
	update  mode = iota // regret matching; update the walking player's regrets and sums
	best                // the walking player best responds to the average strategy
	average             // both play their average strategies
)

// walker walks the tree for one player in one mode. Its arena holds the
// vectors of the nodes on the current path, so that a walk allocates
// nothing once the arena has grown: a node takes its vectors from the
// top and gives them back when it returns.
type walker struct {
	s       *Solver
	p       int
	mode    mode
	observe Observer
	pos     float64 // update: the factor of positive regrets
	neg     float64 // update: the factor of negative regrets
	keep    float64 // update: the factor of the strategy sums
	arena   []float64
	top     int // the arena's first free element
	high    int // the most of the arena a walk has wanted
}

func (s *Solver) walker(m mode, p int) *walker {
	w, _ := s.arenas.Get().(*walker)
	if w == nil {
		w = new(walker)
	}
	*w = walker{s: s, p: p, mode: m, arena: w.arena}
	return w
}

// release gives w back for another walk, with an arena as large as its
// walks have wanted.
func (s *Solver) release(w *walker) {
	if w.high > len(w.arena) {
		w.arena = make([]float64, w.high)
	}
	w.observe = nil
	s.arenas.Put(w)
}

// alloc returns n zeros from the arena, or from the heap once the arena
// is full (the walk then records how large it should have been, and the
// next walk with this walker gets an arena that large).
func (w *walker) alloc(n int) []float64 {
	end := w.top + n
	w.high = max(w.high, end)
	if end > len(w.arena) {
		w.top = end
		return make([]float64, n)
	}
	v := w.arena[w.top:end:end]
	w.top = end
	clear(v)
	return v
}

// walk sets dst to the walking player's counterfactual values at n, given
// the reach of their hands (own) and of the opponent's (opp).
func (w *walker) walk(n *Node, own, opp, dst []float64) {
	top := w.top
	switch {
	case n.Kind == Terminal:
		n.Payoff.Values(w.p, opp, dst)
	case n.Kind == Chance:
		w.chance(n, own, opp, dst)
	case n.Player == w.p:
		w.mine(n, own, opp, dst)
	default:
		w.theirs(n, own, opp, dst)
	}
	w.top = top
}

// strategy writes to sigma (action-major) the strategy at n: regret
// matching in an update, else the average strategy.
func (w *walker) strategy(n *Node, sigma []float64) {
	a, h := len(n.Children), w.s.hands[n.Player]
	if w.mode != update {
		col := w.alloc(a)
		for j := range h {
			averageOf(w.s.sum[n.slot], a, h, j, col)
			for i := range a {
				sigma[i*h+j] = col[i]
			}
		}
		return
	}
	regretMatch(w.s.regret[n.slot], a, h, sigma, w.alloc(h))
}

// regretMatch writes to sigma each hand's strategy in proportion to its
// positive regrets, uniform where none is positive; sums, n zeros, is
// scratch space.
func regretMatch(r []float32, a, n int, sigma, sums []float64) {
	for i := range a {
		row := r[i*n : (i+1)*n]
		for j, x := range row {
			if x > 0 {
				sums[j] += float64(x)
			}
		}
	}
	// One division per hand, not per action and hand: sums becomes the
	// reciprocal of the positive regrets' sum, or -1 where there are none
	// (a uniform strategy).
	for j, x := range sums {
		if x > 0 {
			sums[j] = 1 / x
		} else {
			sums[j] = -1
		}
	}
	uniform := 1 / float64(a)
	for i := range a {
		row := r[i*n : (i+1)*n]
		out := sigma[i*n : (i+1)*n]
		for j, x := range row {
			switch inv := sums[j]; {
			case inv < 0:
				out[j] = uniform
			case x > 0:
				out[j] = float64(x) * inv
			default:
				out[j] = 0
			}
		}
	}
}

// mine values a decision of the walking player: each action's values,
// combined by the strategy (or the best of them), and in an update the
// regrets and strategy sums.
func (w *walker) mine(n *Node, own, opp, dst []float64) {
	a, h := len(n.Children), len(dst)
	sigma := w.alloc(a * h)
	w.strategy(n, sigma)
	vals := w.alloc(a * h)
	reach := w.alloc(a * h)
	w.each(n, func(x *walker, i int) {
		s, r := sigma[i*h:(i+1)*h], reach[i*h:(i+1)*h]
		for j := range r {
			r[j] = own[j] * s[j]
		}
		x.walk(n.Children[i], r, opp, vals[i*h:(i+1)*h])
	})
	clear(dst)
	if w.mode == best {
		copy(dst, vals[:h])
		for i := 1; i < a; i++ {
			for j, v := range vals[i*h : (i+1)*h] {
				dst[j] = max(dst[j], v)
			}
		}
		return
	}
	for i := range a {
		s, v := sigma[i*h:(i+1)*h], vals[i*h:(i+1)*h]
		for j := range dst {
			dst[j] += s[j] * v[j]
		}
	}
	if w.mode == average {
		if w.observe != nil {
			w.observe(n, w.p, own, opp, dst)
		}
		return
	}
	w.learn(n, sigma, vals, own, dst)
}

// learn adds iteration t's regrets and strategy to n's tables and
// discounts them (DCFR): R = (R + v_a - v) times pos or neg by its sign,
// S = S*keep + own*sigma.
func (w *walker) learn(n *Node, sigma, vals, own, v []float64) {
	r, s := w.s.regret[n.slot], w.s.sum[n.slot]
	h := len(v)
	for i := range len(n.Children) {
		rr, ss := r[i*h:(i+1)*h], s[i*h:(i+1)*h]
		va, sa := vals[i*h:(i+1)*h], sigma[i*h:(i+1)*h]
		for j := range rr {
			x := float64(rr[j]) + va[j] - v[j]
			if x > 0 {
				x *= w.pos
			} else {
				x *= w.neg
			}
			rr[j] = float32(x)
			ss[j] = float32(float64(ss[j])*w.keep + own[j]*sa[j])
		}
	}
}

// theirs values a decision of the opponent: the sum over their actions
// of the values with their reach times their strategy.
func (w *walker) theirs(n *Node, own, opp, dst []float64) {
	q := n.Player
	a, h, m := len(n.Children), w.s.hands[q], len(dst)
	sigma := w.alloc(a * h)
	w.strategy(n, sigma)
	reach := w.alloc(a * h)
	vals := w.alloc(a * m)
	w.each(n, func(x *walker, i int) {
		s, r := sigma[i*h:(i+1)*h], reach[i*h:(i+1)*h]
		for j := range r {
			r[j] = opp[j] * s[j]
		}
		x.walk(n.Children[i], own, r, vals[i*m:(i+1)*m])
	})
	copy(dst, vals[:m])
	for i := 1; i < a; i++ {
		for j, v := range vals[i*m : (i+1)*m] {
			dst[j] += v
		}
	}
	if w.mode == average && w.observe != nil {
		w.observe(n, w.p, own, opp, dst)
	}
}

// chance values a chance node: each outcome is walked with the hands it
// blocks taken out and the opponent's reach times its weight, into its own
// vector; an outcome that is an image of another takes that one's values
// through its permutation. The vectors are summed in outcome order.
func (w *walker) chance(n *Node, own, opp, dst []float64) {
	k, mine, theirs := len(n.Children), len(own), len(opp)
	vals := w.alloc(k * mine)
	w.each(n, func(x *walker, i int) {
		d := &n.Deals[i]
		o, r := x.alloc(mine), x.alloc(theirs)
		copy(o, own)
		for _, b := range d.Blocked[x.p] {
			o[b] = 0
		}
		for j, v := range opp {
			r[j] = v * d.Weight
		}
		for _, b := range d.Blocked[1-x.p] {
			r[b] = 0
		}
		x.walk(n.Children[i], o, r, vals[i*mine:(i+1)*mine])
	})
	for i := range n.Deals {
		d := &n.Deals[i]
		out := vals[i*mine : (i+1)*mine]
		if im := d.Image; im != nil {
			from := vals[im.Of*mine : (im.Of+1)*mine]
			for h, j := range im.Perm[w.p] {
				out[h] = from[j]
			}
		}
		for _, b := range d.Blocked[w.p] {
			out[b] = 0
		}
	}
	clear(dst)
	for i := range k {
		for j, v := range vals[i*mine : (i+1)*mine] {
			dst[j] += v
		}
	}
}

// spawnSize is the fewest nodes a subtree must have to be walked by
// another goroutine: smaller ones cost less than starting one.
const spawnSize = 16

// each calls f(x, i) for each child i of n (but those that are images),
// with x a walker for it: another goroutine's where one is free and the
// child is large enough, else w itself. Each call must write only its
// own child's vectors, which the caller combines in child order after
// each returns, so results do not depend on the goroutines.
func (w *walker) each(n *Node, f func(x *walker, i int)) {
	var g errgroup.Group
	for i, c := range n.Children {
		if c == nil {
			continue
		}
		if c.size >= spawnSize {
			select {
			case w.s.sem <- struct{}{}:
				g.Go(func() error {
					x := w.s.walker(w.mode, w.p)
					x.observe, x.pos, x.neg, x.keep = w.observe, w.pos, w.neg, w.keep
					f(x, i)
					w.s.release(x)
					<-w.s.sem
					return nil
				})
				continue
			default:
			}
		}
		top := w.top
		f(w, i)
		w.top = top
	}
	g.Wait()
}
