package sim

import (
	"context"
	"errors"
	"math"
	"testing"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/cputime"
)

// TestRandomDealtInShortDeck checks that "random" players of short deck,
// whose ranges hold the 630 combos of its 36 cards, are dealt from the
// deck as Hold'em's are, so that 15 of them (30 of 36 cards with the
// board) run at once, each with equity 1/15 within 5 standard errors.
func TestRandomDealtInShortDeck(t *testing.T) {
	m := &Matchup{Game: game.ShortDeck}
	for range 15 {
		r, err := deck.ParseRangeIn(game.ShortDeck.Deck(), "random")
		if err != nil {
			t.Fatal(err)
		}
		m.Players = append(m.Players, Player{Range: r, Text: "random"})
	}
	setup, err := newRangeSetup(context.Background(), m, m.seats(), Options{}, maxListedTuples, dealRandom)
	if err != nil {
		t.Fatal(err)
	}
	if len(setup.dealt) != 15 {
		t.Fatalf("%d of 15 random short-deck players dealt from the deck, want all", len(setup.dealt))
	}
	start := time.Now()
	p, err := NewPlan(m, Options{Method: ForceMonteCarlo, Trials: 30000, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Run(context.Background())
	if err != nil {
		t.Fatalf("15 random short-deck players: %v after %v", err, time.Since(start))
	}
	for i, pl := range res.Players {
		se := math.Sqrt((1.0 / 15) * (14.0 / 15) / float64(res.Samples))
		if math.Abs(pl.Equity-1.0/15) > 5*se {
			t.Errorf("player %d: equity %.4f, want 1/15 = %.4f within 5 standard errors (%.4f)", i+1, pl.Equity, 1.0/15, se)
		}
	}
}

// TestTooTightRefusedAtOnce checks that ranges no search can deal
// together are refused as bad input (ErrRange) before any trial, in well
// under a second of CPU, rather than after seconds of rejected draws.
func TestTooTightRefusedAtOnce(t *testing.T) {
	m := rangeMatchup(t, "", "AA", "AA", "AA")
	cpu := cputime.Start()
	_, err := newRangeSetup(context.Background(), m, m.seats(), Options{}, 0, dealRandom) // listing one seat: the others drawn
	if !errors.Is(err, ErrRange) || err != errTooTight {
		t.Fatalf("newRangeSetup(AA vs AA vs AA) = %v, want %v", err, errTooTight)
	}
	if took := cpu.Elapsed(); took > time.Second {
		t.Errorf("refused after %v of CPU, want well under a second", took)
	}
}
