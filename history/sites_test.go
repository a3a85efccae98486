package history

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// sitesDir holds the public GGPoker, Winamax, 888 and iPoker samples of
// ../shared; tests skip without them.
const sitesDir = "../../shared/testdata/hands-sites"

// readSites reads every sample file of the four sites, failing on any
// skipped hand.
func readSites(t *testing.T) map[string][]*Hand {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(sitesDir, "*", "*.txt"))
	if len(files) == 0 {
		t.Skip("no shared hand histories in " + sitesDir)
	}
	out := map[string][]*Hand{}
	for _, f := range files {
		key := filepath.Base(filepath.Dir(f)) + "/" + filepath.Base(f)
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		err = Read(f, fh, func(h *Hand, err error) error {
			if err != nil {
				t.Errorf("Read(%s): %v", key, err)
				return nil
			}
			out[key] = append(out[key], h)
			return nil
		})
		fh.Close()
		if err != nil {
			t.Errorf("Read(%s) = %v", key, err)
		}
	}
	return out
}

// TestSitesRead checks, hand by hand, figures read off the sample files
// by hand: the format, game, big blind and currency, the chips put in,
// the rake with the other fees, who collected what (net of an uncalled
// bet) and cash-outs. Every hand of every file must also balance: chips
// put in = pots = collected + rake.
func TestSitesRead(t *testing.T) {
	hands := readSites(t)
	tests := []struct {
		file     string
		format   Format
		game     string
		bb       Amount
		currency string
		put      Amount
		rake     Amount
		fees     Amount
		won      string // "name amount" pairs of players who collected
		cashOut  string // "name amount" pairs, "" if none
		hero     string
	}{
		{"ggpoker/RunTwice.txt", GGPoker, "holdem", 100, "USD", 19436, 600, 100, "Hero 188.36", "", "Hero"},
		{"ggpoker/PaysCashoutFee.txt", GGPoker, "holdem", 200, "USD", 25186, 800, 200, "oiesfcv1 243.86", "oiesfcv1 -22.68", "Hero"},
		{"ggpoker/ReceivesCashout.txt", GGPoker, "holdem", 50, "USD", 1607, 127, 50, "fdfa4dax 14.80", "88989dfa 9.98", "Hero"},
		{"ggpoker/PostingDead.txt", GGPoker, "holdem", 100, "USD", 1200, 60, 0, "15yfdsaa 11.40", "", "Hero"},
		{"ggpoker/Straddle.txt", GGPoker, "holdem", 100, "USD", 2890, 144, 0, "xnvdam1 27.46", "", "Hero"},
		{"ggpoker/BetAndMuck.txt", GGPoker, "holdem", 5, "USD", 22, 1, 0, "afv2fads3 0.21", "", "Hero"},
		{"ggpoker/PotLimitOmaha.txt", GGPoker, "omaha", 10, "USD", 80, 4, 0, "7d288c5d 0.76", "", "Hero"},
		{"ggpoker/GeneralHand.txt", GGPoker, "holdem", 100, "USD", 200, 0, 0, "ac12334d 2", "", "Hero"},
		{"winamax/GeneralHand.txt", Winamax, "holdem", 100, "EUR", 1500, 98, 0, "titi63000 14.02", "", ""},
		{"winamax/UncalledBet.txt", Winamax, "omaha5", 2000, "EUR", 12000, 300, 0, "grega80 117", "", ""},
		{"winamax/NoLimitHoldem.txt", Winamax, "holdem", 100, "EUR", 1510, 98, 0, "morfrim 14.12", "", ""},
		{"winamax/Table3.txt", Winamax, "holdem", 10, "EUR", 35, 2, 0, "Kosmos777 0.33", "", ""},
		{"winamax/NoRake.txt", Winamax, "omaha", 200, "EUR", 200, 0, 0, "kebab79 2", "", ""},
		{"winamax/MultiTableTournament-GeneralHand.txt", Winamax, "holdem", 30000, "", 67500, 0, 0, "Player1 675", "", ""},
		{"winamax/WithSittingOut.txt", Winamax, "omaha", 2000, "EUR", 63000, 350, 0, "HERO 626.50", "", "HERO"},
		{"winamax/PotLimitFiveCardOmahaHiLo.txt", Winamax, "omaha5-8", 1000, "EUR", 2500, 0, 0, "milanda 25", "", ""},
		{"pacific/GeneralHand.txt", Pacific, "holdem", 10, "USD", 20, 1, 0, "FCSM_1935 0.19", "", ""},
		{"pacific/Table1.txt", Pacific, "holdem", 10, "USD", 10, 0, 0, "Raiseman13 0.10", "", ""},
		{"pacific/PostingDead.txt", Pacific, "holdem", 200, "USD", 600, 30, 0, "GYAMEPRO 5.70", "", ""},
		{"pacific/OmahaHiLo.txt", Pacific, "omaha8", 100, "USD", 200, 10, 0, "hank1967 1.90", "", ""},
		{"pacific/Limit3.txt", Pacific, "holdem", 20000, "USD", 200000, 500, 0, "Vines35 1995", "", ""},
		{"pacific/NoLimitOmaha.txt", Pacific, "omaha", 5000, "USD", 20000, 0, 0, "azartists 200", "", ""},
		{"pacific/FixedLimitHoldem.txt", Pacific, "holdem", 100, "USD", 380, 19, 0, "jou888369jou 3.61", "", ""},
		{"ipoker/AllInHandWithShowdown.txt", IPoker, "holdem", 10, "EUR", 340, 22, 0, "Taras2107 3.18", "", ""},
		{"ipoker/3BetHand.txt", IPoker, "holdem", 10, "EUR", 1420, 94, 0, "Amalfitano1 13.26", "", ""},
		{"ipoker/FormatVersion17.txt", IPoker, "omaha", 1000, "EUR", 36000, 400, 0, "StayCalmAndCRAI 356", "", ""},
		{"ipoker/OmahaShowdown.txt", IPoker, "omaha", 100, "EUR", 8420, 100, 0, "IAmJaredTendler 83.20", "", ""},
		{"ipoker/SitAndGo-GeneralHand.txt", IPoker, "holdem", 2000, "", 29000, 0, 0, "Player1 290", "", ""},
		{"ipoker/AnteAction.txt", IPoker, "holdem", 10, "GBP", 26, 1, 0, "WWR141388412 0.25", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			hs := hands[tt.file]
			if len(hs) != 1 {
				t.Fatalf("%d hands, want 1", len(hs))
			}
			h := hs[0]
			var put Amount
			for _, c := range h.Contributions() {
				put += c
			}
			got := fmt.Sprintf("%v %v %v %q %v %v %v", h.Format, h.Game, h.BigBlind, h.Currency, put, h.Rake, h.Fees)
			want := fmt.Sprintf("%v %v %v %q %v %v %v", tt.format, tt.game, tt.bb, tt.currency, tt.put, tt.rake, tt.fees)
			if got != want {
				t.Errorf("format game bb currency put rake fees = %s, want %s", got, want)
			}
			var won, co []string
			for _, p := range h.Players {
				if p.Won != 0 {
					won = append(won, p.Name+" "+p.Won.String())
				}
				if p.CashOut != 0 {
					co = append(co, p.Name+" "+p.CashOut.String())
				}
			}
			if g := strings.Join(won, ", "); g != tt.won {
				t.Errorf("won = %q, want %q", g, tt.won)
			}
			if g := strings.Join(co, ", "); g != tt.cashOut || h.CashOut != (tt.cashOut != "") {
				t.Errorf("cash-out = %q (%v), want %q", g, h.CashOut, tt.cashOut)
			}
			if h.Hero != tt.hero {
				t.Errorf("hero = %q, want %q", h.Hero, tt.hero)
			}
		})
	}
	// Winamax numbers seats from 0; the button on seat 0 still gives positions
	if hs := hands["winamax/NoRake.txt"]; len(hs) == 1 {
		var pos []string
		for _, p := range hs[0].Players {
			pos = append(pos, p.Position)
		}
		if got := strings.Join(pos, " "); got != "BTN SB BB HJ CO" {
			t.Errorf("winamax/NoRake.txt positions %q, want BTN SB BB HJ CO", got)
		}
	}
	n := 0
	for file, hs := range hands {
		for _, h := range hs {
			n++
			checkBalance(t, file, h)
		}
	}
	if n != 73 {
		t.Errorf("%d hands read, want 73 (61 files, ten hands in one, four in another)", n)
	}
}

