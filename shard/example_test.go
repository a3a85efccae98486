package shard_test

import (
	"fmt"

	"github.com/pokersim/pokersim/shard"
)

// A Slurm array task reads its shard from the environment; the shard
// takes every N-th unit of the job, from its index.
func Example() {
	env := map[string]string{"SLURM_ARRAY_TASK_ID": "2"}
	s, err := shard.Parse("env/4", func(k string) string { return env[k] })
	fmt.Println(s, err)
	fmt.Println(s.Units(11))
	_, err = shard.Parse("4/4", nil)
	fmt.Println(err)
	// Output:
	// 2/4 <nil>
	// [2 6 10]
	// bad shard "4/4": the index must be a whole number from 0 to 3
}
