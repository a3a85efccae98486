package answer

import (
	"strings"
	"testing"

	"github.com/pokersim/pokersim/request"
)

func TestRangeBoard(t *testing.T) {
	q := request.RangeBoard{Range: "QQ+, AK", Board: "Ks7h2c", Vs: []string{"AhAd"}, Keep: "set,top-pair"}
	v, err := RangeBoardOf(&q)
	if err != nil {
		t.Fatal(err)
	}
	// QQ+ and AK hold 6+6+6+16 = 34 combos, before card removal.
	if v.Combos != 34 || v.Keep == nil || v.Keep.Range == "" {
		t.Fatalf("RangeBoard() = %+v, want 34 combos and a range kept", v)
	}
	total := 0
	for _, m := range v.Made {
		total += m.Best.Combos
	}
	if total != v.Left {
		t.Errorf("the exclusive classes hold %d combos, want all %d left", total, v.Left)
	}
}

// TestRangeBoardShortDeck checks a short-deck question: the range over the
// 36 cards, the game in the report, the classes in short deck's order
// (flush above full house) and "+" in the filter following it.
func TestRangeBoardShortDeck(t *testing.T) {
	q := request.RangeBoard{Range: "random", Board: "Ah7h8c", Game: "6plus", Keep: "full-house+,set"}
	v, err := RangeBoardOf(&q)
	if err != nil {
		t.Fatal(err)
	}
	if v.Game != "shortdeck" || v.Combos != 630 || v.Left != 528 {
		t.Errorf("RangeBoard() = game %q, %d combos, %d left; want shortdeck, 630, 528", v.Game, v.Combos, v.Left)
	}
	var order []string
	for _, m := range v.Made[:5] {
		order = append(order, m.Class)
	}
	if got := strings.Join(order, " "); got != "straight-flush quads flush full-house straight" {
		t.Errorf("classes strongest first = %s, want flush above full-house", got)
	}
	if v.Keep == nil || v.Keep.Filter != "set,flush,full-house,quads,straight-flush" {
		t.Errorf("kept %+v, want the filter full-house+ to hold flush", v.Keep)
	}
	q = request.RangeBoard{Range: "random", Board: "Ah7h8c", Game: "shortdeck", TripsBeatStraight: true}
	if v, err = RangeBoardOf(&q); err != nil || v.Game != "shortdeck-trips" {
		t.Errorf("RangeBoard() with trips beating a straight = %v, %v; want game shortdeck-trips", v, err)
	}
}
