package deck

import (
	"slices"
	"testing"
)

func TestSet(t *testing.T) {
	tests := []struct {
		name  string
		set   Set
		cards string // the cards in increasing order, formatted by formatCards
		str   string
	}{
		{"empty", 0, "", ""},
		{"one", SetOf(MustParseCard("Ah")), "Ah", "Ah"},
		{"hand", SetOf(MustParseCards("Kh Ah")...), "Kh Ah", "AhKh"},
		{"mixed", SetOf(MustParseCards("2s Ac Kh 2c")...), "2s 2c Kh Ac", "AcKh2c2s"},
		{"repeats", SetOf(MustParseCard("Td"), MustParseCard("Td")), "Td", "Td"},
		{"union", SetOf(MustParseCards("AhKh")...) | SetOf(MustParseCards("KhQh")...), "Qh Kh Ah", "AhKhQh"},
		{"difference", FullDeck &^ SetOf(MustParseCards("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As")...) &
			SetOf(MustParseCards("2s 2h 3s As")...), "2s 2h", "2h2s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			all := slices.Collect(tt.set.All())
			if got := formatCards(all); got != tt.cards {
				t.Errorf("All() = %s, want %s", got, tt.cards)
			}
			if got := formatCards(tt.set.AppendCards(nil)); got != tt.cards {
				t.Errorf("AppendCards(nil) = %s, want %s", got, tt.cards)
			}
			if got := tt.set.Len(); got != len(all) {
				t.Errorf("Len() = %d, want %d", got, len(all))
			}
			if got := tt.set.String(); got != tt.str {
				t.Errorf("String() = %q, want %q", got, tt.str)
			}
			for c := range Card(NumCards) {
				if got, want := tt.set.Has(c), slices.Contains(all, c); got != want {
					t.Errorf("Has(%v) = %v, want %v", c, got, want)
				}
			}
		})
	}
}

func TestFullDeck(t *testing.T) {
	if n := FullDeck.Len(); n != NumCards {
		t.Errorf("FullDeck.Len() = %d, want %d", n, NumCards)
	}
	for c := range Card(NumCards) {
		if !FullDeck.Has(c) {
			t.Errorf("FullDeck.Has(%v) = false", c)
		}
	}
	if FullDeck.Has(NumCards) {
		t.Errorf("FullDeck.Has(%d) = true, want false", NumCards)
	}
}

func TestSetAllStops(t *testing.T) {
	var got []Card
	for c := range FullDeck.All() {
		got = append(got, c)
		if len(got) == 3 {
			break
		}
	}
	if want := MustParseCards("2s 2h 2d"); !slices.Equal(got, want) {
		t.Errorf("first three of FullDeck.All() = %v, want %v", got, want)
	}
}

func TestAppendCardsExtends(t *testing.T) {
	dst := MustParseCards("Ah")
	got := SetOf(MustParseCards("2c 3c")...).AppendCards(dst)
	if want := MustParseCards("Ah 2c 3c"); !slices.Equal(got, want) {
		t.Errorf("AppendCards(%v) = %v, want %v", dst, got, want)
	}
}
