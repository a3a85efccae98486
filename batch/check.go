package batch

import (
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"math"
	"slices"
	"strconv"

	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/sim"
)

// check returns the index of the item a journal or shard entry records,
// or says why the entry does not fit the job: another line or matchup,
// progress of another seed, a partial result, the wrong players or hands,
// samples not as asked, or figures out of their range. Text from the
// entry is quoted in the error.
func (j *Job) check(e *entry) (int, error) {
	if (e.Result == nil) == (e.Checkpoint == nil) {
		return 0, fmt.Errorf("not a matchup's result or progress")
	}
	i := slices.IndexFunc(j.Items, func(it Item) bool { return it.Line == e.Line })
	if i < 0 || j.Items[i].Key != e.Key {
		return 0, fmt.Errorf("line %d of the file is not the matchup recorded", e.Line)
	}
	it := &j.Items[i]
	if e.Checkpoint != nil {
		return i, j.checkProgress(it, e)
	}
	return i, j.checkResult(it, e.Result)
}

// checkProgress checks Monte Carlo progress against its item: its seed,
// and counts within the trials played.
func (j *Job) checkProgress(it *Item, e *entry) error {
	c := e.Checkpoint
	switch {
	case it.Plan.Method() != sim.ForceMonteCarlo:
		return fmt.Errorf("progress of Monte Carlo for a matchup enumerated exactly")
	case e.Seed == nil || *e.Seed != it.Seed:
		return fmt.Errorf("progress of another seed than the matchup's %d", it.Seed)
	}
	if err := checkCheckpoint(c, len(it.Spec.Matchup.Players), it.Spec.Options.Trials); err != nil {
		return err
	}
	if _, err := it.Plan.Checkpointed(c, nil); err != nil {
		return fmt.Errorf("progress that does not fit the matchup: %v", err)
	}
	return nil
}

// maxBlocks bounds the blocks of a checkpoint of a run without a number
// of trials: 2^40 blocks of 2^15 trials would take centuries.
const maxBlocks = 1 << 40

// checkCheckpoint checks that a checkpoint's counts can be those of a run
// of the given players and trials (0 for no limit): blocks and trials
// within the run's, every count non-negative and within the trials, a
// player's wins and splits within them, and the wins alone of all players
// too.
func checkCheckpoint(c *sim.Checkpoint, players int, trials int64) error {
	blocks := int64(maxBlocks)
	if trials > 0 {
		blocks = (trials + sim.BlockSize - 1) / sim.BlockSize
	}
	switch {
	case c.Blocks < 0 || c.Blocks > blocks:
		return fmt.Errorf("%w: progress of %d blocks, the matchup has at most %d", job.ErrImplausible, c.Blocks, blocks)
	case c.Total < 0 || c.Total > c.Blocks*sim.BlockSize || trials > 0 && c.Total > trials:
		return fmt.Errorf("%w: %d trials in %d blocks", job.ErrImplausible, c.Total, c.Blocks)
	case len(c.Win) != players || len(c.Split) != players:
		return fmt.Errorf("progress of %d players, the matchup has %d", len(c.Win), players)
	}
	total := float64(c.Total)
	var wins int64
	for p := range players {
		who := "player " + strconv.Itoa(p+1) + "'s "
		sum := c.Win[p]
		if err := job.CheckCount(who+"wins", float64(c.Win[p]), total); err != nil {
			return err
		}
		for k, x := range c.Split[p] {
			if err := job.CheckCount(fmt.Sprintf("%s%d-way splits", who, k), float64(x), total); err != nil {
				return err
			}
			sum += x
		}
		if err := job.CheckCount(who+"wins and splits", float64(sum), total); err != nil {
			return err
		}
		wins += c.Win[p]
	}
	if err := job.CheckCount("the wins of all players", float64(wins), total); err != nil {
		return err
	}
	for p, row := range c.HiLo {
		for _, x := range row {
			if err := job.CheckCount(fmt.Sprintf("player %d's hi-lo counts", p+1), float64(x), total); err != nil {
				return err
			}
		}
	}
	if m := c.Means; m != nil {
		finite := !math.IsNaN(m.A) && !math.IsInf(m.A, 0)
		for _, x := range append(slices.Clone(m.B), m.C...) {
			finite = finite && !math.IsNaN(x) && !math.IsInf(x, 0)
		}
		if m.M < 0 || m.M > c.Blocks || !finite {
			return fmt.Errorf("%w: batch means of %d blocks (not finite, or more than the %d played)", job.ErrImplausible, m.M, c.Blocks)
		}
	}
	return nil
}

// checkResult checks a finished matchup's result against its item: whole,
// of its players and hands, by its method and seed, its samples as asked
// and its figures within their ranges.
func (j *Job) checkResult(it *Item, r *answer.Equity) error {
	want := j.shell(it)
	switch {
	case r.Interrupted || r.TimeLimited:
		return fmt.Errorf("a partial result")
	case len(r.Players) != len(want.Players):
		return fmt.Errorf("%d players recorded, the matchup has %d", len(r.Players), len(want.Players))
	case r.Mode != want.Mode:
		return fmt.Errorf("a result by %q, the matchup runs %s", r.Mode, want.Mode)
	case r.Mode == "montecarlo" && (r.Seed == nil || *r.Seed != it.Seed):
		return fmt.Errorf("a result of another seed")
	case r.Mode != "montecarlo" && r.Seed != nil:
		return fmt.Errorf("an exact result with a seed")
	case r.Confidence != 0 && r.Confidence != j.Confidence:
		return fmt.Errorf("a result at another confidence level")
	case r.Game != want.Game || !slices.Equal(r.Board, want.Board) || !slices.Equal(r.Dead, want.Dead):
		return fmt.Errorf("a result of game %q, board %q and dead cards %q, not the matchup's", r.Game, r.Board, r.Dead)
	}
	for p := range r.Players {
		if r.Players[p].Hand != want.Players[p].Hand {
			return fmt.Errorf("player %d's hand recorded as %q, the matchup's is %q", p+1, r.Players[p].Hand, want.Players[p].Hand)
		}
	}
	if o := it.Spec.Options; r.Mode == "montecarlo" && o.Trials > 0 && (r.Samples > o.Trials || o.StdErr == 0 && r.Samples != o.Trials) {
		return fmt.Errorf("%w: %d trials recorded, the matchup asks for %d", job.ErrImplausible, r.Samples, o.Trials)
	}
	return answer.CheckEquity(r)
}

// shell returns the report of the item with no figures: its method, game,
// board, dead cards and hands as its result names them.
func (j *Job) shell(it *Item) *answer.Equity {
	mode := sim.ModeExact
	if it.Plan.Method() == sim.ForceMonteCarlo {
		mode = sim.ModeMonteCarlo
	}
	r := &sim.Result{Matchup: *it.Spec.Matchup, Mode: mode, Players: make([]sim.PlayerResult, len(it.Spec.Matchup.Players))}
	return answer.NewEquity(r, j.Confidence)
}
