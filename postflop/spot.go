package postflop

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// Spot is a board and what else is known: dead cards and the hands of
// opponents. It holds everything about the board that classifying a combo
// needs, worked out once, so that Hit classifies each combo in a few
// hundred nanoseconds. A Spot is read only once made, so one may be used by
// any number of goroutines.
type Spot struct {
	game      game.Game
	order     *Order
	ranking   *eval.Ranking
	low       uint8    // where the ace plays low in a straight: wheelLow or shortDeckLow
	cards     deck.Set // the game's deck
	board     []deck.Card
	dead      deck.Set
	opponents []deck.Combo
	blocked   deck.Set // board, dead and opposing cards: a combo holding one is out
	barred    deck.Set // blocked cards and those outside the game's deck
	live      deck.Set // the cards that may come: the deck less blocked

	counts    [deck.NumRanks]uint8 // board cards of each rank
	ranks     uint16               // board ranks
	suits     [deck.NumSuits]uint16
	place     [deck.NumRanks]int8   // place of a board rank among the board's ranks, highest 0; -1 if absent
	top       deck.Rank             // highest board rank
	second    int                   // second highest board rank, -1 if the board has one rank
	bottom    deck.Rank             // lowest board rank
	kickers   [deck.NumRanks]uint8  // ranks above r that are not on the board
	straight  int                   // straightTop of the board's ranks
	flush     [deck.NumSuits]uint16 // topFive of a suit with five board cards, else 0
	suitTop   [deck.NumSuits]int    // straightTop of a suit's board ranks
	fullHouse int                   // fullHouseOf the board's counts
	hand      eval.Hand
	value     eval.Rank // the board's own value on the river, else 0

	liveRanks [deck.NumRanks]uint8 // live cards of each rank
	liveSuits [deck.NumSuits]uint16
	nut       [deck.NumSuits]int // the highest rank of a suit neither on the board nor dead, -1 if none
}

// NewSpot returns the Hold'em Spot of a board of 3, 4 or 5 cards (a flop,
// turn or river), the dead cards and the known hands of opponents: it is
// NewSpotIn(game.Holdem, ...).
func NewSpot(board []deck.Card, dead deck.Set, opponents ...deck.Combo) (*Spot, error) {
	return NewSpotIn(game.Holdem, board, dead, opponents...)
}

// NewSpotIn returns the Spot of a board of 3, 4 or 5 cards (a flop, turn
// or river) in game g, the dead cards and the known hands of opponents.
// The game is Hold'em or short deck (game.ShortDeck, game.ShortDeckTrips):
// it gives the deck the cards to come are drawn from, the straights (in
// short deck A-6-7-8-9 is the lowest) and the order of the classes
// (OrderOf). The error wraps ErrGame for another game, ErrBoard for a
// board of another size, ErrCard for a card outside the game's deck and
// ErrDuplicate for a card given twice (on the board twice, on the board
// and dead, in two hands), naming the card.
func NewSpotIn(g game.Game, board []deck.Card, dead deck.Set, opponents ...deck.Combo) (*Spot, error) {
	order, err := OrderOf(g)
	if err != nil {
		return nil, err
	}
	if n := len(board); n < 3 || !g.ValidBoard(n) {
		return nil, fmt.Errorf("%w: want 3, 4 or 5 (a flop, turn or river), got %d", ErrBoard, n)
	}
	s := &Spot{game: g, order: order, ranking: g.Ranking(), cards: g.Deck(), board: slices.Clone(board),
		dead: dead, opponents: slices.Clone(opponents)}
	if s.cards == deck.ShortDeck {
		s.low = shortDeckLow
	}
	if err := s.checkCards(); err != nil {
		return nil, err
	}
	s.readBoard()
	s.readLive()
	return s, nil
}

// checkCards checks that every card is of the game's deck and none is in
// two places, and sets s.blocked, s.barred and s.live.
func (s *Spot) checkCards() error {
	var b deck.Set
	for _, c := range s.board {
		if !c.Valid() {
			return fmt.Errorf("%w: %v is not a card", ErrBoard, uint8(c))
		}
		if err := s.inDeck(c, "on the board"); err != nil {
			return err
		}
		if b.Has(c) {
			return fmt.Errorf("%w: %v is on the board twice", ErrDuplicate, c)
		}
		b |= c.Bit()
	}
	if out := s.dead &^ s.cards; out != 0 {
		return s.inDeck(firstCard(out), "dead")
	}
	if both := b & s.dead; both != 0 {
		return fmt.Errorf("%w: %v is on the board and dead", ErrDuplicate, firstCard(both))
	}
	b |= s.dead
	for i, o := range s.opponents {
		if out := o.Set() &^ s.cards; out != 0 {
			return s.inDeck(firstCard(out), fmt.Sprintf("of opponent %d", i+1))
		}
		if both := b & o.Set(); both != 0 {
			return fmt.Errorf("%w: %v of opponent %d is also on the board, dead or in another hand", ErrDuplicate, firstCard(both), i+1)
		}
		b |= o.Set()
	}
	s.blocked, s.barred = b, b|^s.cards
	s.live = s.cards &^ b
	return nil
}

