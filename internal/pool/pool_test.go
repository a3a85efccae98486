package pool

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestRunEveryIndexOnce(t *testing.T) {
	for _, workers := range []int{1, 2, 8} {
		for _, n := range []int{0, 1, 5, 100} {
			seen := make([]atomic.Int32, n)
			err := Run(context.Background(), workers, n, func(_ context.Context, _, i int) error {
				seen[i].Add(1)
				return nil
			})
			if err != nil {
				t.Fatalf("Run(%d workers, %d tasks) = %v", workers, n, err)
			}
			for i := range seen {
				if got := seen[i].Load(); got != 1 {
					t.Errorf("Run(%d workers, %d tasks) ran task %d %d times, want 1", workers, n, i, got)
				}
			}
		}
	}
}

func TestRunStop(t *testing.T) {
	for _, workers := range []int{1, 3} {
		var mu sync.Mutex
		var ran []int
		err := Run(context.Background(), workers, Unbounded, func(_ context.Context, _, i int) error {
			mu.Lock()
			defer mu.Unlock()
			ran = append(ran, i)
			if i >= 10 {
				return ErrStop
			}
			return nil
		})
		if err != nil {
			t.Fatalf("Run with ErrStop = %v, want nil", err)
		}
		// Every index up to the one that stopped ran; at most one per other
		// worker ran after it.
		if len(ran) < 11 || len(ran) > 10+workers {
			t.Errorf("%d workers: ran %d tasks, want 11 to %d", workers, len(ran), 10+workers)
		}
	}
}

func TestRunError(t *testing.T) {
	boom := errors.New("boom")
	for _, workers := range []int{1, 4} {
		var after atomic.Int32
		err := Run(context.Background(), workers, 1000, func(_ context.Context, _, i int) error {
			if i == 3 {
				return boom
			}
			if i > 3+workers {
				after.Add(1)
			}
			return nil
		})
		if !errors.Is(err, boom) {
			t.Errorf("%d workers: Run = %v, want %v", workers, err, boom)
		}
		if workers == 1 && after.Load() != 0 {
			t.Errorf("one worker ran %d tasks after the failure", after.Load())
		}
	}
}

func TestRunCancelled(t *testing.T) {
	for _, workers := range []int{1, 2} {
		ctx, cancel := context.WithCancel(context.Background())
		err := Run(ctx, workers, Unbounded, func(ctx context.Context, _, i int) error {
			if i == 5 {
				cancel()
			}
			return nil
		})
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%d workers: Run after cancel = %v, want context.Canceled", workers, err)
		}
	}
}

func TestWorkers(t *testing.T) {
	if Workers(3) != 3 {
		t.Errorf("Workers(3) = %d", Workers(3))
	}
	if Workers(0) < 1 || Workers(-1) < 1 {
		t.Errorf("Workers(0) = %d, Workers(-1) = %d, want at least 1", Workers(0), Workers(-1))
	}
}

func TestRunWorkerSlots(t *testing.T) {
	for _, workers := range []int{1, 2, 5} {
		size := Size(workers, 50)
		busy := make([]atomic.Int32, size)
		err := Run(context.Background(), workers, 50, func(_ context.Context, w, _ int) error {
			if w < 0 || w >= size {
				return errors.New("worker out of range")
			}
			if busy[w].Add(1) != 1 {
				return errors.New("two tasks on one worker at once")
			}
			busy[w].Add(-1)
			return nil
		})
		if err != nil {
			t.Errorf("%d workers: %v", workers, err)
		}
	}
	if got := Size(8, 3); got != 3 {
		t.Errorf("Size(8, 3) = %d, want 3", got)
	}
	if got := Size(2, Unbounded); got != 2 {
		t.Errorf("Size(2, Unbounded) = %d, want 2", got)
	}
}

// TestRunGrowing checks that RunGrowing runs every index once, with or
// without its helpers, and passes on errors, ErrStop and cancellation as
// Run does.
func TestRunGrowing(t *testing.T) {
	for _, after := range []time.Duration{0, time.Microsecond, time.Hour} {
		for _, workers := range []int{1, 2, 8} {
			var seen [1000]atomic.Int32
			err := RunGrowing(context.Background(), workers, len(seen), after, func(_ context.Context, w, i int) error {
				if w < 0 || w >= workers {
					t.Errorf("worker %d of %d", w, workers)
				}
				seen[i].Add(1)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			for i := range seen {
				if n := seen[i].Load(); n != 1 {
					t.Fatalf("after %v, %d workers: index %d ran %d times", after, workers, i, n)
				}
			}
		}
	}
	boom := errors.New("boom")
	err := RunGrowing(context.Background(), 2, 100, 0, func(_ context.Context, _, i int) error {
		if i == 7 {
			return boom
		}
		return nil
	})
	if err != boom {
		t.Errorf("error = %v, want boom", err)
	}
	var ran atomic.Int64
	err = RunGrowing(context.Background(), 2, Unbounded, time.Microsecond, func(_ context.Context, _, i int) error {
		ran.Add(1)
		if i >= 50 {
			return ErrStop
		}
		return nil
	})
	if err != nil || ran.Load() < 51 {
		t.Errorf("ErrStop: err %v after %d tasks, want nil after at least 51", err, ran.Load())
	}
	ctx, cancel := context.WithCancel(context.Background())
	err = RunGrowing(ctx, 2, Unbounded, 0, func(ctx context.Context, _, i int) error {
		if i == 10 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: err %v", err)
	}
}

// TestRunGrowingAlone checks that a run shorter than its delay stays on the
// calling goroutine, and that a longer one gets its helpers: the first task
// waits until another worker has run one.
func TestRunGrowingAlone(t *testing.T) {
	err := RunGrowing(context.Background(), 4, 100, time.Hour, func(_ context.Context, w, _ int) error {
		if w != 0 {
			t.Errorf("task on worker %d before the delay", w)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	helped := make(chan struct{})
	var once sync.Once
	err = RunGrowing(context.Background(), 2, 10, time.Millisecond, func(_ context.Context, w, i int) error {
		if w != 0 {
			once.Do(func() { close(helped) })
		}
		if i == 0 {
			select {
			case <-helped:
			case <-time.After(time.Minute):
				return errors.New("no helper joined within a minute")
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
