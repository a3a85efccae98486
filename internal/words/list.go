package words

import "strings"

// Join writes the text of each item, in order, with ", " between them and
// conj before the last: Join("or", ...) of a, b and c is "a, b or c". One
// item is written alone and none gives "".
func Join[E any](conj string, items []E, text func(E) string) string {
	var b strings.Builder
	for i, it := range items {
		switch {
		case i == 0:
		case i == len(items)-1:
			b.WriteString(" " + conj + " ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(text(it))
	}
	return b.String()
}
