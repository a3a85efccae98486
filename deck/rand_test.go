package deck

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestRandIsPCG checks that Rand's generator is math/rand/v2's PCG, number
// for number, from the state Seed documents.
func TestRandIsPCG(t *testing.T) {
	for _, a := range [][2]uint64{{0, 0}, {1, 2}, {42, 7}, {1<<53 - 1, 1<<64 - 1}} {
		r := NewRand(a[0], a[1])
		hi := mix64(a[0])
		p := rand.NewPCG(hi, mix64(a[1]^hi))
		for i := range 1000 {
			if x, y := r.Uint64(), p.Uint64(); x != y {
				t.Fatalf("NewRand(%d, %d): number %d = %#x, rand.PCG gives %#x", a[0], a[1], i, x, y)
			}
		}
	}
}

func TestNewRandSameArgumentsSameStream(t *testing.T) {
	a, b := NewRand(42, 7), NewRand(42, 7)
	for i := range 1000 {
		if x, y := a.Uint32n(uint32(i+1)), b.Uint32n(uint32(i+1)); x != y {
			t.Fatalf("draw %d: Uint32n = %d and %d from equal seeds", i, x, y)
		}
		if x, y := a.Uint64(), b.Uint64(); x != y {
			t.Fatalf("draw %d: Uint64 = %#x and %#x from equal seeds", i, x, y)
		}
	}
}

func TestNewRandDifferentArgumentsDiffer(t *testing.T) {
	args := [][2]uint64{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {42, 7}, {42, 8}, {43, 7}}
	seen := make(map[uint64][2]uint64)
	for _, a := range args {
		x := NewRand(a[0], a[1]).Uint64()
		if prev, ok := seen[x]; ok {
			t.Errorf("NewRand(%d, %d) and NewRand(%d, %d) start with the same value %#x",
				prev[0], prev[1], a[0], a[1], x)
		}
		seen[x] = a
	}
}

func TestSeedResets(t *testing.T) {
	r := NewRand(1, 2)
	// An odd number of 32-bit draws leaves a half buffered, which Seed must drop.
	for range 7 {
		r.Uint32n(52)
	}
	r.Seed(1, 2)
	fresh := NewRand(1, 2)
	for i := range 100 {
		if x, y := r.Uint32n(1000), fresh.Uint32n(1000); x != y {
			t.Fatalf("draw %d after Seed: Uint32n = %d, want %d", i, x, y)
		}
	}
	var zero Rand
	zero.Seed(1, 2)
	if zero != *NewRand(1, 2) {
		t.Errorf("Seed on a zero Rand = %+v, want %+v", zero, *NewRand(1, 2))
	}
}

func TestUint32UsesBothHalves(t *testing.T) {
	r := NewRand(3, 4)
	p := *r // a copy of the generator, to predict r's output
	for i := range 50 {
		x := p.Uint64()
		if got := r.uint32(); got != uint32(x) {
			t.Fatalf("output %d: first uint32 = %#x, want low half %#x", i, got, uint32(x))
		}
		if got := r.uint32(); got != uint32(x>>32) {
			t.Fatalf("output %d: second uint32 = %#x, want high half %#x", i, got, uint32(x>>32))
		}
	}
}

func TestUint32nRange(t *testing.T) {
	r := NewRand(5, 6)
	for _, n := range []uint32{1, 2, 3, 7, 52, 1 << 31, 3 << 30, math.MaxUint32} {
		for range 10000 {
			if x := r.Uint32n(n); x >= n {
				t.Fatalf("Uint32n(%d) = %d, want < %d", n, x, n)
			}
		}
	}
}

func TestIntN(t *testing.T) {
	r := NewRand(5, 6)
	ns := []int{1, 2, 52}
	if math.MaxInt > math.MaxUint32 {
		big := uint64(math.MaxUint32) // a variable, so that 32-bit builds compile
		ns = append(ns, int(big))
	}
	for _, n := range ns {
		for range 1000 {
			if x := r.IntN(n); x < 0 || x >= n {
				t.Fatalf("IntN(%d) = %d, want in [0, %d)", n, x, n)
			}
		}
	}
}

func TestRandPanics(t *testing.T) {
	r := NewRand(1, 1)
	tooBig := uint64(math.MaxUint32) + 1 // int(tooBig) is 0 on 32-bit platforms, also out of range
	tests := []struct {
		name string
		f    func()
		want string
	}{
		{"Uint32n(0)", func() { r.Uint32n(0) }, "deck: Uint32n: n is zero"},
		{"IntN(0)", func() { r.IntN(0) }, "deck: IntN: n out of range"},
		{"IntN(-1)", func() { r.IntN(-1) }, "deck: IntN: n out of range"},
		{"IntN(MaxUint32+1)", func() { r.IntN(int(tooBig)) }, "deck: IntN: n out of range"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := panicValue(tt.f); got != tt.want {
				t.Errorf("%s panicked with %v, want %q", tt.name, got, tt.want)
			}
		})
	}
}

