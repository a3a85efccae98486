package sim

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/omaha"
)

// TestMonteCarloEngineChoice checks which Monte Carlo engine NewPlan
// chooses, each of known hands being one trial loop: the fast loops only
// where they are exact copies of the generic one (known hands, the best
// five of hole and board, the high only, no categories, at most
// maxMaskPlayers players; stud heads-up with no community card).
func TestMonteCarloEngineChoice(t *testing.T) {
	known := func(g game.Game, board string, hands ...string) *Matchup {
		m := matchup(t, board, hands...)
		m.Game = g
		return m
	}
	thirteen := []string{"AhAd", "KhKd", "QhQd", "JhJd", "ThTd", "9h9d", "8h8d", "7h7d", "6h6d", "5h5d", "4h4d", "3h3d", "2h2d"}
	plo, err := omaha.ParseRange("AA**", 4)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		m    *Matchup
		cats bool
		want engine
	}{
		{"heads-up preflop", known(game.Holdem, "", "AhKh", "QsQd"), false, holdemHeadsUpMC{}},
		{"heads-up river to come", known(game.Holdem, "Ts9h2c3d", "AhKh", "QsQd"), false, holdemLateMC{}},
		{"three-way flop", known(game.Holdem, "Ts9h2c", "AhKh", "QsQd", "7c7d"), false, holdemLateMC{}},
		{"three-way preflop", known(game.Holdem, "", "AhKh", "QsQd", "7c7d"), false, holdemMultiwayMC{}},
		{"twelve players", known(game.Holdem, "", thirteen[:12]...), false, holdemMultiwayMC{}},
		{"thirteen players", known(game.Holdem, "", thirteen...), false, holdemGenericMC{}},
		{"a card unknown", known(game.Holdem, "", "AhKh", "Qs"), false, holdemGenericMC{}},
		{"categories", known(game.Holdem, "", "AhKh", "QsQd"), true, holdemGenericMC{}},
		{"short deck", known(game.ShortDeck, "", "AhKh", "QsQd"), false, holdemHeadsUpMC{}},
		{"deuce-to-seven", known(game.Lowball27, "", "2h3h4h5h7h", "2s3s4s5s8d"), false, holdemGenericMC{}},
		{"ranges", rangeMatchup(t, "", "QQ+,AKs", "random"), false, holdemRangeMC{}},
		{"omaha", &Matchup{Game: game.Omaha, Players: []Player{{Range: plo}, {Cards: deck.MustParseCards("KhKdQcJc")}}}, false, omahaMC{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := NewPlan(tt.m, Options{Method: ForceMonteCarlo, Categories: tt.cats})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := engineName(p.eng), engineName(tt.want); got != want {
				t.Errorf("NewPlan(%v) chose %s, want %s", tt.m, got, want)
			}
		})
	}
	studTests := []struct {
		name, players string
		g             game.Game
		cats          bool
		want          string
	}{
		{"stud heads-up", "AsKs2h3h7d9c vs QsJsTs4h5h8c", game.Stud, false, "studHeadsUpMC"},
		{"razz heads-up", "AsKs2h3h7d9c vs QsJsTs4h5h8c", game.Razz, false, "studHeadsUpMC"},
		{"stud categories", "AsKs2h3h7d9c vs QsJsTs4h5h8c", game.Stud, true, "studGenericMC"},
		{"stud three-way", "As2s3s4d9h9c vs 5h6h7h8hKcKd vs AhAd2h2d3c4c", game.Stud8, false, "studGenericMC"},
		{"community card", studCases[5].players, game.Stud, false, "studGenericMC"},
	}
	for _, tt := range studTests {
		t.Run(tt.name, func(t *testing.T) {
			m := studCase{players: tt.players}.matchup(t, tt.g)
			p, err := NewPlan(m, Options{Method: ForceMonteCarlo, Categories: tt.cats})
			if err != nil {
				t.Fatal(err)
			}
			if got := engineName(p.eng); got != tt.want {
				t.Errorf("NewPlan(%v) chose %s, want %s", m, got, tt.want)
			}
		})
	}
}

// engineName returns the name of e's type, without the package.
func engineName(e engine) string {
	s := fmt.Sprintf("%T", e)
	return s[strings.LastIndex(s, ".")+1:]
}

// TestStudHeadsUpMatchesGeneric checks the heads-up stud loop against the
// generic one on the same stream, in each stud game.
func TestStudHeadsUpMatchesGeneric(t *testing.T) {
	for _, c := range studCases[:3] {
		for _, g := range []game.Game{game.Stud, game.Stud8, game.Razz} {
			m := c.matchup(t, g)
			s := newStudSetup(m)
			fast, slow := newTally(g, 2, false), newTally(g, 2, false)
			a, b := s.newSampler(false, (*studSampler).runHeadsUp), s.newSampler(false, (*studSampler).runGeneric)
			a.rng, b.rng = *deck.NewRand(5, 5), *deck.NewRand(5, 5)
			a.runHeadsUp(fast, 50000)
			b.runGeneric(slow, 50000)
			if !fast.equal(slow) {
				t.Errorf("%s, %v: heads-up tally %+v, generic %+v", c.name, g, fast, slow)
			}
		}
	}
}
