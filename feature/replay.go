package feature

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
)

// Replay is the request of the replay row: the hand numbered Hand in the
// uploaded hand histories (streamed as the hands row's are), stepped
// through for the replayer page.
type Replay struct {
	// Hand is the hand's id as the file writes it ("259366101458",
	// "HD1004"); Player the player followed, whose cards the page shows
	// from the start ("" for the hand's hero).
	Hand   string
	Player string
	files  Files
}

// MaxHandID bounds Replay.Hand, in bytes.
const MaxHandID = 64

// Take takes the options and the files of an upload.
func (q *Replay) Take(option func(string) string, files Files) error {
	q.Hand, q.Player, q.files = option("hand"), option("player"), files
	return nil
}

// Validate checks the hand id (printable, at most MaxHandID bytes) and the
// player.
func (q *Replay) Validate(Limits) error {
	switch {
	case q.Hand == "":
		return fieldError("hand", "want the id of the hand to replay (hand=ID)")
	case len(q.Hand) > MaxHandID:
		return fieldError("hand", "an id of at most %d bytes, got %d", MaxHandID, len(q.Hand))
	case len(q.Player) > MaxPlayerName:
		return fieldError("player", "a name of at most %d bytes, got %d", MaxPlayerName, len(q.Player))
	case q.files == nil:
		return fieldError("file", "no file: want the hand history holding the hand")
	}
	for _, r := range q.Hand {
		if !unicode.IsPrint(r) || unicode.IsSpace(r) {
			return fieldError("hand", "an id of letters, digits and signs, got %q", q.Hand)
		}
	}
	return nil
}

// errFound stops reading once the hand is found.
var errFound = errors.New("found")

// Run reads the files until the hand, and answers its replay as JSON
// (ReplayJSON). A hand not in the files, or malformed, is a *FieldError
// of "hand".
func (q *Replay) Run(ctx context.Context, lim Limits) (report.Report, error) {
	var hand *history.Hand
	var herr error
	for hand == nil {
		name, r, err := q.files.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		wr := &watched{r: r}
		err = history.Read(name, wr, func(h *history.Hand, err error) error {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if h != nil && h.ID == q.Hand {
				hand, herr = h, err
				return errFound
			}
			return nil
		})
		switch {
		case wr.err != nil:
			return nil, wr.err
		case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
			return nil, err
		}
		if hand == nil {
			io.Copy(io.Discard, wr) // the rest of the file, unread by a reader that gave up
			if wr.err != nil {
				return nil, wr.err
			}
		}
	}
	switch {
	case hand == nil:
		return nil, fieldError("hand", "no hand #%s in the files", q.Hand)
	case herr != nil:
		return nil, at("hand", herr)
	}
	doc, err := ReplayOf(ctx, hand, q.Player)
	if err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, at("hand", err)
	}
	return &written{format: report.JSON, body: append(b, '\n')}, nil
}

// ReplayJSON is the answer of the replay row: the hand, its steps, the
// known hands' exact equities at each street (history.Equities, the
// numbers of "pokersim equity --streets") and its value. Money is in the
// hand's unit.
type ReplayJSON struct {
	ID       string         `json:"id"`
	File     string         `json:"file"`
	Line     int            `json:"line"`
	Game     string         `json:"game"`
	Unit     string         `json:"unit"`
	BigBlind float64        `json:"big_blind"`
	Follow   int            `json:"follow"` // the followed player's index in players, -1 if none
	Players  []ReplayPlayer `json:"players"`
	Boards   [][]string     `json:"boards"`
	Steps    []ReplayStep   `json:"steps"`
	Equities []ReplayEquity `json:"equities"`
	AllIn    string         `json:"allin_street,omitempty"` // the street of the all-in valued by equity
	Rake     float64        `json:"rake"`
	Showdown bool           `json:"showdown"` // whether any cards but the hero's were shown
}

// ReplayPlayer is a seat of the replayed hand.
type ReplayPlayer struct {
	Seat       int      `json:"seat"`
	Name       string   `json:"name"`
	Position   string   `json:"position,omitempty"`
	Stack      float64  `json:"stack"`
	Cards      []string `json:"cards,omitempty"`
	SittingOut bool     `json:"sitting_out,omitempty"`
	Put        float64  `json:"put"`
	Won        float64  `json:"won"`
	Net        float64  `json:"net"`
	// Expected is the player's raked share of the pots by equity where the
	// hand was valued all-in, Adjusted its all-in adjusted net.
	Expected *float64 `json:"expected,omitempty"`
	Adjusted *float64 `json:"adjusted,omitempty"`
}

