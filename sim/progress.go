package sim

import "sync"

// progress reports the fraction of n steps done to a callback, from any
// goroutine, one call at a time.
type progress struct {
	mu   sync.Mutex
	f    func(float64)
	n    int
	done int
}

// newProgress returns the progress of n steps reported to f, or nil, which
// reports nothing, if f is nil.
func newProgress(f func(float64), n int) *progress {
	if f == nil {
		return nil
	}
	return &progress{f: f, n: n}
}

func (p *progress) step() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	p.f(float64(p.done) / float64(p.n))
}
