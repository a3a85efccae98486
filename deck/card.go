package deck

// Rank is the rank of a card: Two (0) up to Ace (12).
type Rank uint8

// The thirteen ranks, lowest first.
const (
	Two Rank = iota
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// NumRanks is the number of ranks.
const NumRanks = 13

const rankChars = "23456789TJQKA"

// String returns the rank's one-character symbol: "2".."9", "T", "J", "Q", "K", "A".
func (r Rank) String() string {
	if r >= NumRanks {
		return "?"
	}
	return rankChars[r : r+1]
}

// Name returns the rank's English name in the singular, such as "Queen".
func (r Rank) Name() string {
	if r >= NumRanks {
		return "?"
	}
	return rankNames[r]
}

// Plural returns the rank's English name in the plural, such as "Sixes".
func (r Rank) Plural() string {
	if r >= NumRanks {
		return "?"
	}
	return rankPlurals[r]
}

var rankNames = [NumRanks]string{"Two", "Three", "Four", "Five", "Six", "Seven",
	"Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"}

var rankPlurals = [NumRanks]string{"Twos", "Threes", "Fours", "Fives", "Sixes",
	"Sevens", "Eights", "Nines", "Tens", "Jacks", "Queens", "Kings", "Aces"}

// Suit is the suit of a card: Spades (0), Hearts, Diamonds or Clubs (3).
// Suits have no order in poker; the numbering only fixes card values.
type Suit uint8

// The four suits.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
)

// NumSuits is the number of suits.
const NumSuits = 4

const suitChars = "shdc"

// String returns the suit's lower-case letter: "s", "h", "d" or "c".
func (s Suit) String() string {
	if s >= NumSuits {
		return "?"
	}
	return suitChars[s : s+1]
}

// Card is a playing card, numbered 0..51 as 4*rank + suit, so that 2s is 0
// and Ac is 51. Ordering cards by value orders them by rank.
type Card uint8

// NumCards is the number of cards in the deck.
const NumCards = 52

// NewCard returns the card of rank r and suit s. It panics if either is out of range.
func NewCard(r Rank, s Suit) Card {
	if r >= NumRanks || s >= NumSuits {
		panic("deck: NewCard: rank or suit out of range")
	}
	return Card(r)<<2 | Card(s)
}

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c >> 2) }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c & 3) }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c < NumCards }

// String returns the card in the usual two-character form, such as "Ah" or "Td".
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return c.Rank().String() + c.Suit().String()
}

// Strings returns the String of each card, in order: ["Ks" "7h" "2c"].
// strings.Join(Strings(cards), "") writes them together, "Ks7h2c", as
// hands and boards are typed.
func Strings(cards []Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}
