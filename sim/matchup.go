package sim

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// Player is one seat in a matchup: known cards, or in Hold'em a range of
// hands. In Hold'em a player holds exactly two known cards or, with Cards
// empty, a Range; in five-card showdown zero to five known cards (the rest
// are dealt) and no range.
type Player struct {
	Cards []deck.Card
	// Range, if not nil, is the weighted set of hands a Hold'em player may
	// hold. Combos that use a card known elsewhere in the matchup drop out.
	Range *deck.Range
	// Text is the player as written, such as "QQ+, AKs", for showing it;
	// it may be empty.
	Text string
}

// Matchup is a showdown to be valued: the game, the players, the board
// cards already dealt (Hold'em only: 0, 3, 4 or 5) and dead cards, which
// are out of the deck and in nobody's hand.
type Matchup struct {
	Game    Game
	Players []Player
	Board   []deck.Card
	Dead    []deck.Card
}

// Errors wrapped by *MatchupError; test for them with errors.Is.
var (
	ErrPlayers   = errors.New("wrong number of players")
	ErrHoleCards = errors.New("wrong number of cards")
	ErrBoard     = errors.New("wrong number of board cards")
	ErrDuplicate = deck.ErrDuplicate
	ErrDeck      = errors.New("not enough cards in the deck")
	ErrRange     = errors.New("impossible range")
	ErrTooMany   = errors.New("too much to enumerate")
)

// MatchupError reports an invalid matchup and names the part at fault:
// Where is "player 2", "board", "dead cards" or "matchup".
type MatchupError struct {
	Where string
	Err   error
	Info  string // details, such as "Ah is also in player 1's hand"
	Given string // for a card that cannot be parsed, the text given
}

// Error returns a message such as
// "player 2: duplicate card: Ah is also in player 1's hand", or for a card
// that cannot be parsed `player 2: unknown suit "x" in "Qx" (in "QsQx")`.
func (e *MatchupError) Error() string {
	if e.Given != "" {
		if q := strconv.Quote(e.Given); !strings.Contains(e.Info, q) {
			return e.Where + ": " + e.Info + " (in " + q + ")"
		}
		return e.Where + ": " + e.Info
	}
	msg := e.Where + ": " + e.Err.Error()
	if e.Info != "" {
		msg += ": " + e.Info
	}
	return msg
}

func matchupError(where string, err error, info string) *MatchupError {
	return &MatchupError{Where: where, Err: err, Info: info}
}

// Unwrap returns the sentinel error.
func (e *MatchupError) Unwrap() error { return e.Err }

// PlayerName returns the name of player i (0-based) in messages: "player 1".
func PlayerName(i int) string { return fmt.Sprintf("player %d", i+1) }

// Validate checks the matchup before any work: the number of players, each
// player's cards, the board, and that no card is used twice. The error is a
// *MatchupError naming the culprit; cards used twice are reported in the
// order players, board, dead cards.
func (m *Matchup) Validate() error {
	if len(m.Players) < 2 {
		return matchupError("matchup", ErrPlayers, fmt.Sprintf("need at least 2 players, got %d", len(m.Players)))
	}
	hole := m.Game.HoleCards()
	for i, p := range m.Players {
		if p.Range != nil {
			if m.Game != Holdem {
				return matchupError(PlayerName(i), ErrRange, "ranges are for Hold'em; five-card showdown takes known cards")
			}
			if len(p.Cards) > 0 {
				return matchupError(PlayerName(i), ErrRange, "a player holds known cards or a range, not both")
			}
			continue
		}
		if n := len(p.Cards); n > hole || (m.Game == Holdem && n != hole) {
			want := fmt.Sprint(hole)
			if m.Game == FiveCard {
				want = fmt.Sprintf("0 to %d", hole)
			}
			return matchupError(PlayerName(i), ErrHoleCards, fmt.Sprintf("want %s, got %d", want, n))
		}
	}
	switch n := len(m.Board); {
	case m.Game == FiveCard && n != 0:
		return matchupError("board", ErrBoard, "five-card showdown has no board")
	case n == 1 || n == 2 || n > 5:
		return matchupError("board", ErrBoard, fmt.Sprintf("want 0, 3, 4 or 5, got %d", n))
	}
	if err := m.checkDuplicates(); err != nil {
		return err
	}
	need := len(m.Players)*hole + m.Game.BoardCards() + len(m.Dead)
	if need > deck.NumCards {
		return matchupError("matchup", ErrDeck, fmt.Sprintf("%d players need %d cards with the board and dead cards; the deck has %d", len(m.Players), need, deck.NumCards))
	}
	return m.checkRanges()
}

// checkRanges reports a range left empty by the cards known elsewhere, or
// ranges that cannot all be dealt at once (AA vs AA vs AA).
func (m *Matchup) checkRanges() error {
	if !m.hasRanges() {
		return nil
	}
	seats := m.seats()
	for i, s := range seats {
		if r := m.Players[i].Range; r != nil && r.Len() == 0 {
			return matchupError(PlayerName(i), ErrRange, "the range is empty")
		}
		if len(s.combos) == 0 {
			return matchupError(PlayerName(i), ErrRange, "every hand of the range uses a card already dealt or dead")
		}
	}
	if !anyTuple(seats, 0, 0) {
		return matchupError("matchup", ErrRange, "the ranges cannot be dealt together: every assignment of hands uses some card twice")
	}
	return nil
}

// checkDuplicates reports the first card, in the order players, board,
// dead, that was already used, naming both places.
func (m *Matchup) checkDuplicates() error {
	owner := make(map[deck.Card]string)
	check := func(where string, cards []deck.Card) error {
		for _, c := range cards {
			if prev, ok := owner[c]; ok {
				if prev == where {
					return matchupError(where, ErrDuplicate, fmt.Sprintf("%v is given twice", c))
				}
				return matchupError(where, ErrDuplicate, fmt.Sprintf("%v is also in %s", c, possessive(prev)))
			}
			owner[c] = where
		}
		return nil
	}
	for i, p := range m.Players {
		if err := check(PlayerName(i), p.Cards); err != nil {
			return err
		}
	}
	if err := check("board", m.Board); err != nil {
		return err
	}
	return check("dead cards", m.Dead)
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
			b.WriteString(strconv.Quote(rangeText(p.Range)))
			continue
		}
		if len(p.Cards) == 0 {
			b.WriteString("random")
		}
		for _, c := range p.Cards {
			b.WriteString(c.String())
		}
	}
	if m.Game != Holdem {
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
