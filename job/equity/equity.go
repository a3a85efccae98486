package equity

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"time"

	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/shard"
	"github.com/pokersim/pokersim/sim"
)

// KindName is the name of the job in shard files.
const KindName = "equity"

// units is what an equity shard file holds: the request, so that merging
// needs the shard files alone, and the counts of the shard's units.
type units struct {
	Request *request.Request `json:"request"`
	Counts  []sim.UnitCounts `json:"counts"`
	Seconds float64          `json:"seconds"`
}

// Identity returns the shard-file identity of an exact equity request.
func Identity(req *request.Request, command string) shard.Job {
	return job.Identify(KindName, canonical(req), command)
}

// canonical returns the parts of a request that determine its exact
// numbers: not its workers nor its seed, which exact enumeration ignores.
func canonical(req *request.Request) *request.Request {
	c := *req
	c.Workers, c.Seed = 0, nil
	return &c
}

// plan checks that req asks for an exact enumeration that splits into
// units, and plans it.
func plan(req *request.Request) (*sim.Plan, *request.Spec, error) {
	spec, err := req.Spec()
	if err != nil {
		return nil, nil, err
	}
	if spec.Options.ByHand {
		return nil, nil, fmt.Errorf("%w: --by-hand and --by-class are not for sharded runs", shard.ErrSpec)
	}
	p, err := spec.Plan()
	if err != nil {
		return nil, nil, err
	}
	if p.Method() != sim.ForceExact {
		return nil, nil, fmt.Errorf("%w: only exact enumeration is sharded (give --exact)", shard.ErrSpec)
	}
	return p, spec, nil
}

// RunShard counts the units of shard s of an exact equity request and
// writes the shard file at path, atomically. A shard count above the
// enumeration's units is an error wrapping shard.ErrSpec.
func RunShard(ctx context.Context, req *request.Request, s shard.Shard, path, command string) error {
	start := time.Now()
	p, _, err := plan(req)
	if err != nil {
		return err
	}
	n, err := p.Units()
	if err != nil {
		return err
	}
	mine, err := job.Split(s, n)
	if err != nil {
		return err
	}
	counts, err := p.RunUnits(ctx, mine)
	if err != nil {
		return err
	}
	u := units{Request: canonical(req), Counts: counts, Seconds: time.Since(start).Seconds()}
	return shard.Write(path, Identity(req, command), s, u)
}

// Kind is the equity job as merge knows it.
func Kind() job.Kind { return job.Kind{Name: KindName, Merge: merge} }

// merge puts the checked shard files of one exact equity request together
// into the report of the request run in one process, but for its running
// time, which is the sum of the shards'. Each file must hold the request
// its identity names, and the counts of its own units, each plausible.
func merge(files []*shard.File) (*job.Merged, error) {
	var req *request.Request
	var p *sim.Plan
	var spec *request.Spec
	var all []sim.UnitCounts
	var seconds float64
	for _, f := range files {
		var u units
		if err := json.Unmarshal(f.Units, &u); err != nil || u.Request == nil {
			return nil, fmt.Errorf("%w: %s: not an equity shard's counts", shard.ErrFile, f.Name)
		}
		if Identity(u.Request, "").Digest != f.Job.Digest {
			return nil, fmt.Errorf("%w: %s: the request it holds is not the one its job names", shard.ErrFile, f.Name)
		}
		if req == nil {
			req = u.Request
			var err error
			if p, spec, err = plan(req); err != nil {
				return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
			}
		}
		if err := checkCounts(f, p, u.Counts); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
		}
		if !(u.Seconds >= 0 && u.Seconds < 1e12) {
			return nil, fmt.Errorf("%w: %s: running time %v", shard.ErrFile, f.Name, u.Seconds)
		}
		all = append(all, u.Counts...)
		seconds += u.Seconds
	}
	r, err := p.Combine(all, time.Duration(seconds*float64(time.Second)))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", shard.ErrFile, err)
	}
	e := answer.NewEquity(r, spec.Confidence)
	if err := answer.CheckEquity(e); err != nil {
		return nil, fmt.Errorf("%w: the shards' counts add up to %v", shard.ErrFile, err)
	}
	return &job.Merged{Report: e}, nil
}

// checkCounts checks that f holds the counts of its shard's units of plan
// p, and that each count is within its total: no unit of another shard,
// no negative count nor one that is not a number, no player winning or
// splitting more outcomes than were dealt.
func checkCounts(f *shard.File, p *sim.Plan, counts []sim.UnitCounts) error {
	n, err := p.Units()
	if err != nil {
		return err
	}
	if _, err := job.Split(f.Shard, n); err != nil {
		return err
	}
	if want := len(f.Shard.Units(n)); len(counts) != want {
		return fmt.Errorf("%d units counted, shard %v has %d", len(counts), f.Shard, want)
	}
	for _, c := range counts {
		if c.Unit < 0 || c.Unit >= n || !f.Shard.Has(c.Unit) {
			return fmt.Errorf("unit %d is not one of shard %v's", c.Unit, f.Shard)
		}
		if err := checkUnit(&c); err != nil {
			return fmt.Errorf("unit %d: %v", c.Unit, err)
		}
	}
	return nil
}

// checkUnit checks the values of one unit's counts against its total.
func checkUnit(c *sim.UnitCounts) error {
	if c.Samples < 0 {
		return fmt.Errorf("%w: %d samples", job.ErrImplausible, c.Samples)
	}
	if err := job.CheckCount("the total", c.Total, float64(c.Samples)*1e300); err != nil {
		return err
	}
	for p := range c.Win {
		sum := c.Win[p]
		if err := job.CheckCount(fmt.Sprintf("player %d's wins", p+1), c.Win[p], c.Total); err != nil {
			return err
		}
		if p < len(c.Split) {
			for k, x := range c.Split[p] {
				if err := job.CheckCount(fmt.Sprintf("player %d's %d-way splits", p+1, k), x, c.Total); err != nil {
					return err
				}
				sum += x
			}
		}
		if err := job.CheckCount(fmt.Sprintf("player %d's wins and splits", p+1), sum, c.Total); err != nil {
			return err
		}
	}
	for _, rows := range [][][]float64{c.Cats, c.HiLo} {
		for p, row := range rows {
			for _, x := range row {
				if err := job.CheckCount(fmt.Sprintf("player %d's counts", p+1), x, c.Total); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
