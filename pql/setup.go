package pql

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// pqlGames maps PQL's game names to pokersim's; pokersim's own names
// and aliases are read by game.Parse.
var pqlGames = map[string]game.Game{
	"holdem": game.Holdem, "omahahi": game.Omaha, "omaha8": game.Omaha8,
	"studhi": game.Stud, "stud8": game.Stud8, "razz": game.Razz,
	"omahahi5": game.Omaha5, "omaha85": game.Omaha5x8,
}

// ParseGame returns the game named s: one of PQL's names (holdem,
// omahahi, omaha8, studhi, stud8, razz, omahahi5, omaha85) or one of
// pokersim's (game.Parse).
func ParseGame(s string) (game.Game, error) {
	if g, ok := pqlGames[strings.ToLower(strings.TrimSpace(s))]; ok {
		return g, nil
	}
	return game.Parse(s)
}

// table is a query's from clause read: the game, the players' names in
// order and the matchup they make, as pokersim equity would read it.
type table struct {
	game    game.Game
	names   []string // players, as named in from, in order
	texts   []string // their hands or ranges, in pokersim's notation
	board   string
	dead    string
	matchup *sim.Matchup
}

// readFrom reads q's from clause into a table. The error is an *Error
// wrapping ErrBinding at the binding at fault.
func readFrom(q *Query) (*table, error) {
	t := &table{game: game.Holdem}
	var gameAt, boardAt, deadAt pos
	seen := map[string]bool{}
	for _, b := range q.From {
		key := strings.ToLower(b.Name)
		if seen[key] {
			return nil, errAt(q.src, b.pos, ErrBinding, "%s is given twice", b.Name)
		}
		seen[key] = true
		switch key {
		case "game":
			g, err := ParseGame(b.Value)
			if err != nil {
				return nil, errAt(q.src, b.pos, ErrBinding, "%v", err)
			}
			t.game, gameAt = g, b.pos
		case "board":
			t.board, boardAt = b.Value, b.pos
		case "dead":
			t.dead, deadAt = b.Value, b.pos
		case "syntax":
			switch strings.ToLower(b.Value) {
			case "generic", "default", "pokerstove":
			default:
				return nil, errAt(q.src, b.pos, ErrBinding, "syntax %q: want 'generic' (pokersim reads ProPokerTools' generic syntax and PokerStove's in every game)", b.Value)
			}
		default:
			t.names = append(t.names, b.Name)
		}
	}
	_ = gameAt
	var players []pos
	for _, b := range q.From {
		switch strings.ToLower(b.Name) {
		case "game", "board", "dead", "syntax":
			continue
		}
		t.texts = append(t.texts, playerText(t.game, b.Value))
		players = append(players, b.pos)
	}
	if len(t.names) < 2 {
		return nil, errAt(q.src, pos{}, ErrBinding, "want at least 2 players in from, such as hero='AA', villain='**'")
	}
	r := request.Request{Players: t.texts, Board: t.board, Dead: t.dead, Game: t.game.String()}
	spec, err := r.Spec()
	if err == nil {
		err = spec.Matchup.Validate()
	}
	if err != nil {
		at := pos{}
		var me *sim.MatchupError
		if errors.As(err, &me) {
			switch {
			case strings.HasPrefix(me.Where, "player "):
				var i int
				if _, e := fmt.Sscanf(me.Where, "player %d", &i); e == nil && i >= 1 && i <= len(players) {
					at = players[i-1]
					err = fmt.Errorf("%s: %w", t.names[i-1], err)
				}
			case strings.Contains(me.Where, "board"):
				at = boardAt
			case strings.Contains(me.Where, "dead"):
				at = deadAt
			}
		}
		return nil, errAt(q.src, at, ErrBinding, "%v", err)
	}
	if m := spec.Matchup; m.Game.StudCommunity(len(m.Players), len(m.Dead)) {
		return nil, errAt(q.src, players[0], ErrBinding, "pql deals seven cards of its own to each stud player; %d players and %d dead cards leave too few cards", len(m.Players), len(m.Dead))
	}
	t.matchup = spec.Matchup
	return t, nil
}

// playerText rewrites a PQL hand or range in pokersim's notation: PQL's
// any hand ("*", "**", "****") is pokersim's "random"; the rest (classes,
// percentages, suit variables such as AwKw, weights, Omaha's generic
// syntax) pokersim reads as written.
func playerText(g game.Game, s string) string {
	t := strings.TrimSpace(s)
	if t == "" || strings.Trim(t, "*") == "" {
		return "random"
	}
	return t
}