// checkBalance checks that a hand's chips put in equal its pots, and its
// winnings plus rake; that nobody puts in more than its stack; that each
// pot's eligible players are live.
func checkBalance(t *testing.T, file string, h *Hand) {
	t.Helper()
	var put, pots, won Amount
	for i, c := range h.Contributions() {
		put += c
		if c > h.Players[i].Stack || c < 0 {
			t.Errorf("%s #%s: %s puts in %v of %v", file, h.ID, h.Players[i].Name, c, h.Players[i].Stack)
		}
	}
	folded := h.Folded()
	for _, p := range h.Pots() {
		pots += p.Amount
		for _, i := range p.Eligible {
			if folded[i] {
				t.Errorf("%s #%s: folded %s eligible", file, h.ID, h.Players[i].Name)
			}
		}
	}
	for _, p := range h.Players {
		won += p.Won
	}
	if put != pots || put != won+h.Rake || h.Rake < 0 || h.Fees > h.Rake {
		t.Errorf("%s #%s: put in %v, pots %v, won %v + rake %v (fees %v)", file, h.ID, put, pots, won, h.Rake, h.Fees)
	}
}

// TestSitesAllIn values every hand of the samples and checks every all-in
// one against brute force written here: each pot's equities against
// bruteEquity (every board completion, the cards of every live player
// dead) to 1e-9, and each player's expected money, to the cent, against
// a payout of every board by layers of chips (each layer of the chips put
// in to the best live hand among those who reached it, half to the best
// low in hi-lo), raked in proportion. The hands PT4 would value are
// listed; the ones whose cards are not all known are not valued.
func TestSitesAllIn(t *testing.T) {
	hands := readSites(t)
	want := []string{
		"ggpoker/PaysCashoutFee.txt", "ggpoker/ReceivesCashout.txt", "ggpoker/RunTwice.txt",
		"ipoker/3BetHand.txt", "ipoker/AllInHandWithShowdown.txt",
		"ipoker/MultiTableTournament-ShootOutTournament.txt", // both all-in from the ante: nothing to bet
		"ipoker/NeedTwoHoleCardsError.txt", "ipoker/OmahaShowdown.txt", "ipoker/PlayerParseError.txt",
		"pacific/FixedLimitHoldem.txt", "pacific/Limit3.txt",
		"winamax/PotLimitOmaha.txt",
	}
	var got []string
	for file, hs := range hands {
		for _, h := range hs {
			r, err := Value(context.Background(), h, 1)
			if err != nil {
				t.Fatalf("Value(%s): %v", file, err)
			}
			if r.AllIn == nil {
				continue
			}
			got = append(got, file)
			preflop := len(r.AllIn.Board) == 0
			if testing.Short() && preflop && h.Game.HoleCards() == 2 {
				continue // 1,712,304 boards a pot, twice: seconds each
			}
			live := liveSet(h, r.Put, h.Folded())
			for _, pe := range r.AllIn.Pots {
				b := bruteEquity(h, r.AllIn.Board, pe.Eligible, live)
				for k := range b {
					if math.Abs(pe.Equity[k]-b[k]) > 1e-9 {
						t.Errorf("%s: pot %v, %s's equity %v, brute force %v", file, pe.Amount, h.Players[pe.Eligible[k]].Name, pe.Equity[k], b[k])
					}
				}
			}
			exp := layeredExpected(h, r.AllIn.Board, r.Put, live)
			var sum float64
			for i := range exp {
				sum += r.AllIn.Adjustment[i]
				if math.Abs(exp[i]-r.AllIn.Expected[i]) > 0.5 {
					t.Errorf("%s: %s expected %.4f, brute force %.4f (hundredths)", file, h.Players[i].Name, r.AllIn.Expected[i], exp[i])
				}
			}
			if math.Abs(sum) > 1e-6 {
				t.Errorf("%s: adjustments sum to %v", file, sum)
			}
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("valued %v,\nwant %v", got, want)
	}
}

// layeredExpected is each player's expected share of the pots, in
// hundredths: over every completion of the board from the cards no live
// player holds, the chips put in are paid out layer by layer (between
// consecutive levels of what the players put in), each layer to the best
// live hand among the players who put in that much, split evenly (in
// hi-lo, half to the best qualifying low, if any), and the rake taken from
// each layer in proportion. It does not use SplitPots.
func layeredExpected(h *Hand, board []deck.Card, put []Amount, live []bool) []float64 {
	rest := unseenCards(h, board, live)
	levels := slices.Clone(put)
	slices.Sort(levels)
	levels = slices.Compact(levels)
	var total Amount
	for _, c := range put {
		total += c
	}
	keep := float64(total-h.Rake) / float64(total)
	exp := make([]float64, len(h.Players))
	full := append(slices.Clone(board), make([]deck.Card, 5-len(board))...)
	hi := make([]eval.Rank, len(h.Players))
	lo := make([]eval.Low, len(h.Players))
	n := 0
	var walk func(from, k int)
	walk = func(from, k int) {
		if len(board)+k < 5 {
			for x := from; x < len(rest); x++ {
				full[len(board)+k] = rest[x]
				walk(x+1, k+1)
			}
			return
		}
		n++
		for i, l := range live {
			if l {
				hi[i], lo[i] = h.Game.Value(h.Players[i].Cards, full)
			}
		}
		prev := Amount(0)
		for _, lv := range levels {
			var layer Amount
			var win, low []int
			for i, c := range put {
				layer += min(c, lv) - min(c, prev)
				if !live[i] || c < lv {
					continue
				}
				switch {
				case len(win) == 0 || hi[i] > hi[win[0]]:
					win = []int{i}
				case hi[i] == hi[win[0]]:
					win = append(win, i)
				}
				switch {
				case lo[i] == 0:
				case len(low) == 0 || lo[i] > lo[low[0]]:
					low = []int{i}
				case lo[i] == lo[low[0]]:
					low = append(low, i)
				}
			}
			prev = lv
			if len(win) == 0 { // nobody live reached it: the folded excess, to the last layer's winners
				continue
			}
			amt := float64(layer) * keep
			if len(low) > 0 {
				for _, i := range low {
					exp[i] += amt / 2 / float64(len(low))
				}
				amt /= 2
			}
			for _, i := range win {
				exp[i] += amt / float64(len(win))
			}
		}
	}
	walk(0, 0)
	for i := range exp {
		exp[i] /= float64(n)
	}
	return exp
}

// TestSitesRefused reads hands spoilt on purpose: each is refused with
// its file, line and reason, and the hands around it are read.
func TestSitesRefused(t *testing.T) {
	tests := []struct {
		name, text string
		sentinel   error
		reason     string
	}{
		{"gg total pot", ggHand(strings.Replace(ggSample, "Total pot $2 |", "Total pot $3 |", 1)), ErrPot, "the summary says 3"},
		{"gg bad card", ggHand(strings.Replace(ggSample, "[5h 2c]", "[5h 2x]", 1)), ErrCards, "bad cards"},
		{"gg more than stack", ggHand(strings.Replace(ggSample, "1234gsaa ($85.59 in chips)", "1234gsaa ($0.5 in chips)", 1)), ErrPot, "with a stack of 0.50"},
		{"winamax total pot", strings.Replace(winamaxSample, "Total pot 7€", "Total pot 8€", 1), ErrPot, "the summary says"},
		{"winamax amount", strings.Replace(winamaxSample, "to 4€", "to 4x€", 1), ErrSyntax, "amount"},
		{"888 collected too much", strings.Replace(pacificSample, "collected [ $0.19 ]", "collected [ $9.19 ]", 1), ErrPot, "collected"},
		{"888 board", strings.Replace(pacificSample, "[ Jc, Kc, 3c ]", "[ Jc, Kc ]", 1), ErrCards, "board cards"},
		{"ipoker bet attribute", strings.Replace(ipokerSample, `bet="€1.70"`, `bet="€1.60"`, 1), ErrPot, "bet attribute"},
		{"ipoker card", strings.Replace(ipokerSample, "SJ DJ", "SJ ZJ", 1), ErrCards, "bad cards"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var errs []error
			n := 0
			err := Read("f.txt", strings.NewReader(tt.text), func(h *Hand, err error) error {
				if err != nil {
					errs = append(errs, err)
				} else {
					n++
				}
				return nil
			})
			if err != nil {
				t.Fatalf("Read = %v", err)
			}
			if len(errs) != 1 {
				t.Fatalf("errors %v, want one", errs)
			}
			var pe *ParseError
			if !errors.As(errs[0], &pe) || !errors.Is(errs[0], tt.sentinel) || pe.File != "f.txt" || pe.Line < 1 || pe.Hand == "" || !strings.Contains(errs[0].Error(), tt.reason) {
				t.Errorf("error %v, want a *ParseError of f.txt with a line and hand wrapping %v, saying %q", errs[0], tt.sentinel, tt.reason)
			}
		})
	}
}

