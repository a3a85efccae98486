package solve

import (
	"bufio"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// WriteJSON writes the tree: {"exploitability": X, "iterations": N,
// "root": NODE}, where a decision NODE is {"player": "oop"|"ip",
// "actions": [...], "strategy": {"AsAd": [f1, ...], ...}, "ev": {"AsAd":
// x, ...}, "equity": {...}, "reach": {...}, "children": {"check": NODE,
// ...}} (reach is Node.Reach, the weight of each combo there), a chance
// node {"cards": {"2c": NODE, ...}} and an end {"end": "fold"} or {"end":
// "showdown"}. Exploitability and accuracy are in percent of the pot;
// probabilities have 6 significant digits, chips and equities 6 too; an EV
// or equity that does not exist is null. The tree is written as it is
// walked, so a large one needs no second copy in memory.
func (r *Report) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	j := &jsonWriter{b: b, r: r}
	b.WriteString(`{"board":`)
	j.str(cardsText(r.Board))
	b.WriteString(`,"pot":`)
	j.num(r.Pot)
	b.WriteString(`,"stack":`)
	j.num(r.Stack)
	b.WriteString(`,"bets":`)
	j.str(r.Bets.String())
	b.WriteString(`,"exploitability":`)
	j.num(r.Exploitability)
	b.WriteString(`,"accuracy":`)
	j.num(r.Accuracy)
	b.WriteString(`,"iterations":`)
	b.WriteString(strconv.Itoa(r.Iterations))
	b.WriteString(`,"root":`)
	j.node(r.Root)
	b.WriteString("}\n")
	return b.Flush()
}

type jsonWriter struct {
	b *bufio.Writer
	r *Report
}

func (j *jsonWriter) str(s string) { j.b.WriteString(strconv.Quote(s)) }

// num writes x with 6 significant digits, or null if it is not finite.
func (j *jsonWriter) num(x float64) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		j.b.WriteString("null")
		return
	}
	j.b.WriteString(strconv.FormatFloat(x, 'g', 6, 64))
}

func (j *jsonWriter) node(n *Node) {
	b := j.b
	switch {
	case n.End != "":
		b.WriteString(`{"end":`)
		j.str(n.End)
		b.WriteString("}")
		return
	case n.Cards != nil:
		b.WriteString(`{"cards":{`)
		for i, c := range n.Children {
			if i > 0 {
				b.WriteByte(',')
			}
			j.str(n.Cards[i].String())
			b.WriteByte(':')
			j.node(c)
		}
		b.WriteString("}}")
		return
	}
	b.WriteString(`{"player":`)
	j.str(n.Player.String())
	b.WriteString(`,"actions":[`)
	for i, a := range n.Actions {
		if i > 0 {
			b.WriteByte(',')
		}
		j.str(a)
	}
	b.WriteString(`],"strategy":{`)
	j.byHand(n, func(i int) {
		b.WriteByte('[')
		for k, x := range n.Strategy[i] {
			if k > 0 {
				b.WriteByte(',')
			}
			j.num(x)
		}
		b.WriteByte(']')
	})
	b.WriteString(`},"ev":{`)
	j.byHand(n, func(i int) { j.num(n.EV[i]) })
	b.WriteString(`},"equity":{`)
	j.byHand(n, func(i int) { j.num(n.Equity[i]) })
	b.WriteString(`},"reach":{`)
	j.byHand(n, func(i int) { j.num(n.Reach[i]) })
	b.WriteString(`},"children":{`)
	for i, c := range n.Children {
		if i > 0 {
			b.WriteByte(',')
		}
		j.str(n.Actions[i])
		b.WriteByte(':')
		j.node(c)
	}
	b.WriteString("}}")
}

// byHand writes "combo": value for each hand of n.
func (j *jsonWriter) byHand(n *Node, value func(i int)) {
	for i, h := range n.Hands {
		if i > 0 {
			j.b.WriteByte(',')
		}
		j.str(j.r.Ranges[n.Player][h].String())
		j.b.WriteByte(':')
		value(i)
	}
}

// cardsText writes cards as "Kh Td 6c 3s 2h".
func cardsText(cards []deck.Card) string { return strings.Join(deck.Strings(cards), " ") }
