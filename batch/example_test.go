package batch_test

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/batch"
)

// A batch file is read and checked whole, then run; each line's result
// is in the report, in file order. Exact lines need no seed.
func Example() {
	text := "# two spots\nAhKh vs QsQd --board Ts9h2c\nAsAd vs KhKc --board Ts9h2c --exact\n"
	job, err := batch.New("spots.txt", []byte(text), batch.Config{})
	if err != nil {
		fmt.Println(err)
		return
	}
	out, err := job.Run(context.Background(), batch.Options{Workers: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range out.Report.Entries {
		fmt.Printf("line %d: %s %.4f, %s %.4f (%s)\n", e.Line,
			e.Equity.Players[0].Hand, e.Equity.Players[0].Equity, e.Equity.Players[1].Hand, e.Equity.Players[1].Equity, e.Equity.Mode)
	}
	// Output:
	// line 2: AhKh 0.2778, QsQd 0.7222 (exact)
	// line 3: AsAd 0.9000, KhKc 0.1000 (exact)
}
