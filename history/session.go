package history

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"sync"
)

// Total is one player's figures over the hands read. Money is in units
// of the currency (or chips); BB figures are in big blinds of each hand.
type Total struct {
	Player     string
	Hands      int // hands dealt in (not sitting out)
	AllIns     int // hands in which the player was all-in or called one, valued by equity
	Net        float64
	Adjusted   float64 // all-in adjusted net: equity's share instead of the result
	NetBB      float64
	AdjustedBB float64
}

// Luck returns Net less Adjusted: what the cards gave beyond (or took
// below) the equity of the all-ins, in units.
func (t *Total) Luck() float64 { return t.Net - t.Adjusted }

// LuckBB returns Luck in big blinds.
func (t *Total) LuckBB() float64 { return t.NetBB - t.AdjustedBB }

// Per100 returns x per 100 hands, 0 with no hands.
func (t *Total) Per100(x float64) float64 {
	if t.Hands == 0 {
		return 0
	}
	return 100 * x / float64(t.Hands)
}

// Point is the followed player's running totals after a hand, in the
// hand's unit of money: the lines of the graph. Money in different units
// is never added: each unit has its own running totals and numbering, and
// a graph draws the points of one unit (PointsOf).
type Point struct {
	Hand     int // 1 for the followed player's first hand in the unit
	Unit     int // the unit's place in Session.Units
	Net      float64
	Adjusted float64
}

// PointsOf returns the points of the unit at place k of s.Units, in
// order: the followed player's running totals in that unit alone. With
// one unit they are s.Points themselves, not a copy (a graph of 100,000
// hands would copy megabytes): the caller must not change them.
func (s *Session) PointsOf(k int) []Point {
	if len(s.Units) == 1 && k == 0 {
		return s.Points[:len(s.Points):len(s.Points)]
	}
	n := 0
	for _, p := range s.Points {
		if p.Unit == k {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]Point, 0, n)
	for _, p := range s.Points {
		if p.Unit == k {
			out = append(out, p)
		}
	}
	return out
}

// Session gathers valued hands: totals per player, in order of first
// appearance, and the running totals of the followed player (Follow, or in
// each hand its hero, where the file names one). It is not safe for
// concurrent use.
type Session struct {
	Follow    string
	Totals    []*Total
	Points    []Point
	Hands     int      // hands read and valued
	Qualified int      // of which qualified for all-in EV
	Skipped   []string // malformed hands, as "file:line: hand #id: reason"
	// Unsupported lists the hands of games not valued, in the same form.
	Unsupported []string
	// Currency is the hands' currency, "" for chips, "mixed" if they differ.
	Currency string
	// Seen is the hands counted, by site and hand number: a hand already
	// in it is skipped, listed in Skipped as an ErrDuplicate. NewSession
	// gives a session a set of its own; sessions of one run (one a file)
	// share one, so that a hand counts once across files.
	Seen *HandSet `json:"-"`
	// Units holds the same totals kept apart by unit (Hand.Unit: a
	// currency, "chips" or "play money"), in order of first appearance:
	// money in different units is never added together there, as it is in
	// Totals when the session mixes them.
	Units []*Unit `json:",omitempty"`
	index map[string]int
}

// Unit is the part of a session in one unit of money: its hands, those
// valued by equity, and the totals per player in order of first
// appearance.
type Unit struct {
	Name      string
	Hands     int
	Qualified int
	Totals    []*Total
	index     map[string]int // of Totals by player, built on first use
	place     int            // in Session.Units
	last      Point          // the followed player's running totals in the unit so far
}

// Total returns the total of player in the unit, nil if it played no
// hand in it.
func (u *Unit) Total(player string) *Total {
	if u.index == nil || len(u.index) != len(u.Totals) { // new, or read back from a journal
		u.index = make(map[string]int, len(u.Totals))
		for i, t := range u.Totals {
			u.index[t.Player] = i
		}
	}
	if i, ok := u.index[player]; ok {
		return u.Totals[i]
	}
	return nil
}

