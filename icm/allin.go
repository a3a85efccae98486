package icm

import (
	"context"
	"math"
	"strconv"
)

// AllIn is an all-in between two players of a field: the hero calls or
// folds to the villain's shove. The chips at risk are the lesser of their
// stacks; Dead is money already in the pot from others (blinds and antes
// posted, not in any stack), which the winner takes, and the villain takes
// if the hero folds.
type AllIn struct {
	Hero    int     `json:"hero"`    // index into Field.Stacks
	Villain int     `json:"villain"` // index into Field.Stacks
	Dead    float64 `json:"dead"`    // chips; at least zero
	// Equity is the hero's chance to win the all-in, in [0,1]; used by Call
	// only.
	Equity float64 `json:"equity"`
}

// Decision values an all-in for the hero under ICM against chip EV.
type Decision struct {
	AllIn
	Risk float64 `json:"risk"` // chips the hero risks: the lesser stack
	// Win, Lose and Fold are the hero's prize equity after winning the
	// all-in, losing it, and folding.
	Win  float64 `json:"win"`
	Lose float64 `json:"lose"`
	Fold float64 `json:"fold"`
	// BubbleFactor is (Fold - Lose) / (Win - Fold): how many times more
	// prize equity losing costs than winning gains. It is 1 in chip EV
	// with no dead money, and +Inf if winning gains nothing.
	BubbleFactor float64 `json:"bubble_factor"`
	// NeedICM is the all-in equity at which calling and folding are worth
	// the same prize: (Fold - Lose) / (Win - Lose).
	NeedICM float64 `json:"need_icm"`
	// NeedChips is the same in chips: Risk / (2 Risk + Dead).
	NeedChips float64 `json:"need_chips"`
	// RiskPremium is NeedICM - NeedChips: the extra equity ICM asks for.
	RiskPremium float64 `json:"risk_premium"`
	// EVCall and EVFold are the hero's expected prize after calling with
	// AllIn.Equity, and after folding; Call says whether EVCall > EVFold.
	EVCall float64 `json:"ev_call"`
	EVFold float64 `json:"ev_fold"`
	Call   bool    `json:"call"`
}

// Decide values the all-in a for the hero of f with exact ICM. It returns
// an *InputError if f is not valid or has more than MaxExact players, if
// a player is out of range or the same on both sides, if the dead money is
// negative or the equity outside [0,1].
func Decide(f Field, a AllIn) (*Decision, error) {
	if err := checkAllIn(f, a); err != nil {
		return nil, err
	}
	d := &Decision{AllIn: a, Risk: min(f.Stacks[a.Hero], f.Stacks[a.Villain])}
	d.Win = afterAllIn(f, a.Hero, a.Villain, d.Risk, a.Dead, a.Hero)
	d.Lose = afterAllIn(f, a.Hero, a.Villain, d.Risk, a.Dead, a.Villain)
	d.Fold = afterFold(f, a)
	d.BubbleFactor = (d.Fold - d.Lose) / (d.Win - d.Fold)
	if d.Win <= d.Fold {
		d.BubbleFactor = math.Inf(1)
	}
	d.NeedICM = (d.Fold - d.Lose) / (d.Win - d.Lose)
	d.NeedChips = d.Risk / (2*d.Risk + a.Dead)
	d.RiskPremium = d.NeedICM - d.NeedChips
	d.EVCall = a.Equity*d.Win + (1-a.Equity)*d.Lose
	d.EVFold = d.Fold
	d.Call = d.EVCall > d.EVFold
	return d, nil
}

// MaxBubble is the largest field of which BubbleFactors values every
// pair: n(n-1) pairs of two exact valuations each.
const MaxBubble = 16

