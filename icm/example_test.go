package icm_test

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/icm"
)

func ExampleCompute() {
	f := icm.Field{Stacks: []float64{150000, 98750, 45500, 13250}, Payouts: []float64{425, 280, 130, 75}}
	r, err := icm.Compute(context.Background(), f, icm.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Method)
	for i, e := range r.Equity {
		fmt.Printf("player %d: %.2f\n", i+1, e)
	}
	// Output:
	// exact
	// player 1: 323.20
	// player 2: 278.12
	// player 3: 195.79
	// player 4: 112.89
}

func ExampleCompute_threePaid() {
	f := icm.Field{Stacks: []float64{5000, 3000, 1500, 500}, Payouts: []float64{500, 300, 200}}
	r, _ := icm.Compute(context.Background(), f, icm.Options{})
	fmt.Printf("%.2f\n", r.Equity)
	// Output: [377.78 312.89 225.60 83.73]
}

func ExampleDecide() {
	// On the bubble, the short stack facing the chip leader's shove.
	f := icm.Field{Stacks: []float64{50, 30, 20}, Payouts: []float64{70, 30}}
	d, _ := icm.Decide(f, icm.AllIn{Hero: 2, Villain: 0, Equity: 0.45})
	fmt.Printf("equity %.2f now, %.2f if won, %.2f if lost\n", d.Fold, d.Win, d.Lose)
	fmt.Printf("bubble factor %.2f: needs %.1f%% to call, %.1f%% in chips\n", d.BubbleFactor, 100*d.NeedICM, 100*d.NeedChips)
	fmt.Println("call:", d.Call)
	// Output:
	// equity 22.57 now, 38.29 if won, 0.00 if lost
	// bubble factor 1.44: needs 59.0% to call, 50.0% in chips
	// call: false
}

func ExampleParseCall() {
	hero, villain, err := icm.ParseCall("3,1")
	fmt.Println(hero, villain, err)
	equity, err := icm.ParseShare("45%")
	fmt.Println(equity, err)
	_, _, err = icm.ParseCall("3")
	fmt.Println(err)
	// Output:
	// 3 1 <nil>
	// 0.45 <nil>
	// call: "3" is not two players HERO,VILLAIN, such as 3,1
}
