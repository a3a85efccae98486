// Package valuesort sorts the keys of the board-first sweeps (package sim's
// heads-up ranges, package flops): 32-bit keys holding a hand's 13-bit
// value above bit 16 and its index below, ordered by value.
package valuesort
