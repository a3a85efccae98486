package pql

// Query is one PQL statement as written: its selectors, its from clause
// and its where clause, if any. Parse makes it; Compile checks it
// against its game.
type Query struct {
	Selectors []Selector
	From      []Binding
	Where     Expr   // nil without a where clause
	src       string // the whole text parsed, for errors' lines
	stmt      string // this statement's text
}

// Selector is one aggregate of the select clause: avg, count, max, min
// or histogram of an expression, with the name it is shown under.
type Selector struct {
	Agg  string // lower case: "avg", "count", "max", "min", "histogram"
	Arg  Expr
	Name string // the alias after as, or the selector as written
	pos  pos
}

// Binding is one name='value' of the from clause.
type Binding struct {
	Name, Value string
	pos         pos
}

// Expr is an expression of the query.
type Expr interface{ at() pos }

type (
	// Number is a numeric literal.
	Number struct {
		Value float64
		p     pos
	}
	// String is a quoted literal: a range, a card or a board pattern.
	String struct {
		Value string
		p     pos
	}
	// Ident is a bare name: a player, a street or a keyword.
	Ident struct {
		Name string
		p    pos
	}
	// Call is a function call.
	Call struct {
		Name string
		Args []Expr
		p    pos
	}
	// Unary is not or a minus sign.
	Unary struct {
		Op string // "not" or "-"
		X  Expr
		p  pos
	}
	// Binary is a logical, comparison or arithmetic operation.
	Binary struct {
		Op   string // "and", "or", "=", "<>", "<", "<=", ">", ">=", "+", "-", "*", "/"
		X, Y Expr
		p    pos
	}
	// Case is case when C1 then V1 ... [else E] end.
	Case struct {
		Whens []When
		Else  Expr // nil for none
		p     pos
	}
	// When is one branch of a Case.
	When struct{ Cond, Then Expr }
)

func (e *Number) at() pos { return e.p }
func (e *String) at() pos { return e.p }
func (e *Ident) at() pos  { return e.p }
func (e *Call) at() pos   { return e.p }
func (e *Unary) at() pos  { return e.p }
func (e *Binary) at() pos { return e.p }
func (e *Case) at() pos   { return e.p }
