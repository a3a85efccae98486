package sim

import (
	"encoding/binary"
	"hash/fnv"
	"math/rand/v2"
)

// MaxSeed bounds every seed pokersim makes or takes: seeds are below 2^53,
// so that they survive a round trip through JSON in any language (a
// float64 holds every integer below 2^53 exactly).
const MaxSeed = 1 << 53

// NewSeed returns a fresh seed below MaxSeed from the runtime's generator
// (ChaCha8, seeded from the operating system's entropy when the process
// starts), which costs no system call: crypto/rand's getrandom was a
// measurable part of a quick exact run, which never uses the seed. The
// seed only needs to differ between runs, and a run that uses it reports
// it, so that the run can be repeated.
func NewSeed() uint64 {
	return rand.Uint64() >> 11
}

// DeriveSeed returns a seed below MaxSeed that depends on parent and data
// only: FNV-1a over parent's eight bytes (little-endian) and data, with
// the top 11 bits dropped. It is how a batch's seed follows from its file
// and each matchup's seed from the batch seed and the matchup, so that
// neither depends on the order of the work. FNV-1a is specified bit for
// bit, so a derived seed never changes between versions of Go.
func DeriveSeed(parent uint64, data []byte) uint64 {
	h := fnv.New64a()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], parent)
	h.Write(b[:])
	h.Write(data)
	return h.Sum64() >> 11
}
