package sim

import (
	crand "crypto/rand"
	"encoding/binary"
	"hash/fnv"
)

// MaxSeed bounds every seed pokersim makes or takes: seeds are below 2^53,
// so that they survive a round trip through JSON in any language (a
// float64 holds every integer below 2^53 exactly).
const MaxSeed = 1 << 53

// NewSeed returns a fresh seed below MaxSeed from the operating system's
// entropy.
func NewSeed() uint64 {
	var b [8]byte
	crand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) >> 11
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
