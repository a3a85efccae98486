package pql

import (
	"math"
	"strconv"
	"strings"
)

// maxDepth bounds the nesting of expressions, so that no query can
// exhaust the stack.
const maxDepth = 200

// Parse reads a PQL text of one or more statements separated by
// semicolons. The error is an *Error wrapping ErrSyntax, with the line
// and column of the token at fault.
func Parse(src string) ([]*Query, error) {
	toks, err := lex(src)
	if err != nil {
		return nil, err
	}
	p := &parser{src: src, toks: toks}
	var qs []*Query
	for {
		for p.isOp(";") {
			p.next()
		}
		if p.peek().kind == tEOF {
			break
		}
		q, err := p.statement()
		if err != nil {
			return nil, err
		}
		qs = append(qs, q)
		if !p.isOp(";") && p.peek().kind != tEOF {
			return nil, p.fail("want ; or the end of the query, got %s", describe(p.peek()))
		}
	}
	if len(qs) == 0 {
		return nil, errAt(src, pos{}, ErrSyntax, "no statement: a query begins with select")
	}
	return qs, nil
}

// parser reads tokens into statements by recursive descent.
type parser struct {
	src   string
	toks  []token
	i     int
	depth int
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) isOp(op string) bool {
	t := p.peek()
	return t.kind == tOp && t.text == op
}

func (p *parser) isWord(w string) bool {
	t := p.peek()
	return t.kind == tIdent && strings.EqualFold(t.text, w)
}

func (p *parser) fail(format string, args ...any) error {
	return errAt(p.src, p.peek().pos, ErrSyntax, format, args...)
}

func (p *parser) expectOp(op string) error {
	if !p.isOp(op) {
		return p.fail("want %s, got %s", op, describe(p.peek()))
	}
	p.next()
	return nil
}

func (p *parser) expectWord(w string) error {
	if !p.isWord(w) {
		return p.fail("want %s, got %s", w, describe(p.peek()))
	}
	p.next()
	return nil
}

// describe names a token for an error message.
func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "the end of the query"
	case tString:
		return "'" + t.text + "'"
	}
	return strconv.Quote(t.text)
}

// statement reads select ... from ... [where ...].
func (p *parser) statement() (*Query, error) {
	start := p.i
	if err := p.expectWord("select"); err != nil {
		return nil, err
	}
	q := &Query{src: p.src}
	for {
		s, err := p.selector()
		if err != nil {
			return nil, err
		}
		q.Selectors = append(q.Selectors, s)
		if !p.isOp(",") {
			break
		}
		p.next()
	}
	if err := p.expectWord("from"); err != nil {
		return nil, err
	}
	for {
		b, err := p.binding()
		if err != nil {
			return nil, err
		}
		q.From = append(q.From, b)
		if !p.isOp(",") {
			break
		}
		p.next()
	}
	if p.isWord("where") {
		p.next()
		w, err := p.expr()
		if err != nil {
			return nil, err
		}
		q.Where = w
	}
	q.stmt = strings.TrimSpace(p.src[p.toks[start].off:p.peek().off])
	return q, nil
}

var aggregates = []string{"avg", "count", "max", "min", "histogram"}

// selector reads AGG(expr) [as NAME].
func (p *parser) selector() (Selector, error) {
	t := p.peek()
	if t.kind != tIdent {
		return Selector{}, p.fail("want a selector such as avg(...) or count(...), got %s", describe(t))
	}
	agg := strings.ToLower(t.text)
	known := false
	for _, a := range aggregates {
		known = known || a == agg
	}
	if !known {
		msg := "unknown selector %q: want avg, count, max, min or histogram"
		if n, ok := nearest(t.text, aggregates); ok {
			return Selector{}, errAt(p.src, t.pos, ErrUnknown, msg+" (did you mean %s?)", t.text, n)
		}
		return Selector{}, errAt(p.src, t.pos, ErrUnknown, msg, t.text)
	}
	p.next()
	startTok := p.i
	if err := p.expectOp("("); err != nil {
		return Selector{}, err
	}
	arg, err := p.expr()
	if err != nil {
		return Selector{}, err
	}
	if err := p.expectOp(")"); err != nil {
		return Selector{}, err
	}
	s := Selector{Agg: agg, Arg: arg, pos: t.pos, Name: agg + p.text(startTok, p.i)}
	if p.isWord("as") {
		p.next()
		n := p.peek()
		if n.kind != tIdent && n.kind != tString {
			return Selector{}, p.fail("want a name after as, got %s", describe(n))
		}
		s.Name = n.text
		p.next()
	}
	return s, nil
}

// text returns the source of tokens [from, to) joined as written, with
// the spaces between them dropped.
func (p *parser) text(from, to int) string {
	var b strings.Builder
	for _, t := range p.toks[from:to] {
		switch t.kind {
		case tString:
			b.WriteString("'" + t.text + "'")
		default:
			b.WriteString(t.text)
		}
		if t.kind == tOp && t.text == "," {
			b.WriteString(" ")
		}
	}
	return b.String()
}

// binding reads NAME = 'value'.
func (p *parser) binding() (Binding, error) {
	t := p.peek()
	if t.kind != tIdent {
		return Binding{}, p.fail("want a name such as game or hero, got %s", describe(t))
	}
	p.next()
	if err := p.expectOp("="); err != nil {
		return Binding{}, err
	}
	v := p.peek()
	if v.kind != tString {
		return Binding{}, p.fail("want a quoted value such as 'AA', got %s", describe(v))
	}
	p.next()
	return Binding{Name: t.text, Value: v.text, pos: t.pos}, nil
}

