//go:build amd64 && !purego

package deck

import "testing"

// TestFamily checks the decoding of CPUID's family on signatures of known
// processors, and which of them have a fast PDEP.
func TestFamily(t *testing.T) {
	for _, tc := range []struct {
		name string
		eax  uint32
		want uint32
	}{
		{"Intel Haswell", 0x000306c3, 0x6},
		{"Intel Sapphire Rapids", 0x000806f8, 0x6},
		{"AMD Zen 2 (EPYC Rome)", 0x00830f10, 0x17},
		{"AMD Zen 3 (EPYC Milan)", 0x00a00f11, 0x19},
		{"AMD Zen 4 (EPYC Genoa)", 0x00a10f11, 0x19},
		{"Hygon Dhyana", 0x00900f01, 0x18},
	} {
		if got := family(tc.eax); got != tc.want {
			t.Errorf("%s: family(%#x) = %#x, want %#x", tc.name, tc.eax, got, tc.want)
		}
	}
}

// TestCPUID checks that the vendor CPUID gives is a name, and logs
// whether this processor deals with PDEP.
func TestCPUID(t *testing.T) {
	_, b, c, d := cpuid(0, 0)
	for _, r := range []uint32{b, d, c} {
		for i := range 4 {
			if ch := byte(r >> (8 * i)); ch < ' ' || ch > '~' {
				t.Fatalf("CPUID vendor holds byte %#x", ch)
			}
		}
	}
	a, _, _, _ := cpuid(1, 0)
	t.Logf("family %#x, fast PDEP %v, pick in assembly %v", family(a), fastPDEP(cpuid(0, 0)), hasBMI2)
}
