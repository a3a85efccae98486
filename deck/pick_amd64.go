//go:build amd64 && !purego

package deck

import "golang.org/x/sys/cpu"

// pickAsm is pickGo in assembly (pick_amd64.s), using BMI2's PDEP and
// SHLX and BMI1's TZCNT.
//
//go:noescape
func pickAsm(dst []Card, avail Set, x, n uint64) Set

// hasBMI2 says whether pickAsm may run. It is read-only after package
// initialisation, as cpu.X86 is.
var hasBMI2 = cpu.X86.HasBMI2 && cpu.X86.HasBMI1

// pick is pickGo, in assembly where the processor allows.
func pick(dst []Card, avail Set, x, n uint64) Set {
	if hasBMI2 {
		return pickAsm(dst, avail, x, n)
	}
	return pickGo(dst, avail, x, n)
}

// pick2Asm is pick2 in assembly, for k >= 0.
//
//go:noescape
func pick2Asm(a, b *Card, k int, availA, availB Set, xA, xB, n uint64)

// pick2 deals two hands of k cards into a[:k] and b[:k], as pick would
// from (availA, xA) and from (availB, xB), the two at once.
func pick2(a, b []Card, k int, availA, availB Set, xA, xB, n uint64) {
	if hasBMI2 && k > 0 {
		_, _ = a[k-1], b[k-1]
		pick2Asm(&a[0], &b[0], k, availA, availB, xA, xB, n)
		return
	}
	pickGo(a[:k], availA, xA, n)
	pickGo(b[:k], availB, xB, n)
}
