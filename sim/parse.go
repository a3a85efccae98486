package sim

import (
	"errors"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// ParsePlayers parses players separated by the word "vs" (in any case), as
// the command line takes them: []string{"AhKh", "vs", "QsQd"}, or the same
// in one string, "AhKh vs QsQd". A player's cards may be written together
// or apart ("Ah Kh"). A player written "random", "any" or "-" holds no known
// cards (five-card showdown deals them all). The error is a *MatchupError
// naming the player.
func ParsePlayers(args []string) ([]Player, error) {
	var groups [][]string
	cur := []string{}
	for _, a := range args {
		for _, tok := range strings.Fields(a) {
			if strings.EqualFold(tok, "vs") || strings.EqualFold(tok, "vs.") {
				groups = append(groups, cur)
				cur = []string{}
				continue
			}
			cur = append(cur, tok)
		}
	}
	groups = append(groups, cur)
	if len(groups) < 2 {
		return nil, matchupError("matchup", ErrPlayers, `need at least 2 players separated by "vs", as in AhKh vs QsQd`)
	}
	players := make([]Player, len(groups))
	for i, g := range groups {
		text := strings.Join(g, " ")
		if text == "" {
			return nil, matchupError(PlayerName(i), ErrHoleCards, `no cards given (write "random" for a player with no known cards)`)
		}
		switch strings.ToLower(text) {
		case "random", "any", "-":
			continue
		}
		cards, err := deck.ParseCards(text)
		if err != nil {
			return nil, cardError(PlayerName(i), err)
		}
		players[i].Cards = cards
	}
	return players, nil
}

// ParseCardList parses the cards of a matchup's part where (such as
// "board" or "dead cards"), turning a parse error into a *MatchupError
// naming it.
func ParseCardList(where, s string) ([]deck.Card, error) {
	cards, err := deck.ParseCards(s)
	if err != nil {
		return nil, cardError(where, err)
	}
	return cards, nil
}

// cardError wraps a card parsing error in a *ParseError's sentinel, for
// errors.Is, in a *MatchupError for where, worded as ParseError.Reason
// words it, followed by the text given when that is more than the card.
func cardError(where string, err error) error {
	var pe *deck.ParseError
	if !errors.As(err, &pe) {
		return &MatchupError{Where: where, Err: err}
	}
	return &MatchupError{Where: where, Err: pe.Err, Info: pe.Reason(), Given: pe.Input}
}
