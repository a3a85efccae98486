package deck

import (
	"math"
	"math/bits"
)

// Rand is a source of random numbers for dealing cards: the PCG-DXSM
// generator of math/rand/v2's PCG, number for number, plus one buffered
// 32-bit half of its last 64-bit output. It holds the generator's state
// itself, as two words that a hot loop can copy into locals and step with
// pcgNext, keeping the state in registers; rand.PCG's methods work through
// a pointer, which held the state in memory.
//
// The zero Rand is usable but always starts from the same all-zero state;
// use NewRand or Seed to choose a stream. A Rand is not safe for concurrent
// use: give each goroutine its own.
type Rand struct {
	hi, lo uint64 // the 128-bit state of the PCG, as rand.PCG's Seed(hi, lo) sets it
	half   uint32 // the upper half of the last 64-bit output, if have
	have   bool   // whether half holds an unused 32 bits
}

// NewRand returns a Rand seeded with seed and stream. Two Rands made with the
// same arguments produce the same sequence of numbers, on every platform and
// in every run; Rands made with different arguments start from different
// points of the generator's cycle.
//
// A typical use gives each block of trials of a Monte Carlo run the
// stream (seed, block index), so that results do not depend on the number of workers.
func NewRand(seed, stream uint64) *Rand {
	r := new(Rand)
	r.Seed(seed, stream)
	return r
}

// Seed resets r in place to the state NewRand(seed, stream) would have, so
// that hot code can reuse one Rand without allocating. Any buffered half of a
// previous output is discarded.
//
// The 128-bit PCG state is (mix(seed), mix(stream ^ mix(seed))), where mix is
// the SplitMix64 finaliser, a bijection of uint64. The map from (seed, stream)
// to the state is therefore one-to-one, and nearby arguments such as streams
// 0, 1, 2 start from unrelated states instead of states one apart.
func (r *Rand) Seed(seed, stream uint64) {
	hi := mix64(seed)
	r.hi, r.lo = hi, mix64(stream^hi)
	r.half, r.have = 0, false
}

// mix64 is the SplitMix64 output function (Steele, Lea and Flood, "Fast
// Splittable Pseudorandom Number Generators", 2014); each step is invertible,
// so it is a bijection.
func mix64(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Uint64 returns a uniformly distributed 64-bit value. It does not disturb
// the buffered half used by Uint32n.
func (r *Rand) Uint64() uint64 {
	var u uint64
	u, r.hi, r.lo = pcgNext(r.hi, r.lo)
	return u
}

// pcgNext returns the output of the PCG-DXSM generator with state (hi, lo)
// and its next state, as rand.PCG computes them: the state is a 128-bit
// linear congruential generator, and the output its high word scrambled by
// DXSM ("double xorshift multiply") with the low word. TestRandIsPCG checks
// it against rand.PCG.
func pcgNext(hi, lo uint64) (u, nhi, nlo uint64) {
	const (
		mulHi    = 2549297995355413924
		mulLo    = 4865540595714422341
		incHi    = 6364136223846793005
		incLo    = 1442695040888963407
		cheapMul = 0xda942042e4dd58b5
	)
	h, l := bits.Mul64(lo, mulLo)
	l, c := bits.Add64(l, incLo, 0)
	h += hi*mulLo + lo*mulHi + incHi + c
	u = (h ^ h>>32) * cheapMul
	return (u ^ u>>48) * (l | 1), h, l
}

// uint32 returns 32 uniformly distributed bits: alternately the low half of a
// fresh 64-bit output and the high half of that same output, so one PCG step
// serves two draws. The PCG step lives in refill so that uint32 is small
// enough to be inlined: Uint32n and the dealing loops then make a call only
// on every second draw.
func (r *Rand) uint32() uint32 {
	if r.have {
		r.have = false
		return r.half
	}
	return r.refill()
}

// refill returns the low half of a fresh 64-bit output and buffers the high half.
func (r *Rand) refill() uint32 {
	x := r.Uint64()
	r.half, r.have = uint32(x>>32), true
	return uint32(x)
}

// Uint32n returns a uniformly distributed integer in [0, n), without the bias
// of x % n. It panics with "deck: Uint32n: n is zero" if n is 0.
//
// It uses Lemire's multiply-and-reject method (D. Lemire, "Fast Random
// Integer Generation in an Interval", ACM TOMACS 29(1), 2019). For a random
// 32-bit x, the 64-bit product m = x*n lies in [0, n*2^32) and its high word
// floor(m / 2^32) lies in [0, n). Split the range of m into the n blocks
// [k*2^32, (k+1)*2^32); the result is k when m falls in block k. The values m
// takes are the multiples of n, so a block holds either floor(2^32/n) or one
// more of them, which is the bias. Let t = 2^32 mod n and reject m when its
// low word is below t. What is left of block k is [k*2^32 + t, (k+1)*2^32),
// of length 2^32 - t, an exact multiple of n, so it holds exactly
// (2^32 - t)/n multiples of n whatever its alignment: every result has the
// same number of accepted x. Since t < n, a low word >= n is accepted without
// computing t (the division), which is almost always the case for small n;
// in uint32 arithmetic t = (2^32 - n) mod n = -n % n. At most half the draws
// are rejected, so the expected number of draws is below 2.
func (r *Rand) Uint32n(n uint32) uint32 {
	if n == 0 {
		panic("deck: Uint32n: n is zero")
	}
	m := uint64(r.uint32()) * uint64(n)
	if uint32(m) < n {
		m = r.reject(m, n)
	}
	return uint32(m >> 32)
}

// reject is the rare slow path of Uint32n, kept out of line so that the
// dealing loops, which write out the fast path, stay small: it redraws while
// the low word of m is below 2^32 mod n.
func (r *Rand) reject(m uint64, n uint32) uint64 {
	t := -n % n
	for uint32(m) < t {
		m = uint64(r.uint32()) * uint64(n)
	}
	return m
}

// IntN returns a uniformly distributed integer in [0, n), computed by
// Uint32n. It panics if n <= 0 or n > math.MaxUint32.
func (r *Rand) IntN(n int) int {
	if n <= 0 || uint64(n) > math.MaxUint32 {
		panic("deck: IntN: n out of range")
	}
	return int(r.Uint32n(uint32(n)))
}
