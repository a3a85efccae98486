package history

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// readFile reads a test file into hands and errors.
func readFile(t *testing.T, name string) ([]*Hand, []error) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var hands []*Hand
	var errs []error
	err = Read(name, f, func(h *Hand, err error) error {
		if err != nil {
			errs = append(errs, err)
		} else {
			hands = append(hands, h)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("Read(%s) = %v", name, err)
	}
	return hands, errs
}

// potWant is a pot as computed by hand: amount and eligible names.
type potWant struct {
	amount   Amount
	eligible string
}

// TestRules checks one synthetic hand per rule: the pots and side pots,
// whether it qualifies for all-in EV and at which street, and its
// equities against brute force, its expected shares against the raked
// pots computed by hand, and that adjustments sum to zero.
func TestRules(t *testing.T) {
	hands, errs := readFile(t, "testdata/rules.txt")
	if len(errs) > 0 {
		t.Fatalf("errors: %v", errs)
	}
	tests := []struct {
		id        string
		name      string
		qualifies bool
		street    Street
		pots      []potWant
		raked     float64 // the hand's pots after rake, in hundredths
	}{
		{"1001", "uncalled bet returned, turn all-in, raked", true, Turn, []potWant{{1010, "Hero Villain"}}, 960},
		{"1002", "side pot with antes", true, Preflop, []potWant{{150000, "Short Mid Big"}, {200000, "Mid Big"}}, 3500 * 100},
		{"1003", "run it twice, mucked cards in the summary", true, Flop, []potWant{{20000, "Hero Villain"}}, 19800},
		{"1004", "fold on a later street disqualifies", false, 0, []potWant{{300, "Short Hero"}}, 0},
		{"1005", "river all-in excluded", false, 0, []potWant{{1000, "Hero Villain"}}, 0},
		{"1006", "a player's cards unknown", false, 0, []potWant{{1000, "Hero Villain"}}, 0},
		{"1007", "Omaha, straddle, sitting out", true, Flop, []potWant{{10200, "Hero Villain"}}, 9900},
		{"1008", "Omaha hi-lo", true, Flop, []potWant{{2000, "Hero Villain"}}, 1950},
		{"1009", "Zoom, dead small blind, names with parentheses, a seat out of hand", false, 0, []potWant{{450, "Mr (Big) Fish"}}, 0},
	}
	if len(hands) != len(tests) {
		t.Fatalf("read %d hands, want %d", len(hands), len(tests))
	}
	for k, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hands[k]
			if h.ID != tt.id {
				t.Fatalf("hand %d is #%s, want #%s", k, h.ID, tt.id)
			}
			var got []potWant
			for _, p := range h.Pots() {
				var names []string
				for _, i := range p.Eligible {
					names = append(names, h.Players[i].Name)
				}
				got = append(got, potWant{p.Amount, strings.Join(names, " ")})
			}
			if !slices.Equal(got, tt.pots) {
				t.Errorf("Pots() = %v, want %v", got, tt.pots)
			}
			st, ok := Qualifies(h)
			if ok != tt.qualifies || ok && st != tt.street {
				t.Fatalf("Qualifies() = %v, %v, want %v, %v", st, ok, tt.street, tt.qualifies)
			}
			r, err := Value(context.Background(), h, 1)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				if r.AllIn != nil {
					t.Errorf("AllIn = %+v, want nil", r.AllIn)
				}
				return
			}
			checkAllIn(t, h, r, tt.raked)
		})
	}
}

// checkAllIn checks a valued hand's equities against brute force, its
// expected shares against the raked pots and its adjustments' sum.
func checkAllIn(t *testing.T, h *Hand, r *Result, raked float64) {
	t.Helper()
	live := liveSet(h, r.Put, h.Folded())
	want := make([]float64, len(h.Players))
	var sumRaked float64
	for _, pe := range r.AllIn.Pots {
		eq := bruteEquity(h, r.AllIn.Board, pe.Eligible, live)
		for k, i := range pe.Eligible {
			if math.Abs(pe.Equity[k]-eq[k]) > 1e-12 {
				t.Errorf("equity of %s in pot %v = %v, brute force %v", h.Players[i].Name, pe.Amount, pe.Equity[k], eq[k])
			}
			want[i] += eq[k] * pe.Raked
		}
		sumRaked += pe.Raked
	}
	if math.Abs(sumRaked-raked) > 1e-9 {
		t.Errorf("raked pots sum to %v, want %v", sumRaked, raked)
	}
	var adj float64
	for i := range want {
		if math.Abs(r.AllIn.Expected[i]-want[i]) > 1e-9*raked {
			t.Errorf("Expected[%s] = %v, want %v", h.Players[i].Name, r.AllIn.Expected[i], want[i])
		}
		adj += r.AllIn.Adjustment[i]
	}
	if math.Abs(adj) > 1e-9*raked {
		t.Errorf("adjustments sum to %v, want 0", adj)
	}
}

