package icm

import (
	"errors"
	"strconv"
	"testing"
)

func FuzzParseCall(f *testing.F) {
	for _, s := range []string{"3,1", " 2 , 10 ", "1", "a,b", "1,2,3", "", "-1,0", "99999999999999999999,1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		hero, villain, err := ParseCall(s)
		if err != nil {
			if !errors.Is(err, ErrPlayer) {
				t.Errorf("ParseCall(%q) = %v, want an error wrapping ErrPlayer", s, err)
			}
			return
		}
		h, v, err := ParseCall(strconv.Itoa(hero) + "," + strconv.Itoa(villain))
		if err != nil || h != hero || v != villain {
			t.Errorf("ParseCall(%q) = %d,%d, but its own text reads %d,%d (%v)", s, hero, villain, h, v, err)
		}
	})
}

func FuzzParseShare(f *testing.F) {
	for _, s := range []string{"0.45", "45%", "%", "x", "1e308%", "NaN", " 50 %"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, err := ParseShare(s)
		if err != nil {
			if !errors.Is(err, ErrEquity) {
				t.Errorf("ParseShare(%q) = %v, want an error wrapping ErrEquity", s, err)
			}
			return
		}
		if y, err := ParseShare(strconv.FormatFloat(x, 'g', -1, 64)); err != nil || !(y == x || x != x) {
			t.Errorf("ParseShare(%q) = %v, but its own text reads %v (%v)", s, x, y, err)
		}
	})
}
