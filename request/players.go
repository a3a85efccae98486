package request

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/omaha"
	"github.com/pokersim/pokersim/sim"
)

// SplitPlayers groups the words of a command line into players at the word
// "vs" (in any case, or "vs."), joining each player's words with a space:
// {"AhKh", "vs", "Qs", "Qd"} gives {"AhKh", "Qs Qd"}. A word may hold
// several players and their "vs": {"AhKh vs QsQd"} gives {"AhKh", "QsQd"}.
// A player with no words is kept as "", which Spec rejects.
func SplitPlayers(words []string) []string {
	var players []string
	var cur []string
	for _, w := range words {
		for _, tok := range strings.Fields(w) {
			if strings.EqualFold(tok, "vs") || strings.EqualFold(tok, "vs.") {
				players = append(players, strings.Join(cur, " "))
				cur = nil
				continue
			}
			cur = append(cur, tok)
		}
	}
	return append(players, strings.Join(cur, " "))
}

// parsePlayers parses each player's cards or range. The error is a
// *sim.MatchupError naming the player.
func parsePlayers(g game.Game, texts []string) ([]sim.Player, error) {
	if len(texts) < 2 {
		return nil, &sim.MatchupError{Where: "matchup", Err: sim.ErrPlayers,
			Info: `need at least 2 players separated by "vs", as in AhKh vs QsQd`}
	}
	players := make([]sim.Player, len(texts))
	for i, text := range texts {
		p, err := parsePlayer(g, strings.TrimSpace(text))
		if err != nil {
			err.Where = sim.PlayerName(i)
			return nil, err
		}
		p.Text = strings.TrimSpace(text)
		players[i] = p
	}
	return players, nil
}

// parsePlayer parses one player: the game's number of known cards, or a
// range where the game has them, or otherwise cards that the matchup's
// validation will find too few or too many. Text that is neither is
// reported as bad cards if it is written like cards ("AzKh") and as a bad
// range otherwise ("AKx", "QQ-").
func parsePlayer(g game.Game, text string) (sim.Player, *sim.MatchupError) {
	if text == "" {
		return sim.Player{}, &sim.MatchupError{Err: sim.ErrHoleCards, Info: `no cards given (write "random" for a player with no known cards)`}
	}
	cards, cardErr := deck.ParseCards(text)
	if cardErr == nil && len(cards) == g.HoleCards() {
		return sim.Player{Cards: cards}, nil
	}
	switch g.Holding() {
	case game.Combos:
		return parseComboPlayer(g, text, cards, cardErr)
	case game.Patterns:
		return parseOmahaPlayer(g, text, cards, cardErr)
	}
	switch strings.ToLower(text) {
	case "random", "any", "-":
		return sim.Player{}, nil
	}
	if cardErr == nil {
		return sim.Player{Cards: cards}, nil
	}
	if _, err := deck.ParseRange(text); err == nil {
		return sim.Player{}, &sim.MatchupError{Err: sim.ErrRange, Info: g.Title() + " takes known cards; ranges are for " +
			game.Names(game.Filter(func(g game.Game) bool { return g.Holding() != game.Hands })...)}
	}
	return sim.Player{}, cardError("", cardErr)
}

// parseComboPlayer parses a player of a game of two-card ranges (Hold'em,
// short deck): a range, or one known card, which stands for the range of
// the hands that hold it (the other card dealt from the deck), or cards
// that validation will find too many.
func parseComboPlayer(g game.Game, text string, cards []deck.Card, cardErr error) (sim.Player, *sim.MatchupError) {
	if cardErr == nil && len(cards) == 1 && g.Deck().Has(cards[0]) {
		r := new(deck.Range)
		for c := range (g.Deck() &^ cards[0].Bit()).All() {
			r.Set(deck.NewCombo(cards[0], c), 1)
		}
		return sim.Player{Range: r}, nil
	}
	r, rangeErr := deck.ParseRangeIn(g.Deck(), text)
	switch {
	case rangeErr == nil:
		return sim.Player{Range: r}, nil
	case cardErr == nil:
		return sim.Player{Cards: cards}, nil // the wrong number of cards, or one out of the deck: Validate says so
	case looksLikeCards(text):
		return sim.Player{}, cardError("", cardErr)
	}
	return sim.Player{}, cardError("", rangeErr)
}

// parseOmahaPlayer parses a player of an Omaha game: known cards (all the
// hole cards or some, the rest dealt), "random", or an Omaha range in
// ProPokerTools' generic syntax (package omaha).
func parseOmahaPlayer(g game.Game, text string, cards []deck.Card, cardErr error) (sim.Player, *sim.MatchupError) {
	switch strings.ToLower(text) {
	case "random", "any", "-":
		return sim.Player{}, nil
	}
	if cardErr == nil {
		return sim.Player{Cards: cards}, nil // some known cards, the rest dealt; too many: Validate says so
	}
	r, err := omaha.ParseRange(text, g.HoleCards())
	if err == nil {
		return sim.Player{Range: r}, nil
	}
	if looksLikeCards(text) && !strings.ContainsAny(text, "*$![]():,") {
		return sim.Player{}, cardError("", cardErr)
	}
	var pe *omaha.ParseError
	if errors.As(err, &pe) {
		return sim.Player{}, &sim.MatchupError{Err: sim.ErrRange, Info: pe.Error(), Given: pe.Input}
	}
	return sim.Player{}, &sim.MatchupError{Err: sim.ErrRange, Info: err.Error()}
}

// looksLikeCards reports whether text is written as cards, a rank then a
// suit again and again ("AzKh", "1h2h", "QsQx"), rather than as a range
// ("AKx", "QQ-"), so that an error in it is best reported as a bad card.
// It reads runes, so any text is safe.
func looksLikeCards(text string) bool {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	for _, f := range fields {
		for f != "" {
			if strings.HasPrefix(f, "10") {
				f = f[2:]
			} else {
				r, n := utf8.DecodeRuneInString(f)
				if r > unicode.MaxASCII || !(unicode.IsLetter(r) || unicode.IsDigit(r)) {
					return false
				}
				f = f[n:]
			}
			if f == "" {
				return false // a rank without a suit
			}
			r, n := utf8.DecodeRuneInString(f)
			if unicode.IsDigit(r) || strings.ContainsRune("+-%@:*", r) {
				return false
			}
			f = f[n:]
		}
	}
	return len(fields) > 0
}

// parseCardList parses the cards of a matchup's part where ("board" or
// "dead cards"), turning a parse error into a *sim.MatchupError naming it.
func parseCardList(where, s string) ([]deck.Card, error) {
	cards, err := deck.ParseCards(s)
	if err != nil {
		return nil, cardError(where, err)
	}
	return cards, nil
}

// cardError wraps a card or range parsing error in a *sim.MatchupError for
// where, worded as deck.ParseError.Reason words it, followed by the text
// given when that is more than the card.
func cardError(where string, err error) *sim.MatchupError {
	var pe *deck.ParseError
	if !errors.As(err, &pe) {
		return &sim.MatchupError{Where: where, Err: err}
	}
	return &sim.MatchupError{Where: where, Err: pe.Err, Info: pe.Reason(), Given: pe.Input}
}
