package pql

import (
	"slices"
	"strings"
)

// program is a query compiled against its game: the layout of its
// deals, its where test and its selectors.
type program struct {
	q       *Query
	t       *table
	l       *layout
	where   func(*deal) bool // nil for none
	sels    []compiledSel
	streets bool // whether the query looks at a street or the board's order
}

// compiledSel is one selector compiled.
type compiledSel struct {
	Selector
	ty  typ // the argument's type
	val func(*deal) float64
}

// orderFunctions are the functions that look at the flop apart from the
// turn and river, or at the order of the board's cards, whatever their
// arguments.
var orderFunctions = []string{"turncard", "rivercard", "boardinrange", "flophandcategory", "exactflophandcategory"}

// earlyStreets are the streets before the showdown.
var earlyStreets = []string{"preflop", "flop", "turn", "third", "fourth", "fifth", "sixth"}

// usesStreets reports whether e looks at a street before the showdown or
// at the order of the board's cards, so that exact enumeration must deal
// street by street; otherwise it deals the cards to come as one
// combination, every deal counted once.
func usesStreets(e Expr) bool {
	switch e := e.(type) {
	case *Call:
		if slices.Contains(orderFunctions, strings.ToLower(e.Name)) {
			return true
		}
		for _, a := range e.Args {
			if id, ok := a.(*Ident); ok && slices.Contains(earlyStreets, strings.ToLower(id.Name)) || usesStreets(a) {
				return true
			}
		}
	case *Unary:
		return usesStreets(e.X)
	case *Binary:
		return usesStreets(e.X) || usesStreets(e.Y)
	case *Case:
		for _, w := range e.Whens {
			if usesStreets(w.Cond) || usesStreets(w.Then) {
				return true
			}
		}
		return e.Else != nil && usesStreets(e.Else)
	}
	return false
}

// compile reads q's from clause and compiles its expressions. The error
// is an *Error.
func compile(q *Query) (*program, error) {
	t, err := readFrom(q)
	if err != nil {
		return nil, err
	}
	streets := q.Where != nil && usesStreets(q.Where)
	for _, s := range q.Selectors {
		streets = streets || usesStreets(s.Arg)
	}
	pr := &program{q: q, t: t, l: newLayout(t.matchup, streets), streets: streets}
	c := &compiler{q: q, l: pr.l, t: t, players: map[string]int{}}
	for i, n := range t.names {
		c.players[strings.ToLower(n)] = i
	}
	if q.Where != nil {
		w, err := c.expr(q.Where)
		if err != nil {
			return nil, err
		}
		if err := c.want(w, tyBool, "where"); err != nil {
			return nil, err
		}
		pr.where = w.test
	}
	for _, s := range q.Selectors {
		n, err := c.expr(s.Arg)
		if err != nil {
			return nil, err
		}
		switch s.Agg {
		case "count":
			err = c.want(n, tyBool, "count")
		case "avg":
			err = c.want(n, tyNum, "avg")
		case "max", "min":
			if n.ident != nil || n.str != nil {
				err = c.want(n, tyNum, s.Agg)
			} else if n.ty == tyPlayer || n.ty == tyStreet || n.ty == tyRange || n.ty == tyBoardRange {
				err = c.fail(n.at, ErrType, "%s wants a value, got a %v", s.Agg, n.ty)
			}
		case "histogram":
			if n.ident != nil || n.str != nil || n.ty == tyPlayer || n.ty == tyStreet || n.ty == tyRange || n.ty == tyBoardRange {
				err = c.fail(n.at, ErrType, "histogram wants a value such as handType(hero, river)")
			}
		}
		if err != nil {
			return nil, err
		}
		pr.sels = append(pr.sels, compiledSel{Selector: s, ty: n.ty, val: n.value()})
	}
	return pr, nil
}
