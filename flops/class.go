package flops

import (
	"math/bits"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// Class is a class of flops alike under a Symmetry: its representative,
// the least of the class as a deck.Set, and the number of raw flops in
// the class.
type Class struct {
	Set   deck.Set
	Count int
}

// Cards returns the representative's three cards, highest first.
func (c Class) Cards() [3]deck.Card {
	var out [3]deck.Card
	i := 2
	for card := range c.Set.All() {
		out[i] = card
		i--
	}
	return out
}

// String returns the representative's cards, highest first, as "Ks7h2d".
func (c Class) String() string {
	var b strings.Builder
	for _, card := range c.Cards() {
		b.WriteString(card.String())
	}
	return b.String()
}

// Classes returns the classes of the flops of game g's deck under s, in
// increasing order of their representatives. Their counts sum to the
// number of flops, C(52,3) = 22,100 in Hold'em and C(36,3) = 7,140 in
// short deck. With all 24 relabellings Hold'em has 1,755 classes.
//
// A flop is a representative when no relabelling of s maps it to a
// smaller set; the class's count is the orbit's size, |s| over the number
// of relabellings of s that fix the flop (the orbit-stabilizer theorem).
func Classes(g game.Game, s Symmetry) []Class {
	perms := deck.SuitPerms()
	cards := g.Deck().AppendCards(nil)
	var out []Class
	for i := range cards {
		for j := i + 1; j < len(cards); j++ {
			for k := j + 1; k < len(cards); k++ {
				f := cards[i].Bit() | cards[j].Bit() | cards[k].Bit()
				stab, least := 0, true
				for _, p := range s.list() {
					img := perms[p].Set(f)
					if img < f {
						least = false
						break
					}
					if img == f {
						stab++
					}
				}
				if least {
					out = append(out, Class{Set: f, Count: s.Size() / stab})
				}
			}
		}
	}
	return out
}

// rawFlops returns the number of flops of a deck of n cards, C(n,3).
func rawFlops(d deck.Set) int {
	n := bits.OnesCount64(uint64(d))
	return n * (n - 1) * (n - 2) / 6
}
