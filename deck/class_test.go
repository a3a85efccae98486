package deck

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestClassIndex(t *testing.T) {
	tests := []struct {
		class Class
		name  string
		index int
	}{
		{Class{Hi: Ace, Lo: Ace}, "AA", 0},
		{Class{Hi: Ace, Lo: King, Suited: true}, "AKs", 1},
		{Class{Hi: Ace, Lo: Two, Suited: true}, "A2s", 12},
		{Class{Hi: Ace, Lo: King}, "AKo", 13},
		{Class{Hi: King, Lo: King}, "KK", 14},
		{Class{Hi: King, Lo: Queen, Suited: true}, "KQs", 15},
		{Class{Hi: Ace, Lo: Two}, "A2o", 156},
		{Class{Hi: Three, Lo: Two, Suited: true}, "32s", 155},
		{Class{Hi: Three, Lo: Two}, "32o", 167},
		{Class{}, "22", 168},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.class.Index(); got != tt.index {
				t.Errorf("%v.Index() = %d, want %d", tt.class, got, tt.index)
			}
			if got := tt.class.String(); got != tt.name {
				t.Errorf("%+v.String() = %q, want %q", tt.class, got, tt.name)
			}
			if got := ClassAt(tt.index); got != tt.class {
				t.Errorf("ClassAt(%d) = %v, want %v", tt.index, got, tt.class)
			}
		})
	}
}

func TestAllClasses(t *testing.T) {
	var pairs, suited, offsuit int
	i := 0
	for c := range AllClasses() {
		if !c.Valid() || c.Index() != i || ClassAt(i) != c {
			t.Fatalf("class %d of AllClasses() is %+v, with index %d", i, c, c.Index())
		}
		switch {
		case c.Pair():
			pairs++
		case c.Suited:
			suited++
		default:
			offsuit++
		}
		i++
	}
	if i != NumClasses || pairs != 13 || suited != 78 || offsuit != 78 {
		t.Errorf("AllClasses() gave %d classes: %d pairs, %d suited, %d offsuit; want 169: 13, 78, 78",
			i, pairs, suited, offsuit)
	}
	for range AllClasses() {
		break // the iterator must stop when asked
	}
}

func TestClassCombos(t *testing.T) {
	var seen [NumCombos]bool
	total := 0
	for c := range AllClasses() {
		combos := c.AppendCombos(nil)
		if len(combos) != c.Count() {
			t.Errorf("%v has %d combos, Count() = %d", c, len(combos), c.Count())
		}
		if !slices.IsSortedFunc(combos, func(a, b Combo) int { return a.Index() - b.Index() }) {
			t.Errorf("%v.Combos() = %v, not in index order", c, combos)
		}
		for _, x := range combos {
			if got := x.Class(); got != c {
				t.Errorf("%v.Class() = %v, want %v", x, got, c)
			}
			if seen[x.Index()] {
				t.Errorf("combo %v in two classes", x)
			}
			seen[x.Index()] = true
		}
		total += len(combos)
	}
	if total != NumCombos {
		t.Errorf("the classes hold %d combos, want %d", total, NumCombos)
	}
	for range (Class{Hi: Ace, Lo: King}).Combos() {
		break
	}
}

func TestClassCount(t *testing.T) {
	tests := []struct {
		class string
		want  int
	}{
		{"AA", 6}, {"22", 6}, {"AKs", 4}, {"32s", 4}, {"AKo", 12}, {"T9o", 12},
	}
	for _, tt := range tests {
		t.Run(tt.class, func(t *testing.T) {
			c, err := ParseClass(tt.class)
			if err != nil {
				t.Fatal(err)
			}
			if got := c.Count(); got != tt.want {
				t.Errorf("%v.Count() = %d, want %d", c, got, tt.want)
			}
		})
	}
}

func TestComboClass(t *testing.T) {
	tests := []struct{ combo, want string }{
		{"AhKh", "AKs"}, {"KhAh", "AKs"}, {"AhKs", "AKo"}, {"AhAs", "AA"},
		{"2c2d", "22"}, {"7d2c", "72o"}, {"Tc9c", "T9s"},
	}
	for _, tt := range tests {
		t.Run(tt.combo, func(t *testing.T) {
			cards := MustParseCards(tt.combo)
			if got := NewCombo(cards[0], cards[1]).Class().String(); got != tt.want {
				t.Errorf("Class of %s = %s, want %s", tt.combo, got, tt.want)
			}
		})
	}
}

