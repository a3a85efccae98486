package handsbench

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/history"
)

// Fixture is the path of the fixtures the file is built from, relative to
// the module's root.
const Fixture = "history/testdata/rules.txt"

// GGFixture is the path of the GGPoker fixtures BuildGG builds from,
// relative to the module's root.
const GGFixture = "history/testdata/gg.txt"

// Seed seeds the random cards of the all-in hands, so that the file is
// the same at every build.
const Seed = 25

// ErrNoPlainHands is returned when the fixture holds no hand that does
// not qualify for all-in EV.
var ErrNoPlainHands = errors.New("handsbench: no hand that is not an all-in in the fixture")

// Build writes n PokerStars hands to w: the hands of fixture (a PokerStars
// file) that do not qualify for all-in EV, in turn, each numbered afresh, and in place of every
// allInEvery-th hand (from the allInEvery-th on) a heads-up all-in before
// the flop with random hole cards and board from a PCG stream seeded with
// Seed, shown at showdown and raked. So n/allInEvery hands are valued by
// equity. It panics if allInEvery < 1.
func Build(w io.Writer, fixture []byte, n, allInEvery int) error {
	return build(w, fixture, n, allInEvery, "PokerStars ", writeAllIn)
}

// BuildGG is Build for GGPoker: fixture is a GGPoker file (GGFixture),
// and the all-ins are written as GGPoker writes them, their rake with a
// jackpot fee.
func BuildGG(w io.Writer, fixture []byte, n, allInEvery int) error {
	return build(w, fixture, n, allInEvery, "Poker Hand #", writeAllInGG)
}

func build(w io.Writer, fixture []byte, n, allInEvery int, header string, allIn func(io.Writer, int, []int)) error {
	if allInEvery < 1 {
		panic("handsbench: allInEvery < 1")
	}
	plain, err := plainHands(fixture, header)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	rng := rand.New(rand.NewPCG(Seed, 1))
	for i := range n {
		if i%allInEvery != allInEvery-1 {
			bw.WriteString(renumber(plain[i%len(plain)], 100_000_000+i))
			bw.WriteString("\n\n")
			continue
		}
		allIn(bw, 900000+i, rng.Perm(deck.NumCards))
	}
	return bw.Flush()
}

// renumber returns the text of a PokerStars hand with the number id in
// its first line, so that each copy of a fixture's hand is a hand of its
// own (pokersim counts a hand read twice once).
func renumber(hand string, id int) string {
	const mark = "Hand #"
	at := strings.Index(hand, mark)
	if at < 0 {
		return hand
	}
	at += len(mark)
	end := at
	for end < len(hand) && hand[end] >= '0' && hand[end] <= '9' {
		end++
	}
	return hand[:at] + strconv.Itoa(id) + hand[end:]
}

// plainHands returns the text of the fixture's hands that are read
// without error and do not qualify for all-in EV, in file order; header
// opens each hand.
func plainHands(fixture []byte, header string) ([]string, error) {
	lines := strings.Split(string(fixture), "\n")
	var plain []string
	err := history.Read("fixture", bytes.NewReader(fixture), func(h *history.Hand, err error) error {
		if err != nil {
			return nil
		}
		if _, ok := history.Qualifies(h); ok {
			return nil
		}
		end := h.Line
		for end < len(lines) && !strings.HasPrefix(lines[end], header) {
			end++
		}
		plain = append(plain, strings.TrimRight(strings.Join(lines[h.Line-1:end], "\n"), "\r\n"))
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(plain) == 0 {
		return nil, ErrNoPlainHands
	}
	return plain, nil
}

// writeAllIn writes hand id: Hero and Villain all-in before the flop, Hero
// holding perm's first two cards, Villain the next two, the board the
// five after.
func writeAllIn(w io.Writer, id int, perm []int) {
	c := make([]any, 9)
	for k := range c {
		c[k] = deck.Card(perm[k]).String()
	}
	fmt.Fprintf(w, `PokerStars Hand #%d:  Hold'em No Limit ($0.05/$0.10 USD) - 2024/01/01 12:00:00 ET
Table 'Bench' 6-max Seat #1 is the button
Seat 1: Hero ($10 in chips)
Seat 2: Villain ($10 in chips)
Hero: posts small blind $0.05
Villain: posts big blind $0.10
*** HOLE CARDS ***
Dealt to Hero [%[2]s %[3]s]
Hero: raises $9.90 to $10 and is all-in
Villain: calls $9.90 and is all-in
*** FLOP *** [%[6]s %[7]s %[8]s]
*** TURN *** [%[6]s %[7]s %[8]s] [%[9]s]
*** RIVER *** [%[6]s %[7]s %[8]s %[9]s] [%[10]s]
*** SHOW DOWN ***
Hero: shows [%[2]s %[3]s] (a hand)
Villain: shows [%[4]s %[5]s] (a hand)
Hero collected $19.50 from pot
*** SUMMARY ***
Total pot $20 | Rake $0.50
Board [%[6]s %[7]s %[8]s %[9]s %[10]s]

`, append([]any{id}, c...)...)
}

// writeAllInGG writes hand id as writeAllIn does, in GGPoker's format: a
// "Dealt to" line for each player, the opponent's without cards, and the
// rake with a jackpot fee.
func writeAllInGG(w io.Writer, id int, perm []int) {
	c := make([]any, 9)
	for k := range c {
		c[k] = deck.Card(perm[k]).String()
	}
	fmt.Fprintf(w, `Poker Hand #HD%d: Hold'em No Limit ($0.05/$0.1) - 2024/01/01 12:00:00
Table 'NLHBench' 6-max Seat #1 is the button
Seat 1: Hero ($10 in chips)
Seat 2: Villain ($10 in chips)
Hero: posts small blind $0.05
Villain: posts big blind $0.1
*** HOLE CARDS ***
Dealt to Hero [%[2]s %[3]s]
Dealt to Villain 
Hero: raises $9.9 to $10 and is all-in
Villain: calls $9.9 and is all-in
Hero: shows [%[2]s %[3]s]
Villain: shows [%[4]s %[5]s]
*** FLOP *** [%[6]s %[7]s %[8]s]
*** TURN *** [%[6]s %[7]s %[8]s] [%[9]s]
*** RIVER *** [%[6]s %[7]s %[8]s %[9]s] [%[10]s]
*** SHOWDOWN ***
Hero collected $19.4 from pot
*** SUMMARY ***
Total pot $20 | Rake $0.5 | Jackpot $0.1 | Bingo $0
Board [%[6]s %[7]s %[8]s %[9]s %[10]s]

`, append([]any{id}, c...)...)
}