// BubbleFactors returns the matrix of bubble factors of f with no dead
// money: m[i][j] is Decide's BubbleFactor for hero i against villain j,
// and m[i][i] is 0. It returns the errors of Decide, and an *InputError
// for a field of more than MaxBubble players.
func BubbleFactors(f Field) ([][]float64, error) {
	n := len(f.Stacks)
	if n > MaxBubble {
		return nil, &InputError{What: "bubble", Err: ErrRequest, Reason: "factors of every pair need at most " + itoa(MaxBubble) + " players, got " + itoa(n)}
	}
	m := make([][]float64, n)
	for i := range n {
		m[i] = make([]float64, n)
		for j := range n {
			if i == j {
				continue
			}
			d, err := Decide(f, AllIn{Hero: i, Villain: j})
			if err != nil {
				return nil, err
			}
			m[i][j] = d.BubbleFactor
		}
	}
	return m, nil
}

func checkAllIn(f Field, a AllIn) error {
	if err := f.Validate(); err != nil {
		return err
	}
	n := len(f.Stacks)
	if n > MaxExact {
		return &InputError{What: "stacks", Err: ErrStack, Reason: "are too many to value an all-in exactly: " + itoa(n) + " players, at most " + itoa(MaxExact)}
	}
	for _, p := range []struct {
		what string
		i    int
	}{{"hero", a.Hero}, {"villain", a.Villain}} {
		if p.i < 0 || p.i >= n {
			return &InputError{What: p.what, Value: itoa(p.i + 1), Err: ErrPlayer, Reason: "is not a player (want 1 to " + itoa(n) + ")"}
		}
	}
	if a.Hero == a.Villain {
		return &InputError{What: "villain", Value: itoa(a.Villain + 1), Err: ErrPlayer, Reason: "is the hero"}
	}
	if !(a.Dead >= 0) || math.IsInf(a.Dead, 0) {
		return &InputError{What: "dead", Value: strconv.FormatFloat(a.Dead, 'g', -1, 64), Err: ErrEquity, Reason: "is not a number of chips of at least zero"}
	}
	if !(a.Equity >= 0 && a.Equity <= 1) {
		return &InputError{What: "equity", Value: strconv.FormatFloat(a.Equity, 'g', -1, 64), Err: ErrEquity, Reason: "is not in [0,1]"}
	}
	return nil
}

// afterAllIn returns the hero's exact equity once winner has won risk
// chips from the other and the dead money. A player left without chips is
// out: their place is the last one left, so they take the payout of the
// place the field's size gives them (usually nothing).
func afterAllIn(f Field, hero, villain int, risk, dead float64, winner int) float64 {
	stacks := append([]float64(nil), f.Stacks...)
	loser := villain
	if winner == villain {
		loser = hero
	}
	stacks[winner] += risk + dead
	stacks[loser] -= risk
	return equityAfter(f, stacks, hero)
}

// afterFold returns the hero's equity once the villain has taken the dead
// money.
func afterFold(f Field, a AllIn) float64 {
	stacks := append([]float64(nil), f.Stacks...)
	stacks[a.Villain] += a.Dead
	return equityAfter(f, stacks, a.Hero)
}

// equityAfter returns the hero's exact equity with the stacks given, of
// which some may be zero: a player busted now finishes last of those
// left, so the n - m busted players take the last places, each the hero's
// payout of the last place if the hero is among them (with several
// busted at once, the larger stack before the hand would place higher;
// here at most one player busts).
func equityAfter(f Field, stacks []float64, hero int) float64 {
	var alive []float64
	heroAt := -1
	for i, s := range stacks {
		if s > 0 {
			if i == hero {
				heroAt = len(alive)
			}
			alive = append(alive, s)
		}
	}
	place := len(alive) // 0-based place of the one busted player
	if heroAt < 0 {
		if place < len(f.Payouts) {
			return f.Payouts[place]
		}
		return 0
	}
	pay := f.Payouts[:min(len(f.Payouts), len(alive))]
	if sum(pay) == 0 {
		return 0
	}
	r, err := Compute(context.Background(), Field{Stacks: alive, Payouts: pay}, Options{Method: Exact})
	if err != nil {
		// The stacks after the all-in are beyond what can be valued
		// (a stack past the largest float64): NaN, which the answer's
		// check of finite results refuses, naming the stacks.
		return math.NaN()
	}
	return r.Equity[heroAt]
}
