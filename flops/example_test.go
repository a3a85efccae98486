package flops_test

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/flops"
	"github.com/pokersim/pokersim/game"
)

// Two ranges on the monotone flops: the flop classes kept, the raw flops
// they stand for, and each range's equity over them.
func Example() {
	spec := flops.Spec{Game: game.Holdem, Ranges: [2]string{"AA,KQs", "JJ,T9s"}, Filter: "monotone"}
	plan, err := spec.Prepare()
	if err != nil {
		fmt.Println(err)
		return
	}
	out, err := plan.Run(context.Background(), flops.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	r := out.Report
	fmt.Printf("%d classes, %d raw flops, symmetry %s\n", r.FlopsTotal, r.RawFlops, r.Symmetry)
	fmt.Printf("equity %.4f vs %.4f\n", r.Equity[0], r.Equity[1])
	f := r.Flops[len(r.Flops)-1]
	fmt.Printf("%s (%d flops): %s, %s-high, connected %s\n", f.Flop, f.Count, f.Texture.Suits, f.Texture.High, f.Texture.Connected)
	// Output:
	// 286 classes, 1144 raw flops, symmetry suits
	// equity 0.6576 vs 0.3424
	// AsKsQs (4 flops): monotone, A-high, connected straight
}

// Textures and the board filter.
func ExampleParseFilter() {
	f, err := flops.ParseFilter("two-tone+,T-high+")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, flop := range []string{"AhKh2h", "Ts9s4d", "7c7d2h"} {
		t := flops.TextureOf(game.Holdem, deck.SetOf(deck.MustParseCards(flop)...))
		fmt.Println(flop, t.Names(), f.Match(t))
	}
	_, err = flops.ParseFilter("monotone,wet")
	fmt.Println(err != nil)
	// Output:
	// AhKh2h [monotone unpaired A none] true
	// Ts9s4d [two-tone unpaired T open-ended] true
	// 7c7d2h [rainbow paired 7 none] false
	// true
}
