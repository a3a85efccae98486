package report

import (
	"math"
	"testing"
)

func TestEstimate(t *testing.T) {
	tests := []struct {
		x    float64
		want string
	}{
		{0.35, "350ms"},
		{90, "1m30s"},
		{22*3600 + 600, "22h10m0s"},
		{40 * 86400, "about 40 days"},
		{366 * 86400, "longer than a year"},
		{1e300, "longer than a year"},
		{math.Inf(1), "longer than a year"},
		{math.NaN(), "unknown"},
	}
	for _, tt := range tests {
		if got := Estimate(tt.x); got != tt.want {
			t.Errorf("Estimate(%g) = %q, want %q", tt.x, got, tt.want)
		}
	}
}
