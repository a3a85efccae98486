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
		s := k + i/10%3 // the stride
		a, b := strided(count, s, k), strided(count, s, k)
		ja, jb := slices.Clone(jobs), slices.Clone(jobs)
		pickMany(a, s, k, ja, n)
		pickManyGo(b, s, k, jb, n)
		if !slices.Equal(a, b) {
			t.Fatalf("pickMany(stride %d, k=%d, %d jobs of %d cards) = %v, pickManyGo %v", s, k, count, n, a, b)
		}
		for j, job := range jobs {
			checkDeal(t, "pickMany", a[j*s:j*s+k], FullDeck&^job.avail)
			checkLeft(t, "pickMany", ja[j].avail, job.avail, a[j*s:j*s+k])
			checkLeft(t, "pickManyGo", jb[j].avail, job.avail, b[j*s:j*s+k])
			if j+1 < count && slices.ContainsFunc(a[j*s+k:j*s+s], func(c Card) bool { return c != gap }) {
				t.Fatalf("pickMany(stride %d, k=%d) wrote between hands: %v", s, k, a)
			}
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
		s := k + i/10%3 // the stride
		a, b := strided(count, s, k), strided(count, s, k)
		ja, jb := slices.Clone(jobs), slices.Clone(jobs)
		pickOrderedMany(a, s, k, idx, ja, orders, n)
		pickManyGo(b, s, k, jb, n)
		if !slices.Equal(a, b) {
			t.Fatalf("pickOrderedMany(stride %d, k=%d, %d jobs of %d cards) = %v, pickManyGo %v", s, k, count, n, a, b)
		}
		for j, job := range jobs {
			checkLeft(t, "pickOrderedMany", ja[j].avail, job.avail, a[j*s:j*s+k])
		}
	}
}

// gap marks the cards between hands dealt with a stride, which a deal
// must leave alone.
const gap Card = 0xff

// strided returns room for count hands of k cards at the given stride,
// the last one ending the slice, filled with gap.
func strided(count, stride, k int) []Card {
	cards := make([]Card, max(0, (count-1)*stride+k))
	for i := range cards {
		cards[i] = gap
	}
	return cards
}

// checkLeft fails t unless left, what a deal of dealt from avail leaves
// in its job, is avail without dealt.
func checkLeft(t *testing.T, what string, left, avail Set, dealt []Card) {
	t.Helper()
	if want := avail &^ SetOf(dealt...); left != want {
		t.Fatalf("%s dealt %v from %v and left %v, want %v", what, dealt, avail, left, want)
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