// inDeck returns nil if c is in the game's deck, else an error wrapping
// ErrCard that says where c is and why it is out.
func (s *Spot) inDeck(c deck.Card, where string) error {
	switch {
	case s.cards.Has(c):
		return nil
	case s.cards == deck.ShortDeck:
		return fmt.Errorf("%w: %v %s: the short deck has no %s: its cards run from Six to Ace", ErrCard, c, where, c.Rank().Plural())
	}
	return fmt.Errorf("%w: %v %s is not in the deck of %s", ErrCard, c, where, s.game.Title())
}

// firstCard returns the lowest card of a non-empty set.
func firstCard(s deck.Set) deck.Card { return deck.Card(bits.TrailingZeros64(uint64(s))) }

// readBoard works out the board's ranks, suits and own hands.
func (s *Spot) readBoard() {
	for _, c := range s.board {
		s.counts[c.Rank()]++
		s.ranks |= 1 << c.Rank()
		s.suits[c.Suit()] |= 1 << c.Rank()
		s.hand = s.hand.Add(c)
	}
	s.second = -1
	n := int8(0)
	for r := deck.Ace; r <= deck.Ace; r-- { // Rank is unsigned: the loop ends below Two
		s.place[r] = -1
		if s.counts[r] > 0 {
			s.place[r] = n
			switch n {
			case 0:
				s.top = r
			case 1:
				s.second = int(r)
			}
			s.bottom = r
			n++
		}
	}
	above := uint8(0)
	for r := deck.Ace; r <= deck.Ace; r-- {
		s.kickers[r] = above
		if s.counts[r] == 0 {
			above++
		}
	}
	s.straight = straightTop(s.ranks, s.low)
	for su, m := range s.suits {
		s.suitTop[su] = straightTop(m, s.low)
		if bits.OnesCount16(m) >= 5 {
			s.flush[su] = topFive(m)
		}
	}
	s.fullHouse = fullHouseOf(&s.counts)
	if len(s.board) == 5 {
		s.value = s.ranking.Value(s.hand)
	}
}

// readLive counts the cards that may come, by rank and suit, and finds the
// nut card of each suit.
func (s *Spot) readLive() {
	for c := range s.live.All() {
		s.liveRanks[c.Rank()]++
		s.liveSuits[c.Suit()] |= 1 << c.Rank()
	}
	known := s.dead
	for _, c := range s.board {
		known |= c.Bit()
	}
	for su := range s.nut {
		s.nut[su] = -1
		for r := deck.Ace; r <= deck.Ace; r-- {
			if c := deck.NewCard(r, deck.Suit(su)); s.cards.Has(c) && !known.Has(c) {
				s.nut[su] = int(r)
				break
			}
		}
	}
}

// fullHouseOf returns the best full house that cards with the given
// counts per rank make, as 16·(trips rank + 1) + pair rank + 1 so that
// better full houses give larger numbers, or 0 if there is none.
func fullHouseOf(counts *[deck.NumRanks]uint8) int {
	trips := -1
	for r := int(deck.Ace); r >= 0; r-- {
		if counts[r] >= 3 {
			trips = r
			break
		}
	}
	if trips < 0 {
		return 0
	}
	for r := int(deck.Ace); r >= 0; r-- {
		if r != trips && counts[r] >= 2 {
			return 16*(trips+1) + r + 1
		}
	}
	return 0
}

// Board returns the board's cards. The slice must not be modified.
func (s *Spot) Board() []deck.Card { return s.board }

// Dead returns the dead cards.
func (s *Spot) Dead() deck.Set { return s.dead }

// Game returns the game: game.Holdem, game.ShortDeck or
// game.ShortDeckTrips.
func (s *Spot) Game() game.Game { return s.game }

// Order returns the order of the made classes in the game.
func (s *Spot) Order() *Order { return s.order }

// Opponents returns the opposing hands. The slice must not be modified.
func (s *Spot) Opponents() []deck.Combo { return s.opponents }

// Blocked returns the cards no combo of a range may hold: the board, the
// dead cards and the opposing hands. (Nor may a combo hold a card outside
// the game's deck, such as a Five in short deck.)
func (s *Spot) Blocked() deck.Set { return s.blocked }

// Live returns the cards that may still come: the game's deck less the
// blocked cards. A combo's outs are live cards other than its own.
func (s *Spot) Live() deck.Set { return s.live }
