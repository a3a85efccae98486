package omaha

import (
	"iter"
	"math/bits"

	"github.com/pokersim/pokersim/deck"
)

// Hands returns every hand of Hole() cards in the range that holds no card
// of exclude, each once, in an order fixed by the range and exclude. It
// plans how to list them (see plan) so that narrow ranges cost little:
// "AsKs**" tests 4 subsets rather than 270,725 hands, and "AA:$ds" tests
// only the hands with two aces.
func (r *Range) Hands(exclude deck.Set) iter.Seq[deck.Set] {
	return func(yield func(deck.Set) bool) {
		live := deck.FullDeck &^ exclude
		if r.all {
			eachSubset(live, r.hole, yield)
			return
		}
		r.run(r.plan(r.eval0, live), live, yield)
	}
}

// Count returns the number of hands Hands(exclude) yields. Where the plan
// works from subsets it counts the completions of each subset that passes
// rather than listing them.
func (r *Range) Count(exclude deck.Set) int {
	live := deck.FullDeck &^ exclude
	if r.all {
		return int(binomial(live.Len(), r.hole))
	}
	p := r.plan(r.eval0, live)
	if p.kind == planSubsets {
		return int(p.hands)
	}
	n := 0
	r.run(p, live, func(deck.Set) bool { n++; return true })
	return n
}

// planKind says how a plan lists the hands where its node holds.
type planKind uint8

const (
	// planAll tests every hand of live cards.
	planAll planKind = iota
	// planSubsets tests each subset S of at most Hole() cards of the
	// node's union U, and completes each S that passes with every choice of
	// the other Hole()-|S| cards from outside U. Because the node holds for
	// a hand if and only if it holds for the hand's cards in U, this lists
	// each hand it holds for exactly once.
	planSubsets
	// planFrom lists the hands of one kid of an and node, or of the hint
	// of an atom, which every hand of the node is among, and tests each.
	planFrom
	// planEither lists the hands of each kid of an or node in turn,
	// skipping those an earlier kid holds for, which were listed already.
	planEither
)

// plan is a way to list the hands of live cards where node holds.
type plan struct {
	kind  planKind
	node  int32
	union deck.Set // for planSubsets, the node's live union
	hands uint64   // the hands it lists: exact for planSubsets, at most this for the others
	cost  uint64   // its cost: testCost for each hand or subset tested, 1 for each hand listed
	kids  []plan   // for planFrom one, for planEither one per kid
}

// testCost is the cost of testing a hand or subset against a node, in
// units of listing a hand that needs no test, a rough ratio of the times
// they take.
const testCost = 8

// plan returns the cheapest plan for node i among those it knows: testing
// every hand, working from the subsets of the node's union, and for and
// and or nodes, building on the plans of their kids.
func (r *Range) plan(i int32, live deck.Set) plan {
	all := binomial(live.Len(), r.hole)
	best := plan{kind: planAll, node: i, hands: all, cost: testCost * all}
	n := &r.nodes[i]
	if u := n.union & live; testCost*subsetsUpTo(u.Len(), r.hole) < best.cost {
		hands, tests := r.countSubsets(i, live, u)
		if cost := testCost*tests + hands; cost < best.cost {
			best = plan{kind: planSubsets, node: i, union: u, hands: hands, cost: cost}
		}
	}
	switch n.op {
	case opAtom:
		if n.hint >= 0 {
			p := r.plan(n.hint, live)
			if cost := p.cost + testCost*p.hands; cost < best.cost {
				best = plan{kind: planFrom, node: i, hands: p.hands, cost: cost, kids: []plan{p}}
			}
		}
	case opAnd:
		for _, k := range n.kids {
			if k.neg {
				continue
			}
			p := r.plan(k.ev, live)
			if cost := p.cost + testCost*p.hands; cost < best.cost {
				best = plan{kind: planFrom, node: i, hands: p.hands, cost: cost, kids: []plan{p}}
			}
		}
	case opOr:
		either := plan{kind: planEither, node: i}
		for j, k := range n.kids {
			if k.neg {
				return best
			}
			p := r.plan(k.ev, live)
			either.cost += p.cost + testCost*uint64(j)*p.hands
			either.hands += p.hands
			either.kids = append(either.kids, p)
		}
		if either.cost < best.cost {
			best = either
		}
	}
	return best
}