// expr reads an expression: or binds loosest, then and, not,
// comparisons, + and -, * and /, and unary minus.
func (p *parser) expr() (Expr, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxDepth {
		return nil, p.fail("expression nested more than %d deep", maxDepth)
	}
	return p.or()
}

func (p *parser) or() (Expr, error) {
	x, err := p.and()
	for err == nil && p.isWord("or") {
		t := p.next()
		var y Expr
		if y, err = p.and(); err == nil {
			x = &Binary{Op: "or", X: x, Y: y, p: t.pos}
		}
	}
	return x, err
}

func (p *parser) and() (Expr, error) {
	x, err := p.not()
	for err == nil && p.isWord("and") {
		t := p.next()
		var y Expr
		if y, err = p.not(); err == nil {
			x = &Binary{Op: "and", X: x, Y: y, p: t.pos}
		}
	}
	return x, err
}

func (p *parser) not() (Expr, error) {
	if p.isWord("not") {
		t := p.next()
		p.depth++
		defer func() { p.depth-- }()
		if p.depth > maxDepth {
			return nil, p.fail("expression nested more than %d deep", maxDepth)
		}
		x, err := p.not()
		if err != nil {
			return nil, err
		}
		return &Unary{Op: "not", X: x, p: t.pos}, nil
	}
	return p.comparison()
}

var comparisons = map[string]string{"=": "=", "==": "=", "<>": "<>", "!=": "<>", "<": "<", "<=": "<=", ">": ">", ">=": ">="}

func (p *parser) comparison() (Expr, error) {
	x, err := p.sum()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind == tOp && comparisons[t.text] != "" {
		p.next()
		y, err := p.sum()
		if err != nil {
			return nil, err
		}
		return &Binary{Op: comparisons[t.text], X: x, Y: y, p: t.pos}, nil
	}
	return x, nil
}

func (p *parser) sum() (Expr, error) {
	x, err := p.product()
	for err == nil && (p.isOp("+") || p.isOp("-")) {
		t := p.next()
		var y Expr
		if y, err = p.product(); err == nil {
			x = &Binary{Op: t.text, X: x, Y: y, p: t.pos}
		}
	}
	return x, err
}

func (p *parser) product() (Expr, error) {
	x, err := p.unary()
	for err == nil && (p.isOp("*") || p.isOp("/")) {
		t := p.next()
		var y Expr
		if y, err = p.unary(); err == nil {
			x = &Binary{Op: t.text, X: x, Y: y, p: t.pos}
		}
	}
	return x, err
}

func (p *parser) unary() (Expr, error) {
	if p.isOp("-") {
		t := p.next()
		p.depth++
		defer func() { p.depth-- }()
		if p.depth > maxDepth {
			return nil, p.fail("expression nested more than %d deep", maxDepth)
		}
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		return &Unary{Op: "-", X: x, p: t.pos}, nil
	}
	return p.primary()
}

func (p *parser) primary() (Expr, error) {
	t := p.peek()
	switch {
	case t.kind == tNumber:
		p.next()
		v, err := strconv.ParseFloat(t.text, 64)
		if err != nil || math.IsInf(v, 0) {
			return nil, errAt(p.src, t.pos, ErrSyntax, "bad number %q", t.text)
		}
		return &Number{Value: v, p: t.pos}, nil
	case t.kind == tString:
		p.next()
		return &String{Value: t.text, p: t.pos}, nil
	case p.isOp("("):
		p.next()
		x, err := p.expr()
		if err != nil {
			return nil, err
		}
		return x, p.expectOp(")")
	case p.isWord("case"):
		return p.caseExpr()
	case t.kind == tIdent:
		for _, w := range []string{"select", "from", "where", "and", "or", "not", "as", "when", "then", "else", "end"} {
			if strings.EqualFold(t.text, w) {
				return nil, p.fail("want an expression, got the keyword %s", t.text)
			}
		}
		p.next()
		if !p.isOp("(") {
			return &Ident{Name: t.text, p: t.pos}, nil
		}
		p.next()
		c := &Call{Name: t.text, p: t.pos}
		if p.isOp(")") {
			p.next()
			return c, nil
		}
		for {
			a, err := p.expr()
			if err != nil {
				return nil, err
			}
			c.Args = append(c.Args, a)
			if p.isOp(")") {
				p.next()
				return c, nil
			}
			if err := p.expectOp(","); err != nil {
				return nil, err
			}
		}
	}
	return nil, p.fail("want an expression, got %s", describe(t))
}

// caseExpr reads case when C then V ... [else E] end.
func (p *parser) caseExpr() (Expr, error) {
	t := p.next()
	c := &Case{p: t.pos}
	for p.isWord("when") {
		p.next()
		cond, err := p.expr()
		if err != nil {
			return nil, err
		}
		if err := p.expectWord("then"); err != nil {
			return nil, err
		}
		then, err := p.expr()
		if err != nil {
			return nil, err
		}
		c.Whens = append(c.Whens, When{cond, then})
	}
	if len(c.Whens) == 0 {
		return nil, p.fail("want when after case, got %s", describe(p.peek()))
	}
	if p.isWord("else") {
		p.next()
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		c.Else = e
	}
	return c, p.expectWord("end")
}
