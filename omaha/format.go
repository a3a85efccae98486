package omaha

import "strings"

// ctx is where a node is written: at the top or alone in parentheses, as an
// alternative of ',' or as an operand of ':', '!' or a leading '!'.
type ctx uint8

const (
	ctxTop ctx = iota
	ctxOr
	ctxAnd
)

// format writes node i in canonical form, in parentheses when its
// operator binds more loosely than the place it is written. An and node
// inside another gets parentheses even where left-to-right reading would
// not need them, so that the text reads back to the same tree.
func (r *Range) format(b *strings.Builder, i int32, c ctx) {
	n := &r.nodes[i]
	switch n.op {
	case opTrue:
		b.WriteString("random")
	case opAtom:
		b.WriteString(r.atoms[n.atom].text)
	case opMacro, opTop:
		b.WriteString(n.name)
	case opOr:
		r.group(b, c != ctxTop, func() {
			for j, k := range n.kids {
				if j > 0 {
					b.WriteString(", ")
				}
				r.format(b, k.n, ctxOr)
			}
		})
	case opAnd:
		r.group(b, c == ctxAnd, func() {
			for j, k := range n.kids {
				switch {
				case k.neg:
					b.WriteByte('!')
				case j > 0:
					b.WriteByte(':')
				}
				r.format(b, k.n, ctxAnd)
			}
		})
	}
}

// group writes what body writes, in parentheses if paren is set.
func (r *Range) group(b *strings.Builder, paren bool, body func()) {
	if paren {
		b.WriteByte('(')
	}
	body()
	if paren {
		b.WriteByte(')')
	}
}
