package history

import (
	"strconv"
	"strings"
	"unicode"
)

// Amount is money or chips in integer hundredths of the unit: 1234 is
// $12.34, or 12.34 chips. Integers make pots add up exactly.
type Amount int64

// Float returns the amount in units.
func (a Amount) Float() float64 { return float64(a) / 100 }

// String returns the amount in units with two decimals, or none when it
// is whole: "12.34", "1500".
func (a Amount) String() string {
	if a%100 == 0 {
		return strconv.FormatInt(int64(a/100), 10)
	}
	neg := ""
	if a < 0 {
		neg, a = "-", -a
	}
	return neg + strconv.FormatInt(int64(a/100), 10) + "." + strconv.FormatInt(int64(a%100)/10, 10) + strconv.FormatInt(int64(a%10), 10)
}

// ParseAmount reads an amount as the sites write it: an optional currency
// symbol ("$", "€", "£", "₹", ...), digits with optional thousands
// separators (","), and at most two decimals: "$1,234.50", "€2", "1500".
// A sign is an error: no stack, bet or rake is negative.
func ParseAmount(s string) (Amount, error) {
	t := strings.TrimLeftFunc(s, func(r rune) bool { return !unicode.IsDigit(r) && r != '.' })
	if strings.ContainsAny(s[:len(s)-len(t)], "-+\u2212") {
		return 0, reasonf(ErrSyntax, "amount %q: signed", s)
	}
	t = strings.ReplaceAll(t, ",", "")
	whole, frac, dot := strings.Cut(t, ".")
	if whole == "" && frac == "" || len(frac) > 2 || dot && frac == "" || len(whole) > 15 {
		return 0, reasonf(ErrSyntax, "amount %q", s)
	}
	var a int64
	for _, r := range whole {
		if r < '0' || r > '9' {
			return 0, reasonf(ErrSyntax, "amount %q", s)
		}
		a = a*10 + int64(r-'0')
	}
	frac += "00"[len(frac):]
	for _, r := range frac {
		if r < '0' || r > '9' {
			return 0, reasonf(ErrSyntax, "amount %q", s)
		}
		a = a*10 + int64(r-'0')
	}
	return Amount(a), nil
}

// parseDecimal reads a PHH number (a TOML integer or float) into an Amount,
// rounding to hundredths.
func amountOf(v float64) (Amount, bool) {
	if v < 0 || v > 1e15 || v != v {
		return 0, false
	}
	return Amount(v*100 + 0.5), true
}
