// Package history reads poker hand histories into Hands: the text formats
// of PokerStars, GGPoker, Winamax and 888 (Pacific), iPoker's XML, and PHH
// (the Poker Hand History standard, TOML), the format told from each
// file's start. It values the hands that end all-in before the river by
// all-in equity (Qualifies, Value), the way PokerTracker 4 draws its
// "all-in EV" line. A Session adds valued hands up per player and per
// unit of money; Files lists the histories of a folder. Replay and
// Equities step through a hand for a replayer.
//
// Amounts are integer hundredths of the currency unit (or of a chip), so
// pots and side pots add up exactly. Read streams a file hand by hand: a
// malformed hand is reported as a *ParseError naming the file, the line and
// the reason, and skipped; a hand of a game the package does not value is
// reported with ErrUnsupported. Equities come from package sim's exact
// enumeration, one pot at a time among its eligible players.
//
// The package keeps no mutable state; its functions may be called from
// any number of goroutines. A Session is for one goroutine.
package history
