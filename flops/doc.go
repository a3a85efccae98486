// Package flops values two ranges on every flop of a game at once: the
// flops of Hold'em (22,100) or short deck (7,140) grouped into classes
// under relabelling of the suits (1,755 in Hold'em, 573 in short deck),
// each with a representative and the number of raw flops it stands for;
// each flop's texture (suits, pairing, high card, connectedness) and a
// filter language over textures; and per flop the exact equity of each
// range to the river, the weight of the deals of the two ranges it holds,
// each range's equity buckets, made hands (two pair or better, sets or
// better, the nuts, and every made-hand class of package postflop), and
// what a hero hand blocks.
//
// A Spec (game, ranges, board filter, hero, bucket bounds) is checked
// whole by Prepare into a Plan, which holds the flop classes kept and an
// Engine per pair of ranges; Plan.Value values one class and Plan.Report
// sums the classes up by texture into a Report. Ranges that name
// suits (AhKh) are not symmetric under every relabelling of the suits:
// the classes are then those of the relabellings that fix both ranges
// (Symmetry), the raw flops at worst, and the report says so.
//
// The work is a job of package job (kind "flops"): its units are the flop
// classes, journalled as they finish (Plan.Run), split into shards
// (Plan.RunShard) and merged (Kind) into one Report, byte for byte
// the report of one process.
//
// Nothing in the package keeps mutable state. A Plan and an Engine are
// read only once made and may be used by any number of goroutines, each
// with its own Work or Scratch.
package flops