// ggHand returns a GGPoker file of the spoilt hand between two good ones.
func ggHand(bad string) string {
	return ggSample + "\n\n" + bad + "\n\n" + strings.Replace(ggSample, "#HD23847510", "#HD23847511", 1)
}

const ggSample = `Poker Hand #HD23847510: Hold'em No Limit  ($0.5/$1) - 2017/11/12 11:43:27
Table 'NLHGold11' 6-max Seat #2 is the button
Seat 2: 853aak6d ($100 in chips)
Seat 4: ac12334d ($190.65 in chips)
Seat 5: 1234gsaa ($85.59 in chips)
Seat 6: Hero ($300.5 in chips)
ac12334d: posts small blind $0.5
1234gsaa: posts big blind $1
*** HOLE CARDS ***
Dealt to 853aak6d 
Dealt to ac12334d 
Dealt to 1234gsaa
Dealt to Hero [5h 2c]
Hero: folds
853aak6d: folds
ac12334d: raises $2.5 to $3.5
1234gsaa: folds
Uncalled bet ($2.5) returned to ac12334d
*** SHOWDOWN ***
ac12334d collected $2 from pot
*** SUMMARY ***
Total pot $2 | Rake $0 | Jackpot $0 | Bingo $0`

const winamaxSample = "\ufeffWinamax Poker - CashGame - HandId: #8270134-804-1 - Omaha pot limit (1.00€/2.00€) - 2015/12/15 04:29:17 UTC\n" +
	"Table: 'Port Elizabeth' 5-max (real money) Seat #1 is the button\n" +
	"Seat 1: BENJJJ111 (200€)\nSeat 2: kebab79 (266€)\nSeat 3: loveutou (242.46€)\n" +
	"*** ANTE/BLINDS ***\nkebab79 posts small blind 1€\nloveutou posts big blind 2€\n*** PRE-FLOP *** \n" +
	"BENJJJ111 raises 2€ to 4€\nkebab79 folds\nloveutou folds\nBENJJJ111 collected 7€ from pot\n" +
	"*** SUMMARY ***\nTotal pot 7€ | No rake\n\n" +
	"Winamax Poker - CashGame - HandId: #8270134-804-2 - Omaha pot limit (1.00€/2.00€) - 2015/12/15 04:29:17 UTC\n" +
	"Table: 'Port Elizabeth' 5-max (real money) Seat #1 is the button\n" +
	"Seat 1: BENJJJ111 (200€)\nSeat 2: kebab79 (266€)\n" +
	"*** ANTE/BLINDS ***\nkebab79 posts small blind 1€\nBENJJJ111 posts big blind 2€\n*** PRE-FLOP *** \n" +
	"kebab79 raises 2€ to 3€\nBENJJJ111 folds\nkebab79 collected 5€ from pot\n" +
	"*** SUMMARY ***\nTotal pot 5€ | No rake\n"

