package request

import "testing"

// TestConfidenceDomain checks the levels an interval may have: 50% to
// 99.9999%, as fractions or percentages; a level of 1e-300, which once
// printed as "±0%", is refused.
func TestConfidenceDomain(t *testing.T) {
	for _, tt := range []struct {
		in   float64
		want float64 // 0 if refused
	}{{0, 0.95}, {0.5, 0.5}, {95, 0.95}, {0.999999, 0.999999}, {1e-300, 0}, {0.3, 0}, {30, 0}, {0.9999999, 0}, {99.99999, 0}} {
		r := &Request{Confidence: tt.in}
		got, err := r.ConfidenceLevel()
		if (err == nil) != (tt.want > 0) || got != tt.want {
			t.Errorf("ConfidenceLevel(%g) = %g, %v; want %g", tt.in, got, err, tt.want)
		}
	}
}