// TestMessy reads a file with a byte order mark, CRLF, Windows-1252 names
// and euro signs, thousands separators, a malformed hand and a hand of an
// unsupported game: the good hands are read, the others reported.
func TestMessy(t *testing.T) {
	hands, errs := readFile(t, "testdata/messy.txt")
	if len(hands) != 2 || hands[0].ID != "2001" || hands[1].ID != "2004" {
		t.Fatalf("read %d hands, want #2001 and #2004", len(hands))
	}
	h := hands[0]
	if h.Players[0].Name != "Blåveis" || h.Players[0].Stack != 125050 || h.Currency != "EUR" || h.BigBlind != 200 {
		t.Errorf("hand #2001 = %+v", h)
	}
	if len(errs) != 2 {
		t.Fatalf("errors = %v, want 2", errs)
	}
	var pe *ParseError
	if !errors.As(errs[0], &pe) || !errors.Is(errs[0], ErrCards) || pe.Line != 23 || pe.Hand != "2002" {
		t.Errorf("error = %v, want a bad card at line 23 of hand #2002", errs[0])
	}
	if !errors.Is(errs[1], ErrUnsupported) {
		t.Errorf("error = %v, want ErrUnsupported", errs[1])
	}
}

// TestPHH reads a synthetic PHH hand: the folded player's unknown cards,
// the uncalled part of a bet returned, the winner (8d8s, a set on the
// river) settled by showdown and
// AdAs against 8d8s before the flop at 81.1202% (1,712,304 boards), a
// known value.
func TestPHH(t *testing.T) {
	hands, errs := readFile(t, "testdata/aa-88.phh")
	if len(errs) > 0 || len(hands) != 1 {
		t.Fatalf("read %d hands, errors %v", len(hands), errs)
	}
	h := hands[0]
	r, err := Value(context.Background(), h, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Put, []Amount{5000, 500000, 500000}) || !slices.Equal(r.Won, []Amount{0, 1005000, 0}) {
		t.Fatalf("Put = %v, Won = %v", r.Put, r.Won)
	}
	if r.AllIn == nil || r.AllIn.Street != Preflop {
		t.Fatalf("AllIn = %+v, want preflop", r.AllIn)
	}
	if eq := r.AllIn.Pots[0].Equity[1]; math.Abs(eq-0.811202) > 5e-7 {
		t.Errorf("AdAs equity = %v, want 0.811202", eq)
	}
	if !testing.Short() {
		checkAllIn(t, h, r, 1005000)
	}
}

