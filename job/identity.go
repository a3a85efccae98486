package job

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/pokersim/pokersim/shard"
)

// NumbersVersion names the version of pokersim's numbers: it changes when
// a change of pokersim could change any result (an enumeration, a Monte
// Carlo stream, a seed derivation), so that journals and shards computed
// by different versions are never combined.
const NumbersVersion = "pokersim-numbers-1"

// Identify returns the identity of a job of the given kind whose numbers
// are determined by input (any value that encodes to JSON: the job's
// canonical input and settings, without what changes no number, such as
// its workers), run by command (with the shard written {shard} and its
// index {index}, see shard.Job). It is the one place a job's digest is
// computed: SHA-256 of the JSON of the kind, the input and NumbersVersion.
// It panics if input does not encode to JSON, a programmer's error.
func Identify(kind string, input any, command string) shard.Job {
	b, err := json.Marshal(struct {
		Kind    string `json:"kind"`
		Input   any    `json:"input"`
		Version string `json:"version"`
	}{kind, input, NumbersVersion})
	if err != nil {
		panic(fmt.Sprintf("job: the input of a %s job does not encode: %v", kind, err))
	}
	sum := sha256.Sum256(b)
	return shard.Job{Kind: kind, Digest: hex.EncodeToString(sum[:]), Command: command}
}
