package equity

import (
	"context"
	"errors"
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/shard"
)

// TestShardsMerge splits an exact equity into three shards and checks
// that their merge is the report of the enumeration run at once, but for
// the running time; and that a shard count above the units is refused.
func TestShardsMerge(t *testing.T) {
	req, err := request.ParseLine(`"QQ+,AKs" vs JTs --board Ts9h2c --exact`)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var files []*shard.File
	for i := range 3 {
		path := filepath.Join(dir, fmt.Sprintf("e-%d.json", i))
		if err := RunShard(context.Background(), req, shard.Shard{Index: i, Count: 3}, path, "cmd"); err != nil {
			t.Fatal(err)
		}
		f, err := shard.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	merged, err := job.NewRegistry(Kind()).Merge(files)
	if err != nil {
		t.Fatal(err)
	}
	spec, _ := req.Spec()
	p, _ := spec.Plan()
	r, err := p.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	got, want := *merged.Report.(*answer.Equity), *answer.NewEquity(r, spec.Confidence)
	got.Seconds, want.Seconds = 0, 0
	if !reflect.DeepEqual(got, want) {
		t.Errorf("merged:\n%+v\nwant:\n%+v", got, want)
	}
	if err := RunShard(context.Background(), req, shard.Shard{Index: 0, Count: 1 << 40}, filepath.Join(dir, "x.json"), "cmd"); !errors.Is(err, shard.ErrSpec) {
		t.Errorf("RunShard of 2^40 shards = %v, want ErrSpec", err)
	}
}
