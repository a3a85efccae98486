package shard

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// An exact equity's units are those of its enumeration (sim.Plan.Units):
// the shards of the enumeration of known hands, or with ranges the pieces
// of the walk over assignments. Shard I of N counts the units whose index
// is I mod N; the file holds the request, so merging needs the shard files
// alone.

// equityUnits is what an equity shard file holds.
type equityUnits struct {
	Request *request.Request `json:"request"`
	Counts  []sim.UnitCounts `json:"counts"`
	Seconds float64          `json:"seconds"`
}

// EquityJob returns the shard-file identity of an exact equity request.
func EquityJob(req *request.Request, command string) Job {
	b, _ := json.Marshal(struct {
		R       *request.Request
		Version string
	}{canonical(req), NumbersVersion})
	sum := sha256.Sum256(b)
	return Job{Kind: "equity", Digest: hex.EncodeToString(sum[:]), Command: command}
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
		return nil, nil, fmt.Errorf("%w: --by-hand and --by-class are not for sharded runs", ErrSpec)
	}
	p, err := spec.Plan()
	if err != nil {
		return nil, nil, err
	}
	if p.Method() != sim.ForceExact {
		return nil, nil, fmt.Errorf("%w: only exact enumeration is sharded (give --exact)", ErrSpec)
	}
	return p, spec, nil
}

// RunEquity counts the units of shard s of an exact equity request and
// writes the shard file at path, atomically.
func RunEquity(ctx context.Context, req *request.Request, s Shard, path, command string) error {
	start := time.Now()
	p, _, err := plan(req)
	if err != nil {
		return err
	}
	n, err := p.Units()
	if err != nil {
		return err
	}
	counts, err := p.RunUnits(ctx, s.Units(n))
	if err != nil {
		return err
	}
	u := equityUnits{Request: canonical(req), Counts: counts, Seconds: time.Since(start).Seconds()}
	return Write(path, EquityJob(req, command), s, u)
}

// MergeEquity puts the checked shard files of one exact equity request
// together into the report of the request run in one process, but for its
// running time, which is the sum of the shards'.
func MergeEquity(files []*File) (*report.Equity, error) {
	var req *request.Request
	var all []sim.UnitCounts
	var seconds float64
	for _, f := range files {
		var u equityUnits
		if err := json.Unmarshal(f.Units, &u); err != nil || u.Request == nil {
			return nil, fmt.Errorf("%w: %s: not an equity shard's counts", ErrFile, f.Name)
		}
		req = u.Request
		all = append(all, u.Counts...)
		seconds += u.Seconds
	}
	p, spec, err := plan(req)
	if err != nil {
		return nil, err
	}
	r, err := p.Combine(all, time.Duration(seconds*float64(time.Second)))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFile, err)
	}
	return report.NewEquity(r, spec.Confidence), nil
}
