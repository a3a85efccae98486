//go:build !amd64 || purego

package eval

import "github.com/pokersim/pokersim/deck"

// eval7Batch values hands into dst, which has the same length.
func eval7Batch(dst []Rank, hands [][7]deck.Card) { eval7BatchGo(dst, hands) }
