package request

import (
	"errors"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/postflop"
)

func TestRangeBoardErrors(t *testing.T) {
	tests := []struct {
		name  string
		q     RangeBoard
		where string // of the *InputError, or "keep" for the filter's *Error
		msg   string
		is    error
	}{
		{"bad range", RangeBoard{Range: "QQ-K", Board: "Ks7h2c"}, "range", `range: bad range "QQ-K": missing the second rank after K`, nil},
		{"bad board", RangeBoard{Range: "QQ+", Board: "Kz7h2c"}, "board", `board: unknown suit "z" in "Kz" (in "Kz7h2c")`, nil},
		{"short board", RangeBoard{Range: "QQ+", Board: "Ks7h"}, "board", "board: wrong number of board cards: want 3, 4 or 5 (a flop, turn or river), got 2", postflop.ErrBoard},
		{"bad dead", RangeBoard{Range: "QQ+", Board: "Ks7h2c", Dead: "1x"}, "dead", "", nil},
		{"bad opponent", RangeBoard{Range: "QQ+", Board: "Ks7h2c", Vs: []string{"AhAd", "Kd"}}, "vs 2", "vs 2: want 2 cards, got 1", nil},
		{"duplicate", RangeBoard{Range: "QQ+", Board: "Ks7h2c", Dead: "7h"}, "", "duplicate card: 7h is on the board and dead", postflop.ErrDuplicate},
		{"nothing left", RangeBoard{Range: "AA", Board: "AsAhAd", Dead: "Ac"}, "range", "", postflop.ErrEmpty},
		{"bad filter", RangeBoard{Range: "QQ+", Board: "Ks7h2c", Keep: "gutshot+"}, "keep", `--keep: bad filter "gutshot+": draws have no order: + follows a class`, postflop.ErrFilter},
		{"nothing kept", RangeBoard{Range: "QQ+", Board: "Ks7h2c", Keep: "flush"}, "", "no combo of the range passes --keep flush on Ks7h2c", ErrNothingKept},
		{"short deck range", RangeBoard{Range: "QQ+, A5s", Board: "Ks7h6c", Game: "shortdeck"}, "range", `range: bad range "A5s": the short deck has no Fives: its cards run from Six to Ace`, deck.ErrRange},
		{"short deck board", RangeBoard{Range: "QQ+", Board: "Ks7h5c", Game: "shortdeck"}, "board", "board: 5c: the short deck has no Fives: its cards run from Six to Ace", game.ErrCard},
		{"short deck dead", RangeBoard{Range: "QQ+", Board: "Ks7h6c", Dead: "3s", Game: "shortdeck"}, "dead", "dead: 3s: the short deck has no Threes: its cards run from Six to Ace", game.ErrCard},
		{"short deck opponent", RangeBoard{Range: "QQ+", Board: "Ks7h6c", Vs: []string{"AhKh", "2c2d"}, Game: "shortdeck"}, "vs 2", "vs 2: 2c: the short deck has no Twos: its cards run from Six to Ace", game.ErrCard},
		{"omaha", RangeBoard{Range: "AA**", Board: "Ks7h6c", Game: "omaha"}, "game", "--game: not in Omaha: range classifies two-card ranges on a board, in holdem, shortdeck or shortdeck-trips", nil},
		{"unknown game", RangeBoard{Range: "QQ+", Board: "Ks7h6c", Game: "badugi"}, "game", "", nil},
		{"trips in hold'em", RangeBoard{Range: "QQ+", Board: "Ks7h6c", TripsBeatStraight: true}, "trips-beat-straight", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.q.Classify()
			if err == nil {
				t.Fatalf("Classify(%+v) = nil error", tt.q)
			}
			var ie *InputError
			var re *Error
			where := ""
			switch {
			case errors.As(err, &ie):
				where = ie.Where
			case errors.As(err, &re):
				where = re.Flag
			}
			if where != tt.where || (tt.msg != "" && err.Error() != tt.msg) || (tt.is != nil && !errors.Is(err, tt.is)) {
				t.Errorf("Classify(%+v) = %q at %q, want %q at %q, wrapping %v", tt.q, err, where, tt.msg, tt.where, tt.is)
			}
		})
	}
}
