package pushfold

import (
	"errors"
	"fmt"
	"math"

	"github.com/pokersim/pokersim/deck"
)

// ErrGame is wrapped by the errors of Game.Validate.
var ErrGame = errors.New("bad push-or-fold game")

// GameError reports a bad stack or ante: Field is "stack" or "ante".
type GameError struct {
	Field  string
	Value  float64
	Reason string
}

// Error returns a message such as "stack 0.5: is below the big blind and ante (1)".
func (e *GameError) Error() string {
	return fmt.Sprintf("%s %g: %s", e.Field, e.Value, e.Reason)
}

// Unwrap returns ErrGame.
func (e *GameError) Unwrap() error { return ErrGame }

// Game is a heads-up push-or-fold spot. The small blind posts 0.5 and
// the big blind 1, each posts Ante, and then the small blind moves all in
// or folds, and the big blind calls or folds.
type Game struct {
	// Stack is each player's stack in big blinds, before the blinds and
	// antes are posted; at least 1 + Ante.
	Stack float64 `json:"stack"`
	// Ante is each player's ante in big blinds; at least 0.
	Ante float64 `json:"ante"`
}

// MaxStack is the largest stack, and ante, of a game, in big blinds. Up
// to it CFR+ reaches DefaultTolerance well within its cap of iterations
// (10^6 bb takes some 3,000); from about 10^12 bb it no longer does, and
// at 10^308 its sums overflow. Push or fold is a short-stack strategy:
// beyond some 20 bb it is only of academic interest.
const MaxStack = 1e6

// Validate checks that the ante is a finite number from zero to
// MaxStack, and the stack one of at least the big blind and ante and at
// most MaxStack. The error is a *GameError wrapping ErrGame.
func (g Game) Validate() error {
	switch {
	case math.IsNaN(g.Ante) || math.IsInf(g.Ante, 0) || g.Ante < 0 || g.Ante > MaxStack:
		return &GameError{"ante", g.Ante, fmt.Sprintf("is not a number of big blinds from 0 to %g", float64(MaxStack))}
	case math.IsNaN(g.Stack) || math.IsInf(g.Stack, 0):
		return &GameError{"stack", g.Stack, "is not a number of big blinds"}
	case g.Stack > MaxStack:
		return &GameError{"stack", g.Stack, fmt.Sprintf("is above %g big blinds, the most this solver takes", float64(MaxStack))}
	case g.Stack < 1+g.Ante:
		return &GameError{"stack", g.Stack, fmt.Sprintf("is below the big blind and ante (%g): the big blind could not post", 1+g.Ante)}
	}
	return nil
}

// Strategy is both players' strategies: the probability, by class grid
// index (deck.Class.Index), that the small blind pushes and that the big
// blind calls a push, each in [0,1].
type Strategy struct {
	Push [deck.NumClasses]float64 `json:"push"`
	Call [deck.NumClasses]float64 `json:"call"`
}

// payoffs are the small blind's results in a game, in big blinds per deal
// (the change of their stack, averaged over all numDeals deals).
//
// Writing N for the pairs of combos of SB class i and BB class j, e for
// i's equity, S the stack, F = 0.5 + ante what the small blind loses by
// folding and B = 1 + ante what it wins when the big blind folds, the small
// blind's result of a deal is -F if it folds, B if it pushes and the big
// blind folds, and S(2e - 1) in expectation if the push is called. So
//
//	U(p, c) = Σ_ij N_ij [ -F + p_i (F + B) + p_i c_j M_ij ] / numDeals,
//	M_ij = S(2 e_ij - 1) - B,
//
// bilinear in the push and call probabilities: a zero-sum game, in which
// the big blind's gain from calling rather than folding is -N_ij M_ij.
// (An ICM game, see ICMGame, has the same shape with other numbers, and
// the big blind's gains are no longer the small blind's losses.)
type payoffs struct {
	m      [deck.NumClasses][deck.NumClasses]float64 // N_ij M_ij / numDeals
	mb     [deck.NumClasses][deck.NumClasses]float64 // the big blind's gain from calling, per deal
	steal  [deck.NumClasses]float64                  // (F + B) Σ_j N_ij / numDeals
	folded float64                                   // -F: the value of always folding
}

func newPayoffs(t *Table, g Game) *payoffs {
	p := &payoffs{folded: -(0.5 + g.Ante)}
	b, f := 1+g.Ante, 0.5+g.Ante
	for i := range deck.NumClasses {
		var k float64
		for j := range deck.NumClasses {
			n := t.Pairs[i][j]
			k += n
			p.m[i][j] = n * (g.Stack*(2*t.Equity[i][j]-1) - b) / numDeals
			p.mb[i][j] = -p.m[i][j]
		}
		p.steal[i] = (f + b) * k / numDeals
	}
	return p
}

// pushGain sets dst[i] to the small blind's gain from pushing class i
// rather than folding it, against the calls c, per deal:
// steal_i + Σ_j m_ij c_j.
func (p *payoffs) pushGain(dst, c *[deck.NumClasses]float64) {
	for i := range dst {
		row := &p.m[i]
		s := p.steal[i]
		for j, cj := range c {
			s += row[j] * cj
		}
		dst[i] = s
	}
}

// callGain sets dst[j] to the big blind's gain from calling with class j
// rather than folding it, against the pushes q, per deal: Σ_i q_i mb_ij.
func (p *payoffs) callGain(dst, q *[deck.NumClasses]float64) {
	*dst = [deck.NumClasses]float64{}
	for i, qi := range q {
		if qi == 0 {
			continue
		}
		row := &p.mb[i]
		for j := range dst {
			dst[j] += qi * row[j]
		}
	}
}

// value returns the small blind's result per deal with strategy s.
func (p *payoffs) value(s *Strategy) float64 {
	var g [deck.NumClasses]float64
	p.pushGain(&g, &s.Call)
	v := p.folded
	for i, q := range s.Push {
		v += q * g[i]
	}
	return v
}

// gains returns how much each player wins per deal by the best response
// to the other's strategy in s, compared with playing s: both are at
// least 0, and both 0 at an equilibrium.
func (p *payoffs) gains(s *Strategy) (sb, bb float64) {
	var push, call [deck.NumClasses]float64
	p.pushGain(&push, &s.Call)
	p.callGain(&call, &s.Push)
	for i := range push {
		sb += max(push[i], 0) - s.Push[i]*push[i]
		bb += max(call[i], 0) - s.Call[i]*call[i]
	}
	return max(sb, 0), max(bb, 0)
}
