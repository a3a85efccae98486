package sim

import (
	"errors"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// ParsePlayers parses players separated by the word "vs" (in any case), as
// the command line takes them: []string{"AhKh", "vs", "QsQd"}, or the same
// in one string, "AhKh vs QsQd". A player's cards may be written together
// or apart ("Ah Kh"). In Hold'em a player may instead hold a range in
// deck.ParseRange's syntax ("QQ+,AKs", "random", "15%"); in five-card
// showdown a player written "random", "any" or "-" holds no known cards.
// The error is a *MatchupError naming the player.
func ParsePlayers(game Game, args []string) ([]Player, error) {
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
		p, err := parsePlayer(game, text)
		if err != nil {
			return nil, withWhere(err, PlayerName(i))
		}
		p.Text = text
		players[i] = p
	}
	return players, nil
}

// parsePlayer parses one player's cards or range.
func parsePlayer(game Game, text string) (Player, error) {
	if text == "" {
		return Player{}, matchupError("", ErrHoleCards, `no cards given (write "random" for a player with no known cards)`)
	}
	if game == FiveCard {
		switch strings.ToLower(text) {
		case "random", "any", "-":
			return Player{}, nil
		}
	}
	cards, cardErr := deck.ParseCards(text)
	if cardErr == nil {
		return Player{Cards: cards}, nil
	}
	if game == FiveCard {
		if _, err := deck.ParseRange(text); err == nil {
			return Player{}, matchupError("", ErrRange, "ranges are for Hold'em; five-card showdown takes known cards")
		}
		return Player{}, cardError("", cardErr)
	}
	if looksLikeCards(text) {
		return Player{}, cardError("", cardErr)
	}
	r, err := deck.ParseRange(text)
	if err != nil {
		return Player{}, cardError("", err)
	}
	return Player{Range: r}, nil
}

// looksLikeCards reports whether text is written as cards, a suit after
// the first rank ("1h2h", "QsQx"), rather than as a range ("AKs", "QQ+"),
// so that an error in it is best reported as a bad card.
func looksLikeCards(text string) bool {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "10") {
		text = text[1:]
	}
	if len(text) < 2 || strings.ContainsAny(text, "+-%@:") {
		return false
	}
	_, err := deck.ParseCard("A" + text[1:2])
	if err != nil {
		_, err = deck.ParseCard("A" + string([]rune(text)[1]))
	}
	return err == nil
}

// withWhere sets where in a *MatchupError.
func withWhere(err error, where string) error {
	var me *MatchupError
	if errors.As(err, &me) {
		me.Where = where
	}
	return err
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