// TestSplitPots checks the pot construction against hand-computed cases.
func TestSplitPots(t *testing.T) {
	tests := []struct {
		name   string
		bets   []Amount
		folded []bool
		want   []Pot
	}{
		{"heads-up", []Amount{100, 100}, []bool{false, false}, []Pot{{200, []int{0, 1}}}},
		{"folded blind", []Amount{10, 100, 100}, []bool{true, false, false}, []Pot{{210, []int{1, 2}}}},
		{"two side pots", []Amount{50, 100, 300, 300}, []bool{false, false, false, false}, []Pot{{200, []int{0, 1, 2, 3}}, {150, []int{1, 2, 3}}, {400, []int{2, 3}}}},
		{"folded above a short all-in", []Amount{50, 80, 200, 200}, []bool{false, true, false, false}, []Pot{{200, []int{0, 2, 3}}, {330, []int{2, 3}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := SplitPots(tt.bets, tt.folded)
			if len(got) != len(tt.want) {
				t.Fatalf("SplitPots(%v) = %v, want %v", tt.bets, got, tt.want)
			}
			for k := range got {
				if got[k].Amount != tt.want[k].Amount || !slices.Equal(got[k].Eligible, tt.want[k].Eligible) {
					t.Errorf("SplitPots(%v) = %v, want %v", tt.bets, got, tt.want)
				}
			}
		})
	}
}

// TestParseAmount checks amounts as the sites write them.
func TestParseAmount(t *testing.T) {
	tests := []struct {
		in   string
		want Amount
		ok   bool
	}{
		{"$0.10", 10, true}, {"€1,250.50", 125050, true}, {"1500", 150000, true}, {"₹136.5", 13650, true},
		{"", 0, false}, {"$", 0, false}, {"1.234", 0, false}, {"1.", 0, false}, {"1x", 0, false},
		{"-5", 0, false}, {"$-5", 0, false}, {"-$0.50", 0, false}, {"+5", 0, false}, {"\u22125", 0, false},
	}
	for _, tt := range tests {
		got, err := ParseAmount(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseAmount(%q) = %v, %v, want %v", tt.in, got, err, tt.want)
		}
	}
}

var _ = deck.Card(0)

// TestSittingOut checks that players sitting out or out of hand are marked
// so, and others not, and that a dead small blind is dead money.
func TestSittingOut(t *testing.T) {
	hands, _ := readFile(t, "testdata/rules.txt")
	out := map[string]bool{}
	for _, h := range hands {
		for _, p := range h.Players {
			if p.SittingOut {
				out[h.ID+" "+p.Name] = true
			}
		}
	}
	if want := map[string]bool{"1007 Away": true, "1009 Mover": true}; !maps.Equal(out, want) {
		t.Errorf("sitting out: %v, want %v", out, want)
	}
	h := hands[len(hands)-1]
	if h.Currency != "USD" {
		t.Errorf("hand #%s: Currency = %q, want USD from the $ of its stakes", h.ID, h.Currency)
	}
	if got := h.Bets(); !slices.Equal(got, []Amount{200, 25, 200, 0}) {
		t.Errorf("hand #%s: Bets() = %v, want [2 0.25 2 0]", h.ID, got)
	}
}

// TestPHHS reads a file of several PHH hands: two read, in order, one of
// an unsupported variant listed; and a file that is not valid TOML.
func TestPHHS(t *testing.T) {
	hands, errs := readFile(t, "testdata/two.phhs")
	if len(hands) != 2 || hands[0].ID != "1" || hands[1].ID != "2" || len(errs) != 1 || !errors.Is(errs[0], ErrUnsupported) {
		t.Fatalf("read %d hands, errors %v; want hands 1 and 2 and F7S unsupported", len(hands), errs)
	}
	var pe *ParseError
	if !errors.As(errs[0], &pe) || pe.Line != 20 {
		t.Errorf("error %v, want line 20 ([3])", errs[0])
	}
	r, err := Value(context.Background(), hands[0], 1)
	if err != nil || r.AllIn == nil || !slices.Equal(r.Won, []Amount{20000, 0}) {
		t.Errorf("hand 1: Value = %+v, %v; want Hero to win 200 after a preflop all-in", r, err)
	}
	h := hands[1]
	if h.Game.String() != "omaha" || h.Players[0].Stack != 5050 || h.Players[1].Cards != nil {
		t.Errorf("hand 2 = %+v", h)
	}
	// the raise to 6 is called by nobody: all above the small blind's 1
	// comes back, as the sites return it
	if r, _ := Value(context.Background(), h, 1); !slices.Equal(r.Won, []Amount{0, 200}) || !slices.Equal(r.Put, []Amount{100, 100}) {
		t.Errorf("hand 2: Put %v Won %v, want [1 1] and [0 2]", r.Put, r.Won)
	}

	_, errs = readFile(t, "testdata/broken.phh")
	if len(errs) != 1 || !errors.Is(errs[0], ErrSyntax) || !errors.As(errs[0], &pe) || pe.Line < 3 {
		t.Errorf("broken.phh: errors %v, want a TOML syntax error at line 3 or after", errs)
	}
}

// TestRunThreeTimes reads a hand run three times: three boards, no card
// used twice, the equity taken before the flop.
func TestRunThreeTimes(t *testing.T) {
	hands, errs := readFile(t, "testdata/thrice.txt")
	if len(errs) > 0 || len(hands) != 1 {
		t.Fatalf("read %d hands, errors %v", len(hands), errs)
	}
	h := hands[0]
	if len(h.Boards) != 3 || fmt.Sprint(h.Boards[2]) != "[8h 8s Th Qs Tc]" {
		t.Errorf("Boards = %v", h.Boards)
	}
	if st, ok := Qualifies(h); !ok || st != Preflop {
		t.Errorf("Qualifies() = %v, %v, want preflop", st, ok)
	}
}

// TestPositions checks position names by the number of players, and a
// PokerStars hand's positions from its button.
func TestPositions(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{2, "BB BTN"}, {3, "SB BB BTN"}, {4, "SB BB CO BTN"}, {6, "SB BB UTG HJ CO BTN"},
		{9, "SB BB UTG UTG+1 UTG+2 UTG+3 HJ CO BTN"},
	}
	for _, tt := range tests {
		if got := strings.Join(positionNames(tt.n), " "); got != tt.want {
			t.Errorf("positionNames(%d) = %s, want %s", tt.n, got, tt.want)
		}
	}
	hands, _ := readFile(t, "testdata/rules.txt")
	var got []string
	for _, p := range hands[6].Players { // #1007: button seat 1, seat 4 sitting out
		got = append(got, p.Name+"="+p.Position)
	}
	if want := "Hero=BTN Villain=SB Straddler=BB Away="; strings.Join(got, " ") != want {
		t.Errorf("#1007 positions %s, want %s", strings.Join(got, " "), want)
	}
}
