package history

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestDuplicates imports a file holding a hand twice, then a second file
// holding it again in a session sharing the first's set: the hand counts
// once, and each repeat is skipped as ErrDuplicate naming the first.
func TestDuplicates(t *testing.T) {
	twice := starsHand + "\n\n" + starsHand
	one := NewSession("Hero")
	if err := one.Import(context.Background(), "a.txt", strings.NewReader(twice), true, 1, nil); err != nil {
		t.Fatalf("Import(a.txt) = %v", err)
	}
	two := NewSession("Hero")
	two.Seen = one.Seen
	if err := two.Import(context.Background(), "b.txt", strings.NewReader(starsHand), true, 1, nil); err != nil {
		t.Fatalf("Import(b.txt) = %v", err)
	}
	one.Merge(two)
	want := []string{
		`a.txt:32: hand #1001: duplicate hand: first read at "a.txt":1`,
		`b.txt:1: hand #1001: duplicate hand: first read at "a.txt":1`,
	}
	if one.Hands != 1 || strings.Join(one.Skipped, "\n") != strings.Join(want, "\n") {
		t.Errorf("merged session: %d hands, skipped %q; want 1 and %q", one.Hands, one.Skipped, want)
	}
	if n := one.Totals[0].Hands; n != 1 {
		t.Errorf("Hero's hands = %d, want 1", n)
	}
}

// TestDuplicateKeys checks which hands have an identity across files: a
// PHH hand only with a "hand" key, its casino and table part of it.
func TestDuplicateKeys(t *testing.T) {
	phhs := func(hands ...string) string {
		var b strings.Builder
		for i, h := range hands {
			b.WriteString("[" + string(rune('1'+i)) + "]\n" + phhHand + h + "\n")
		}
		return b.String()
	}
	tests := []struct {
		name string
		text string
		dups int
	}{
		{"no hand keys", phhs("", ""), 0},
		{"same hand key", phhs(`hand = 7`, `hand = 7`), 1},
		{"other hand keys", phhs(`hand = 7`, `hand = 8`), 0},
		{"same key, other casinos", phhs("hand = 7\ncasino = \"A\"", "hand = 7\ncasino = \"B\""), 0},
		{"same key, other tables", phhs("hand = 7\ntable = 1", "hand = 7\ntable = 2"), 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set := NewHandSet()
			dups := 0
			err := Read("h.phhs", strings.NewReader(tt.text), func(h *Hand, err error) error {
				if err != nil {
					t.Fatalf("Read: %v", err)
				}
				if err := set.Add(h); errors.Is(err, ErrDuplicate) {
					dups++
				}
				return nil
			})
			if err != nil || dups != tt.dups {
				t.Errorf("Read = %v, %d duplicates, want %d", err, dups, tt.dups)
			}
		})
	}
}

// TestHandSetDigest checks that the digest follows the keys added and
// their order, and not repeats.
func TestHandSetDigest(t *testing.T) {
	hand := func(id string) *Hand { return &Hand{Format: PokerStars, ID: id} }
	a, b := NewHandSet(), NewHandSet()
	a.Add(hand("1"))
	a.Add(hand("2"))
	a.Add(hand("1"))
	b.Add(hand("2"))
	if a.Digest() == b.Digest() {
		t.Errorf("sets {1,2} and {2} have one digest")
	}
	b.Add(hand("1"))
	if a.Digest() == b.Digest() {
		t.Errorf("sets built in another order have one digest")
	}
	c := NewHandSet()
	c.Add(hand("1"))
	c.Add(hand("2"))
	if a.Digest() != c.Digest() {
		t.Errorf("the same hands in the same order (and a repeat) give other digests")
	}
}
