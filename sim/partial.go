package sim

import "time"

// Partial returns the result of p's Monte Carlo run as it stood at
// checkpoint c, one of those passed to Options.OnCheckpoint (see
// Plan.Checkpointed), after elapsed of running: the figures of the trials
// merged so far, with their standard errors, for a front end that shows a
// long run's estimate as it improves. It holds no categories nor results
// by hand, which checkpoints do not keep. The error wraps ErrOptions if c
// does not fit p's matchup.
func (p *Plan) Partial(c *Checkpoint, elapsed time.Duration) (*Result, error) {
	t := newTally(p.m.Game, len(p.m.Players), false)
	if err := t.restore(c); err != nil {
		return nil, err
	}
	return p.annotate(t.monteCarloResult(p.m, p.opts.Seed, false, elapsed)), nil
}

// monteCarloResult returns the result of a Monte Carlo run whose merged
// counts are t, with each player's standard error by batch means where the
// trials were correlated.
func (t *tally) monteCarloResult(m *Matchup, seed uint64, interrupted bool, elapsed time.Duration) *Result {
	r := newResult(m, ModeMonteCarlo, t, seed, interrupted, elapsed)
	if t.bm != nil {
		for p := range r.Players {
			r.Players[p].StdErr = t.stdErr(p)
		}
	}
	return r
}
