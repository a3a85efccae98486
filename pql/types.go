package pql

import (
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// typ is the type of an expression.
type typ uint8

const (
	tyNum        typ = iota // a number
	tyBool                  // true or false
	tyHandType              // a hand type: highcard ... straightflush, in the game's order
	tyFlopCat               // a flop hand category
	tyCard                  // a card
	tyPlayer                // a player of the from clause
	tyStreet                // a street
	tyRange                 // a quoted range of hands
	tyBoardRange            // a quoted board pattern
)

var typeNames = [...]string{"number", "boolean", "hand type", "flop hand category", "card", "player", "street", "range", "board range"}

func (t typ) String() string { return typeNames[t] }

// handTypeNames are the hand types' keywords, in standard order
// (eval.HighCard first), with the other spellings each accepts.
var handTypeNames = [][]string{
	{"highcard", "high_card", "nothing"},
	{"pair", "onepair", "one_pair"},
	{"twopair", "two_pair"},
	{"trips", "threeofakind", "three_of_a_kind", "set"},
	{"straight"},
	{"flush"},
	{"fullhouse", "full_house", "boat"},
	{"quads", "fourofakind", "four_of_a_kind"},
	{"straightflush", "straight_flush"},
}

// flopCategories are the flop hand categories, weakest first: what a
// player's two hole cards make of the flop.
var flopCategories = []string{
	"flopNothing",       // no pair of the player's own
	"flopUnderPair",     // a pocket pair below every flop card
	"flopThirdPair",     // a hole card pairs the lowest flop rank
	"flopPocket23",      // a pocket pair between the second and third flop ranks
	"flopSecondPair",    // a hole card pairs the middle flop rank
	"flopPocket12",      // a pocket pair between the top and second flop ranks
	"flopTopPair",       // a hole card pairs the top flop rank
	"flopOverPair",      // a pocket pair above every flop card
	"flopBottomTwo",     // the hole cards pair the two lower flop ranks
	"flopTopAndBottom",  // the hole cards pair the top and bottom flop ranks
	"flopTopTwo",        // the hole cards pair the two top flop ranks
	"flopTrips",         // one hole card makes three of a kind with a paired flop
	"flopSet",           // a pocket pair makes three of a kind with a flop card
	"flopStraight",      // a straight
	"flopFlush",         // a flush
	"flopFullHouse",     // a full house
	"flopQuads",         // four of a kind
	"flopStraightFlush", // a straight flush
}

// handTypeOf returns the index in handTypeNames of a keyword, or -1.
func handTypeOf(name string) int {
	low := strings.ToLower(name)
	for i, names := range handTypeNames {
		for _, n := range names {
			if n == low {
				return i
			}
		}
	}
	return -1
}

// flopCategoryOf returns the index in flopCategories of a keyword, or -1.
func flopCategoryOf(name string) int {
	for i, n := range flopCategories {
		if strings.EqualFold(n, name) {
			return i
		}
	}
	return -1
}

// label formats a value of type t for a histogram bucket or the text
// output: a hand type's or category's name, a card, true or false, or a
// number.
func (l *layout) label(t typ, v float64) string {
	switch t {
	case tyBool:
		if v != 0 {
			return "true"
		}
		return "false"
	case tyHandType:
		c := l.rank.Categories()[int(v)]
		return handTypeNames[c-eval.HighCard][0]
	case tyFlopCat:
		return flopCategories[int(v)]
	case tyCard:
		return deck.Card(v).String()
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}
