package pql

import (
	"sort"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// function is one row of the function table: its name, argument and
// result types, the games it applies to, and how to build it.
type function struct {
	name    string
	args    []typ
	ret     typ
	summary string
	// games says which games the function applies to; refuse returns
	// the reason it does not apply to g, or "".
	games  string
	refuse func(g game.Game) string
	// example is a query whose output docs/pql.md shows and a test checks.
	example string
	build   func(c *compiler, a []*node) (*node, error)
}

// Reasons for refusing a function in a game.
func needBoard(g game.Game) string {
	if g.BoardCards() == 0 {
		return g.Title() + " has no board"
	}
	return ""
}

func needHigh(g game.Game) string {
	if g.Low() == game.LowOnly {
		return g.Title() + " is played for the low only: no high hand wins anything"
	}
	return ""
}

func needLow(g game.Game) string {
	if g.Low() == game.NoLow {
		return g.Title() + " has no low"
	}
	return ""
}

func needTwoHole(g game.Game) string {
	if g.HoleCards() != 2 || g.BoardCards() == 0 {
		return "it reads two hole cards and a flop, as in " + game.Names(game.Filter(func(g game.Game) bool { return g.HoleCards() == 2 && g.BoardCards() > 0 })...)
	}
	return ""
}

func needRanges(g game.Game) string {
	if g.Holding() == game.Hands {
		return g.Title() + " takes known cards, not ranges"
	}
	return ""
}

func both(a, b func(game.Game) string) func(game.Game) string {
	return func(g game.Game) string {
		if r := a(g); r != "" {
			return r
		}
		return b(g)
	}
}

func anyGame(game.Game) string { return "" }

// Functions returns the names of every function, sorted.
func Functions() []string {
	var names []string
	for _, f := range functionTable() {
		names = append(names, f.name)
	}
	sort.Strings(names)
	return names
}

// call compiles a function call: the function looked up (the nearest
// name suggested if unknown), refused if it does not apply to the game,
// its arguments checked and resolved.
func (c *compiler) call(e *Call) (*node, error) {
	var f *function
	table := functionTable()
	for i := range table {
		if strings.EqualFold(table[i].name, e.Name) {
			f = &table[i]
		}
	}
	if f == nil {
		return nil, c.unknown(e.p, e.Name, "function", Functions())
	}
	if why := f.refuse(c.l.g); why != "" {
		return nil, c.fail(e.p, ErrGame, "%s does not apply to %s: %s", f.name, c.l.g.Title(), why)
	}
	if len(e.Args) != len(f.args) {
		return nil, c.fail(e.p, ErrType, "%s takes %d arguments (%s), got %d", f.name, len(f.args), signature(f), len(e.Args))
	}
	args := make([]*node, len(e.Args))
	for i, a := range e.Args {
		n, err := c.expr(a)
		if err != nil {
			return nil, err
		}
		if err := c.want(n, f.args[i], f.name); err != nil {
			return nil, err
		}
		args[i] = n
	}
	n, err := f.build(c, args)
	if err != nil {
		return nil, err
	}
	n.at = e.p
	return n, nil
}

// signature writes a function's arguments and result for people.
func signature(f *function) string {
	var parts []string
	for _, a := range f.args {
		parts = append(parts, a.String())
	}
	return strings.Join(parts, ", ")
}

// Signature returns a function's signature as docs/pql.md writes it,
// such as "handType(player, street) -> hand type", and whether the
// function exists.
func Signature(name string) (string, bool) {
	for _, f := range functionTable() {
		if f.name == name {
			return f.name + "(" + signature(&f) + ") -> " + f.ret.String(), true
		}
	}
	return "", false
}

// street checks that a street argument leaves a hand to value: in a game
// with a board at least the flop, in stud at least fifth street.
func (c *compiler) handStreet(n *node) error {
	min := 3
	if c.l.stud {
		min = 5
	}
	if c.l.nBoard > 0 || c.l.stud {
		if n.street < min {
			return c.fail(n.at, ErrGame, "no five-card hand is made before %s", map[bool]string{true: "fifth street", false: "the flop"}[c.l.stud])
		}
	}
	return nil
}

// boardStreet checks a street argument of a function of the board.
func (c *compiler) boardStreet(n *node, minCards, maxCards int, what string) error {
	if n.street < minCards || n.street > maxCards {
		return c.fail(n.at, ErrGame, "%s", what)
	}
	return nil
}

// resolveString reads a quoted literal as a value of type t: a range of
// the game's hands, a board pattern or a card.
func (c *compiler) resolveString(n *node, t typ) error {
	s := n.str.Value
	switch t {
	case tyRange:
		contains, err := c.rangeOf(s)
		if err != nil {
			return c.fail(n.at, ErrType, "%v", err)
		}
		n.inRange = contains
	case tyBoardRange:
		m, err := parseBoardRange(s)
		if err != nil {
			return c.fail(n.at, ErrType, "%v", err)
		}
		n.board = m
	case tyCard:
		card, err := deck.ParseCard(strings.TrimSpace(s))
		if err != nil {
			return c.fail(n.at, ErrType, "%v", err)
		}
		v := float64(card)
		n.isConst, n.konst, n.num = true, v, func(*deal) float64 { return v }
	default:
		return c.fail(n.at, ErrType, "a quoted '%s' where a %v is wanted", s, t)
	}
	n.ty, n.str = t, nil
	return nil
}
