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

func newProgress(f func(float64), n int) *progress { return &progress{f: f, n: n} }

func (p *progress) step() {
	if p.f == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	p.f(float64(p.done) / float64(p.n))
}
