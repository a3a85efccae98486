package sim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/words"
)

// Player is one seat in a matchup: known cards, or in a game that allows
// them (Hold'em, short deck, Omaha), a range of hands. A player holds the
// game's number of hole cards, or in a game that allows partial hands
// (five-card showdown, Omaha) fewer, the rest being dealt; or, with Cards
// empty, a Range.
type Player struct {
	Cards []deck.Card
	// Range, if not nil, is the weighted set of hands the player may hold:
	// a *deck.Range of two-card combos in a game of Holding game.Combos, an
	// *omaha.Range in a game of Holding game.Patterns. Hands that use a
	// card known elsewhere in the matchup drop out.
	Range Range
	// Text is the player as written, such as "QQ+, AKs", for showing it;
	// it may be empty.
	Text string
}

// Matchup is a showdown to be valued: the game, the players, the board
// cards already dealt (as many as one of the game's streets: 0, 3, 4 or 5
// in Hold'em) and dead cards, which are out of the deck and in nobody's
// hand. The zero Game is Hold'em.
type Matchup struct {
	Game    game.Game
	Players []Player
	Board   []deck.Card
	Dead    []deck.Card
}

// Validate checks the matchup before any work: the number of players, each
// player's cards or range, the board, and that no card is used twice or
// missing from the game's deck. The error is a *MatchupError naming the
// culprit; cards used twice are reported in the order players, board, dead
// cards. NewPlan (and so Equity) validates the matchup itself.
func (m *Matchup) Validate() error {
	if err := m.validateShape(); err != nil {
		return err
	}
	if m.Game.Use() == game.TwoPlusThree {
		return m.checkOmahaRanges()
	}
	return m.checkRanges(m.seats())
}

// validateShape is Validate but for the ranges' hands.
func (m *Matchup) validateShape() error {
	if !m.Game.Valid() {
		return matchupError("matchup", ErrOptions, fmt.Sprintf("invalid game %v", m.Game))
	}
	if len(m.Players) < 2 {
		return matchupError("matchup", ErrPlayers, fmt.Sprintf("need at least 2 players, got %d", len(m.Players)))
	}
	for i := range m.Players {
		if err := m.checkPlayer(i); err != nil {
			return err
		}
	}
	if n := len(m.Board); !m.Game.ValidBoard(n) {
		if m.Game.BoardCards() == 0 {
			return matchupError("board", ErrBoard, m.Game.Title()+" has no board")
		}
		return matchupError("board", ErrBoard, fmt.Sprintf("want %s, got %d", words.Join("or", m.Game.Streets(), strconv.Itoa), n))
	}
	if err := m.checkDeck(); err != nil {
		return err
	}
	if err := m.checkDuplicates(); err != nil {
		return err
	}
	if m.Game.Stud() {
		if err := m.checkStud(); err != nil {
			return err
		}
	}
	need := len(m.Players)*m.Game.HoleCards() + m.Game.BoardCards() + len(m.Dead)
	if m.Game.StudCommunity(len(m.Players), len(m.Dead)) {
		need = len(m.Players)*(m.Game.HoleCards()-1) + 1 + len(m.Dead)
	}
	if have := m.Game.Deck().Len(); need > have || len(m.Players) > MaxPlayers {
		return matchupError("matchup", ErrDeck, fmt.Sprintf("%d players need %d cards with the board and dead cards; the deck has %d", len(m.Players), need, have))
	}
	return nil
}

// checkPlayer checks player i's cards or range against the game.
func (m *Matchup) checkPlayer(i int) error {
	p, g := m.Players[i], m.Game
	if p.Range != nil && len(p.Cards) > 0 {
		return matchupError(PlayerName(i), ErrRange, "a player holds known cards or a range, not both")
	}
	if p.Range != nil {
		switch {
		case g.Holding() == game.Hands:
			return matchupError(PlayerName(i), ErrRange, g.Title()+" takes known cards, not ranges")
		case p.Range.Hole() != g.HoleCards() && g.Holding() == game.Combos:
			return matchupError(PlayerName(i), ErrRange, "ranges of two-card hands are for Hold'em and short deck, not "+g.Title())
		case p.Range.Hole() != g.HoleCards():
			return matchupError(PlayerName(i), ErrRange, fmt.Sprintf("a range of %d-card hands in %s, which deals %d", p.Range.Hole(), g.Title(), g.HoleCards()))
		}
		return nil
	}
	hole := g.HoleCards()
	if n := len(p.Cards); n > hole || (!g.Partial() && n != hole) {
		want := fmt.Sprint(hole)
		if g.Partial() {
			want = fmt.Sprintf("0 to %d", hole)
		}
		return matchupError(PlayerName(i), ErrHoleCards, fmt.Sprintf("want %s, got %d", want, n))
	}
	return nil
}

