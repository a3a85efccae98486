package game

import (
	"fmt"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// Game is a poker variant. The zero Game is Hold'em.
type Game uint8

// The games.
const (
	// Holdem is Texas Hold'em: two hole cards per player and a shared board
	// of five; each player makes the best five of the seven.
	Holdem Game = iota
	// FiveCard is five-card showdown, as in Project Euler's poker.txt: each
	// player holds five cards and there is no board. Players may be given
	// fewer than five known cards; the rest are dealt.
	FiveCard
	// ShortDeck is short-deck (6+) Hold'em: Hold'em with the 36 cards from
	// Six to Ace, where A-6-7-8-9 is the lowest straight and a flush beats
	// a full house (eval.ShortDeck).
	ShortDeck
	// ShortDeckTrips is ShortDeck under the rule of the rooms where three
	// of a kind also beats a straight (eval.ShortDeckTrips).
	ShortDeckTrips
	// Omaha is Omaha high: four hole cards, a board of five, and a hand of
	// exactly two hole cards and exactly three board cards.
	Omaha
	// Omaha5 and Omaha6 are Omaha with five and six hole cards.
	Omaha5
	Omaha6
	// Omaha8 is Omaha hi-lo, eight or better: the pot is split between the
	// best high hand and the best qualifying low (eval.Low), each made of
	// two hole and three board cards; without a low the high takes it all.
	Omaha8
	// Omaha5x8 is Omaha hi-lo with five hole cards ("Big O").
	Omaha5x8
	// Stud is seven-card stud: each player is dealt seven cards of its
	// own, three face down and four up, and makes the best five; there is
	// no board (see Game.Stud for the deal).
	Stud
	// Stud8 is seven-card stud hi-lo, eight or better: the pot is split
	// between the best high hand and the best eight-or-better low, each
	// the best five of the player's seven cards; without a low the high
	// takes it all.
	Stud8
	// Razz is seven-card stud for the low only: the best ace-to-five low
	// of five of the seven cards takes the pot (eval.AceFive: aces low,
	// straights and flushes do not count, pairs are bad, no qualifier).
	Razz
	// Lowball27 is deuce-to-seven lowball of five cards, no draw: the
	// worst high hand wins, aces high, straights and flushes count
	// (eval.DeuceSeven).
	Lowball27
	// Lowball is ace-to-five lowball of five cards, no draw (eval.AceFive).
	Lowball

	numGames
)

// Use says how a player's hand is made from hole and board cards.
type Use uint8

const (
	// AnyFive makes the best five of the hole and board cards together.
	AnyFive Use = iota
	// TwoPlusThree makes the best five of exactly two hole cards and
	// exactly three board cards, as in Omaha.
	TwoPlusThree
)

// Low is a game's low rule, the axis of the pot kept apart from how hands
// are made (Use) and how high hands rank (Ranking), as cardrank keeps its
// Low apart from its Eval: any game may have any rule. Game.Pot applies it.
type Low uint8

const (
	// NoLow gives the whole pot to the best high hand.
	NoLow Low = iota
	// EightOrBetter splits the pot in two halves: one for the best high
	// hand, one for the best eight-or-better low (eval.Low), made the way
	// the game makes hands; the high takes both halves when no player has
	// a low. Each half is split equally among tied hands, so a player can
	// scoop (both halves), take a half, or be quartered.
	EightOrBetter
	// LowOnly gives the whole pot to the best low hand, as in razz: Value's
	// low is then the game's low ranking (higher is better, as for every
	// Low), and the high plays no part.
	LowOnly
)

// String returns the rule's name: "none", "eight-or-better" or "low".
func (l Low) String() string {
	switch l {
	case NoLow:
		return "none"
	case EightOrBetter:
		return "eight-or-better"
	case LowOnly:
		return "low"
	}
	return fmt.Sprintf("Low(%d)", uint8(l))
}

// Holding says what a player may be given instead of all its hole cards.
type Holding uint8

const (
	// Hands means known cards only: all the hole cards, or some of them
	// with the rest dealt.
	Hands Holding = iota
	// Combos means known cards or a weighted range of two-card combos in
	// deck.ParseRange's notation.
	Combos
	// Patterns means known cards or an Omaha range in ProPokerTools'
	// generic syntax (package omaha).
	Patterns
)

// spec is a game's row of the table.
type spec struct {
	name    string   // as the command line spells it
	aliases []string // other names Parse accepts, in lower case
	title   string   // for people: "Hold'em"
	deck    deck.Set // the cards in play
	hole    int      // cards each player holds at showdown
	board   int      // board cards at showdown
	streets []int    // how many board cards a matchup may give
	partial bool     // whether a player may be given fewer known cards than hole
	use     Use
	holding Holding
	ranking func() *eval.Ranking // the order of high hands
	low     Low                  // the low rule: none, eight-or-better split, or low only
	// lowball is the low ranking of a game of LowOnly.
	lowball eval.Lowball
	stud    bool // dealt as seven-card stud (Game.Stud)
	// The game's variants, if it has them: with three of a kind above a
	// straight, and hi-lo. A game is its own variant.
	trips, split Game
	variants     bool
}

// specs is the table of games, indexed by Game. It is read only.
var specs = [numGames]spec{
	Holdem: {
		name: "holdem", aliases: []string{"hold'em", "texas", "nlhe", "lhe"}, title: "Hold'em",
		deck: deck.FullDeck, hole: 2, board: 5, streets: []int{0, 3, 4, 5}, partial: true,
		use: AnyFive, holding: Combos, ranking: eval.Standard,
	},
	FiveCard: {
		name: "fivecard", aliases: []string{"five-card", "5card", "stud5"}, title: "five-card showdown",
		deck: deck.FullDeck, hole: 5, board: 0, streets: []int{0}, partial: true,
		use: AnyFive, holding: Hands, ranking: eval.Standard,
	},
	ShortDeck: {
		name: "shortdeck", aliases: []string{"short-deck", "6plus", "6+", "sixplus", "6+holdem"}, title: "short-deck Hold'em",
		deck: deck.ShortDeck, hole: 2, board: 5, streets: []int{0, 3, 4, 5}, partial: true,
		use: AnyFive, holding: Combos, ranking: eval.ShortDeck, trips: ShortDeckTrips, variants: true,
	},
	ShortDeckTrips: {
		name: "shortdeck-trips", aliases: []string{"short-deck-trips", "6plus-trips"},
		title: "short-deck Hold'em, three of a kind beats a straight",
		deck:  deck.ShortDeck, hole: 2, board: 5, streets: []int{0, 3, 4, 5}, partial: true,
		use: AnyFive, holding: Combos, ranking: eval.ShortDeckTrips, trips: ShortDeckTrips, variants: true,
	},
	Omaha: {
		name: "omaha", aliases: []string{"plo", "plo4", "omaha4", "omaha-hi"}, title: "Omaha",
		deck: deck.FullDeck, hole: 4, board: 5, streets: []int{0, 3, 4, 5}, partial: true,
		use: TwoPlusThree, holding: Patterns, ranking: eval.Standard, split: Omaha8, variants: true,
	},
	Omaha5: {
		name: "omaha5", aliases: []string{"plo5", "5-card-omaha", "5card-omaha"}, title: "five-card Omaha",
		deck: deck.FullDeck, hole: 5, board: 5, streets: []int{0, 3, 4, 5}, partial: true,
		use: TwoPlusThree, holding: Patterns, ranking: eval.Standard, split: Omaha5x8, variants: true,
	},
	Omaha6: {
		name: "omaha6", aliases: []string{"plo6", "6-card-omaha", "6card-omaha"}, title: "six-card Omaha",
		deck: deck.FullDeck, hole: 6, board: 5, streets: []int{0, 3, 4, 5}, partial: true,
		use: TwoPlusThree, holding: Patterns, ranking: eval.Standard,
	},
	Omaha8: {
		name: "omaha8", aliases: []string{"o8", "plo8", "omaha-hi-lo", "omaha-hilo", "omaha/8"}, title: "Omaha hi-lo",
		deck: deck.FullDeck, hole: 4, board: 5, streets: []int{0, 3, 4, 5}, partial: true,
		use: TwoPlusThree, holding: Patterns, ranking: eval.Standard, low: EightOrBetter, split: Omaha8, variants: true,
	},
	Omaha5x8: {
		name: "omaha5-8", aliases: []string{"bigo", "big-o", "plo5-8", "o5-8", "omaha5-hi-lo"}, title: "five-card Omaha hi-lo (Big O)",
		deck: deck.FullDeck, hole: 5, board: 5, streets: []int{0, 3, 4, 5}, partial: true,
		use: TwoPlusThree, holding: Patterns, ranking: eval.Standard, low: EightOrBetter, split: Omaha5x8, variants: true,
	},
	Stud: {
		name: "stud", aliases: []string{"7stud", "7-card-stud", "seven-card-stud", "stud-hi"}, title: "seven-card stud",
		deck: deck.FullDeck, hole: 7, board: 0, streets: []int{0}, partial: true,
		use: AnyFive, holding: Hands, ranking: eval.Standard, stud: true, split: Stud8, variants: true,
	},
	Stud8: {
		name: "stud8", aliases: []string{"stud-hi-lo", "stud-hilo", "stud/8", "7stud8", "studhilo"}, title: "seven-card stud hi-lo",
		deck: deck.FullDeck, hole: 7, board: 0, streets: []int{0}, partial: true,
		use: AnyFive, holding: Hands, ranking: eval.Standard, low: EightOrBetter, stud: true, split: Stud8, variants: true,
	},
	Razz: {
		name: "razz", aliases: []string{"stud-low", "7stud-low"}, title: "seven-card stud for the ace-to-five low",
		deck: deck.FullDeck, hole: 7, board: 0, streets: []int{0}, partial: true,
		use: AnyFive, holding: Hands, ranking: eval.Standard, low: LowOnly, lowball: eval.AceToFive, stud: true,
	},
	Lowball27: {
		name: "lowball27", aliases: []string{"2-7", "27", "deuce-to-seven", "2-7-lowball", "kansas-city"}, title: "deuce-to-seven lowball",
		deck: deck.FullDeck, hole: 5, board: 0, streets: []int{0}, partial: true,
		use: AnyFive, holding: Hands, ranking: eval.Standard, low: LowOnly, lowball: eval.DeuceToSeven,
	},
	Lowball: {
		name: "lowball", aliases: []string{"a-5", "a5", "ace-to-five", "a-5-lowball", "california"}, title: "ace-to-five lowball",
		deck: deck.FullDeck, hole: 5, board: 0, streets: []int{0}, partial: true,
		use: AnyFive, holding: Hands, ranking: eval.Standard, low: LowOnly, lowball: eval.AceToFive,
	},
}

// aceFive and deuceSeven are the low rankings of the games of LowOnly.
func aceFive(h eval.Hand) eval.Low    { return eval.Low(eval.AceFiveValue(h)) }
func deuceSeven(h eval.Hand) eval.Low { return eval.Low(eval.DeuceSevenValue(h)) }

// All returns every game, in the order of the table.
func All() []Game {
	out := make([]Game, numGames)
	for g := range out {
		out[g] = Game(g)
	}
	return out
}

// Parse returns the game named s, in any case: its name ("holdem",
// "fivecard") or one of its aliases ("nlhe", "5card").
func Parse(s string) (Game, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for g, sp := range specs {
		if s == sp.name {
			return Game(g), nil
		}
		for _, a := range sp.aliases {
			if s == a {
				return Game(g), nil
			}
		}
	}
	return 0, fmt.Errorf("unknown game %q (want %s)", s, Names())
}

// Valid reports whether g is one of the games.
func (g Game) Valid() bool { return g < numGames }

func (g Game) spec() *spec {
	if !g.Valid() {
		panic(fmt.Sprintf("game: invalid Game(%d)", uint8(g)))
	}
	return &specs[g]
}

// String returns the game's name as the command line spells it: "holdem".
func (g Game) String() string {
	if !g.Valid() {
		return fmt.Sprintf("Game(%d)", uint8(g))
	}
	return specs[g].name
}

// Title returns the game's name for people: "Hold'em".
func (g Game) Title() string { return g.spec().title }

// MarshalText returns the game's name.
func (g Game) MarshalText() ([]byte, error) {
	if !g.Valid() {
		return nil, fmt.Errorf("game: invalid Game(%d)", uint8(g))
	}
	return []byte(g.String()), nil
}

// UnmarshalText sets g to the game named by text, as Parse reads it.
func (g *Game) UnmarshalText(text []byte) error {
	p, err := Parse(string(text))
	if err != nil {
		return err
	}
	*g = p
	return nil
}

// Deck returns the set of cards in play.
func (g Game) Deck() deck.Set { return g.spec().deck }

// HoleCards returns the number of cards each player holds at showdown,
// apart from the board.
func (g Game) HoleCards() int { return g.spec().hole }

// BoardCards returns the number of shared board cards at showdown: 5 in
// Hold'em, 0 in five-card showdown.
func (g Game) BoardCards() int { return g.spec().board }

// Streets returns the numbers of board cards a matchup may give before the
// showdown, such as 0, 3, 4 and 5 in Hold'em. The slice must not be
// modified.
func (g Game) Streets() []int { return g.spec().streets }

// ValidBoard reports whether a matchup may give n board cards.
func (g Game) ValidBoard(n int) bool {
	for _, s := range g.spec().streets {
		if s == n {
			return true
		}
	}
	return false
}

// Partial reports whether a player may be given fewer known cards than
// HoleCards, the rest being dealt, each way equally likely: in Hold'em and
// short deck one card (as ProPokerTools reads "Ah": the hands that hold
// it), in Omaha and five-card showdown any number.
func (g Game) Partial() bool { return g.spec().partial }

// Use returns how a hand is made from hole and board cards.
func (g Game) Use() Use { return g.spec().use }

// Holding returns what a player may hold instead of known cards.
func (g Game) Holding() Holding { return g.spec().holding }

// Ranking returns the order of high hands. It is read only.
func (g Game) Ranking() *eval.Ranking { return g.spec().ranking() }

// Low returns the game's low rule: NoLow, EightOrBetter or LowOnly.
func (g Game) Low() Low { return g.spec().low }

// Lowball values the low of the best five cards of h in a game of
// LowOnly, as an eval.Low under the game's low ranking (an eval.AceFive in
// razz and ace-to-five lowball, an eval.DeuceSeven in deuce-to-seven
// lowball; higher is better). h must hold the game's cards at showdown.
// It panics in a game of another low rule.
func (g Game) Lowball(h eval.Hand) eval.Low {
	l := g.spec().lowball
	if l == 0 {
		panic("game: Lowball in " + g.String() + ", which is not a low-only game")
	}
	return l.Value(h)
}

// LowRanking returns the low ranking of a game of LowOnly, to describe its
// values; 0 in a game of another rule.
func (g Game) LowRanking() eval.Lowball { return g.spec().lowball }

// Stud reports whether the game is dealt as seven-card stud: each player
// holds cards of its own, some face down and some up, and there is no
// board. A matchup gives every player the same number of known cards (the
// street), or none for a player dealt at random, and dead cards for the
// cards folded. When the deck cannot give every player a seventh card
// (eight players, or seven with four dead cards), the last card is dealt
// face up as one community card that every player uses, as the rules of
// stud say.
func (g Game) Stud() bool { return g.spec().stud }

// StudCommunity reports whether a stud game of the given number of players
// and dead cards deals its last card as one community card: when 7 cards
// for each player and the dead cards are more than the deck holds.
func (g Game) StudCommunity(players, dead int) bool {
	return g.Stud() && players*g.HoleCards()+dead > g.Deck().Len()
}

// HiLo reports whether the pot is split between the best high hand and
// the best eight-or-better low (eval.Low), the high taking it all when no
// player has a low: whether Low is EightOrBetter.
func (g Game) HiLo() bool { return g.Low() == EightOrBetter }

// Pots returns the number of half pots a showdown splits: 1 for a game
// of one pot (high only, or low only), 2 for hi-lo.
func (g Game) Pots() int {
	if g.HiLo() {
		return 2
	}
	return 1
}

// TripsBeatStraight returns the game under the rule that three of a kind
// beats a straight, which only short deck has: ShortDeckTrips. The error
// says why for another game.
func (g Game) TripsBeatStraight() (Game, error) {
	if sp := g.spec(); sp.variants && sp.trips != 0 {
		return sp.trips, nil
	}
	return g, fmt.Errorf("three of a kind beating a straight is a rule of %s, not of %s", join("and", Filter(func(g Game) bool {
		sp := g.spec()
		return sp.variants && sp.trips != 0 && sp.trips != g
	})), g.Title())
}

// Split returns the hi-lo (eight or better) version of the game: Omaha8
// for Omaha, Omaha5x8 for Omaha5, Stud8 for Stud. The error says why for
// another game.
func (g Game) Split() (Game, error) {
	if sp := g.spec(); sp.variants && sp.split != 0 {
		return sp.split, nil
	}
	return g, fmt.Errorf("%s has no hi-lo version (%s have one)", g.Title(), join("and", Filter(func(g Game) bool {
		sp := g.spec()
		return sp.variants && sp.split != 0 && sp.split != g
	})))
}
