package sim

import (
	"context"
	"encoding/binary"
	"hash/fnv"
	"sync"

	"golang.org/x/sync/errgroup"
)

// BatchOptions control RunBatch.
type BatchOptions struct {
	Workers int    // matchups run at once; 0 means runtime.GOMAXPROCS(0)
	Seed    uint64 // the batch seed, from which each matchup's seed is derived
	// Skip, if not nil, reports the items already done (by a run that was
	// interrupted): they are not run again. It is called from RunBatch's
	// goroutine while earlier items run, so it must not read what Done
	// writes.
	Skip func(i int) bool
	// Done, if not nil, is called with each item's result as soon as it is
	// complete (never for an interrupted one), from one goroutine at a time.
	// An error from it stops the batch.
	Done func(i int, r *Result) error
}

// ItemSeed returns the seed of a batch item: a hash of the batch seed and
// the item's Key, so that it depends on neither the item's place in the
// file nor the order in which items run. FNV-1a is used for its
// stability: the seed of a matchup never changes between versions of Go.
func ItemSeed(batchSeed uint64, it *BatchItem) uint64 {
	h := fnv.New64a()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], batchSeed)
	h.Write(b[:])
	h.Write([]byte(it.Key()))
	return h.Sum64()
}

// RunBatch runs the items that opts.Skip does not exclude, opts.Workers at
// a time, each on one worker with its own seed (ItemSeed), so that every
// result is what a run of that item alone with that seed gives. It returns
// the results by item (nil for skipped items). If ctx is cancelled it stops
// and returns ctx's error with the results finished so far; an item cut
// short is left nil.
func RunBatch(ctx context.Context, items []BatchItem, opts BatchOptions) ([]*Result, error) {
	results := make([]*Result, len(items))
	var mu sync.Mutex
	g, gctx := errgroup.WithContext(ctx)
	workers := (&Options{Workers: opts.Workers}).workers()
	g.SetLimit(workers)
	for i := range items {
		if opts.Skip != nil && opts.Skip(i) {
			continue
		}
		if gctx.Err() != nil {
			break
		}
		g.Go(func() error {
			o := items[i].Options
			o.Workers = 1
			o.Seed = ItemSeed(opts.Seed, &items[i])
			r, err := Equity(gctx, items[i].Matchup, o)
			if err != nil || r.Interrupted {
				return err // cut short: not a result
			}
			mu.Lock()
			defer mu.Unlock()
			results[i] = r
			if opts.Done != nil {
				return opts.Done(i, r)
			}
			return nil
		})
	}
	err := g.Wait()
	if ctx.Err() != nil {
		return results, ctx.Err()
	}
	return results, err
}