// unit returns the session's unit named name, added if new.
func (s *Session) unit(name string) *Unit {
	for _, u := range s.Units {
		if u.Name == name {
			return u
		}
	}
	u := &Unit{Name: name, place: len(s.Units)}
	s.Units = append(s.Units, u)
	return u
}

// total returns the unit's total of player, added if new.
func (u *Unit) total(player string) *Total {
	if t := u.Total(player); t != nil {
		return t
	}
	u.index[player] = len(u.Totals)
	u.Totals = append(u.Totals, &Total{Player: player})
	return u.Totals[len(u.Totals)-1]
}

// add adds o's figures to t.
func (t *Total) add(o *Total) {
	t.Hands += o.Hands
	t.AllIns += o.AllIns
	t.Net += o.Net
	t.Adjusted += o.Adjusted
	t.NetBB += o.NetBB
	t.AdjustedBB += o.AdjustedBB
}

// NewSession returns a session following player, or each hand's hero if
// player is "".
func NewSession(player string) *Session {
	return &Session{Follow: player, Seen: NewHandSet(), index: map[string]int{}}
}

// Followed returns the name of the player a hand follows, "" if none.
func (s *Session) Followed(h *Hand) string {
	if s.Follow != "" {
		return s.Follow
	}
	return h.Hero
}

// Add counts a valued hand.
func (s *Session) Add(r *Result) {
	h := r.Hand
	if s.Hands == 0 {
		s.Currency = h.Currency
	} else if s.Currency != h.Currency {
		s.Currency = "mixed"
	}
	s.Hands++
	u := s.unit(h.Unit())
	u.Hands++
	if r.AllIn != nil {
		s.Qualified++
		u.Qualified++
	}
	follow := s.Followed(h)
	folded := h.Folded()
	for i, p := range h.Players {
		if p.SittingOut {
			continue
		}
		net, adj := float64(r.Net(i))/100, r.Adjusted(i)/100
		one := Total{Hands: 1, Net: net, Adjusted: adj}
		if r.AllIn != nil && r.Put[i] > 0 && !folded[i] {
			one.AllIns = 1
		}
		if h.BigBlind > 0 {
			bb := h.BigBlind.Float()
			one.NetBB, one.AdjustedBB = net/bb, adj/bb
		}
		s.total(p.Name).add(&one)
		u.total(p.Name).add(&one)
		if p.Name == follow {
			u.last = Point{Hand: u.last.Hand + 1, Unit: u.place, Net: u.last.Net + net, Adjusted: u.last.Adjusted + adj}
			s.Points = append(s.Points, u.last)
		}
	}
}

// Skip counts a hand that could not be read: malformed, or of an
// unsupported game.
func (s *Session) Skip(err error) {
	if isUnsupported(err) {
		s.Unsupported = append(s.Unsupported, err.Error())
		return
	}
	s.Skipped = append(s.Skipped, err.Error())
}

func (s *Session) total(name string) *Total {
	if i, ok := s.index[name]; ok {
		return s.Totals[i]
	}
	s.index[name] = len(s.Totals)
	s.Totals = append(s.Totals, &Total{Player: name})
	return s.Totals[len(s.Totals)-1]
}

