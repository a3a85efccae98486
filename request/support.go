package request

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/postflop"
)

// Analysis names one of the things pokersim computes about a game, as the
// table of games and analyses (docs/games.md, SupportTable) lists them.
type Analysis string

// The analyses, in the order of the table's columns.
const (
	EquityExact  Analysis = "equity, exact"
	EquityMC     Analysis = "equity, Monte Carlo"
	OutsOf       Analysis = "outs"
	ByCardOf     Analysis = "by card"
	StreetsOf    Analysis = "streets"
	Distribution Analysis = "distribution"
	Categories   Analysis = "categories"
	ByHand       Analysis = "by hand, by class"
	RangeOnBoard Analysis = "range on a board"
	BatchLines   Analysis = "batch"
	Matrix       Analysis = "matrix"
)

// Analyses returns every analysis, in the order of the table.
func Analyses() []Analysis {
	return []Analysis{EquityExact, EquityMC, OutsOf, ByCardOf, StreetsOf, Distribution, Categories, ByHand, RangeOnBoard, BatchLines, Matrix}
}

// Refusal returns why analysis a means nothing in game g, in words that
// fit every game it refuses (the table's notes), or "" if g supports it.
// It reads only the game table (board, holding, deck), so a new game gets
// its row from its data; the requests, the command line and the table of
// docs/games.md all ask it, and Refuse words the program's message.
func Refusal(g game.Game, a Analysis) string {
	switch a {
	case OutsOf, ByCardOf:
		if g.BoardCards() == 0 {
			return "no board, so no card of a next street"
		}
	case StreetsOf:
		if g.BoardCards() == 0 {
			return "no board, so no streets"
		}
	case Distribution, ByHand:
		switch g.Holding() {
		case game.Combos:
		case game.Patterns:
			return "results hand by hand are for ranges of two-card hands; pokersim values an Omaha range as a whole"
		default:
			return "results hand by hand are for ranges, and players hold known cards"
		}
	case RangeOnBoard:
		if _, err := postflop.OrderOf(g); err != nil {
			return "range classifies two-card ranges on a board, in " +
				game.Names(game.Filter(func(g game.Game) bool { _, err := postflop.OrderOf(g); return err == nil })...)
		}
	case Categories:
		if g.Low() == game.LowOnly {
			return "categories are those of high hands, and the game is played for the low only"
		}
	case Matrix:
		if g != game.Holdem {
			return "the matrix is of Hold'em's 169 starting-hand classes before the flop"
		}
	}
	return ""
}

// Refuse returns the error of analysis a in game g, naming the game and
// saying why (Refusal), or nil if g supports it.
func Refuse(g game.Game, a Analysis) error {
	why := Refusal(g, a)
	if why == "" {
		return nil
	}
	return fmt.Errorf("not in %s: %s", g.Title(), why)
}

// SupportTable writes the table of games and analyses in Markdown: a row
// per game, a column per analysis, "yes" or "no" with a note that says
// why, the notes numbered below the table.
func SupportTable() string {
	var b strings.Builder
	b.WriteString("| game |")
	for _, a := range Analyses() {
		b.WriteString(" " + string(a) + " |")
	}
	b.WriteString("\n| --- |")
	for range Analyses() {
		b.WriteString(" --- |")
	}
	b.WriteString("\n")
	var notes []string
	for _, g := range game.All() {
		b.WriteString("| `" + g.String() + "` |")
		for _, a := range Analyses() {
			why := Refusal(g, a)
			if why == "" {
				b.WriteString(" yes |")
				continue
			}
			n := slices.Index(notes, why)
			if n < 0 {
				notes = append(notes, why)
				n = len(notes) - 1
			}
			fmt.Fprintf(&b, " no (%d) |", n+1)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
	for i, why := range notes {
		fmt.Fprintf(&b, "%d. %s.\n", i+1, why)
	}
	return b.String()
}
