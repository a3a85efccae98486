package batch

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/shard"
)

// FuzzMerge checks that no content of a batch shard file makes merge
// panic, and that what it refuses wraps shard.ErrFile.
func FuzzMerge(f *testing.F) {
	j, err := New("spots.txt", []byte(sampleFile), Config{})
	if err != nil {
		f.Fatal(err)
	}
	seed := j.Seed
	good, _ := json.Marshal(shardUnits{File: "spots.txt", Text: sampleFile, Seed: seed, Confidence: j.Confidence,
		Entries: []entry{{Line: 2, Key: j.Items[0].Key}}})
	f.Add(good, j.Identity("").Digest)
	f.Add([]byte(`{"text":"AhKh vs QsQd\n","entries":[{"line":1,"result":{"samples":-1,"players":[{}]}}]}`), "")
	f.Add([]byte(`{"text":"\u001b[2J\n"}`), "x")
	f.Add([]byte(`[]`), "")
	f.Fuzz(func(t *testing.T, units []byte, digest string) {
		file := &shard.File{Job: shard.Job{Kind: KindName, Digest: digest}, Shard: shard.Shard{Index: 0, Count: 1}, Units: units, Name: "f.json"}
		m, err := job.NewRegistry(Kind()).Merge([]*shard.File{file})
		if err == nil && m.Report == nil || err != nil && !errors.Is(err, shard.ErrFile) {
			t.Fatalf("merge = %v, %v", m, err)
		}
	})
}