// countSubsets returns the number of hands of live cards where node i
// holds, counted from the subsets of u, its live union, and the number of
// subsets it tested.
func (r *Range) countSubsets(i int32, live, u deck.Set) (hands, tests uint64) {
	rest := (live &^ u).Len()
	for j := 0; j <= r.hole; j++ {
		ways := binomial(rest, r.hole-j)
		eachSubset(u, j, func(s deck.Set) bool {
			if r.test(i, s) {
				hands += ways
			}
			return true
		})
	}
	return hands, subsetsUpTo(u.Len(), r.hole)
}

// run calls yield with the hands of plan p, and reports whether it went
// through them all (false when yield stopped it).
func (r *Range) run(p plan, live deck.Set, yield func(deck.Set) bool) bool {
	switch p.kind {
	case planSubsets:
		rest := live &^ p.union
		for j := 0; j <= r.hole; j++ {
			more := eachSubset(p.union, j, func(s deck.Set) bool {
				return !r.test(p.node, s) || eachSubset(rest, r.hole-j, func(t deck.Set) bool { return yield(s | t) })
			})
			if !more {
				return false
			}
		}
		return true
	case planFrom:
		return r.run(p.kids[0], live, func(h deck.Set) bool { return !r.test(p.node, h) || yield(h) })
	case planEither:
		for j, kp := range p.kids {
			earlier := p.kids[:j]
			more := r.run(kp, live, func(h deck.Set) bool {
				for _, e := range earlier {
					if r.test(e.node, h) {
						return true
					}
				}
				return yield(h)
			})
			if !more {
				return false
			}
		}
		return true
	}
	return eachSubset(live, r.hole, func(h deck.Set) bool { return !r.test(p.node, h) || yield(h) })
}

// test reports whether node i holds for the cards h, by the range's one
// matcher when i is the range itself and it has one.
func (r *Range) test(i int32, h deck.Set) bool {
	if i == r.eval0 && r.only != nil {
		return r.only.match(h)
	}
	return r.eval(i, h)
}

// subsetsUpTo returns the number of subsets of at most k of n things.
func subsetsUpTo(n, k int) uint64 {
	var sum uint64
	for j := 0; j <= k; j++ {
		sum += binomial(n, j)
	}
	return sum
}

// binomial returns C(n, k), 0 when k < 0 or k > n. Each partial product
// C(n, i+1) = C(n, i)*(n-i)/(i+1) is exact; for n ≤ 52 and k ≤ 6 nothing
// overflows.
func binomial(n, k int) uint64 {
	if k < 0 || k > n {
		return 0
	}
	c := uint64(1)
	for i := range k {
		c = c * uint64(n-i) / uint64(i+1)
	}
	return c
}

// eachSubset calls yield with every subset of k cards of s, in
// lexicographic order of the cards' positions in s, and reports whether
// it went through them all (false when yield stopped it). The last
// position runs in a tight inner loop over a prefix kept ready in acc, so
// that each subset costs one OR and one call.
func eachSubset(s deck.Set, k int, yield func(deck.Set) bool) bool {
	var card [deck.NumCards]deck.Set
	m := 0
	for x := uint64(s); x != 0; x &= x - 1 {
		card[m] = 1 << bits.TrailingZeros64(x)
		m++
	}
	switch {
	case k < 0 || k > m:
		return true
	case k == 0:
		return yield(0)
	}
	var idx [MaxHole]int
	var acc [MaxHole + 1]deck.Set // acc[i]: the cards at idx[0..i)
	for i := range k {
		idx[i] = i
		acc[i+1] = acc[i] | card[i]
	}
	last := k - 1
	for {
		for j := idx[last]; j < m; j++ {
			if !yield(acc[last] | card[j]) {
				return false
			}
		}
		i := last - 1
		for i >= 0 && idx[i] == m-k+i {
			i--
		}
		if i < 0 {
			return true
		}
		idx[i]++
		acc[i+1] = acc[i] | card[idx[i]]
		for t := i + 1; t < k; t++ {
			idx[t] = idx[t-1] + 1
			acc[t+1] = acc[t] | card[idx[t]]
		}
	}
}
