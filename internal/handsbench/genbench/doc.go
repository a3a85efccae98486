// Genbench writes the hand history file on which the speed of "pokersim
// hands" is measured (package handsbench): by default 100,000 PokerStars
// hands, one in 20 a heads-up all-in before the flop. Run it from the
// module's root:
//
//	go run ./internal/handsbench/genbench -o /tmp/100k.txt
//	pokersim hands --player Hero --workers 2 /tmp/100k.txt
//
// Flags: -o FILE (required), -n hands (100000), -allin-every k (20),
// -from the PokerStars fixture to build from (history/testdata/rules.txt).
package main