const pacificSample = `***** 888poker Hand History for Game 349736402 *****
$0.05/$0.10 Blinds No Limit Holdem - *** 06 01 2014 22:40:28
Table Abbotsford 6 Max (Real Money)
Seat 9 is the button
Total number of players : 2
Seat 4: silas_tomkyn ( $10.98 )
Seat 9: FCSM_1935 ( $4.66 )
FCSM_1935 posts small blind [$0.05]
silas_tomkyn posts big blind [$0.10]
** Dealing down cards **
FCSM_1935 calls [$0.05]
silas_tomkyn checks
** Dealing flop ** [ Jc, Kc, 3c ]
silas_tomkyn checks
FCSM_1935 bets [$0.10]
silas_tomkyn folds
** Summary **
FCSM_1935 collected [ $0.19 ]
***** 888poker Hand History for Game 349736403 *****
$0.05/$0.10 Blinds No Limit Holdem - *** 06 01 2014 22:40:28
Table Abbotsford 6 Max (Real Money)
Seat 9 is the button
Total number of players : 2
Seat 4: silas_tomkyn ( $10.98 )
Seat 9: FCSM_1935 ( $4.66 )
FCSM_1935 posts small blind [$0.05]
silas_tomkyn posts big blind [$0.10]
** Dealing down cards **
FCSM_1935 folds
** Summary **
silas_tomkyn collected [ $0.15 ]
`

