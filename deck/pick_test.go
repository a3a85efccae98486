package deck

import (
	"slices"
	"testing"
)

// TestNthCard checks nthCard against the cards of a set in order, for
// sets of every size.
func TestNthCard(t *testing.T) {
	r := NewRand(4, 4)
	for i := range 5000 {
		s := Set(r.Uint64()) & FullDeck
		for range i % 7 {
			s &= Set(r.Uint64()) // sparser sets too
		}
		if i == 0 {
			s = FullDeck
		}
		for d, want := range slices.Collect(s.All()) {
			if got := nthCard(uint64(s), uint(d), byteSelect()); got != want {
				t.Fatalf("nthCard(%v, %d) = %v, want %v", s, d, got, want)
			}
		}
	}
}

// TestPickMatchesGo checks that pick, in assembly where the platform has
// it, deals what pickGo deals, so that a seed gives the same cards on
// every platform.
func TestPickMatchesGo(t *testing.T) {
	r := NewRand(5, 5)
	for i := range 100_000 {
		avail := Set(r.Uint64()) & FullDeck
		n := uint64(avail.Len())
		k := i % (int(n) + 1)
		u := r.Uint64()
		a, b := make([]Card, k), make([]Card, k)
		ra, rb := pick(a, avail, u, n), pickGo(b, avail, u, n)
		if !slices.Equal(a, b) || ra != rb {
			t.Fatalf("pick(%v, u=%#x) = %v, %v; pickGo: %v, %v", avail, u, a, ra, b, rb)
		}
		checkDeal(t, "pick", a, FullDeck&^avail)
		if ra != avail&^SetOf(a...) {
			t.Fatalf("pick(%v) left %v, want %v", avail, ra, avail&^SetOf(a...))
		}
	}
}

// TestPickManyMatchesGo checks that pickMany, in assembly where the
// platform has it, deals what pickManyGo deals, for every count of jobs up
// to nine (four at a time and the rest one at a time) and hands of up to
// the whole set.
func TestPickManyMatchesGo(t *testing.T) {
	r := NewRand(6, 6)
	for i := range 20_000 {
		count := i % 10
		n := uint64(20 + i%33)
		k := i % int(n+1)
		jobs := make([]pickJob, count)
		for j := range jobs {
			avail := randomSetOf(r, int(n))
			jobs[j] = pickJob{avail, r.Uint64()}
		}
		a, b := make([]Card, count*k), make([]Card, count*k)
		pickMany(a, k, jobs, n)
		pickManyGo(b, k, jobs, n)
		if !slices.Equal(a, b) {
			t.Fatalf("pickMany(k=%d, %d jobs of %d cards) = %v, pickManyGo %v", k, count, n, a, b)
		}
		for j, job := range jobs {
			checkDeal(t, "pickMany", a[j*k:j*k+k], FullDeck&^job.avail)
		}
	}
}

// TestPickOrderedMatchesGo checks the lookup that Choice uses without
// PDEP against pickGo.
func TestPickOrderedMatchesGo(t *testing.T) {
	r := NewRand(7, 7)
	for i := range 50_000 {
		avail := Set(r.Uint64()) & FullDeck
		n := uint64(avail.Len())
		k := i % (int(n) + 1)
		var order [NumCards]Card
		avail.AppendCards(order[:0])
		x := r.Uint64()
		a, b := make([]Card, k), make([]Card, k)
		ra, rb := pickOrdered(a, avail, &order, x, n), pickGo(b, avail, x, n)
		if !slices.Equal(a, b) || ra != rb {
			t.Fatalf("pickOrdered(%v, x=%#x) = %v, %v; pickGo: %v, %v", avail, x, a, ra, b, rb)
		}
	}
}

// TestPickOrderedManyMatchesGo checks the four-at-a-time lookup that
// Choice.DrawMany uses without PDEP against pickManyGo.
func TestPickOrderedManyMatchesGo(t *testing.T) {
	r := NewRand(8, 8)
	for i := range 20_000 {
		count := i % 10
		n := uint64(20 + i%33)
		k := i % int(n+1)
		jobs := make([]pickJob, count)
		idx := make([]int32, count)
		orders := make([][NumCards]Card, count)
		for j := range jobs {
			avail := randomSetOf(r, int(n))
			jobs[j] = pickJob{avail, r.Uint64()}
			idx[j] = int32(count - 1 - j)
			avail.AppendCards(orders[count-1-j][:0])
		}
		a, b := make([]Card, count*k), make([]Card, count*k)
		pickOrderedMany(a, k, idx, jobs, orders, n)
		pickManyGo(b, k, jobs, n)
		if !slices.Equal(a, b) {
			t.Fatalf("pickOrderedMany(k=%d, %d jobs of %d cards) = %v, pickManyGo %v", k, count, n, a, b)
		}
	}
}

// randomSetOf returns a random set of n cards: random bits, with the
// lowest cards taken out or added until n are left.
func randomSetOf(r *Rand, n int) Set {
	s := Set(r.Uint64()) & FullDeck
	for s.Len() > n {
		s &= s - 1
	}
	for s.Len() < n {
		s |= ^s & (s + 1) & FullDeck
	}
	return s
}
