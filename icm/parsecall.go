package icm

import (
	"strconv"
	"strings"
)

// ParseCall parses an all-in to value, "HERO,VILLAIN", players numbered
// from 1 as printed, such as "3,1". The error, an *InputError wrapping
// ErrPlayer, quotes the text at fault; whether the players are in the
// field is checked with the field (Decide).
func ParseCall(s string) (hero, villain int, err error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		return 0, 0, &InputError{What: "call", Value: s, Err: ErrPlayer, Reason: "is not two players HERO,VILLAIN, such as 3,1"}
	}
	var ps [2]int
	for i, p := range parts {
		p = strings.TrimSpace(p)
		if ps[i], err = strconv.Atoi(p); err != nil {
			return 0, 0, &InputError{What: "call", Index: i + 1, Value: p, Err: ErrPlayer, Reason: "is not a player number"}
		}
	}
	return ps[0], ps[1], nil
}

// ParseShare parses a chance to win, a fraction such as 0.45 or a
// percentage such as 45%. The error, an *InputError wrapping ErrEquity,
// quotes the text; whether it is in [0,1] is checked with the all-in
// (Decide).
func ParseShare(s string) (float64, error) {
	t := strings.TrimSpace(s)
	scale := 1.0
	if p, ok := strings.CutSuffix(t, "%"); ok {
		t, scale = p, 100
	}
	x, err := strconv.ParseFloat(t, 64)
	if err != nil {
		return 0, &InputError{What: "equity", Value: s, Err: ErrEquity, Reason: "is not a number in [0,1] nor a percentage such as 45%"}
	}
	return x / scale, nil
}