const ipokerSample = `<?xml version="1.0" encoding="utf-8"?>
<session sessioncode="0">
  <general>
    <mode>real</mode>
    <gametype>Holdem NL €0.05/€0.10</gametype>
    <tablecurrency>EUR</tablecurrency>
    <nickname>Taras2107</nickname>
  </general>
  <game gamecode="5385476176">
    <general>
      <players>
        <player seat="3" name="Amalfitano1" chips="€19.25" dealer="1" win="€17.55" bet="€19.25" />
        <player seat="8" name="Taras2107" chips="€1.70" dealer="0" win="€3.18" bet="€1.70" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Amalfitano1" type="1" sum="€0.05" cards="[cards]" />
      <action no="2" player="Taras2107" type="2" sum="€0.10" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Amalfitano1">D9 CK</cards>
      <action no="3" player="Amalfitano1" type="23" sum="€0.20" cards="" />
      <action no="5" player="Amalfitano1" type="23" sum="€19.25" cards="" />
      <cards type="Pocket" player="Taras2107">SJ DJ</cards>
      <action no="4" player="Taras2107" type="23" sum="€0.40" cards="" />
      <action no="6" player="Taras2107" type="7" sum="€1.30" cards="" />
    </round>
    <round no="2"><cards type="Flop" player="">D7 H10 S9</cards></round>
    <round no="3"><cards type="Turn" player="">C8</cards></round>
    <round no="4"><cards type="River" player="">S10</cards></round>
  </game>
  <game gamecode="5385476177">
    <general>
      <players>
        <player seat="3" name="Amalfitano1" chips="€1" dealer="1" win="€0.15" bet="€0.10" />
        <player seat="8" name="Taras2107" chips="€1.70" dealer="0" win="€0" bet="€0.05" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Taras2107" type="1" sum="€0.05" />
      <action no="2" player="Amalfitano1" type="2" sum="€0.10" />
    </round>
    <round no="1"><action no="3" player="Taras2107" type="0" sum="€0" /></round>
  </game>
</session>
`

