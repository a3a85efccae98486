package pql

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// pos is a place in the query: 1-based line and column, in runes.
type pos struct{ line, col int }

// tokKind is the kind of a token.
type tokKind uint8

const (
	tEOF tokKind = iota
	tIdent
	tNumber
	tString
	tOp // punctuation and operators: ( ) , ; = <> != < <= > >= + - * /
)

// token is one lexeme of a query.
type token struct {
	kind tokKind
	text string // the identifier, the operator, the string's contents or the number as written
	pos  pos
	off  int // byte offset in the query
}

// lex splits src into tokens, ending with one of kind tEOF. Comments run
// from "--" to the end of the line, as in SQL. The error is an *Error at
// the first character that cannot start a token, or at an unterminated
// string.
func lex(src string) ([]token, error) {
	var toks []token
	line, col := 1, 1
	i := 0
	advance := func(n int) {
		for _, r := range src[i : i+n] {
			if r == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
		i += n
	}
	for i < len(src) {
		r, size := utf8.DecodeRuneInString(src[i:])
		p := pos{line, col}
		switch {
		case unicode.IsSpace(r):
			advance(size)
		case strings.HasPrefix(src[i:], "--"):
			n := strings.IndexByte(src[i:], '\n')
			if n < 0 {
				n = len(src) - i
			}
			advance(n)
		case r == '_' || unicode.IsLetter(r):
			n := size
			for n < len(src) {
				r2, s2 := utf8.DecodeRuneInString(src[i+n:])
				if r2 != '_' && !unicode.IsLetter(r2) && !unicode.IsDigit(r2) {
					break
				}
				n += s2
			}
			toks = append(toks, token{tIdent, src[i : i+n], p, i})
			advance(n)
		case r >= '0' && r <= '9' || r == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			n := 0
			for n < len(src)-i && (src[i+n] >= '0' && src[i+n] <= '9' || src[i+n] == '.') {
				n++
			}
			toks = append(toks, token{tNumber, src[i : i+n], p, i})
			advance(n)
		case r == '\'' || r == '"':
			end := strings.IndexRune(src[i+size:], r)
			if end < 0 {
				return nil, errAt(src, p, ErrSyntax, "string not closed: add %c", r)
			}
			toks = append(toks, token{tString, src[i+size : i+size+end], p, i})
			advance(size + end + size)
		default:
			op := ""
			for _, o := range []string{"<>", "!=", "<=", ">=", "==", "(", ")", ",", ";", "=", "<", ">", "+", "-", "*", "/"} {
				if strings.HasPrefix(src[i:], o) {
					op = o
					break
				}
			}
			if op == "" {
				return nil, errAt(src, p, ErrSyntax, "unexpected character %q", r)
			}
			toks = append(toks, token{tOp, op, p, i})
			advance(len(op))
		}
	}
	return append(toks, token{kind: tEOF, pos: pos{line, col}, off: len(src)}), nil
}
