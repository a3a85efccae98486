package hands

import (
	"fmt"
	"io"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/internal/words"
)

// Replay is what a replayer shows of one hand: its steps (history.Replay),
// the known hands' equities at each street (history.Equities) and its
// value (history.Value: the all-in EV where the hand qualifies).
type Replay struct {
	Hand     *history.Hand
	Steps    []history.Step
	Equities []history.StreetEquity
	Result   *history.Result
}

// WriteReplayText writes a hand step by step: the seats, then each
// street with its board and the known hands' exact equities, and each
// action with the pot after it, the player's stack, what it had to call
// with the pot odds, and the stack-to-pot ratio; then every run's board,
// the winnings and, for a hand valued by equity, each player's expected
// share.
func WriteReplayText(w io.Writer, r *Replay) error {
	h := r.Hand
	ew := &replayWriter{w: w}
	ew.printf("hand #%s: %s, %s, %s, big blind %s (%s:%d)\n", h.ID, h.Format, h.Game, h.Unit(), h.BigBlind, h.File, h.Line)
	for i, p := range h.Players {
		pos := ""
		if p.Position != "" {
			pos = " " + p.Position
		}
		cards := h.CardsText(i)
		if cards == "" {
			cards = "?"
		}
		out := ""
		if p.SittingOut {
			out = " (not dealt in)"
		}
		ew.printf("  seat %d%s %s: %s, %s%s\n", p.Seat, pos, p.Name, p.Stack, cards, out)
	}
	street := history.Street(255)
	bets := make([]history.Amount, len(h.Players))
	for _, st := range r.Steps {
		a := st.Action
		if a.Street != street {
			street = a.Street
			clear(bets)
			writeStreet(ew, r, 0, street)
		}
		name := h.Players[a.Player].Name
		var what string
		switch a.Kind {
		case history.Post:
			bets[a.Player] += a.Amount
			what = "posts " + a.Amount.String()
		case history.Ante:
			what = "posts " + a.Amount.String() + " dead"
		case history.Fold:
			what = "folds"
		case history.Check:
			what = "checks"
		case history.Call:
			bets[a.Player] += a.Amount
			what = "calls " + a.Amount.String()
		case history.Bet:
			bets[a.Player] += a.Amount
			what = "bets " + a.Amount.String()
		case history.Raise:
			bets[a.Player] += a.Amount
			what = "raises to " + bets[a.Player].String()
		case history.Return:
			bets[a.Player] -= a.Amount
			what = "gets back " + a.Amount.String()
		}
		if st.Stacks[a.Player] == 0 && a.Amount > 0 && a.Kind != history.Return {
			what += ", all-in"
		}
		line := fmt.Sprintf("    %s %s; pot %s, stack %s", name, what, st.Pot, st.Stacks[a.Player])
		if st.ToCall > 0 {
			line += fmt.Sprintf("; to call %s, pot odds %.1f%%", st.ToCall, 100*st.PotOdds)
		}
		if st.SPR > 0 {
			line += fmt.Sprintf("; SPR %.2f", st.SPR)
		}
		ew.printf("%s\n", line)
	}
	for street < history.River && int(street+1) < 4 && len(h.Boards[0]) >= boardLen(street+1) {
		street++ // streets dealt after the betting closed
		writeStreet(ew, r, 0, street)
	}
	for _, se := range r.Equities { // the streets of the other runs
		if se.Run > 0 {
			writeStreet(ew, r, se.Run, se.Street)
		}
	}
	for k, b := range h.Boards {
		if len(h.Boards) > 1 {
			ew.printf("run %d: ", k+1)
		}
		ew.printf("board %s\n", cardsText(b))
	}
	for i, p := range h.Players {
		if r.Result == nil || r.Result.Put[i] == 0 && p.Won == 0 {
			continue
		}
		ew.printf("  %s put in %s, won %s, net %s", p.Name, r.Result.Put[i], p.Won, r.Result.Net(i))
		if a := r.Result.AllIn; a != nil {
			ew.printf("; all-in EV on the %s: expected %.2f, adjusted net %+.2f", a.Street, a.Expected[i]/100, r.Result.Adjusted(i)/100)
		}
		if p.CashOut != 0 {
			ew.printf("; cash-out %s (outside the pot)", p.CashOut)
		}
		ew.printf("\n")
	}
	if h.Rake > 0 {
		ew.printf("  rake %s (fees %s)\n", h.Rake, h.Fees)
	}
	return ew.err
}

// writeStreet writes a street's header: its board and the equities of the
// known hands still in.
func writeStreet(ew *replayWriter, r *Replay, run int, st history.Street) {
	n := boardLen(st)
	board := ""
	if n > 0 && len(r.Hand.Boards[run]) >= n {
		board = " " + cardsText(r.Hand.Boards[run][:n])
	}
	if run > 0 {
		ew.printf("run %d: ", run+1)
	}
	ew.printf("%s%s\n", st, board)
	for _, se := range r.Equities {
		if se.Street != st || se.Run != run {
			continue
		}
		var parts []string
		for k, i := range se.Players {
			parts = append(parts, fmt.Sprintf("%s %s %.4f%%", r.Hand.Players[i].Name, r.Hand.CardsText(i), 100*se.Result.Players[k].Equity))
		}
		ew.printf("  equity: %s\n", strings.Join(parts, ", "))
	}
}

func boardLen(st history.Street) int { return [...]int{0, 3, 4, 5}[st] }

func cardsText(cs []deck.Card) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(c.String())
	}
	return b.String()
}

// replayWriter keeps the first error of its writes.
type replayWriter struct {
	w   io.Writer
	err error
}

// printf writes as fmt.Fprintf, its string arguments, text read from the
// file (names, the hand's number, its file), escaped by words.Escape so
// that no control character reaches the terminal.
func (e *replayWriter) printf(format string, args ...any) {
	if e.err != nil {
		return
	}
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = words.Escape(s)
		}
	}
	_, e.err = fmt.Fprintf(e.w, format, args...)
}