// panicValue calls f and returns the value it panicked with, or nil.
func panicValue(f func()) (v any) {
	defer func() { v = recover() }()
	f()
	return nil
}

func TestUint32nChiSquare(t *testing.T) {
	r := NewRand(2024, 1)
	for _, n := range []uint32{2, 3, 7, 13, 52, 53, 1000} {
		draws := 200 * int(n)
		if draws < 1_000_000 {
			draws = 1_000_000
		}
		if testing.Short() {
			draws /= 5
		}
		counts := make([]int, n)
		for range draws {
			counts[r.Uint32n(n)]++
		}
		if stat, p := chiSquareP(counts); p < minP {
			t.Errorf("Uint32n(%d): chi-square %.1f with %d df, p = %.3g < %g", n, stat, n-1, p, minP)
		}
	}
}

// biasCase is a bound n = a * 2^k near 2^32, where a biased generator shows.
// With x % n, the values below 2^32-n come from two x each and the rest from
// one, so [0, 2^32-n) is over-represented. With floor(x*n / 2^32) and no
// rejection, the doubled values are spread out instead, but they fall on
// fixed residues mod a (for n = 3*2^30, x = 4m+r maps to 3m + 0, 0, 1, 2),
// so the multiples of a are over-represented.
type biasCase struct {
	n uint32
	a uint32
}

var biasCases = []biasCase{{3 << 30, 3}, {5 << 29, 5}}

// biasZ draws k values from draw and returns the z-scores of the number of
// values in [0, 2^32-n) and of the number divisible by c.a, against the exact
// probabilities for a uniform value in [0, n): (2^32-n)/n and 1/a.
func biasZ(c biasCase, k int, draw func(n uint32) uint32) (zLow, zMod float64) {
	low := uint32(-c.n) // 2^32 - n
	var nLow, nMod int
	for range k {
		x := draw(c.n)
		if x < low {
			nLow++
		}
		if x%c.a == 0 {
			nMod++
		}
	}
	return zScore(nLow, k, float64(low)/float64(c.n)), zScore(nMod, k, 1/float64(c.a))
}

// maxZ is the largest z-score accepted from an unbiased generator. The biased
// ones below score in the hundreds.
const maxZ = 5

func biasDraws() int {
	if testing.Short() {
		return 200_000
	}
	return 1_000_000
}

func TestUint32nNoModuloBias(t *testing.T) {
	r := NewRand(99, 0)
	for _, c := range biasCases {
		zLow, zMod := biasZ(c, biasDraws(), r.Uint32n)
		t.Logf("Uint32n(%d): z-scores %.2f (low part), %.2f (multiples of %d)", c.n, zLow, zMod, c.a)
		if math.Abs(zLow) > maxZ || math.Abs(zMod) > maxZ {
			t.Errorf("Uint32n(%d): z-scores %.1f (low part), %.1f (multiples of %d), want |z| <= %d",
				c.n, zLow, zMod, c.a, maxZ)
		}
	}
}

// TestBiasCheckCatchesBias shows that TestUint32nNoModuloBias can fail: the
// same check rejects the naive x % n and Lemire's method without rejection.
func TestBiasCheckCatchesBias(t *testing.T) {
	r := NewRand(99, 0)
	naive := func(n uint32) uint32 { return r.uint32() % n }
	noReject := func(n uint32) uint32 { return uint32(uint64(r.uint32()) * uint64(n) >> 32) }
	for _, c := range biasCases {
		zLow, _ := biasZ(c, biasDraws(), naive)
		_, zMod := biasZ(c, biasDraws(), noReject)
		t.Logf("n = %d: x %% n low-part z-score %.0f; x*n>>32 multiples-of-%d z-score %.0f", c.n, zLow, c.a, zMod)
		if math.Abs(zLow) <= maxZ {
			t.Errorf("x %% %d: low-part z-score %.1f, want |z| > %d", c.n, zLow, maxZ)
		}
		if math.Abs(zMod) <= maxZ {
			t.Errorf("x*%d>>32: multiples-of-%d z-score %.1f, want |z| > %d", c.n, c.a, zMod, maxZ)
		}
	}
}

func TestUint32nAllocs(t *testing.T) {
	r := NewRand(1, 2)
	if n := testing.AllocsPerRun(1000, func() { r.Uint32n(52) }); n != 0 {
		t.Errorf("Uint32n allocates %v times per call, want 0", n)
	}
}

var sinkUint32 uint32
