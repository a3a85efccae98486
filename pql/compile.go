package pql

import (
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// node is a compiled expression: its type and how to compute it on a
// deal. Booleans are computed by test, every other type by num (hand
// types, categories and cards as their indices). Constant arguments
// (players, streets, ranges, board patterns) are resolved when compiled.
type node struct {
	ty   typ
	num  func(*deal) float64
	test func(*deal) bool
	at   pos

	player  int
	street  int
	inRange func(deck.Set) bool
	board   func(*[5]deck.Card) bool
	isConst bool
	konst   float64
	handOf  *handRef // for handType(player, street), which compare fuses with a constant

	ident *Ident  // a bare name not yet resolved: a player, street or keyword by context
	str   *String // a quoted literal not yet resolved: a range, card or board pattern
}

// handRef is the player and street of a handType call.
type handRef struct{ player, street int }

// compiler compiles one query's expressions against its table.
type compiler struct {
	q       *Query
	l       *layout
	t       *table
	players map[string]int
}

func (c *compiler) fail(at pos, err error, format string, args ...any) error {
	return errAt(c.q.src, at, err, format, args...)
}

// value returns how to compute n as a number (a boolean as 0 or 1).
func (n *node) value() func(*deal) float64 {
	if n.ty == tyBool {
		t := n.test
		return func(d *deal) float64 {
			if t(d) {
				return 1
			}
			return 0
		}
	}
	return n.num
}

// expr compiles e.
func (c *compiler) expr(e Expr) (*node, error) {
	switch e := e.(type) {
	case *Number:
		v := e.Value
		return &node{ty: tyNum, at: e.p, num: func(*deal) float64 { return v }, isConst: true, konst: v}, nil
	case *String:
		return &node{ty: tyRange, at: e.p, str: e}, nil
	case *Ident:
		switch strings.ToLower(e.Name) {
		case "true", "false":
			v := strings.EqualFold(e.Name, "true")
			return &node{ty: tyBool, at: e.p, test: func(*deal) bool { return v }}, nil
		}
		return &node{at: e.p, ident: e}, nil
	case *Call:
		return c.call(e)
	case *Unary:
		x, err := c.expr(e.X)
		if err != nil {
			return nil, err
		}
		if e.Op == "not" {
			if err := c.want(x, tyBool, "not"); err != nil {
				return nil, err
			}
			t := x.test
			return &node{ty: tyBool, at: e.p, test: func(d *deal) bool { return !t(d) }}, nil
		}
		if err := c.want(x, tyNum, "-"); err != nil {
			return nil, err
		}
		f := x.num
		return &node{ty: tyNum, at: e.p, num: func(d *deal) float64 { return -f(d) }}, nil
	case *Binary:
		return c.binary(e)
	case *Case:
		return c.caseExpr(e)
	}
	return nil, c.fail(e.at(), ErrSyntax, "unknown expression")
}

// want checks that n is of type t, resolving a bare name or literal as
// one of t if it can.
func (c *compiler) want(n *node, t typ, what string) error {
	if n.ident != nil || n.str != nil {
		return c.resolve(n, t)
	}
	if n.ty != t && !(t == tyNum && n.ty == tyBool) {
		return c.fail(n.at, ErrType, "%s wants a %v, got a %v", what, t, n.ty)
	}
	return nil
}

// resolve gives a bare name or a quoted literal its meaning as a value
// of type t.
func (c *compiler) resolve(n *node, t typ) error {
	if n.str != nil {
		return c.resolveString(n, t)
	}
	name := n.ident.Name
	switch t {
	case tyPlayer:
		p, ok := c.players[strings.ToLower(name)]
		if !ok {
			return c.unknown(n.at, name, "player", c.t.names)
		}
		n.ty, n.player = tyPlayer, p
	case tyStreet:
		s, ok := c.streets()[strings.ToLower(name)]
		if !ok {
			var names []string
			for k := range c.streets() {
				names = append(names, k)
			}
			return c.unknown(n.at, name, "street of "+c.l.g.Title(), names)
		}
		n.ty, n.street = tyStreet, s
	case tyHandType:
		i := handTypeOf(name)
		if i < 0 {
			var names []string
			for _, h := range handTypeNames {
				names = append(names, h[0])
			}
			return c.unknown(n.at, name, "hand type", names)
		}
		v := float64(c.handTypePos(i))
		n.ty, n.isConst, n.konst, n.num = tyHandType, true, v, func(*deal) float64 { return v }
	case tyFlopCat:
		i := flopCategoryOf(name)
		if i < 0 {
			return c.unknown(n.at, name, "flop hand category", flopCategories)
		}
		v := float64(i)
		n.ty, n.isConst, n.konst, n.num = tyFlopCat, true, v, func(*deal) float64 { return v }
	default:
		if _, ok := c.players[strings.ToLower(name)]; ok {
			return c.fail(n.at, ErrType, "%s is a player; a %v is wanted here", name, t)
		}
		return c.unknown(n.at, name, "name", nil)
	}
	n.ident = nil
	return nil
}

// unknown reports a name that is not one of what, suggesting the nearest
// of names.
func (c *compiler) unknown(at pos, name, what string, names []string) error {
	if n, ok := nearest(name, names); ok {
		return c.fail(at, ErrUnknown, "unknown %s %q (did you mean %s?)", what, name, n)
	}
	if len(names) > 0 && len(names) <= 12 {
		return c.fail(at, ErrUnknown, "unknown %s %q (want one of %s)", what, name, strings.Join(names, ", "))
	}
	return c.fail(at, ErrUnknown, "unknown %s %q", what, name)
}

// handTypePos returns the place of hand type i (0 for high card) in the
// game's order of categories, weakest first.
func (c *compiler) handTypePos(i int) int {
	for p, cat := range c.l.rank.Categories() {
		if int(cat) == i+1 {
			return p
		}
	}
	return i
}

// streets returns the names of the game's streets and their numbers of
// cards: board cards in a game with a board, the player's own cards in
// stud, all of them in a game dealt at once.
func (c *compiler) streets() map[string]int {
	switch {
	case c.l.stud:
		return map[string]int{"third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "river": 7}
	case c.l.nBoard == 0:
		return map[string]int{"river": c.l.hole}
	}
	return map[string]int{"preflop": 0, "flop": 3, "turn": 4, "river": 5}
}

// binary compiles a logical, comparison or arithmetic operation.
func (c *compiler) binary(e *Binary) (*node, error) {
	x, err := c.expr(e.X)
	if err != nil {
		return nil, err
	}
	y, err := c.expr(e.Y)
	if err != nil {
		return nil, err
	}
	switch e.Op {
	case "and", "or":
		if err := c.want(x, tyBool, e.Op); err != nil {
			return nil, err
		}
		if err := c.want(y, tyBool, e.Op); err != nil {
			return nil, err
		}
		a, b := x.test, y.test
		if e.Op == "and" {
			return &node{ty: tyBool, at: e.p, test: func(d *deal) bool { return a(d) && b(d) }}, nil
		}
		return &node{ty: tyBool, at: e.p, test: func(d *deal) bool { return a(d) || b(d) }}, nil
	case "+", "-", "*", "/":
		if err := c.want(x, tyNum, e.Op); err != nil {
			return nil, err
		}
		if err := c.want(y, tyNum, e.Op); err != nil {
			return nil, err
		}
		a, b := x.value(), y.value()
		var f func(*deal) float64
		switch e.Op {
		case "+":
			f = func(d *deal) float64 { return a(d) + b(d) }
		case "-":
			f = func(d *deal) float64 { return a(d) - b(d) }
		case "*":
			f = func(d *deal) float64 { return a(d) * b(d) }
		default:
			// x/0 is 0, as in spreadsheets' IFERROR: a query's value is never NaN or infinite.
			f = func(d *deal) float64 {
				if v := b(d); v != 0 {
					return a(d) / v
				}
				return 0
			}
		}
		return &node{ty: tyNum, at: e.p, num: f}, nil
	}
	return c.compare(e, x, y)
}

// compare compiles a comparison. Two operands of one type compare, a
// bare name or literal taking the other side's type; numbers and booleans
// compare as numbers; =, <> compare any type, the order comparisons all
// but players, streets and ranges.
func (c *compiler) compare(e *Binary, x, y *node) (*node, error) {
	switch {
	case x.ident != nil || x.str != nil:
		if y.ident != nil || y.str != nil {
			return nil, c.fail(e.p, ErrType, "%s compares two names; one side must be a value such as handType(hero, flop)", e.Op)
		}
		if err := c.resolve(x, y.ty); err != nil {
			return nil, err
		}
	case y.ident != nil || y.str != nil:
		if err := c.resolve(y, x.ty); err != nil {
			return nil, err
		}
	}
	numeric := func(t typ) bool { return t == tyNum || t == tyBool }
	if x.ty != y.ty && !(numeric(x.ty) && numeric(y.ty)) {
		return nil, c.fail(e.p, ErrType, "%s compares a %v with a %v", e.Op, x.ty, y.ty)
	}
	if x.ty == tyPlayer || x.ty == tyStreet || x.ty == tyRange || x.ty == tyBoardRange {
		return nil, c.fail(e.p, ErrType, "%s cannot compare a %v", e.Op, x.ty)
	}
	a, b := x.value(), y.value()
	if y.isConst && x.handOf != nil {
		return &node{ty: tyBool, at: e.p, test: c.handTypeConst(e.Op, *x.handOf, y.konst)}, nil
	}
	if y.isConst {
		// A comparison with a constant, the commonest in where clauses,
		// costs one call fewer per deal.
		return &node{ty: tyBool, at: e.p, test: compareConst(e.Op, a, y.konst)}, nil
	}
	var t func(*deal) bool
	switch e.Op {
	case "=":
		t = func(d *deal) bool { return a(d) == b(d) }
	case "<>":
		t = func(d *deal) bool { return a(d) != b(d) }
	case "<":
		t = func(d *deal) bool { return a(d) < b(d) }
	case "<=":
		t = func(d *deal) bool { return a(d) <= b(d) }
	case ">":
		t = func(d *deal) bool { return a(d) > b(d) }
	default:
		t = func(d *deal) bool { return a(d) >= b(d) }
	}
	return &node{ty: tyBool, at: e.p, test: t}, nil
}

// caseExpr compiles case when ... then ... else ... end: every branch of
// one type (numbers and booleans mix as numbers); no else gives 0.
func (c *compiler) caseExpr(e *Case) (*node, error) {
	var conds []func(*deal) bool
	var vals []*node
	for _, w := range e.Whens {
		cond, err := c.expr(w.Cond)
		if err != nil {
			return nil, err
		}
		if err := c.want(cond, tyBool, "when"); err != nil {
			return nil, err
		}
		v, err := c.expr(w.Then)
		if err != nil {
			return nil, err
		}
		conds, vals = append(conds, cond.test), append(vals, v)
	}
	if e.Else != nil {
		v, err := c.expr(e.Else)
		if err != nil {
			return nil, err
		}
		vals = append(vals, v)
	}
	ty := tyNum
	for _, v := range vals {
		if v.ident == nil && v.str == nil && v.ty != tyBool && v.ty != tyNum {
			ty = v.ty
		}
	}
	allBool := true
	for _, v := range vals {
		if v.ident != nil || v.str != nil {
			if err := c.resolve(v, ty); err != nil {
				return nil, err
			}
		}
		allBool = allBool && v.ty == tyBool
		if v.ty != ty && !(ty == tyNum && v.ty == tyBool) {
			return nil, c.fail(v.at, ErrType, "case mixes a %v with a %v", ty, v.ty)
		}
	}
	fs := make([]func(*deal) float64, len(vals))
	for i, v := range vals {
		fs[i] = v.value()
	}
	hasElse := e.Else != nil
	f := func(d *deal) float64 {
		for i, cond := range conds {
			if cond(d) {
				return fs[i](d)
			}
		}
		if hasElse {
			return fs[len(fs)-1](d)
		}
		return 0
	}
	if allBool {
		return &node{ty: tyBool, at: e.p, test: func(d *deal) bool { return f(d) != 0 }}, nil
	}
	return &node{ty: ty, at: e.p, num: f}, nil
}

// handTypeConst returns the comparison op of handType(h.player,
// h.street) with the constant k, the commonest where of all, as one
// function: whether each value passes is tabled once (its category's
// place compared with k), and the deal's cached value is read in place,
// where the generic comparison called through handType and value.
func (c *compiler) handTypeConst(op string, h handRef, k float64) func(*deal) bool {
	l, p, s := c.l, h.player, h.street
	pass := new([eval.NumClasses + 1]bool)
	var x float64
	test := compareConst(op, func(*deal) float64 { return x }, k)
	for v, place := range l.catPos {
		x = float64(place)
		pass[v] = test(nil)
	}
	return func(d *deal) bool {
		v := &d.val[s][p]
		if v.gen != d.gen {
			l.valueOf(d, p, s)
		}
		return pass[v.hi]
	}
}

// compareConst returns the comparison op of a with the constant k.
func compareConst(op string, a func(*deal) float64, k float64) func(*deal) bool {
	switch op {
	case "=":
		return func(d *deal) bool { return a(d) == k }
	case "<>":
		return func(d *deal) bool { return a(d) != k }
	case "<":
		return func(d *deal) bool { return a(d) < k }
	case "<=":
		return func(d *deal) bool { return a(d) <= k }
	case ">":
		return func(d *deal) bool { return a(d) > k }
	}
	return func(d *deal) bool { return a(d) >= k }
}
