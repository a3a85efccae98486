package solve

import (
	"errors"
	"reflect"
	"testing"
)

func TestParseBets(t *testing.T) {
	pct := func(xs ...float64) []Size {
		var out []Size
		for _, x := range xs {
			out = append(out, Size{Of: x})
		}
		return out
	}
	allin := Size{AllIn: true}
	tests := []struct {
		spec string
		want Bets
	}{
		{"none", Bets{}},
		{" NONE ", Bets{}},
		{"oop:river:100%", Bets{Bet: [2][2][]Size{{nil, pct(100)}, {nil, nil}}}},
		{"river:66%,allin", Bets{Bet: [2][2][]Size{{nil, append(pct(66), allin)}, {nil, append(pct(66), allin)}}}},
		{"oop:turn:33%,75%;ip:turn:50%;river:66%,allin;raise:2.5x", Bets{
			Bet:   [2][2][]Size{{pct(33, 75), append(pct(66), allin)}, {pct(50), append(pct(66), allin)}},
			Raise: [2][]Size{{{Of: 2.5}}, {{Of: 2.5}}}}},
		{"raise:river:3x,allin; turn: 75% , 50%", Bets{
			Bet:   [2][2][]Size{{pct(50, 75), nil}, {pct(50, 75), nil}},
			Raise: [2][]Size{nil, {{Of: 3}, allin}}}},
		{"ip:river:50%;ip:river:50%,25%", Bets{Bet: [2][2][]Size{{nil, nil}, {nil, pct(25, 50)}}}},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			got, err := ParseBets(tt.spec)
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("ParseBets(%q) = %+v, %v, want %+v", tt.spec, got, err, tt.want)
			}
			again, err := ParseBets(got.String())
			if err != nil || !reflect.DeepEqual(again, got) {
				t.Errorf("ParseBets(%q) = %+v, %v: String does not read back", got.String(), again, err)
			}
		})
	}
}

func TestParseBetsErrors(t *testing.T) {
	tests := []struct {
		spec, text string
		pos        int
	}{
		{"", "", 0},
		{"river:50", "50", 6},
		{"river:0%", "0%", 6},
		{"river:50%;turn:NaN%", "NaN%", 15},
		{"river:50%;flop:50%", "flop", 10},
		{"oop:river", "oop:river", 0},
		{"raise:river:2.5", "2.5", 12},
		{"raise:1x", "1x", 6},
		{"river:50%;;turn:50%", "", 10},
		{"oop:ip:river:50%", "ip", 4},
		{"river:50%:60%", "river:50%:60%", 0},
		{"river:20000%", "20000%", 6},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			_, err := ParseBets(tt.spec)
			var be *BetsError
			if !errors.As(err, &be) || !errors.Is(err, ErrBets) || be.Text != tt.text || be.Pos != tt.pos {
				t.Fatalf("ParseBets(%q) = %v, want a *BetsError at %q, offset %d", tt.spec, err, tt.text, tt.pos)
			}
			if tt.text != "" && tt.spec[be.Pos:be.Pos+len(be.Text)] != be.Text {
				t.Errorf("ParseBets(%q): Text %q is not at offset %d", tt.spec, be.Text, be.Pos)
			}
		})
	}
}

// FuzzParseBets checks that ParseBets never panics, that an error points
// at its text in the SPEC, and that a SPEC it reads is written back by
// String to one that reads to the same Bets.
func FuzzParseBets(f *testing.F) {
	for _, s := range []string{"none", "oop:river:100%", "oop:turn:33%,75%;ip:turn:50%;river:66%,allin;raise:2.5x", "raise:river:3x,allin", "river:1e2%", "turn::", ";;"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		b, err := ParseBets(spec)
		if err != nil {
			var be *BetsError
			if !errors.As(err, &be) || be.Pos < 0 || be.Pos+len(be.Text) > len(spec) || spec[be.Pos:be.Pos+len(be.Text)] != be.Text {
				t.Fatalf("ParseBets(%q) = %v: not a *BetsError pointing into the SPEC", spec, err)
			}
			return
		}
		again, err := ParseBets(b.String())
		if err != nil || !reflect.DeepEqual(again, b) {
			t.Fatalf("ParseBets(%q) = %+v; its String %q reads as %+v, %v", spec, b, b.String(), again, err)
		}
	})
}
