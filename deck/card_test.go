package deck

import "testing"

func TestCardStringRoundTrip(t *testing.T) {
	for c := range Card(NumCards) {
		got, err := ParseCard(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", c.String(), got, err, c)
		}
		if n := NewCard(c.Rank(), c.Suit()); n != c {
			t.Errorf("NewCard(%v, %v) = %d, want %d", c.Rank(), c.Suit(), n, c)
		}
		if !c.Valid() {
			t.Errorf("Card(%d).Valid() = false, want true", c)
		}
	}
}

func TestCardValues(t *testing.T) {
	tests := []struct {
		c    Card
		want string
	}{
		{0, "2s"},
		{1, "2h"},
		{2, "2d"},
		{3, "2c"},
		{4, "3s"},
		{NewCard(Ten, Diamonds), "Td"},
		{51, "Ac"},
		{52, "??"},
		{255, "??"},
	}
	for _, tt := range tests {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("Card(%d).String() = %q, want %q", tt.c, got, tt.want)
		}
	}
	if Card(52).Valid() {
		t.Errorf("Card(52).Valid() = true, want false")
	}
}

func TestRankNames(t *testing.T) {
	tests := []struct {
		r                 Rank
		str, name, plural string
	}{
		{Two, "2", "Two", "Twos"},
		{Six, "6", "Six", "Sixes"},
		{Ten, "T", "Ten", "Tens"},
		{Queen, "Q", "Queen", "Queens"},
		{Ace, "A", "Ace", "Aces"},
		{NumRanks, "?", "?", "?"},
	}
	for _, tt := range tests {
		if s, n, p := tt.r.String(), tt.r.Name(), tt.r.Plural(); s != tt.str || n != tt.name || p != tt.plural {
			t.Errorf("Rank(%d) String, Name, Plural = %q, %q, %q; want %q, %q, %q",
				tt.r, s, n, p, tt.str, tt.name, tt.plural)
		}
	}
}

func TestSuitString(t *testing.T) {
	tests := []struct {
		s    Suit
		want string
	}{
		{Spades, "s"}, {Hearts, "h"}, {Diamonds, "d"}, {Clubs, "c"}, {NumSuits, "?"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("Suit(%d).String() = %q, want %q", tt.s, got, tt.want)
		}
	}
}

func TestNewCardPanics(t *testing.T) {
	tests := []struct {
		name string
		r    Rank
		s    Suit
	}{
		{"rank", NumRanks, Spades},
		{"suit", Ace, NumSuits},
		{"both", 255, 255},
	}
	const want = "deck: NewCard: rank or suit out of range"
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := panicValue(func() { NewCard(tt.r, tt.s) }); got != want {
				t.Errorf("NewCard(%d, %d) panicked with %v, want %q", tt.r, tt.s, got, want)
			}
		})
	}
}
