// Package score scores files of five-card showdowns: Project Euler problem
// 54's poker.txt (ten cards a line, the first five player 1's) and
// HackerRank's version of it (a first line with the number of showdowns).
//
// A Scorer streams its input in constant memory, one line at a time, and
// names the line of any bad card. Count scores a whole file. Nothing in the
// package keeps mutable state; a Scorer belongs to one goroutine.
package score
