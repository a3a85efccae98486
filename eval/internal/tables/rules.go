package tables

// Rules are an order of five-card poker hands: which ranks the deck holds
// and how the categories rank against each other. Within a category, hands
// compare the same way under every Rules: by their ranks in order of
// significance, with the ace of the lowest straight playing low.
type Rules struct {
	// Low is the lowest rank of the deck: 0 (Two) for the 52-card deck,
	// 4 (Six) for the 36-card short deck. The lowest straight is the ace
	// followed by the four ranks from Low up.
	Low int
	// Order holds the strength of each category (indexed by HighCard ..
	// StraightFlush): 1 for the weakest up to 9 for the strongest.
	Order [StraightFlush + 1]int
}

// StandardRules is the usual order of hands, on the 52-card deck.
func StandardRules() Rules {
	return Rules{Low: 0, Order: [...]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
}

// ShortDeckRules is the order of six-plus (short-deck) Hold'em on the
// 36-card deck (Six to Ace): A-6-7-8-9 is the lowest straight and a flush
// beats a full house. With tripsOverStraight, three of a kind also beats a
// straight, as some rooms play it.
func ShortDeckRules(tripsOverStraight bool) Rules {
	r := Rules{Low: 4}
	r.Order = [...]int{0, HighCard: 1, OnePair: 2, TwoPair: 3, ThreeOfAKind: 4, Straight: 5,
		FullHouse: 6, Flush: 7, FourOfAKind: 8, StraightFlush: 9}
	if tripsOverStraight {
		r.Order[ThreeOfAKind], r.Order[Straight] = r.Order[Straight], r.Order[ThreeOfAKind]
	}
	return r
}

// NumRanks returns the number of ranks in the deck.
func (r Rules) NumRanks() int { return 13 - r.Low }

// StraightMasks returns the 13-bit rank masks of the straights, highest
// first, the lowest being the ace with the four lowest ranks.
func (r Rules) StraightMasks() []uint16 {
	var out []uint16
	for top := 12; top >= r.Low+4; top-- {
		out = append(out, 0x1f<<(top-4))
	}
	return append(out, 1<<12|0xf<<r.Low)
}
