package deck_test

import (
	"fmt"

	"github.com/pokersim/pokersim/deck"
)

// The same range, written as PioSOLVER, Equilab (brackets), weight-first
// lists and a weights section write it.
func ExampleParseRange_toolFormats() {
	for _, s := range []string{
		"AA,AKs,AQs:0.75,AJs:0.5,ATs:0.25",
		"AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]",
		"100: AA, AKs, 75: AQs, 50: AJs, 25: ATs",
		"AA, ATs+; Weights: AQs:75%, AJs:50%, ATs:25%",
	} {
		r, err := deck.ParseRange(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(r.Len(), r.Total(), r)
	}
	_, err := deck.ParseRange("AA, [50]KK")
	fmt.Println(err)
	// Output:
	// 22 16 AA, AKs, AQs@75, AJs@50, ATs@25
	// 22 16 AA, AKs, AQs@75, AJs@50, ATs@25
	// 22 16 AA, AKs, AQs@75, AJs@50, ATs@25
	// 22 16 AA, AKs, AQs@75, AJs@50, ATs@25
	// deck: "AA, [50]KK": bad range "[50]" at offset 4: [50] is never closed: end it with [/50]
}

func ExampleRange_Export() {
	r := deck.MustParseRange("QQ+, ATs+, [50]KQs, KJs[/50]")
	for _, f := range deck.RangeFormats() {
		fmt.Printf("%-9s %s\n", f, r.Export(f))
	}
	// Output:
	// pio       AA,KK,QQ,AKs,AQs,AJs,ATs,KQs:0.5,KJs:0.5
	// brackets  AA,KK,QQ,AKs,AQs,AJs,ATs,[50]KQs,KJs[/50]
	// weights   QQ+, ATs+, KJs+; Weights: KQs:50%, KJs:50%
	// equilab   QQ+, ATs+, [50]KJs+[/50]
	// flopzilla QQ+,ATs+,[50]KJs+[/50]
	// gtoplus   AA,KK,QQ,AKs,AQs,AJs,ATs,[50]KQs,KJs[/50]
}
