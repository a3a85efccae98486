package sim

import "fmt"

// Checkpoint is the state of a Monte Carlo run after its first Blocks
// blocks: its integer counts (and, for correlated trials, its batch
// means). A run resumed from it (Options.Resume) plays only the later
// blocks and ends with the result an uninterrupted run gives, bit for bit,
// because blocks are merged in order and each depends only on the seed and
// its index. It holds no categories nor results by hand: runs asking for
// them cannot be resumed. It encodes to JSON without loss.
type Checkpoint struct {
	Blocks int64     `json:"blocks"`
	Total  int64     `json:"total"`
	Win    []int64   `json:"win"`
	Split  [][]int64 `json:"split"` // Split[p][k]: outcomes player p split k ways
	// The batch means of a random walk (see holdem_walk.go), if any.
	Means *MeansState `json:"means,omitempty"`
	// HiLo, in a hi-lo game, is each player's outcomes by its part of the
	// high and the low half (a row per player).
	HiLo [][]int64 `json:"hilo,omitempty"`
}

// MeansState is the batch-means sums of a Checkpoint.
type MeansState struct {
	M int64     `json:"m"`
	A float64   `json:"a"`
	B []float64 `json:"b"`
	C []float64 `json:"c"`
}

// checkpoint returns t's counts after blocks blocks.
func (t *tally) checkpoint(blocks int64) *Checkpoint {
	c := &Checkpoint{Blocks: blocks, Total: t.total, Win: append([]int64(nil), t.win[:t.n]...)}
	for p := range t.n {
		c.Split = append(c.Split, append([]int64(nil), t.split[p][:t.n+1]...))
	}
	if t.hl != nil {
		cells := hiLoCells(t.n)
		for p := range t.n {
			c.HiLo = append(c.HiLo, append([]int64(nil), t.hl[p*cells:(p+1)*cells]...))
		}
	}
	if bm := t.bm; bm != nil {
		c.Means = &MeansState{M: bm.m, A: bm.a, B: append([]float64(nil), bm.b[:t.n]...), C: append([]float64(nil), bm.c[:t.n]...)}
	}
	return c
}

// restore sets t, of n players, to the counts of c, which it checks.
func (t *tally) restore(c *Checkpoint) error {
	n := t.n
	if c.Blocks < 0 || c.Total < 0 || c.Total > c.Blocks*BlockSize || len(c.Win) != n || len(c.Split) != n {
		return fmt.Errorf("%w: a checkpoint of %d blocks and %d players does not fit a run of %d players", ErrOptions, c.Blocks, len(c.Win), n)
	}
	t.total = c.Total
	for p := range n {
		if len(c.Split[p]) != n+1 {
			return fmt.Errorf("%w: a checkpoint's split counts do not fit %d players", ErrOptions, n)
		}
		t.win[p] = c.Win[p]
		copy(t.split[p][:], c.Split[p])
	}
	if (t.hl != nil) != (c.HiLo != nil) || c.HiLo != nil && len(c.HiLo) != n {
		return fmt.Errorf("%w: a checkpoint's hi-lo counts do not fit the game", ErrOptions)
	}
	for p, row := range c.HiLo {
		if len(row) != hiLoCells(n) {
			return fmt.Errorf("%w: a checkpoint's hi-lo counts do not fit %d players", ErrOptions, n)
		}
		copy(t.hl[p*hiLoCells(n):], row)
	}
	if c.Means != nil {
		if len(c.Means.B) != n || len(c.Means.C) != n {
			return fmt.Errorf("%w: a checkpoint's batch means do not fit %d players", ErrOptions, n)
		}
		t.bm = &batchMeans{m: c.Means.M, a: c.Means.A}
		copy(t.bm.b[:], c.Means.B)
		copy(t.bm.c[:], c.Means.C)
	}
	return nil
}
