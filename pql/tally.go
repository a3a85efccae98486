package pql

import "math"

// tally gathers a run's selectors over the deals that qualify: for each
// selector the weighted sums of its value and its square, its extremes
// and, for a histogram, the weight of each value. Tallies of blocks or
// units merge by adding, in a fixed order, so that results do not depend
// on the number of workers.
type tally struct {
	deals     int64   // deals dealt
	qualified int64   // deals that satisfied where
	weight    float64 // the qualified deals' total weight
	stopped   bool    // whether a block stopped at the time limit
	sels      []selTally
}

type selTally struct {
	sum, sumSq float64
	min, max   float64
	hist       map[float64]float64
}

func newTally(n int, hist []bool) *tally {
	t := &tally{sels: make([]selTally, n)}
	for i := range t.sels {
		t.sels[i].min, t.sels[i].max = math.Inf(1), math.Inf(-1)
		if hist[i] {
			t.sels[i].hist = map[float64]float64{}
		}
	}
	return t
}

// add evaluates every selector on a qualifying deal of weight w.
func (t *tally) add(pr *program, d *deal, w float64) {
	t.qualified++
	t.weight += w
	for i := range pr.sels {
		v := pr.sels[i].val(d)
		s := &t.sels[i]
		s.sum += w * v
		s.sumSq += w * v * v
		s.min = min(s.min, v)
		s.max = max(s.max, v)
		if s.hist != nil {
			s.hist[v] += w
		}
	}
}

// merge adds u's counts to t.
func (t *tally) merge(u *tally) {
	t.deals += u.deals
	t.qualified += u.qualified
	t.weight += u.weight
	t.stopped = t.stopped || u.stopped
	for i := range t.sels {
		s, o := &t.sels[i], &u.sels[i]
		s.sum += o.sum
		s.sumSq += o.sumSq
		s.min = min(s.min, o.min)
		s.max = max(s.max, o.max)
		for k, v := range o.hist {
			s.hist[k] += v
		}
	}
}
