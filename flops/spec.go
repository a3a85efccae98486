package flops

import (
	"fmt"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// DefaultBuckets are the bounds of the equity buckets GTO Wizard shows:
// below 33%, 33-50%, 50-75% and 75% or more.
var DefaultBuckets = []float64{0.33, 0.5, 0.75}

// Spec is what determines every number of a flops report: the game, the
// two ranges as written, the board filter, the hero hand ("" for none)
// and the bounds of the equity buckets (none for DefaultBuckets). It is
// the job's input, the same from the command line, a shard file or the
// HTTP API.
type Spec struct {
	Game    game.Game `json:"game"`
	Ranges  [2]string `json:"ranges"`
	Filter  string    `json:"filter,omitempty"`
	Hero    string    `json:"hero,omitempty"`
	Buckets []float64 `json:"buckets,omitempty"`
}

// Plan is a Spec checked and prepared: the ranges read, the flop classes
// the filter keeps, and the engines. It is read only, for any number of
// goroutines.
type Plan struct {
	Spec     Spec
	Symmetry Symmetry
	// Classes are the flop classes kept, in order; Textures their
	// textures.
	Classes  []Class
	Textures []Texture
	ranges   [2]*deck.Range
	buckets  []float64
	engine   *Engine
	hero     *heroPlan
}

// heroPlan is the hero hand and the engine of the blocked range.
type heroPlan struct {
	hand   deck.Combo
	engine *Engine // the first range against the second without the blocked combos, averaged over the symmetry
}

// Prepare checks s whole before any work and prepares it. A game other
// than Hold'em and short deck is an error wrapping ErrGame; a range that
// cannot be read, one of the range's parse errors naming the range; an
// empty range, ranges that share no deal, or a second range of which the
// hero hand blocks every combo, ErrEmpty; a bad filter or one that keeps
// no flop, ErrTexture or ErrFilter; a hero hand not of two cards of the
// deck, ErrHero; bad bounds, ErrBuckets.
func (s Spec) Prepare() (*Plan, error) {
	if err := CheckGame(s.Game); err != nil {
		return nil, err
	}
	if len(s.Buckets) == 0 {
		s.Buckets = nil
	}
	p := &Plan{Spec: s, buckets: s.Buckets}
	if p.buckets == nil {
		p.buckets = DefaultBuckets
	}
	if err := CheckBuckets(p.buckets); err != nil {
		return nil, err
	}
	for i, text := range s.Ranges {
		r, err := deck.ParseRangeIn(s.Game.Deck(), text)
		if err != nil {
			return nil, fmt.Errorf("range %d: %w", i+1, err)
		}
		if r.Len() == 0 {
			return nil, fmt.Errorf("%w: range %d %q holds no combo", ErrEmpty, i+1, text)
		}
		p.ranges[i] = r
	}
	if deals(p.ranges[0], p.ranges[1]) == 0 {
		return nil, fmt.Errorf("%w: the ranges share no deal: each combo of range 1 has a card of each combo of range 2", ErrEmpty)
	}
	filter, err := ParseFilter(s.Filter)
	if err != nil {
		return nil, err
	}
	p.Symmetry = SymmetryOf(p.ranges[0], p.ranges[1])
	for _, c := range Classes(s.Game, p.Symmetry) {
		if t := TextureOf(s.Game, c.Set); filter.Match(t) {
			p.Classes = append(p.Classes, c)
			p.Textures = append(p.Textures, t)
		}
	}
	if len(p.Classes) == 0 {
		return nil, &ParseError{Syntax: deck.Syntax{Text: s.Filter, Err: ErrFilter, Detail: "it keeps no flop of " + s.Game.Title()}}
	}
	for i, r := range p.ranges {
		if !p.leftOnSome(r) {
			return nil, fmt.Errorf("%w: range %d %q has a card of every flop the filter %q keeps", ErrEmpty, i+1, s.Ranges[i], s.Filter)
		}
	}
	if p.engine, err = NewEngine(s.Game, p.ranges[0], p.ranges[1], p.Symmetry, p.buckets); err != nil {
		return nil, err
	}
	if s.Hero != "" {
		if p.hero, err = p.prepareHero(s.Hero); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// leftOnSome reports whether r holds a combo without a card of some flop
// class of p.
func (p *Plan) leftOnSome(r *deck.Range) bool {
	var sets []deck.Set
	for c := range r.All() {
		sets = append(sets, c.Set())
	}
	for _, c := range p.Classes {
		for _, s := range sets {
			if s&c.Set == 0 {
				return true
			}
		}
	}
	return false
}

// prepareHero reads the hero hand and prepares the engine of the second
// range without the combos it blocks. Over a class of flops, the blocked
// range's figures are sums (of weights of deals won, met and holding a
// hand) over the raw flops of the class, each linear in the second
// range's weights; relabelling a raw flop onto the representative
// relabels the range, so the sum is the class's count times the figures
// of the representative against the blocked range averaged over the
// symmetry, which the symmetry then fixes (the first range being fixed by
// it). So the hero needs no more flops than the ranges do.
func (p *Plan) prepareHero(text string) (*heroPlan, error) {
	cards, err := deck.ParseCardsN(text, 2, 2)
	if err != nil {
		return nil, fmt.Errorf("%w %q: want two cards, as AhKh: %v", ErrHero, text, err)
	}
	for _, c := range cards {
		if !p.Spec.Game.Deck().Has(c) {
			return nil, fmt.Errorf("%w %q: %s is not in the deck of %s", ErrHero, text, c, p.Spec.Game.Title())
		}
	}
	if cards[0] == cards[1] {
		return nil, fmt.Errorf("%w %q: %s twice", ErrHero, text, cards[0])
	}
	hand := deck.NewCombo(cards[0], cards[1])
	blocked := p.ranges[1].Without(hand.Set())
	if blocked.Len() == 0 {
		return nil, fmt.Errorf("%w: the hero's %s blocks every combo of range 2", ErrEmpty, hand)
	}
	if deals(p.ranges[0], blocked) == 0 {
		return nil, fmt.Errorf("%w: without the combos the hero's %s blocks, range 2 shares no deal with range 1", ErrEmpty, hand)
	}
	avg := new(deck.Range)
	imgs := deck.ComboImages()
	perms := p.Symmetry.list()
	for c := range deck.NumCombos {
		var w float64
		for _, k := range perms {
			w += blocked.Weight(deck.ComboAt(int(imgs[k][c])))
		}
		if w > 0 {
			avg.Set(deck.ComboAt(c), w/float64(len(perms)))
		}
	}
	e, err := NewEngine(p.Spec.Game, p.ranges[0], avg, p.Symmetry, p.buckets)
	if err != nil {
		return nil, err
	}
	return &heroPlan{hand: hand, engine: e}, nil
}

// deals returns the weight of the deals of r1 and r2 preflop: the sum of
// w1·w2 over the pairs of their combos without a card in common.
func deals(r1, r2 *deck.Range) float64 {
	var total float64
	for c1, w1 := range r1.All() {
		for c2, w2 := range r2.All() {
			if c1.Set()&c2.Set() == 0 {
				total += w1 * w2
			}
		}
	}
	return total
}

// Buckets returns the bucket bounds of p: the Spec's, or DefaultBuckets.
func (p *Plan) Buckets() []float64 { return slices.Clone(p.buckets) }

// Estimated times on one core: per combo valued on a runout (valuing,
// sorting and sweeping it) and per runout.
const (
	comboSeconds  = 25e-9
	runoutSeconds = 300e-9
)

// Seconds estimates the CPU seconds of valuing every flop class of p: for
// each, its runouts (fewer where relabellings fix the flop) times the cost
// of a runout with the combos of both ranges; twice that with a hero.
func (p *Plan) Seconds() float64 {
	live := float64(p.Spec.Game.Deck().Len() - 3)
	runouts := live * (live - 1) / 2
	perRunout := float64(len(p.engine.combos))*comboSeconds + runoutSeconds
	var total float64
	for _, c := range p.Classes {
		total += runouts / float64(len(p.Symmetry.stabilizer(c.Set))) * perRunout
	}
	if p.hero != nil {
		total *= 2
	}
	return total
}
