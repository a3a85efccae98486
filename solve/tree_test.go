package solve

import (
	"reflect"
	"strings"
	"testing"
)

// TestBetting checks the rules of the bet tree that the SPEC does not
// give: the raise cap, the all-in threshold, sizes that come to the same
// chips, and players without sizes.
func TestBetting(t *testing.T) {
	tests := []struct {
		name       string
		pot, stack float64
		bets       string
		river      bool
		path       []string // actions from the root
		want       []string // the actions there
	}{
		{"a pot-sized bet is all-in", 100, 100, "oop:river:100%", true, nil, []string{"check", "bet 100"}},
		{"no raise facing an all-in", 100, 100, "oop:river:100%;raise:2x", true, []string{"bet 100"}, []string{"fold", "call"}},
		{"ip without sizes only checks", 100, 100, "oop:river:100%", true, []string{"check"}, []string{"check"}},
		{"raise to a multiple of the bet faced", 100, 1000, "river:50%;raise:3x", true, []string{"bet 50"}, []string{"fold", "call", "raise 150"}},
		{"reraise", 100, 1000, "river:50%;raise:3x", true, []string{"bet 50", "raise 150"}, []string{"fold", "call", "raise 450"}},
		{"a raise past the stack is all-in", 100, 1000, "river:50%;raise:3x", true, []string{"bet 50", "raise 150", "raise 450"}, []string{"fold", "call", "raise 1000"}},
		{"three raises at most", 100, 10000, "river:50%;raise:2x", true, []string{"bet 50", "raise 100", "raise 200", "raise 400"}, []string{"fold", "call"}},
		{"all-in below 12% of the pot behind", 100, 130, "river:100%", true, nil, []string{"check", "bet 130"}},
		{"not all-in at 12% or more behind", 100, 140, "river:100%", true, nil, []string{"check", "bet 100"}},
		{"sizes that come to the same chips", 100, 100, "river:100%,150%,allin", true, nil, []string{"check", "bet 100"}},
		{"amounts in hundredths", 100, 1000, "river:33.333%", true, nil, []string{"check", "bet 33.33"}},
		{"ip bets after a check", 60, 200, "oop:river:50%;ip:river:75%,allin", true, []string{"check"}, []string{"check", "bet 45", "bet 200"}},
		{"checks only", 100, 100, "none", true, []string{"check"}, []string{"check"}},
		{"turn sizes are not river sizes", 100, 500, "turn:50%;river:100%", false, nil, []string{"check", "bet 50"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := ParseBets(tt.bets)
			if err != nil {
				t.Fatal(err)
			}
			s := River
			if !tt.river {
				s = Turn
			}
			n := betting(&b, street{s: s, pot: tt.pot, stack: tt.stack})
			for _, a := range tt.path {
				i := indexOf(n.actions, a)
				if i < 0 {
					t.Fatalf("no action %q among %q", a, n.actions)
				}
				n = n.next[i]
			}
			if !reflect.DeepEqual(n.actions, tt.want) {
				t.Errorf("after %s: actions %q, want %q", strings.Join(tt.path, ", "), n.actions, tt.want)
			}
		})
	}
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}
