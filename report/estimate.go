package report

import (
	"fmt"
	"math"
	"time"
)

// year is the length of a year, for estimates: 365.25 days.
const year = 365.25 * 24 * time.Hour

// Estimate writes an estimated time of x seconds for people: to the
// millisecond below a second ("350ms"), to the second below an hour
// ("1m30s"), to the minute below two days ("22h10m0s"), in days below a
// year ("about 40 days"), and "longer than a year" beyond, +Inf included.
// Estimates of runs that would never end read as what they are, not as
// "2562047h47m16s" or a shrug.
func Estimate(x float64) string {
	switch d := time.Duration(x * float64(time.Second)); {
	case math.IsNaN(x) || x < 0:
		return "unknown"
	case x >= year.Seconds():
		return "longer than a year"
	case d < time.Second:
		return d.Round(time.Millisecond).String()
	case d < time.Hour:
		return d.Round(time.Second).String()
	case d < 48*time.Hour:
		return d.Round(time.Minute).String()
	default:
		return fmt.Sprintf("about %.0f days", d.Hours()/24)
	}
}
