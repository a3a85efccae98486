//go:build !amd64 || purego

package deck

// pick is pickGo.
func pick(dst []Card, avail Set, x, n uint64) Set { return pickGo(dst, avail, x, n) }

// pick2 is pickGo twice.
func pick2(a, b []Card, k int, availA, availB Set, xA, xB, n uint64) {
	pickGo(a[:k], availA, xA, n)
	pickGo(b[:k], availB, xB, n)
}