// checkDeck reports the first card that is not in the game's deck.
func (m *Matchup) checkDeck() error {
	for i, p := range m.Players {
		if err := m.checkIn(i, "", p.Cards); err != nil {
			return err
		}
	}
	if err := m.checkIn(0, "board", m.Board); err != nil {
		return err
	}
	return m.checkIn(0, "dead cards", m.Dead)
}

// checkIn reports the first of cards not in the game's deck, naming where
// they are: player i if where is "".
func (m *Matchup) checkIn(i int, where string, cards []deck.Card) error {
	in := m.Game.Deck()
	for _, c := range cards {
		if !in.Has(c) {
			if where == "" {
				where = PlayerName(i)
			}
			return matchupError(where, ErrCard, fmt.Sprintf("%v is not in the deck of %s", c, m.Game.Title()))
		}
	}
	return nil
}

// checkOmahaRanges reports an Omaha range left empty by the cards known
// elsewhere.
func (m *Matchup) checkOmahaRanges() error {
	known := m.Known() | ^m.Game.Deck()&deck.FullDeck
	for i, p := range m.Players {
		if p.Range != nil && p.Range.Count(known) == 0 {
			return errRangeDealt(i)
		}
	}
	return nil
}

// errRangeDealt is the error of player i's range left empty by the cards
// known elsewhere.
func errRangeDealt(i int) error {
	return matchupError(PlayerName(i), ErrRange, "every hand of the range uses a card already dealt or dead")
}

// checkRanges reports a range left empty by the cards known elsewhere, or
// ranges that cannot all be dealt at once (AA vs AA vs AA).
func (m *Matchup) checkRanges(seats []seat) error {
	if !m.hasRanges() {
		return nil
	}
	for i, s := range seats {
		if r := m.Players[i].Range; r != nil && r.Count(0) == 0 {
			return matchupError(PlayerName(i), ErrRange, "the range is empty")
		}
		if len(s.combos) == 0 {
			return errRangeDealt(i)
		}
	}
	if ok, sure := feasible(seats); !ok && sure {
		return matchupError("matchup", ErrRange, "the ranges cannot be dealt together: every assignment of hands uses some card twice")
	}
	return nil
}

// checkDuplicates reports the first card, in the order players, board,
// dead, that was already used, naming both places.
func (m *Matchup) checkDuplicates() error {
	var seen deck.Set
	parts := len(m.Players) + 2
	part := func(k int) []deck.Card {
		switch {
		case k < len(m.Players):
			return m.Players[k].Cards
		case k == len(m.Players):
			return m.Board
		}
		return m.Dead
	}
	for k := range parts {
		for j, c := range part(k) {
			if !seen.Has(c) {
				seen |= c.Bit()
				continue
			}
			// The card was used before: find where, for the message.
			where := m.partName(k)
			if slices.Contains(part(k)[:j], c) {
				return matchupError(where, ErrDuplicate, fmt.Sprintf("%v is given twice", c))
			}
			for prev := range k {
				if slices.Contains(part(prev), c) {
					return matchupError(where, ErrDuplicate, fmt.Sprintf("%v is also in %s", c, possessive(m.partName(prev))))
				}
			}
		}
	}
	return nil
}

// partName names part k of a matchup in messages: a player, the board or
// the dead cards.
func (m *Matchup) partName(k int) string {
	switch {
	case k < len(m.Players):
		return PlayerName(k)
	case k == len(m.Players):
		return "board"
	}
	return "dead cards"
}

func possessive(where string) string {
	switch where {
	case "board":
		return "the board"
	case "dead cards":
		return "the dead cards"
	}
	return where + "'s hand"
}

// hasRanges reports whether a player holds a range.
func (m *Matchup) hasRanges() bool {
	for _, p := range m.Players {
		if p.Range != nil {
			return true
		}
	}
	return false
}

// Known returns the set of all cards in the players' hands, on the board
// and dead.
func (m *Matchup) Known() deck.Set {
	s := deck.SetOf(m.Board...) | deck.SetOf(m.Dead...)
	for _, p := range m.Players {
		s |= deck.SetOf(p.Cards...)
	}
	return s
}

// String writes the matchup as the command line takes it, such as
// "AhKh vs QsQd --board Ts9h2c".
func (m *Matchup) String() string {
	var b strings.Builder
	for i, p := range m.Players {
		if i > 0 {
			b.WriteString(" vs ")
		}
		if p.Range != nil {
			b.WriteString(strconv.Quote(p.Range.String()))
			continue
		}
		if len(p.Cards) == 0 {
			b.WriteString("random")
		}
		for _, c := range p.Cards {
			b.WriteString(c.String())
		}
	}
	if m.Game != game.Holdem {
		b.WriteString(" --game " + m.Game.String())
	}
	writeCards(&b, " --board ", m.Board)
	writeCards(&b, " --dead ", m.Dead)
	return b.String()
}

func writeCards(b *strings.Builder, prefix string, cards []deck.Card) {
	if len(cards) == 0 {
		return
	}
	b.WriteString(prefix)
	for _, c := range cards {
		b.WriteString(c.String())
	}
}
