package answer_test

import (
	"context"
	"fmt"
	"os"

	"github.com/pokersim/pokersim/answer"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
)

// An equity request's result becomes the report "pokersim equity" prints,
// with the analyses the request asks for (here the outs).
func ExampleFull() {
	words := []string{"AhKh", "vs", "QsQd", "--board", "Ts9h2c", "--outs"}
	r, err := request.Parse(words, request.Run)
	if err != nil {
		fmt.Println(err)
		return
	}
	spec, err := r.Spec()
	if err != nil {
		fmt.Println(err)
		return
	}
	plan, err := spec.Plan()
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := plan.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	e, err := answer.Full(context.Background(), spec, res)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, p := range e.Players {
		fmt.Printf("%s: equity %.4f\n", p.Hand, p.Equity)
		for _, c := range e.Outs[i].Cards {
			fmt.Print(" ", c.Card)
		}
		fmt.Println()
	}
	// Output:
	// AhKh: equity 0.2778
	//  Ks Kd Kc As Ad Ac
	// QsQd: equity 0.7222
	//
}

// A hand named as "pokersim eval" takes it, valued.
func ExampleHand() {
	h, err := answer.HandOf(&request.Eval{Cards: "AsAhKsKh", Board: "Ac7d2c8s9h", Game: "omaha"})
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := report.Write(os.Stdout, report.Text, h); err != nil {
		fmt.Println(err)
	}
	// Output:
	// game:       omaha (Omaha)
	// board:      Ac 7d 2c 8s 9h
	// best five:  As Ah Ac 9h 8s
	// hole used:  As Ah
	// board used: Ac 8s 9h
	// category:   Three of a Kind
	// hand:       Three of a Kind, Aces
	// class:      1648 of 7462
}
