package equity_test

import (
	"context"
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"os"
	"path/filepath"
	"strings"

	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/job/equity"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/shard"
)

// An exact equity split into three shards, each of which could run on its
// own machine (pokersim equity --shard I/3 --shard-out FILE), and merged
// into the report the enumeration run at once gives: the counts are whole
// numbers, so their sum is exact. The shard files go to a temporary
// directory, removed at the end.
func Example() {
	req, err := request.ParseLine("AhKh vs QsQd --board Ts9h2c --exact")
	if err != nil {
		fmt.Println(err)
		return
	}
	dir, err := os.MkdirTemp("", "equity-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	var files []*shard.File
	for i := range 3 {
		path := filepath.Join(dir, fmt.Sprintf("shard-%d.json", i))
		if err := equity.RunShard(context.Background(), req, shard.Shard{Index: i, Count: 3}, path, "example"); err != nil {
			fmt.Println(err)
			return
		}
		f, err := shard.Read(path)
		if err != nil {
			fmt.Println(err)
			return
		}
		files = append(files, f)
	}
	merged, err := job.NewRegistry(equity.Kind()).Merge(files)
	if err != nil {
		fmt.Println(err)
		return
	}
	e := merged.Report.(*answer.Equity)
	for _, p := range e.Players {
		fmt.Printf("%s: equity %.4f\n", p.Hand, p.Equity)
	}
	// Output:
	// AhKh: equity 0.2778
	// QsQd: equity 0.7222
}

// A request's identity names the job in its shard files: the workers and
// the seed, which exact enumeration ignores, do not change it, so shards
// run with different --workers merge; the board does.
func ExampleIdentity() {
	id := func(line string) string {
		req, err := request.Parse(strings.Fields(line), request.Run)
		if err != nil {
			return err.Error()
		}
		return equity.Identity(req, "pokersim equity ...").Digest[:12]
	}
	a := id("AhKh vs QsQd --board Ts9h2c --exact")
	b := id("AhKh vs QsQd --board Ts9h2c --exact --seed 7 --workers 1")
	c := id("AhKh vs QsQd --board Ts9h2d --exact")
	fmt.Println(a == b, a == c)
	// Output: true false
}
