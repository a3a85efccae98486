package history

import (
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// Format is a hand history format.
type Format uint8

// The formats.
const (
	PokerStars Format = iota + 1 // PokerStars' text format
	PHH                          // the Poker Hand History standard (TOML)
	GGPoker                      // GGPoker's text format (PokerStars-like)
	Winamax                      // Winamax's text format
	Pacific                      // 888poker's (formerly Pacific Poker, Cassava) text format
	IPoker                       // the iPoker network's XML format
)

// String returns "pokerstars", "phh", "ggpoker", "winamax", "888" or
// "ipoker".
func (f Format) String() string {
	switch f {
	case PokerStars:
		return "pokerstars"
	case PHH:
		return "phh"
	case GGPoker:
		return "ggpoker"
	case Winamax:
		return "winamax"
	case Pacific:
		return "888"
	case IPoker:
		return "ipoker"
	}
	return "unknown"
}

// Street is a betting round: Preflop, Flop, Turn, River.
type Street uint8

// The streets.
const (
	Preflop Street = iota
	Flop
	Turn
	River
)

// boardLen is the number of board cards dealt before the street's betting.
func (s Street) boardLen() int { return [...]int{0, 3, 4, 5}[s] }

// String returns the street's name.
func (s Street) String() string {
	return [...]string{"preflop", "flop", "turn", "river"}[s]
}

// Kind is what an action does.
type Kind uint8

// The kinds of action.
const (
	Post Kind = iota // a blind or straddle
	Fold             // the player gives up the hand
	Check
	Call
	Bet
	Raise
	Return // an uncalled bet given back; Amount is what comes back
	Ante   // an ante or the dead part of a blind: dead money in the main pot
)

// Action is one action of a hand. Amount is the chips it puts in (for
// Return, gives back), not the "raise to" total.
type Action struct {
	Street Street
	Player int // index in Hand.Players
	Kind   Kind
	Amount Amount
	Line   int // the line in the file, 0 if none
}

// Player is a seat of a hand. Cards are the hole cards when known (dealt
// to the hero, shown, or listed as mucked), nil otherwise.
type Player struct {
	Name       string
	Seat       int    // as numbered by the site; PHH numbers them from 1
	Position   string // BTN, SB, BB, UTG, UTG+1, ..., HJ, CO; "" if unknown
	Stack      Amount
	Cards      []deck.Card
	SittingOut bool
	// Won is what the player collected from the pots (both runs of a
	// hand run twice).
	Won Amount
	// CashOut is what the player received (positive) or paid back
	// (negative) through the site's cash-out or insurance (GGPoker's "EV
	// Cashout", "Cashout Risk", insurance): a side bet with the site,
	// kept out of the pots and of Won, as PokerStars' "cashed out the
	// hand" is; 0 if none.
	CashOut Amount
}

// Hand is one hand as read.
type Hand struct {
	File       string
	Line       int // the hand's first line in File
	Format     Format
	ID         string // the site's hand number, or the PHH hand key
	Game       game.Game
	Variant    string // the game as the file writes it
	Currency   string // "USD", "EUR", ...; "" for chips (tournaments, play money)
	PlayMoney  bool
	Tournament bool
	BigBlind   Amount
	Button     int // the button's seat number; 0 if unknown
	Hero       string
	Players    []Player
	Actions    []Action
	// Boards holds the board of each run: one, or two or three for a hand
	// run more than once, sharing the cards dealt before the all-in.
	Boards [][]deck.Card
	// Rake is all the site took from the pots: the rake proper and, for
	// GGPoker, the jackpot, bingo, fortune and tax fees (Fees), so that
	// the pots add up to what was collected plus Rake.
	Rake Amount
	// Fees is the part of Rake that the file names as other fees than
	// rake (GGPoker's "Jackpot", "Bingo", "Fortune", "Tax"); 0 if none.
	Fees Amount
	// CashOut reports that a player cashed out or was insured during the
	// hand (see Player.CashOut).
	CashOut bool
	// phhKey is a PHH hand's identity, its casino, table and hand key
	// (see Key); "" without a hand key.
	phhKey string
}

// Unit names the hand's unit of money: its currency ("USD", "EUR", ...),
// "play money", or "chips" for tournaments and hands without a currency.
// Amounts in different units are never added together.
func (h *Hand) Unit() string {
	switch {
	case h.PlayMoney:
		return "play money"
	case h.Tournament || h.Currency == "":
		return "chips"
	}
	return h.Currency
}

// CardsText returns player i's hole cards written together ("AcKc"), ""
// if unknown.
func (h *Hand) CardsText(i int) string {
	var b strings.Builder
	for _, c := range h.Players[i].Cards {
		b.WriteString(c.String())
	}
	return b.String()
}

// Contributions returns what each player put in the pot: antes, and
// bets with uncalled bets returned (see Bets).
func (h *Hand) Contributions() []Amount {
	c := h.Bets()
	for i, a := range h.antes() {
		c[i] += a
	}
	return c
}

// Bets returns what each player bet (blinds included, antes not), uncalled
// bets returned. A player's bets above every other player's are returned
// too, as the sites do (PHH files do not list returns).
func (h *Hand) Bets() []Amount {
	c := make([]Amount, len(h.Players))
	for _, a := range h.Actions {
		switch a.Kind {
		case Return:
			c[a.Player] -= a.Amount
		case Ante:
		default:
			c[a.Player] += a.Amount
		}
	}
	top, second := -1, Amount(0)
	for i, v := range c {
		if top < 0 || v > c[top] {
			if top >= 0 {
				second = max(second, c[top])
			}
			top = i
		} else {
			second = max(second, v)
		}
	}
	if top >= 0 && c[top] > second {
		c[top] = second
	}
	return c
}

func (h *Hand) antes() []Amount {
	c := make([]Amount, len(h.Players))
	for _, a := range h.Actions {
		if a.Kind == Ante {
			c[a.Player] += a.Amount
		}
	}
	return c
}

// Pots returns the hand's main pot and side pots (see SplitPots), the antes
// in the main pot.
func (h *Hand) Pots() []Pot {
	pots := SplitPots(h.Bets(), h.Folded())
	var dead Amount
	for _, a := range h.antes() {
		dead += a
	}
	switch {
	case len(pots) > 0:
		pots[0].Amount += dead
	case dead > 0: // antes and dead blinds alone: the players still in share them
		p := Pot{Amount: dead}
		for i, f := range h.Folded() {
			if !f {
				p.Eligible = append(p.Eligible, i)
			}
		}
		pots = []Pot{p}
	}
	return pots
}

// Folded reports which players folded.
func (h *Hand) Folded() []bool {
	f := make([]bool, len(h.Players))
	for _, a := range h.Actions {
		if a.Kind == Fold {
			f[a.Player] = true
		}
	}
	return f
}

// Pot is one pot of a hand: its amount and the live players who may win it.
type Pot struct {
	Amount   Amount
	Eligible []int // indices in Hand.Players, in seat order
}

// SplitPots splits the chips bet (contrib) into the main pot and the
// side pots: each distinct contribution level of a player still in the
// hand closes a pot, which holds from every player (folded or not) what it
// put in between the previous level and this one, and which the live
// players who reached the level may win. Pots with the same eligible
// players are merged (PokerStars does likewise). The pots add up to the
// contributions exactly.
func SplitPots(contrib []Amount, folded []bool) []Pot {
	var levels []Amount
	for i, c := range contrib {
		if !folded[i] && c > 0 {
			levels = append(levels, c)
		}
	}
	sortAmounts(levels)
	if len(levels) == 0 {
		// nobody still in put chips in (a malformed hand, or all folded):
		// what is there goes to those still in
		return leftover(contrib, folded)
	}
	var pots []Pot
	prev := Amount(0)
	for k, lv := range levels {
		if k > 0 && lv == levels[k-1] {
			continue
		}
		last := k == len(levels)-1 || levels[len(levels)-1] == lv
		var p Pot
		for i, c := range contrib {
			top := c
			if !last { // the last pot takes all that is left, folded players' excess included
				top = min(c, lv)
			}
			if top > prev {
				p.Amount += top - prev
			}
			if !folded[i] && c >= lv {
				p.Eligible = append(p.Eligible, i)
			}
		}
		prev = lv
		if n := len(pots); n > 0 && sameInts(pots[n-1].Eligible, p.Eligible) {
			pots[n-1].Amount += p.Amount
		} else {
			pots = append(pots, p)
		}
		if last {
			break
		}
	}
	return pots
}

// leftover is the one pot of a hand in which no player still in bet.
func leftover(contrib []Amount, folded []bool) []Pot {
	var p Pot
	for i, c := range contrib {
		p.Amount += c
		if !folded[i] {
			p.Eligible = append(p.Eligible, i)
		}
	}
	if p.Amount == 0 {
		return nil
	}
	return []Pot{p}
}

func sortAmounts(a []Amount) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
