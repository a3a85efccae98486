//go:build amd64 && !purego

package deck

import "golang.org/x/sys/cpu"

// pickAsm is pickGo in assembly (pick_amd64.s), using BMI2's PDEP, SHLX
// and MULX, and BMI1's TZCNT.
//
//go:noescape
func pickAsm(dst []Card, avail Set, x, n uint64) Set

// hasBMI2 says whether pickAsm may run. It is read-only after package
// initialisation, as cpu.X86 is.
var hasBMI2 = cpu.X86.HasBMI2 && cpu.X86.HasBMI1

// fastPick says whether pick runs in assembly; else Choice looks its cards
// up (pickOrdered).
var fastPick = hasBMI2

// pick is pickGo, in assembly where the processor allows.
func pick(dst []Card, avail Set, x, n uint64) Set {
	if hasBMI2 {
		return pickAsm(dst, avail, x, n)
	}
	return pickGo(dst, avail, x, n)
}

// pickManyAsm is pickMany in assembly, for count = len(jobs) and
// len(cards) >= count*k.
//
//go:noescape
func pickManyAsm(cards *Card, k int, jobs *pickJob, count int, n uint64)

// pickMany deals len(jobs) hands of k cards, hand j into cards[j*k:], from
// the n cards of jobs[j].avail with the digits of jobs[j].x, as pick does.
func pickMany(cards []Card, k int, jobs []pickJob, n uint64) {
	if hasBMI2 && k > 0 && len(jobs) > 0 {
		_ = cards[len(jobs)*k-1]
		pickManyAsm(&cards[0], k, &jobs[0], len(jobs), n)
		return
	}
	pickManyGo(cards, k, jobs, n)
}
