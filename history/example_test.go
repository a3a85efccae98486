package history_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/pokersim/pokersim/history"
)

// A heads-up hand all-in on the turn, in PHH: Dwan's 7h6h has made its
// straight and Ivey's Ac2d is drawing dead.
func Example() {
	const phh = `variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1000, 2000]
min_bet = 2000
starting_stacks = [50000, 50000]
actions = ["d dh p1 Ac2d", "d dh p2 7h6h", "p1 cbr 6000", "p2 cc",
  "d db Jc3d5c", "p1 cbr 10000", "p2 cc", "d db 4h", "p1 cbr 34000", "p2 cc",
  "p1 sm Ac2d", "p2 sm 7h6h", "d db Jh"]
players = ["Ivey", "Dwan"]
`
	err := history.Read("example.phh", strings.NewReader(phh), func(h *history.Hand, err error) error {
		if err != nil {
			return err
		}
		r, err := history.Value(context.Background(), h, 1)
		if err != nil {
			return err
		}
		fmt.Println("all-in on the", r.AllIn.Street, r.AllIn.Board)
		for i, p := range h.Players {
			fmt.Printf("%s: equity %.0f%%, won %v, expected %.0f\n", p.Name, 100*r.AllIn.Pots[0].Equity[i], r.Won[i], r.AllIn.Expected[i]/100)
		}
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// all-in on the turn [Jc 3d 5c 4h]
	// Ivey: equity 0%, won 0, expected 0
	// Dwan: equity 100%, won 100000, expected 100000
}

func ExampleParseAmount() {
	for _, s := range []string{"$1,250.50", "€2", "1500"} {
		a, err := history.ParseAmount(s)
		fmt.Println(int64(a), a, err)
	}
	// Output:
	// 125050 1250.50 <nil>
	// 200 2 <nil>
	// 150000 1500 <nil>
}

// A GGPoker hand: the jackpot fee is taken from the pot as rake is, and
// the hero's cash-out stays outside the pot and the money won.
func ExampleRead_ggpoker() {
	const gg = `Poker Hand #HD1: Hold'em No Limit ($0.25/$0.5) - 2024/01/01 12:04:00
Table 'NLHGold3' 6-max Seat #2 is the button
Seat 1: Hero ($50 in chips)
Seat 2: Villain ($40 in chips)
Villain: posts small blind $0.25
Hero: posts big blind $0.5
*** HOLE CARDS ***
Dealt to Hero [Jc Jd]
Dealt to Villain 
Villain: calls $0.25
Hero: checks
*** FLOP *** [Js 8c 2h]
Hero: bets $1
Villain: raises $38.5 to $39.5 and is all-in
Hero: calls $38.5
Hero: shows [Jc Jd]
Villain: shows [Qc Tc]
Hero: Chooses to EV Cashout
*** TURN *** [Js 8c 2h] [9d]
*** RIVER *** [Js 8c 2h 9d] [Kh]
Hero: Receives Cashout ($70.23)
*** SHOWDOWN ***
Villain collected $77.6 from pot
*** SUMMARY ***
Total pot $80 | Rake $2 | Jackpot $0.4 | Bingo $0
`
	err := history.Read("gg.txt", strings.NewReader(gg), func(h *history.Hand, err error) error {
		if err != nil {
			return err
		}
		r, err := history.Value(context.Background(), h, 1)
		if err != nil {
			return err
		}
		fmt.Printf("%s #%s in %s: rake %v (fees %v)\n", h.Format, h.ID, h.Unit(), h.Rake, h.Fees)
		for i, p := range h.Players {
			fmt.Printf("%s %s: net %v, expected %.2f, cash-out %v\n", p.Name, h.CardsText(i), r.Net(i), r.AllIn.Expected[i]/100, p.CashOut)
		}
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// ggpoker #HD1 in USD: rake 2.40 (fees 0.40)
	// Hero JcJd: net -40, expected 64.12, cash-out 70.23
	// Villain QcTc: net 37.60, expected 13.48, cash-out 0
}