// TestGGFixture reads testdata/gg.txt, GGPoker hands written for the
// purpose, and checks figures worked out by hand: chips put in, rake with
// fees, winnings, cash-out, positions, and which hands are valued.
func TestGGFixture(t *testing.T) {
	hands, errs := readFile(t, "testdata/gg.txt")
	if len(errs) > 0 {
		t.Fatalf("errors: %v", errs)
	}
	tests := []struct {
		id, name   string
		unit       string
		put        string // each player's chips put in, in seat order
		rake, fees Amount
		won        string
		qualifies  bool
	}{
		{"HD1001", "straddle, uncalled flop bet, jackpot fee", "USD", "6 0.50 1 6", 85, 20, "12.65 0 0 0", false},
		{"HD1002", "missed blind dead, Bet & Muck", "USD", "5.50 0 0.50 5", 50, 0, "10.50 0 0 0", false},
		{"OM1003", "PLO check-down", "USD", "0.35 0.35 0.05", 3, 0, "0.72 0 0", false},
		{"HD1004", "run twice all-in, jackpot", "USD", "150 150 2", 400, 100, "149 149 0", true},
		{"HD1005", "flop all-in, EV cash-out received", "USD", "40 40", 240, 40, "0 77.60", true},
		{"TM1006", "tournament with antes", "chips", "225 225 25", 0, 0, "475 0 0", false},
	}
	if len(hands) != len(tests) {
		t.Fatalf("read %d hands, want %d", len(hands), len(tests))
	}
	for k, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hands[k]
			var put, won []string
			for i, c := range h.Contributions() {
				put = append(put, c.String())
				won = append(won, h.Players[i].Won.String())
			}
			_, q := Qualifies(h)
			got := fmt.Sprintf("%s %s [%s] %v %v [%s] %v", h.ID, h.Unit(), strings.Join(put, " "), h.Rake, h.Fees, strings.Join(won, " "), q)
			want := fmt.Sprintf("%s %s [%s] %v %v [%s] %v", tt.id, tt.unit, tt.put, tt.rake, tt.fees, tt.won, tt.qualifies)
			if got != want {
				t.Errorf("got  %s\nwant %s", got, want)
			}
			checkBalance(t, "gg.txt", h)
			if h.Hero != "Hero" {
				t.Errorf("hero %q", h.Hero)
			}
		})
	}
	if h := hands[4]; !h.CashOut || h.Players[0].CashOut != 7023 {
		t.Errorf("cash-out %v %v, want true 70.23", h.CashOut, h.Players[0].CashOut)
	}
	if h := hands[3]; len(h.Boards) != 2 || fmt.Sprint(h.Boards[1]) != "[6d 5s Ah 3h Ts]" {
		t.Errorf("boards %v", h.Boards)
	}
	if got := hands[0].Players[3].Position + " " + hands[0].Players[0].Position; got != "CO BTN" {
		t.Errorf("positions %q, want CO BTN", got)
	}
}

