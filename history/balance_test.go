package history

import (
	"errors"
	"strings"
	"testing"
)

// starsHand is a PokerStars hand that adds up: a pot of $10.10, $9.60 to
// Hero and $0.50 of rake.
const starsHand = `PokerStars Hand #1001:  Hold'em No Limit ($0.05/$0.10 USD) - 2024/01/01 12:00:00 ET
Table 'Test I' 6-max Seat #1 is the button
Seat 1: Hero ($10 in chips)
Seat 2: Villain ($5 in chips)
Seat 3: Folder ($10 in chips)
Villain: posts small blind $0.05
Folder: posts big blind $0.10
*** HOLE CARDS ***
Dealt to Hero [Ad As]
Hero: raises $0.20 to $0.30
Villain: calls $0.25
Folder: folds
*** FLOP *** [2c 7h 9s]
Villain: checks
Hero: bets $0.50
Villain: calls $0.50
*** TURN *** [2c 7h 9s] [Kd]
Villain: checks
Hero: bets $6
Villain: calls $4.20 and is all-in
Uncalled bet ($1.80) returned to Hero
*** RIVER *** [2c 7h 9s Kd] [2h]
*** SHOW DOWN ***
Hero: shows [Ad As] (two pair, Aces and Twos)
Villain: shows [8d 8s] (two pair, Eights and Twos)
Hero collected $9.60 from pot
*** SUMMARY ***
Total pot $10.10 | Rake $0.50
Board [2c 7h 9s Kd 2h]
`

// phhHand is a PHH hand of three players all-in before the flop: a main
// pot of 300 chips, which AcAd wins, and a side pot of 200, which KcKd
// wins, with 0.07 of rake (0.04 from the main pot, 0.03 from the side).
const phhHand = `variant = "NT"
starting_stacks = [100, 200, 300]
blinds_or_straddles = [1, 2, 0]
actions = ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "p3 cbr 300", "p1 cc", "p2 cc", "d db 2h3h4h", "d db 9s", "d db Ts"]
rake = 0.07
finishing_stacks = [299.96, 199.97, 100]
`

// TestCheck reads hands whose money does not add up, each a change of a
// hand that does: each must be skipped as malformed, naming the file, the
// hand's line and the reason, and the unchanged hand read.
func TestCheck(t *testing.T) {
	stars := func(old, new string) string {
		if !strings.Contains(starsHand, old) {
			t.Fatalf("%q not in the hand", old)
		}
		return strings.Replace(starsHand, old, new, 1)
	}
	phh := func(old, new string) string {
		if !strings.Contains(phhHand, old) {
			t.Fatalf("%q not in the hand", old)
		}
		return strings.Replace(phhHand, old, new, 1)
	}
	tests := []struct {
		name, text string
		want       error  // nil for a hand that adds up
		reason     string // part of the message
	}{
		{"stars as read", starsHand, nil, ""},
		{"collected more than the pot", stars("collected $9.60", "collected $99999"), ErrPot, "collected, rake and fees add up to 99999.50"},
		{"collected less", stars("collected $9.60", "collected $9.59"), ErrPot, "the pots hold 10.10"},
		{"rake of $5,000", stars("Rake $0.50", "Rake $5,000"), ErrPot, "add up to 5009.60"},
		{"negative rake", stars("Rake $0.50", "Rake -$0.50"), ErrSyntax, "signed"},
		{"negative stack", stars("Villain ($5 in chips)", "Villain (-$5 in chips)"), ErrSyntax, "signed"},
		{"seat twice", stars("Seat 3: Folder", "Seat 2: Folder"), ErrPlayer, "seat 2 twice"},
		{"a call beyond the stack", stars("Villain ($5 in chips)", "Villain ($4 in chips)"), ErrPot, "Villain puts in"},
		{"phh as read", phhHand, nil, ""},
		{"phh rake beyond the pot", phh("rake = 0.07", "rake = 5000"), ErrPot, "collected, rake and fees"},
		{"phh finishing stacks too high", phh("199.97", "99999"), ErrPot, "collected"},
		{"phh finishing stacks below a loss", phh(", 100]", ", 0]"), ErrPot, "p3 collects -100"},
		// Without finishing stacks, the showdown pays the pots: the rake,
		// taken from each pot in proportion, must come out to the cent
		// (0.042 and 0.028 rounded down would leave a cent unpaid).
		{"phh settled with rake", phh("finishing_stacks = [299.96, 199.97, 100]\n", ""), nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []error
			read := 0
			err := Read("h.txt", strings.NewReader(tt.text), func(h *Hand, err error) error {
				if err != nil {
					got = append(got, err)
				} else {
					read++
				}
				return nil
			})
			if err != nil {
				t.Fatalf("Read = %v", err)
			}
			if tt.want == nil {
				if read != 1 || len(got) != 0 {
					t.Fatalf("Read: %d hands, errors %v; want the hand read", read, got)
				}
				return
			}
			var pe *ParseError
			if read != 0 || len(got) != 1 || !errors.Is(got[0], tt.want) || !errors.As(got[0], &pe) ||
				pe.File != "h.txt" || pe.Line < 1 || !strings.Contains(got[0].Error(), tt.reason) {
				t.Errorf("Read: %d hands, errors %v; want one *ParseError of h.txt with %q (%v)", read, got, tt.reason, tt.want)
			}
		})
	}
}

// TestCheckEveryReader checks that Check is applied to hands whatever
// their reader, through the split every reader passes: a hand built by a
// parse function of no reader at all, whose winnings exceed its pot.
func TestCheckEveryReader(t *testing.T) {
	h := &Hand{File: "x", Line: 7, ID: "1", Players: []Player{{Name: "a", Seat: 1, Stack: 100, Won: 500}, {Name: "b", Seat: 2, Stack: 100}},
		Actions: []Action{{Player: 0, Kind: Post, Amount: 1}, {Player: 1, Kind: Post, Amount: 2}, {Player: 0, Kind: Fold}}}
	var got error
	checked(func(parse func() (*Hand, error)) error { _, got = parse(); return nil })(func() (*Hand, error) { return h, nil })
	if !errors.Is(got, ErrPot) || !strings.HasPrefix(got.Error(), "x:7: hand #1: ") {
		t.Errorf("checked hand = %v, want x:7: hand #1: ... ErrPot", got)
	}
}
