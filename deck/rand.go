package deck

import "math"

// Rand is a source of random numbers for dealing cards: a SplitMix64
// generator (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number
// Generators", OOPSLA 2014), held by value so that its methods can be
// inlined into hot loops, plus one buffered 32-bit half of its last 64-bit
// output.
//
// SplitMix64 adds an odd constant, gamma, to a 64-bit state and returns a
// bijective mix of the sum (mix64). It passes TestU01's BigCrush, its
// period is 2^64 and each output value comes once a period; an output
// takes an addition and two multiplications, about half the work of
// PCG-DXSM's 128-bit step, which matters to a Monte Carlo trial that takes
// one output and twenty nanoseconds.
//
// The zero Rand is usable but always starts from the same state; use
// NewRand or Seed to choose a stream. A Rand is not safe for concurrent use:
// give each goroutine its own.
type Rand struct {
	state uint64
	half  uint32 // the upper half of the last 64-bit output, if have
	have  bool   // whether half holds an unused 32 bits
}

// NewRand returns a Rand seeded with seed and stream. Two Rands made with the
// same arguments produce the same sequence of numbers, on every platform and
// in every run; Rands made with the same seed and streams below 2^32 produce
// disjoint stretches of the generator's cycle for their first 2^32 numbers.
//
// A typical use gives each batch of a Monte Carlo run the stream
// (seed, batch index), so that results do not depend on the number of workers.
func NewRand(seed, stream uint64) *Rand {
	r := new(Rand)
	r.Seed(seed, stream)
	return r
}

// gamma is SplitMix64's increment, 2^64 divided by the golden ratio and
// made odd.
const gamma = 0x9e3779b97f4a7c15

// streamStride is the distance, in states, between the starts of streams
// s and s+1: 2^32 steps of gamma, mod 2^64.
const streamStride = gamma << 32 & (1<<64 - 1)

// Seed resets r in place to the state NewRand(seed, stream) would have, so
// that hot code can reuse one Rand without allocating. Any buffered half of a
// previous output is discarded.
//
// The state starts at mix64(seed) + stream * 2^32 * gamma: stream s begins
// 2^32*s steps into the cycle that seed's stream 0 begins. Since gamma is
// odd, multiplying by it is a bijection mod 2^64, so the steps
// 2^32*s + j, for streams s < 2^32 and draws j < 2^32, are all different
// states: the streams of a seed never share an output position, and the
// results of blocks of a Monte Carlo run (streams, each drawing far fewer
// than 2^32 numbers) are independent. Different seeds start at unrelated
// points (mix64 scatters nearby seeds).
func (r *Rand) Seed(seed, stream uint64) {
	r.state = mix64(seed) + stream*streamStride
	r.half, r.have = 0, false
}

// mix64 is the SplitMix64 output function: it adds gamma and mixes the sum
// with two multiply-xorshift steps; each step is invertible, so it is a
// bijection.
func mix64(z uint64) uint64 {
	z += gamma
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Uint64 returns a uniformly distributed 64-bit value. It does not disturb
// the buffered half used by Uint32n.
func (r *Rand) Uint64() uint64 {
	x := r.state
	r.state = x + gamma
	return mix64(x)
}

// uint32 returns 32 uniformly distributed bits: alternately the low half of a
// fresh 64-bit output and the high half of that same output, so one step
// serves two draws. The step lives in refill so that uint32 is small
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