// ReplayStep is the hand after one action.
type ReplayStep struct {
	Street  string    `json:"street"`
	Player  int       `json:"player"`
	Action  string    `json:"action"` // "posts", "folds", "checks", "calls", "bets", "raises", "returns", "antes"
	Amount  float64   `json:"amount"`
	AllIn   bool      `json:"all_in,omitempty"`
	Pot     float64   `json:"pot"`
	Stacks  []float64 `json:"stacks"`
	ToCall  float64   `json:"to_call"`
	PotOdds float64   `json:"pot_odds"`
	SPR     float64   `json:"spr"`
}

// ReplayEquity is the known hands' equity at the start of a street of a
// run.
type ReplayEquity struct {
	Run     int       `json:"run"`
	Street  string    `json:"street"`
	Board   []string  `json:"board"`
	Players []int     `json:"players"`
	Equity  []float64 `json:"equity"`
}

var kindNames = [...]string{history.Post: "posts", history.Fold: "folds", history.Check: "checks", history.Call: "calls",
	history.Bet: "bets", history.Raise: "raises", history.Return: "returns", history.Ante: "antes"}

func cardStrings(cs []deck.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// ReplayOf returns the replay of h, following player ("" for its hero).
func ReplayOf(ctx context.Context, h *history.Hand, player string) (*ReplayJSON, error) {
	if player == "" {
		player = h.Hero
	}
	doc := &ReplayJSON{ID: h.ID, File: h.File, Line: h.Line, Game: h.Game.String(), Unit: h.Unit(), BigBlind: h.BigBlind.Float(),
		Follow: -1, Rake: h.Rake.Float(), Boards: [][]string{}, Steps: []ReplayStep{}, Equities: []ReplayEquity{}}
	res, err := history.Value(ctx, h, 1)
	if err != nil {
		return nil, at("hand", err)
	}
	for i, p := range h.Players {
		rp := ReplayPlayer{Seat: p.Seat, Name: p.Name, Position: p.Position, Stack: p.Stack.Float(), Cards: cardStrings(p.Cards),
			SittingOut: p.SittingOut, Put: res.Put[i].Float(), Won: res.Won[i].Float(), Net: res.Net(i).Float()}
		if len(p.Cards) == 0 {
			rp.Cards = nil
		}
		if a := res.AllIn; a != nil {
			e, adj := a.Expected[i]/100, res.Adjusted(i)/100
			rp.Expected, rp.Adjusted = &e, &adj
		}
		if p.Name == player {
			doc.Follow = i
		} else if len(p.Cards) > 0 {
			doc.Showdown = true
		}
		doc.Players = append(doc.Players, rp)
	}
	if res.AllIn != nil {
		doc.AllIn = res.AllIn.Street.String()
	}
	for _, b := range h.Boards {
		doc.Boards = append(doc.Boards, cardStrings(b))
	}
	for _, st := range history.Replay(h) {
		a := st.Action
		rs := ReplayStep{Street: a.Street.String(), Player: a.Player, Action: kindNames[a.Kind], Amount: a.Amount.Float(),
			AllIn: st.Stacks[a.Player] == 0 && a.Amount > 0 && a.Kind != history.Return,
			Pot:   st.Pot.Float(), ToCall: st.ToCall.Float(), PotOdds: st.PotOdds, SPR: st.SPR}
		for _, s := range st.Stacks {
			rs.Stacks = append(rs.Stacks, s.Float())
		}
		doc.Steps = append(doc.Steps, rs)
	}
	eqs, err := history.Equities(ctx, h)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, at("hand", err)
	}
	for _, se := range eqs {
		re := ReplayEquity{Run: se.Run, Street: se.Street.String(), Board: cardStrings(se.Board), Players: se.Players}
		for _, p := range se.Result.Players {
			re.Equity = append(re.Equity, p.Equity)
		}
		doc.Equities = append(doc.Equities, re)
	}
	return doc, nil // json.Marshal refuses a number that is not finite: a 400 of "hand"
}

// String names the replay for messages.
func (d *ReplayJSON) String() string { return fmt.Sprintf("hand #%s (%s:%d)", d.ID, d.File, d.Line) }
