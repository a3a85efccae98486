package job_test

import (
	"fmt"

	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/shard"
)

// A job's identity depends on its kind and input, not on the command
// that runs it; shard 1 of 3 of a job of 7 units runs units 1 and 4.
func Example() {
	a := job.Identify("batch", map[string]any{"seed": 42}, "pokersim batch spots.txt --shard {shard}")
	b := job.Identify("batch", map[string]any{"seed": 42}, "elsewhere")
	fmt.Println(a.Kind, a.Digest == b.Digest, len(a.Digest))

	units, err := job.Split(shard.Shard{Index: 1, Count: 3}, 7)
	fmt.Println(units, err)
	_, err = job.Split(shard.Shard{Index: 0, Count: 8}, 7)
	fmt.Println(err)
	// Output:
	// batch true 64
	// [1 4] <nil>
	// bad shard 0/8: the job has 7 units of work, so at most 7 shards: give --shard I/7 or fewer
}