// Import reads the hands of one file (named file, for messages) from r,
// values each, adds it to the session and passes it to each, if not nil,
// in file order. One goroutine splits the file into hands while workers
// others (0 for one per CPU) parse and value them, a hand a goroutine at a
// time, so that parsing, the largest cost once all-ins before the flop
// come from a table, runs on every worker; at most a few hands a worker
// are held at once. A malformed hand, or one of an unsupported game, is
// counted by Skip; with strict, a malformed hand stops the import with
// its *ParseError instead. A hand already in s.Seen (read before, in this
// file or another of the sessions sharing the set) is counted by Skip as
// an ErrDuplicate, strict or not. It returns the first error of reading, valuing
// (the context's, when it is cancelled) or each.
func (s *Session) Import(ctx context.Context, file string, r io.Reader, strict bool, workers int, each func(*Result) error) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	type item struct {
		parse  func() (*Hand, error)
		h      *Hand
		perr   error // of parsing the hand
		res    *Result
		verr   error // of valuing it
		valued chan struct{}
	}
	queue := make(chan *item, 8*workers) // every hand, in file order
	work := make(chan *item, 8*workers)  // the same, to parse and value
	stop := make(chan struct{})
	errStopped := errors.New("stopped") // the reader's, once the import stops; never returned
	var readErr error
	go func() {
		defer close(queue)
		defer close(work)
		readErr = split(file, r, func(parse func() (*Hand, error)) error {
			it := &item{parse: parse, valued: make(chan struct{})}
			for _, c := range [2]chan *item{work, queue} {
				select {
				case c <- it:
				case <-stop:
					return errStopped
				}
			}
			return nil
		})
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for it := range work {
				select {
				case <-stop:
				default:
					it.h, it.perr = it.parse()
					if it.perr == nil {
						it.res, it.verr = Value(ctx, it.h, 1)
					}
				}
				close(it.valued)
			}
		})
	}
	var err error
	for it := range queue {
		<-it.valued
		if err = s.take(it.h, it.perr, it.res, it.verr, strict, each); err != nil {
			break
		}
	}
	if err != nil {
		close(stop)
		for range queue {
		}
	}
	wg.Wait()
	if err != nil {
		return err
	}
	return readErr
}

// take adds a hand read, h (with its error of reading perr, or its value
// res or error verr), to the session and passes it to each; a hand
// already seen is skipped.
func (s *Session) take(h *Hand, perr error, res *Result, verr error, strict bool, each func(*Result) error) error {
	if perr != nil {
		if strict && !errors.Is(perr, ErrUnsupported) {
			return perr
		}
		s.Skip(perr)
		return nil
	}
	if s.Seen == nil {
		s.Seen = NewHandSet()
	}
	if err := s.Seen.Add(h); err != nil {
		s.Skip(err)
		return nil
	}
	if verr != nil {
		return verr
	}
	s.Add(res)
	if each == nil {
		return nil
	}
	return each(res)
}

// Merge adds o, the session of the hands read after s's, to s: its totals
// to s's (players new to s after s's, in o's order), its points after
// s's (continuing s's running totals), its counts and lists. A run that
// reads its files into a session each and merges them in file order gets
// the same figures, bit for bit, whether the sessions were computed in
// this run or read back from a journal. o is left as it was.
func (s *Session) Merge(o *Session) {
	fresh := len(s.Units) == 0 && len(s.Points) == 0
	if s.index == nil {
		s.index = map[string]int{}
	}
	switch {
	case s.Hands == 0:
		s.Currency = o.Currency
	case o.Hands > 0 && o.Currency != s.Currency:
		s.Currency = "mixed"
	}
	s.Hands += o.Hands
	s.Qualified += o.Qualified
	for _, t := range o.Totals {
		s.total(t.Player).add(t)
	}
	for _, ou := range o.Units {
		u := s.unit(ou.Name)
		u.Hands += ou.Hands
		u.Qualified += ou.Qualified
		for _, t := range ou.Totals {
			u.total(t.Player).add(t)
		}
	}
	s.Skipped = append(s.Skipped, o.Skipped...)
	s.Unsupported = append(s.Unsupported, o.Unsupported...)
	start := make([]Point, len(o.Units)) // s's running totals in each of o's units before o
	for k, ou := range o.Units {
		start[k] = s.unit(ou.Name).last
	}
	if fresh && s.takePoints(o) {
		return
	}
	for _, p := range o.Points {
		if p.Unit < 0 || p.Unit >= len(o.Units) { // CheckUnits refuses it; kept apart all the same
			continue
		}
		u := s.unit(o.Units[p.Unit].Name)
		st := start[p.Unit]
		u.last = Point{Hand: st.Hand + p.Hand, Unit: u.place, Net: st.Net + p.Net, Adjusted: st.Adjusted + p.Adjusted}
		s.Points = append(s.Points, u.last)
	}
}