// TestSiteGame names the games of headers by their words.
func TestSiteGame(t *testing.T) {
	tests := []struct {
		desc string
		want string // the game, or "unsupported"
	}{
		{"Hold'em No Limit  ($0.5/$1)", "holdem"},
		{"Tournament #41, Bounty Hunters Explorer $5 Hold'em No Limit - Level1(10/20)", "holdem"},
		{"PLO ($0.05/$0.1)", "omaha"},
		{"PLO-5 ($0.05/$0.1)", "omaha5"},
		{"PLO-6 ($0.05/$0.1)", "omaha6"},
		{"PLO Hi/Lo ($0.05/$0.1)", "omaha8"},
		{"Holdem no limit (0.50€/1€)", "holdem"},
		{"5 Card Omaha Hi/Lo pot limit (5€/10€)", "omaha5-8"},
		{"5 Card Omaha pot limit (10€/20€)", "omaha5"},
		{"Pot Limit OmahaHL", "omaha8"},
		{"No Limit Holdem Jackpot table", "holdem"},
		{"Short Deck Hold'em ($1/$2)", "unsupported"},
		{"Tournament #1, Short Stack Special Hold'em No Limit", "holdem"},
		{"7 Card Stud", "unsupported"},
		{"Badugi", "unsupported"},
	}
	for _, tt := range tests {
		g, _, err := siteGame(tt.desc)
		got := g.String()
		if err != nil {
			got = "unsupported"
			if !errors.Is(err, ErrUnsupported) {
				t.Errorf("siteGame(%q) = %v, want ErrUnsupported", tt.desc, err)
			}
		}
		if got != tt.want {
			t.Errorf("siteGame(%q) = %s, want %s", tt.desc, got, tt.want)
		}
	}
}

