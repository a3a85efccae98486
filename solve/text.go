package solve

import (
	"bufio"
	"fmt"
	"io"
	"math"

	"github.com/pokersim/pokersim/deck"
)

// WriteText writes the spot, the exploitability, and the root's strategy:
// the mean EV and equity of the range of the player to act, then for each
// action its frequency and a 13 by 13 grid of the starting hands (pairs
// on the diagonal, suited hands above it, offsuit ones below) giving the
// percentage of each class that takes it, "." for a class not in the
// range.
func (r *Report) WriteText(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "board:  %s\npot:    %s\nstack:  %s\nbets:   %s\n", cardsText(r.Board), chips(r.Pot), chips(r.Stack), r.Bets)
	fmt.Fprintf(b, "exploitability: %.3f%% of the pot after %d iterations (target %g%%)\n", r.Exploitability, r.Iterations, r.Accuracy)
	s := r.Summarize(r.Root)
	fmt.Fprintf(b, "\n%s to act: EV %.2f, equity %.2f%%\n", s.Player, s.EV, 100*s.Equity)
	for _, a := range s.Actions {
		fmt.Fprintf(b, "\n%s: %.1f%%\n", a.Action, 100*a.Frequency)
		writeGrid(b, &a.Grid)
	}
	return b.Flush()
}

// writeGrid writes a grid of percentages with the ranks as headings.
func writeGrid(b *bufio.Writer, g *Grid) {
	b.WriteString("    ")
	for c := deck.NumRanks - 1; c >= 0; c-- {
		fmt.Fprintf(b, "%4s", deck.Rank(c))
	}
	b.WriteByte('\n')
	for row := range deck.NumRanks {
		fmt.Fprintf(b, "%4s", deck.Rank(deck.NumRanks-1-row))
		for col := range deck.NumRanks {
			x := g[row*deck.NumRanks+col]
			if math.IsNaN(x) {
				b.WriteString("   .")
			} else {
				fmt.Fprintf(b, "%4.0f", 100*x)
			}
		}
		b.WriteByte('\n')
	}
}
