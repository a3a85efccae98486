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