// TestWinamaxReturnToLoser reads a Winamax hand whose uncalled bet goes
// back to the player who lost the showdown, written both ways a file may
// write it: inside its "collected" and the total, or in neither. Both give
// the same hand: the 60€ returned, 78€ won from 80€ put in, 2€ rake.
func TestWinamaxReturnToLoser(t *testing.T) {
	const hand = "Winamax Poker - CashGame - HandId: #1-1-1 - Holdem no limit (0.50€/1€) - 2015/12/15 04:29:17 UTC\n" +
		"Table: 'T' 2-max (real money) Seat #1 is the button\nSeat 1: A (40€)\nSeat 2: B (100€)\n" +
		"*** ANTE/BLINDS ***\nA posts small blind 0.50€\nB posts big blind 1€\n*** PRE-FLOP *** \nA calls 0.50€\nB checks\n" +
		"*** FLOP *** [2c 7d 9s]\nB bets 99€ and is all-in\nA calls 39€ and is all-in\n*** TURN *** [2c 7d 9s][Kd]\n" +
		"*** RIVER *** [2c 7d 9s Kd][3h]\n*** SHOW DOWN ***\nB shows [Ah Ad] (One pair : Aces)\nA shows [Kh Ks] (Trips of Kings)\n" +
		"A collected 78€ from pot\n%s*** SUMMARY ***\nTotal pot %s | Rake 2€\n"
	for _, v := range []struct{ collected, total string }{{"B collected 60€ from pot\n", "138€"}, {"", "78€"}} {
		var got []string
		err := Read("w.txt", strings.NewReader(fmt.Sprintf(hand, v.collected, v.total)), func(h *Hand, err error) error {
			if err != nil {
				return err
			}
			checkBalance(t, "w.txt", h)
			got = append(got, fmt.Sprint(h.Contributions(), h.Players[0].Won, h.Players[1].Won, h.Rake))
			return nil
		})
		if err != nil || len(got) != 1 || got[0] != "[40 40] 78 0 2" {
			t.Errorf("collected %q: %v, %v; want [40 40] 78 0 2", v.collected, got, err)
		}
	}
}

// TestIPokerLeadingSpace reads an iPoker file with blank lines and a
// byte order mark before its declaration, and a game spread over lines in
// any order of attributes, as TestSitesRead's sample.
func TestIPokerLeadingSpace(t *testing.T) {
	n := 0
	err := Read("x.xml", strings.NewReader("\ufeff\r\n  \n"+ipokerSample), func(h *Hand, err error) error {
		if err != nil {
			return err
		}
		n++
		return nil
	})
	if err != nil || n != 2 {
		t.Errorf("Read = %v, %d hands; want nil, 2", err, n)
	}
}
