package answer

import (
	"encoding/json"
	"fmt"
	"github.com/pokersim/pokersim/report"
	"io"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// Hand is the report of a hand valued on its own (pokersim eval); its JSON
// form is what --format json prints. A Hold'em hand's report has only the
// fields that are not marked "omitempty"; the other games add what they
// need: the game, the board given apart, the cards of Omaha's best hand
// that come from the hole and from the board, the short deck's order of
// categories, and the low of a hi-lo game.
type Hand struct {
	Game      string   `json:"game,omitempty"`       // the game, unless Hold'em
	Cards     []string `json:"cards"`                // the cards given (in Omaha, the hole cards)
	Board     []string `json:"board,omitempty"`      // the board, if given apart (--board)
	Best      []string `json:"best"`                 // the best five, sets before kickers
	HoleUsed  []string `json:"hole_used,omitempty"`  // Omaha: the two hole cards of the best five
	BoardUsed []string `json:"board_used,omitempty"` // Omaha: the three board cards of the best five
	Category  string   `json:"category"`             // such as "Straight Flush"
	Hand      string   `json:"hand"`                 // such as "Royal Flush"
	Class     int      `json:"class"`                // 1 (best) to Classes
	Classes   int      `json:"classes,omitempty"`    // the game's number of classes, unless Hold'em (7462)
	Rank      int      `json:"rank"`                 // the value in the game's ranking: Classes (best) to 1; higher wins
	// Categories, in a game whose order of categories is not the standard
	// one (short deck), lists them best first.
	Categories []string `json:"categories,omitempty"`
	// Low, in a hi-lo game, is the hand's eight-or-better low.
	Low *HandLow `json:"low,omitempty"`

	title string // the game's name for people, for text
}

// HandLow is the eight-or-better low of a hand of a hi-lo game. With no
// qualifying low, Low is "no low", Rank 0 and the cards are left out.
type HandLow struct {
	Low       string   `json:"low"`                  // its ranks, highest first: "8-6-4-2-A", or "no low"
	HoleUsed  []string `json:"hole_used,omitempty"`  // Omaha: the two hole cards that make it
	BoardUsed []string `json:"board_used,omitempty"` // Omaha: the three board cards that make it
	Cards     []string `json:"cards,omitempty"`      // a game of any five (stud hi-lo): the five cards that make it
	Rank      int      `json:"rank"`                 // 1 (8-7-6-5-4) to 56 (5-4-3-2-A); higher wins; 0 for none
}

// NewHand values cards, five to seven of them, as a Hold'em hand and
// returns the report. It panics if there are fewer than five or more than
// seven.
func NewHand(cards []deck.Card) *Hand {
	best, rank := eval.Best5(cards)
	return &Hand{Cards: deck.Strings(cards), Best: deck.Strings(best[:]), Category: rank.Category().String(),
		Hand: rank.String(), Class: rank.Class(), Rank: int(rank)}
}

// NewGameHand values a hand of game g at showdown, the cards given as hole
// and board, and returns the report; for Hold'em with no board it is
// NewHand's. The hand must pass g.CheckHand; otherwise NewGameHand panics.
func NewGameHand(g game.Game, hole, board []deck.Card) *Hand {
	if err := g.CheckHand(hole, board); err != nil {
		panic("report: NewGameHand: " + err.Error())
	}
	r := g.Ranking()
	var h *Hand
	if g.Low() == game.LowOnly {
		h = newLowballHand(g.LowRanking(), append(append([]deck.Card(nil), hole...), board...))
	} else if g.Use() == game.TwoPlusThree {
		best, hu, bu, v := r.OmahaBest5(hole, board)
		h = newRankedHand(r, best, v)
		h.HoleUsed, h.BoardUsed = deck.Strings(hu[:]), deck.Strings(bu[:])
	} else {
		best, v := r.Best5(append(append([]deck.Card(nil), hole...), board...))
		h = newRankedHand(r, best, v)
	}
	h.Cards = deck.Strings(hole)
	if len(board) > 0 {
		h.Board = deck.Strings(board)
	}
	if g == game.Holdem {
		return h
	}
	h.Game, h.title = g.String(), g.Title()
	if g.Low() == game.LowOnly {
		h.Classes = g.LowRanking().Classes()
		return h
	}
	h.Classes = r.Classes()
	if cats := r.Categories(); cats != eval.Standard().Categories() {
		for i := len(cats) - 1; i >= 0; i-- {
			h.Categories = append(h.Categories, cats[i].String())
		}
	}
	switch {
	case g.HiLo() && g.Use() == game.TwoPlusThree:
		h.Low = newHandLow(hole, board)
	case g.HiLo():
		h.Low = newAnyFiveLow(append(append([]deck.Card(nil), hole...), board...))
	}
	return h
}

// newLowballHand returns the report of the best low of cards under l, in a
// game played for the low only: the category of a hand without a pair,
// straight or flush is "No Pair", and the hand is named as players say it,
// with its ranks: "eight-six low (8-6-4-3-A)", "Pair of Aces (A-A-K-3-2)".
func newLowballHand(l eval.Lowball, cards []deck.Card) *Hand {
	best, v := l.Best5(cards)
	cat := l.Category(v).String()
	if l.Category(v) == eval.HighCard {
		cat = "No Pair"
	}
	ranks := make([]string, 0, 5)
	for _, r := range l.Ranks(v) {
		ranks = append(ranks, r.String())
	}
	return &Hand{Best: deck.Strings(best[:]), Category: cat, Hand: l.Describe(v) + " (" + strings.Join(ranks, "-") + ")",
		Class: l.Classes() + 1 - int(v), Rank: int(v)}
}

// newAnyFiveLow returns the eight-or-better low of any five of cards.
func newAnyFiveLow(cards []deck.Card) *HandLow {
	l := eval.LowValue(cards)
	if l == 0 {
		return &HandLow{Low: l.String()}
	}
	var used []deck.Card
	for _, r := range l.Ranks() {
		for _, c := range cards {
			if c.Rank() == r {
				used = append(used, c)
				break
			}
		}
	}
	return &HandLow{Low: l.String(), Cards: deck.Strings(used), Rank: int(l)}
}

// newRankedHand returns the report of the best five cards best, of value v
// under r, without the cards given.
func newRankedHand(r *eval.Ranking, best [5]deck.Card, v eval.Rank) *Hand {
	return &Hand{Best: deck.Strings(best[:]), Category: r.Category(v).String(), Hand: r.Describe(v),
		Class: r.Classes() + 1 - int(v), Rank: int(v)}
}

// newHandLow returns the Omaha low of hole and board.
func newHandLow(hole, board []deck.Card) *HandLow {
	hu, bu, l := eval.OmahaLowBest(hole, board)
	if l == 0 {
		return &HandLow{Low: l.String()}
	}
	return &HandLow{Low: l.String(), HoleUsed: deck.Strings(hu[:]), BoardUsed: deck.Strings(bu[:]), Rank: int(l)}
}

// Formats returns the formats of a hand's report: text and JSON.
func (h *Hand) Formats() []report.Format { return []report.Format{report.Text, report.JSON} }

// WriteText writes h as aligned lines of text: for Hold'em the best five,
// the category, the hand and the class; for other games also the game
// first, and as they apply the board, the cards used from the hole and
// the board, the order of the categories and the low.
func (h *Hand) WriteText(w io.Writer) error {
	var b strings.Builder
	line := func(label, value string) { fmt.Fprintf(&b, "%-12s%s\n", label+":", value) }
	switch {
	case h.title != "":
		line("game", h.Game+" ("+h.title+")")
	case h.Game != "":
		line("game", h.Game)
	}
	if h.HoleUsed != nil {
		line("board", strings.Join(h.Board, " "))
	}
	line("best five", strings.Join(h.Best, " "))
	if h.HoleUsed != nil {
		line("hole used", strings.Join(h.HoleUsed, " "))
		line("board used", strings.Join(h.BoardUsed, " "))
	}
	line("category", h.Category)
	line("hand", h.Hand)
	classes := h.Classes
	if classes == 0 {
		classes = eval.NumClasses
	}
	line("class", fmt.Sprintf("%d of %d", h.Class, classes))
	if h.Categories != nil {
		line("order", strings.Join(h.Categories, " > "))
	}
	if l := h.Low; l != nil {
		line("low", l.Low)
		if l.Cards != nil {
			line("low cards", strings.Join(l.Cards, " "))
		}
		if l.HoleUsed != nil {
			line("low hole", strings.Join(l.HoleUsed, " "))
			line("low board", strings.Join(l.BoardUsed, " "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes h as one JSON object on one line.
func (h *Hand) WriteJSON(w io.Writer) error { return json.NewEncoder(w).Encode(h) }