// takePoints makes o's points s's without copying them, where they would
// be copied unchanged: s had neither units nor points before o, so its
// units are o's in o's order and each running total starts at zero, and
// 0 + x is x for every x but -0, which is then left to the copy. A
// session of 100,000 hands merged into an empty one (a run of one file)
// would otherwise hold its 3 MB of points twice. It reports whether it
// took them; s's points share o's array, clipped, so neither's appends
// reach the other's.
func (s *Session) takePoints(o *Session) bool {
	if len(s.Units) != len(o.Units) { // o's units named twice: left to the copy
		return false
	}
	last := make([]Point, len(o.Units))
	for _, p := range o.Points {
		if p.Unit < 0 || p.Unit >= len(o.Units) || p.Net == 0 && math.Signbit(p.Net) || p.Adjusted == 0 && math.Signbit(p.Adjusted) {
			return false
		}
		last[p.Unit] = p
	}
	s.Points = o.Points[:len(o.Points):len(o.Points)]
	for k, u := range s.Units {
		u.last = last[k]
	}
	return true
}

// Check reports why t cannot be a player's total over hands hands read
// (one read back from a journal): its hands or all-ins out of range, or
// money that is not finite. The error quotes the player and names the
// field; it is nil if t can be.
func (t *Total) Check(hands int) error {
	switch {
	case t.Hands < 0 || t.Hands > hands:
		return fmt.Errorf("%q: hands %d of %d", t.Player, t.Hands, hands)
	case t.AllIns < 0 || t.AllIns > t.Hands:
		return fmt.Errorf("%q: all-ins %d in %d hands", t.Player, t.AllIns, t.Hands)
	case !finite(t.Net, t.Adjusted, t.NetBB, t.AdjustedBB):
		return fmt.Errorf("%q: money not finite (net %v, adjusted %v, net bb %v, adjusted bb %v)", t.Player, t.Net, t.Adjusted, t.NetBB, t.AdjustedBB)
	}
	return nil
}

// CheckUnits checks the units of a session read back (from a journal):
// distinct names, counts that add up to the session's, totals of
// distinct players with counts within the unit's and finite money. It
// returns an error naming the first that does not fit.
func (s *Session) CheckUnits() error {
	hands, qualified := 0, 0
	names := map[string]bool{}
	for _, u := range s.Units {
		switch {
		case u == nil:
			return fmt.Errorf("history: impossible unit: null")
		case u.Name == "":
			return fmt.Errorf("history: impossible unit: no name")
		case names[u.Name]:
			return fmt.Errorf("history: impossible unit %q: given twice", u.Name)
		case u.Hands < 0 || u.Qualified < 0 || u.Qualified > u.Hands:
			return fmt.Errorf("history: impossible unit %q: %d hands, %d valued by equity", u.Name, u.Hands, u.Qualified)
		}
		names[u.Name] = true
		hands += u.Hands
		qualified += u.Qualified
		players := map[string]bool{}
		for _, t := range u.Totals {
			switch {
			case t == nil:
				return fmt.Errorf("history: impossible total in %q: null", u.Name)
			case players[t.Player]:
				return fmt.Errorf("history: impossible total of %q in %q: given twice", t.Player, u.Name)
			}
			if err := t.Check(u.Hands); err != nil {
				return fmt.Errorf("history: impossible total in %q: %w", u.Name, err)
			}
			players[t.Player] = true
		}
	}
	for _, p := range s.Points {
		if p.Unit < 0 || p.Unit >= max(len(s.Units), 1) || !finite(p.Net, p.Adjusted) {
			return fmt.Errorf("history: impossible point %+v", p)
		}
	}
	if len(s.Units) > 0 && (hands != s.Hands || qualified != s.Qualified) {
		return fmt.Errorf("history: units of %d hands (%d valued), the session %d (%d)", hands, qualified, s.Hands, s.Qualified)
	}
	return nil
}

func finite(xs ...float64) bool {
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}
