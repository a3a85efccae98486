package solve

import (
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/solve/cfr"
)

// A relabelling of the suits that fixes the board and both players'
// weights maps the game after one river card onto the game after its
// image, hand for hand: the hand h after river c is worth what the hand
// π(h) is worth after π(c). So of the river cards that such relabellings
// map onto each other, only the least is solved; the others take its
// values through the relabelling (cfr.Image). A monotone turn with
// symmetric ranges solves 22 rivers of 48, a two-tone one with two suits
// absent 35, a paired rainbow one 36.

// symmetries returns the relabellings of the suits that fix sp's board
// and both players' weights, the identity first, with their indexes in
// deck.SuitPerms.
func (sp *spot) symmetries() (perms []deck.SuitPerm, index []int) {
	board := deck.SetOf(sp.board...)
	var w [2][deck.NumCombos]float64
	for p := range 2 {
		for h, c := range sp.combos[p] {
			w[p][c.Index()] = sp.weight[p][h]
		}
	}
	imgs := deck.ComboImages()
	for k, perm := range deck.SuitPerms() {
		if perm.Set(board) != board {
			continue
		}
		ok := true
		for i := 0; i < deck.NumCombos && ok; i++ {
			j := imgs[k][i]
			ok = w[0][i] == w[0][j] && w[1][i] == w[1][j]
		}
		if ok {
			perms, index = append(perms, perm), append(index, k)
		}
	}
	return perms, index
}

// images returns, for the river cards (in the order of cards), the Image
// of each card that a symmetry maps to a lesser one, nil for the others.
func (sp *spot) images(cards []deck.Card) []*cfr.Image {
	perms, index := sp.symmetries()
	at := map[deck.Card]int{}
	for i, c := range cards {
		at[c] = i
	}
	var hand [2][deck.NumCombos]int32
	for p := range 2 {
		for h, c := range sp.combos[p] {
			hand[p][c.Index()] = int32(h)
		}
	}
	imgs := deck.ComboImages()
	out := make([]*cfr.Image, len(cards))
	if sp.plain {
		return out
	}
	for i, c := range cards {
		best, by := c, -1
		for k, perm := range perms {
			if img := perm.Card(c); img < best {
				best, by = img, k
			}
		}
		if by < 0 {
			continue
		}
		im := &cfr.Image{Of: at[best]}
		for p := range 2 {
			for _, combo := range sp.combos[p] {
				im.Perm[p] = append(im.Perm[p], hand[p][imgs[index[by]][combo.Index()]])
			}
		}
		out[i] = im
	}
	return out
}

// cloneImage returns the report's subtree n of the river that im maps
// onto, for the river it is the image of: each hand h takes the figures
// of the hand im.Perm[p][h] in n.
func cloneImage(n *Node, im *cfr.Image) *Node {
	out := &Node{End: n.End, Player: n.Player, Actions: n.Actions}
	for _, c := range n.Children {
		out.Children = append(out.Children, cloneImage(c, im))
	}
	if n.End != "" {
		return out
	}
	at := map[int32]int{} // n's hand -> its place in n's lists
	for i, g := range n.Hands {
		at[g] = i
	}
	for h, g := range im.Perm[n.Player] {
		if i, ok := at[g]; ok {
			out.Hands = append(out.Hands, int32(h))
			out.Strategy = append(out.Strategy, n.Strategy[i])
			out.Reach = append(out.Reach, n.Reach[i])
			out.EV = append(out.EV, n.EV[i])
			out.Equity = append(out.Equity, n.Equity[i])
		}
	}
	if !slices.IsSorted(out.Hands) {
		panic("solve: hands out of order") // h increases through the loop
	}
	return out
}
