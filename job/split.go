package job

import (
	"fmt"

	"github.com/pokersim/pokersim/shard"
)

// Split returns the units of work, of the n of a job, that belong to shard
// s: those whose index is s.Index mod s.Count. A count above n, which
// would leave shards with nothing to do, is an error wrapping
// shard.ErrSpec that says the largest count.
func Split(s shard.Shard, n int) ([]int, error) {
	if s.Count > n {
		return nil, fmt.Errorf("%w %v: the job has %d units of work, so at most %d shards: give --shard I/%d or fewer", shard.ErrSpec, s, n, n, n)
	}
	return s.Units(n), nil
}
