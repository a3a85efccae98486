//go:build amd64 && !purego

package deck

import "golang.org/x/sys/cpu"

// pickAsm is pickGo in assembly (pick_amd64.s), using BMI2's PDEP, SHLX
// and MULX, and BMI1's TZCNT.
//
//go:noescape
func pickAsm(dst []Card, avail Set, x, n uint64) Set

// hasBMI2 says whether pickAsm may run, and is worth running: the
// processor has BMI1 and BMI2, and its PDEP is fast. It is read-only after
// package initialisation, as cpu.X86 is.
var hasBMI2 = cpu.X86.HasBMI2 && cpu.X86.HasBMI1 && fastPDEP(cpuid(0, 0))

// cpuid returns the registers the CPUID instruction leaves for leaf eax
// and subleaf ecx (cpuid_amd64.s).
func cpuid(eax, ecx uint32) (a, b, c, d uint32)

// fastPDEP reports whether PDEP takes a few cycles, given CPUID leaf 0's
// registers (the vendor's name is in b, d, c). It does on Intel's
// processors since Haswell and on AMD's since Zen 3 (family 0x19). AMD's
// Zen and Zen 2 (family 0x17) and Hygon's (0x18) run it in microcode, in
// tens to hundreds of cycles according to the mask's bits; there pick's Go
// version is much the faster.
func fastPDEP(_, b, c, d uint32) bool {
	vendor := string([]byte{
		byte(b), byte(b >> 8), byte(b >> 16), byte(b >> 24),
		byte(d), byte(d >> 8), byte(d >> 16), byte(d >> 24),
		byte(c), byte(c >> 8), byte(c >> 16), byte(c >> 24),
	})
	if vendor != "AuthenticAMD" && vendor != "HygonGenuine" {
		return true
	}
	a, _, _, _ := cpuid(1, 0)
	return family(a) >= 0x19
}

// family returns the processor family in CPUID leaf 1's eax: the base
// family, plus the extended family when the base is 0xf.
func family(eax uint32) uint32 {
	f := eax >> 8 & 0xf
	if f == 0xf {
		f += eax >> 20 & 0xff
	}
	return f
}

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
// len(cards) >= (count-1)*stride + k.
//
//go:noescape
func pickManyAsm(cards *Card, stride, k int, jobs *pickJob, count int, n uint64)

// pickMany deals len(jobs) hands of k cards, hand j into
// cards[j*stride : j*stride+k], from the n cards of jobs[j].avail with the
// digits of jobs[j].x, as pick does, and leaves in jobs[j].avail the cards
// left, as pick returns them. The stride is at least k.
func pickMany(cards []Card, stride, k int, jobs []pickJob, n uint64) {
	if hasBMI2 && k > 0 && len(jobs) > 0 {
		_ = cards[(len(jobs)-1)*stride+k-1]
		pickManyAsm(&cards[0], stride, k, &jobs[0], len(jobs), n)
		return
	}
	pickManyGo(cards, stride, k, jobs, n)
}
