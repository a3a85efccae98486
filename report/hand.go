package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// Hand is the report of a hand valued on its own (pokersim eval); its JSON
// form is what --format json prints.
type Hand struct {
	Cards    []string `json:"cards"`    // the cards given
	Best     []string `json:"best"`     // the best five, sets before kickers
	Category string   `json:"category"` // such as "Straight Flush"
	Hand     string   `json:"hand"`     // such as "Royal Flush"
	Class    int      `json:"class"`    // 1 (best) to 7462
	Rank     int      `json:"rank"`     // eval.Rank: 7462 (best) to 1; higher wins
}

// NewHand values cards, five to seven of them, and returns the report.
// It panics if there are fewer than five or more than seven.
func NewHand(cards []deck.Card) *Hand {
	best, rank := eval.Best5(cards)
	return &Hand{Cards: cardStrings(cards), Best: cardStrings(best[:]), Category: rank.Category().String(),
		Hand: rank.String(), Class: rank.Class(), Rank: int(rank)}
}

// Formats returns the formats of a hand's report: text and JSON.
func (h *Hand) Formats() []Format { return []Format{Text, JSON} }

// WriteText writes h as aligned lines of text.
func (h *Hand) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "best five:  %s\ncategory:   %s\nhand:       %s\nclass:      %d of %d\n",
		strings.Join(h.Best, " "), h.Category, h.Hand, h.Class, eval.NumClasses)
	return err
}

// WriteJSON writes h as one JSON object on one line.
func (h *Hand) WriteJSON(w io.Writer) error { return json.NewEncoder(w).Encode(h) }
