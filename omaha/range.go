package omaha

import (
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// Range is a parsed Omaha range: a predicate on hands of Hole() cards,
// compiled so that Contains neither allocates nor looks anything up in a
// map. A Range is immutable once parsed and safe for concurrent use. The
// zero Range is not valid; get one from ParseRange.
type Range struct {
	hole  int
	text  string // canonical text, as String returns it
	nodes []node
	root  int32    // the root as written, for String
	eval0 int32    // the root with macros looked through, for eval
	only  *matcher // the one matcher of a range that is one pattern, called directly
	atoms []atom
	all   bool
	rk    *ranking // the ranking of four-card hands, if the range has a percentage
}

// op is the operation of a node of the expression tree.
type op uint8

const (
	opTrue  op = iota // every hand: "random", "any"
	opAtom            // a hand pattern or span
	opOr              // any kid holds
	opAnd             // every kid holds, a negated kid by not holding
	opMacro           // a hand macro: its one kid, printed as its name
	opTop             // a percentage of hands, "15%" or "5%-10%", printed as its name
)

// node is a node of the expression tree. Its kids are node indices, each
// perhaps negated, so that "a:b!c" is one opAnd node with c negated.
type node struct {
	op    op
	atom  int32 // for opAtom, the index in Range.atoms
	kids  []kid
	name  string   // for opMacro and opTop
	top   [2]int32 // for opTop, the places in the ranking it holds: from top[0] up to but not including top[1]
	union deck.Set // every card the node's patterns look at: it holds for a hand if and only if it holds for the hand's cards in union
	hint  int32    // for opAtom, a node that holds wherever it does but looks at fewer cards, or -1; see matcher.relaxed
}

type kid struct {
	n   int32
	ev  int32 // n with macros looked through, set by finish, for eval
	neg bool
}

// atom is a hand pattern, or a span of them: it holds when any of its
// matchers does. A span's patterns that no hand can match are left out.
type atom struct {
	text  string
	ms    []matcher
	union deck.Set
	hint  []matcher // the matchers relaxed, if each has a relaxation
}

// add appends n to the tree and returns its index.
func (r *Range) add(n node) int32 {
	r.nodes = append(r.nodes, n)
	return int32(len(r.nodes) - 1)
}

// addAtom compiles the patterns of a span (one pattern if no span) into an
// atom and returns its node.
func (r *Range) addAtom(members []pattern) int32 {
	a := atom{text: members[0].text(r.hole)}
	if last := members[len(members)-1]; len(members) > 1 {
		a.text += "-" + last.text(r.hole)
	}
	for _, p := range members {
		if m := compile(p); m.kind != kindNever {
			a.ms = append(a.ms, m)
			a.union |= m.union
		}
	}
	for _, m := range a.ms {
		x, ok := m.relaxed()
		if !ok {
			a.hint = nil
			break
		}
		a.hint = append(a.hint, x)
	}
	r.atoms = append(r.atoms, a)
	return r.add(node{op: opAtom, atom: int32(len(r.atoms) - 1), hint: -1})
}

// addHints gives each atom node with relaxed matchers a hint node that
// holds them, outside the tree, for Hands to plan with.
func (r *Range) addHints() {
	for i := range r.nodes {
		n := r.nodes[i]
		if n.op != opAtom || r.atoms[n.atom].hint == nil {
			continue
		}
		h := atom{ms: r.atoms[n.atom].hint}
		for _, m := range h.ms {
			h.union |= m.union
		}
		r.atoms = append(r.atoms, h)
		hint := r.add(node{op: opAtom, atom: int32(len(r.atoms) - 1), union: h.union, hint: -1})
		r.nodes[i].hint = hint // after add, which may move the nodes
	}
}

// finish sets the canonical text, points eval past the macro nodes, which
// only name what they hold, and decides All, once the tree is built.
func (r *Range) finish() {
	var b strings.Builder
	r.format(&b, r.root, ctxTop)
	r.text = b.String()
	for i := range r.nodes {
		for j := range r.nodes[i].kids {
			k := &r.nodes[i].kids[j]
			k.ev = r.through(k.n)
		}
	}
	r.unite(r.root)
	r.addHints()
	r.eval0 = r.through(r.root)
	if n := r.nodes[r.eval0]; n.op == opAtom && len(r.atoms[n.atom].ms) == 1 {
		r.only = &r.atoms[n.atom].ms[0]
	}
	r.all = r.always(r.root) || r.allBySubsets()
}

// unite sets the union of node i and of the nodes under it, and returns it.
func (r *Range) unite(i int32) deck.Set {
	n := &r.nodes[i]
	if n.op == opAtom {
		n.union = r.atoms[n.atom].union
	}
	for _, k := range n.kids {
		n.union |= r.unite(k.n)
	}
	return n.union
}

// through returns node i, or if it is a macro, the first node inside it
// that is not.
func (r *Range) through(i int32) int32 {
	for r.nodes[i].op == opMacro {
		i = r.nodes[i].kids[0].n
	}
	return i
}

// holds reports whether the range holds for the cards h, by the one
// matcher if there is one and by the tree otherwise.
func (r *Range) holds(h deck.Set) bool {
	if r.only != nil {
		return r.only.match(h)
	}
	return r.eval(r.eval0, h)
}

// Hole returns the number of hole cards the range is for: 4, 5 or 6.
func (r *Range) Hole() int { return r.hole }

// String returns the range in canonical form, which ParseRange reads back
// to an equal range: hand patterns padded with wildcards to Hole() cards
// ("AA" is "AA**" in four-card Omaha), spans as their two ends ("QQ+" is
// "QQ**-AA**"), ranks in upper case, suits and suit variables in lower
// case, lists sorted, "random" for "any", ", " between alternatives, ':'
// and '!' bare, and parentheses only where needed.
func (r *Range) String() string { return r.text }

// All reports whether every hand of Hole() cards is in the range, so that
// a caller may deal hands instead of drawing and rejecting them. It is
// exact for "random", for wildcards alone and for any range whose patterns
// look at few cards, such as "AA,!AA"; for a range that covers every hand
// only by combining wide patterns, such as "$ds,!$ds", it may report false.
// It never reports true for a range that misses a hand.
func (r *Range) All() bool { return r.all }

// Contains reports whether the hand, which must hold exactly Hole() cards,
// is in the range. It reports false for a hand of any other size. It does
// not allocate.
func (r *Range) Contains(hand deck.Set) bool {
	if hand&^deck.FullDeck != 0 || hand.Len() != r.hole {
		return false
	}
	return r.all || r.holds(hand)
}

// eval reports whether node i holds for the cards h. It does not look at
// the number of cards: every pattern depends only on the cards in union.
func (r *Range) eval(i int32, h deck.Set) bool {
	n := &r.nodes[i]
	switch n.op {
	case opTrue:
		return true
	case opAtom:
		a := &r.atoms[n.atom]
		for j := range a.ms {
			if a.ms[j].match(h) {
				return true
			}
		}
		return false
	case opOr:
		for _, k := range n.kids {
			if r.eval(k.ev, h) != k.neg {
				return true
			}
		}
		return false
	case opAnd:
		for _, k := range n.kids {
			if r.eval(k.ev, h) == k.neg {
				return false
			}
		}
		return true
	case opTop:
		return r.inTop(n, h)
	}
	return r.eval(n.kids[0].n, h) // opMacro, which finish has eval look through
}

// always reports whether node i holds for every hand on the face of it:
// "random", a pattern of wildcards, or an or or and built only of those.
func (r *Range) always(i int32) bool {
	n := &r.nodes[i]
	switch n.op {
	case opTrue:
		return true
	case opAtom:
		for _, m := range r.atoms[n.atom].ms {
			if m.kind == kindClasses && m.ncls == 0 && m.forced == 0 {
				return true
			}
		}
		return false
	case opOr:
		for _, k := range n.kids {
			if !k.neg && r.always(k.n) {
				return true
			}
		}
		return false
	case opAnd:
		for _, k := range n.kids {
			if k.neg || !r.always(k.n) {
				return false
			}
		}
		return true
	case opTop:
		return n.top == [2]int32{0, NumClasses4}
	}
	return r.always(n.kids[0].n)
}

// maxAllChecks bounds the subsets of union that allBySubsets may check.
const maxAllChecks = 1 << 12

// allBySubsets decides All exactly when the root's union is small: a hand's
// membership depends only on its cards in union, so every hand is in the
// range if and only if every subset S of union that can be part of a hand
// (|S| ≤ hole, and enough cards outside union to complete it) is.
func (r *Range) allBySubsets() bool {
	union := r.nodes[r.root].union
	u := union.Len()
	if subsetsUpTo(u, r.hole) > maxAllChecks {
		return false
	}
	rest := deck.NumCards - u
	for j := 0; j <= r.hole; j++ {
		if r.hole-j > rest {
			continue
		}
		ok := eachSubset(union, j, r.holds)
		if !ok {
			return false
		}
	}
	return true
}
