package server

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
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

// TestRangeWeights checks the weights of each combo that GET /api/range
// gives each class, which the page's suit selector shows, against the
// range parser's: every combo of every class, in or out of the range.
func TestRangeWeights(t *testing.T) {
	s := New(quiet(t, nil))
	for _, text := range []string{"AhKh@50, AsKs, KK, QcQd@25", "22+, AKo@75", "AhKh, AhKd, 7s2c@10"} {
		v := decodeAs[RangeView](t, call(s, "GET", "/api/range?range="+url.QueryEscape(text), "", ""))
		rg, err := deck.ParseRange(text)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range slices.Collect(deck.AllClasses()) {
			cv := v.Classes[i]
			n := 0
			for x := range c.Combos() {
				if w := rg.Weight(x); w > 0 {
					n++
					if cv.Weights[x.String()] != w {
						t.Errorf("%q: %s's weight %v, want %v", text, x, cv.Weights[x.String()], w)
					}
				}
			}
			if len(cv.Weights) != n {
				t.Errorf("%q: %s has %d weights %v, want %d", text, c, len(cv.Weights), cv.Weights, n)
			}
		}
	}
}
