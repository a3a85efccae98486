package sim

import (
	"fmt"
	"strings"
)

// Game is the poker variant a matchup is played in.
type Game uint8

const (
	// Holdem is Texas Hold'em: two hole cards per player and a shared
	// board of five; each player makes the best five of seven.
	Holdem Game = iota
	// FiveCard is five-card showdown, as in Project Euler's poker.txt: each
	// player holds five cards and there is no board. Players may be given
	// fewer than five known cards; the rest are dealt.
	FiveCard
)

// String returns the game's name as the command line spells it.
func (g Game) String() string {
	switch g {
	case Holdem:
		return "holdem"
	case FiveCard:
		return "fivecard"
	}
	return fmt.Sprintf("Game(%d)", uint8(g))
}

// ParseGame parses a game name: "holdem" (also "hold'em", "nlhe") or
// "fivecard" (also "five-card", "5card").
func ParseGame(s string) (Game, error) {
	switch strings.ToLower(s) {
	case "holdem", "hold'em", "texas", "nlhe":
		return Holdem, nil
	case "fivecard", "five-card", "5card", "stud5":
		return FiveCard, nil
	}
	return 0, fmt.Errorf("unknown game %q (want holdem or fivecard)", s)
}

// HoleCards returns the number of cards each player holds at showdown
// apart from the board.
func (g Game) HoleCards() int {
	if g == FiveCard {
		return 5
	}
	return 2
}

// BoardCards returns the number of shared board cards at showdown.
func (g Game) BoardCards() int {
	if g == FiveCard {
		return 0
	}
	return 5
}
