package cfr

// Kind is the kind of a Node.
type Kind uint8

// The kinds of nodes.
const (
	Decision Kind = iota // a player chooses one of the actions
	Chance               // public cards are dealt: one child per outcome
	Terminal             // the hand is over: Payoff values it
)

// Node is a node of a game's public tree. The tree is read only once a
// Solver has it.
type Node struct {
	Kind Kind
	// Player is the player to act at a decision node, 0 or 1.
	Player int
	// Actions names the actions of a decision node, one per child.
	Actions []string
	// Children holds one child per action or chance outcome (nil for an
	// outcome that is an Image).
	Children []*Node
	// Deals describes each outcome of a chance node, one per child.
	Deals []Deal
	// Payoff values a terminal node.
	Payoff Payoff

	slot int // the node's index among the decision nodes, set by New
	size int // the number of nodes at and below this one, set by New
}

// Deal is one outcome of a chance node.
type Deal struct {
	// Weight is the outcome's probability given any two compatible hands
	// it does not block, such as 1/44 for a river card after a turn.
	Weight float64
	// Blocked lists each player's hands (by index) that the outcome
	// conflicts with: they cannot reach the child.
	Blocked [2][]int32
	// Image, if not nil, makes the outcome an image of another, whose
	// values it takes instead of walking a child of its own (its child is
	// nil): a deal that a relabelling of the suits maps to another, when
	// the relabelling fixes the board and both players' priors (suit
	// isomorphism).
	Image *Image
}

// Image says which outcome a chance outcome is the image of, and how the
// relabelling maps the hands: the value of hand h after this outcome is
// the value of hand Perm[p][h] after outcome Of.
type Image struct {
	Of   int
	Perm [2][]int32
}

// Payoff computes the counterfactual values at a terminal node.
type Payoff interface {
	// Values sets dst[h], for each hand h of player p, to the sum over the
	// opponent's hands o compatible with h of opp[o] times p's payoff
	// with h against o. Payoffs are zero-sum: player 1's is minus player
	// 0's.
	Values(p int, opp, dst []float64)
}

// Game is a two-player zero-sum game with public actions and private
// hands.
type Game interface {
	// Root returns the root of the public tree.
	Root() *Node
	// Prior returns player p's prior weight of each hand.
	Prior(p int) []float64
	// Pairs returns the sum, over the compatible pairs of hands (h, o) of
	// players 0 and 1, of Prior(0)[h] times Prior(1)[o].
	Pairs() float64
}
