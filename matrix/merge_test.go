package matrix

import (
	"errors"
	"testing"

	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/shard"
)

// FuzzMerge checks that no content of a table's shard file makes merge
// panic, and that what it refuses wraps shard.ErrFile.
func FuzzMerge(f *testing.F) {
	in := tableInput{Players: 3, Classes: []string{"AA"}}
	f.Add([]byte(`{"table":{"players":3,"classes":["AA"]},"counts":{"triples":[{"X":0,"Y":0,"Z":0,"outcomes":5}]}}`), job.Identify(KindName, in, "").Digest)
	f.Add([]byte(`{"table":{"players":2,"rows":["AA"]},"counts":{"pairs":[{"a":0,"b":0,"outcomes":-1}]}}`), "")
	f.Add([]byte(`{"table":{"players":9}}`), job.Identify(KindName, tableInput{Players: 9}, "").Digest)
	f.Fuzz(func(t *testing.T, units []byte, digest string) {
		file := &shard.File{Job: shard.Job{Kind: KindName, Digest: digest}, Shard: shard.Shard{Index: 0, Count: 1}, Units: units, Name: "f.json"}
		m, err := job.NewRegistry(Kind()).Merge([]*shard.File{file})
		if err == nil && m.Report == nil || err != nil && !errors.Is(err, shard.ErrFile) {
			t.Fatalf("merge = %v, %v", m, err)
		}
	})
}