func TestParseClass(t *testing.T) {
	tests := []struct{ in, want string }{
		{"AA", "AA"}, {"AKs", "AKs"}, {"AKo", "AKo"}, {"KAs", "AKs"}, {"aks", "AKs"},
		{"AKS", "AKs"}, {"akO", "AKo"}, {"A10s", "ATs"}, {"1010", "TT"}, {" QQ ", "QQ"},
		{"32o", "32o"}, {"22", "22"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			c, err := ParseClass(tt.in)
			if err != nil || c.String() != tt.want {
				t.Errorf("ParseClass(%q) = %v, %v; want %s, nil", tt.in, c, err, tt.want)
			}
		})
	}
}

func TestParseClassErrors(t *testing.T) {
	tests := []struct {
		in, text string
		pos      int
		detail   string
	}{
		{"AK", "AK", 0, "two classes"},
		{" KQ ", "KQ", 1, "write KQs or KQo"},
		{"AAs", "AAs", 0, "a pair cannot be suited"},
		{"AAo", "AAo", 0, "a pair takes no suffix"},
		{"ZZ", "ZZ", 0, `unknown rank "Z"`},
		{"AZs", "AZs", 0, `unknown rank "Z"`},
		{"A", "A", 0, "missing the second rank"},
		{"", "", 0, "empty class"},
		{"  ", "", 2, "empty class"},
		{"AKs+", "AKs+", 0, `unexpected "+" after AKs`},
		{"AKx", "AKx", 0, `unexpected "x" after AK`},
		{"AhKh", "AhKh", 0, "not cards"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			c, err := ParseClass(tt.in)
			var pe *ParseError
			if !errors.Is(err, ErrRange) || !errors.As(err, &pe) {
				t.Fatalf("ParseClass(%q) = %v, %v; want a *ParseError wrapping ErrRange", tt.in, c, err)
			}
			if pe.Input != tt.in || pe.Text != tt.text || pe.Pos != tt.pos || !strings.Contains(pe.Detail, tt.detail) {
				t.Errorf("ParseClass(%q) error %+v, want Text %q at %d, Detail with %q", tt.in, *pe, tt.text, tt.pos, tt.detail)
			}
		})
	}
}

func TestClassInvalid(t *testing.T) {
	tests := []struct {
		name string
		f    func()
	}{
		{"Count", func() { Class{Hi: Two, Lo: Ace}.Count() }},
		{"Index", func() { Class{Hi: Ace, Lo: Ace, Suited: true}.Index() }},
		{"Combos", func() { Class{Hi: NumRanks, Lo: Two}.Combos() }},
		{"ClassAt(-1)", func() { ClassAt(-1) }},
		{"ClassAt(169)", func() { ClassAt(NumClasses) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if v, ok := panicValue(tt.f).(string); !ok || !strings.HasPrefix(v, "deck: ") {
				t.Errorf("%s panicked with %v, want a deck: message", tt.name, v)
			}
		})
	}
	if s := (Class{Hi: Two, Lo: Ace}).String(); s != "??" {
		t.Errorf("invalid class String() = %q, want ??", s)
	}
}

func FuzzParseClass(f *testing.F) {
	for _, s := range []string{"AA", "AKs", "ako", "KA", "A10s", " QQ ", "AAs", "ZZ", "", "AK+", "A♥"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseClass(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrRange) || pe.Detail == "" ||
				pe.Pos < 0 || pe.Pos > len(s) || !strings.HasPrefix(s[pe.Pos:], pe.Text) {
				t.Fatalf("ParseClass(%q) error %#v: not a located ErrRange", s, err)
			}
			_ = pe.Error() + pe.Reason()
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseClass(%q) = %+v, not a valid class", s, c)
		}
		if again, err := ParseClass(c.String()); err != nil || again != c {
			t.Fatalf("ParseClass(%q) = %v, %v after ParseClass(%q) = %v", c.String(), again, err, s, c)
		}
	})
}
