package server

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/game"
)

// TestGamesRefused checks GET /api/games' refusals against the API itself:
// every analysis a game lists as refused is refused by POST /api/equity
// with the same reason, and Hold'em, which has every analysis, lists none.
func TestGamesRefused(t *testing.T) {
	s := New(quiet(t, nil))
	games := decodeAs[[]Game](t, call(s, "GET", "/api/games", "", ""))
	if len(games[game.Holdem].Refused) != 0 {
		t.Errorf("Hold'em refuses %v, want nothing", games[game.Holdem].Refused)
	}
	fivecard := games[game.FiveCard]
	for _, k := range []string{"outs", "by_card", "streets", "distribution", "by_class"} {
		if fivecard.Refused[k] == "" {
			t.Errorf("five-card showdown does not refuse %s", k)
		}
	}
	for _, g := range games {
		for name, why := range g.Refused {
			t.Run(g.Name+"/"+name, func(t *testing.T) {
				body := fmt.Sprintf(`{"game": %q, "players": ["random", "random"], %q: true, "trials": 10}`, g.Name, name)
				w := call(s, "POST", "/api/equity", "application/json", body)
				if w.Code != 400 || !strings.Contains(w.Body.String(), why) {
					t.Errorf("POST %s = %d %s, want 400 saying %q", body, w.Code, w.Body, why)
				}
			})
		}
	}
}
