// Package flops values two ranges on every flop of a game at once: the
// flops of Hold'em (22,100) or short deck (7,140) grouped into classes
// under relabelling of the suits (1,755 in Hold'em), each with a
// representative and the number of raw flops it stands for; each flop's
// texture (suits, pairing, high card, connectedness) and a filter
// language over textures; and per flop the exact equity of each range to
// the river, the weight of the deals of the two ranges it holds, each
// range's equity buckets and made hands (two pair or better, sets or
// better, the nuts), and what a hero hand blocks.
//
// Ranges that name suits (AhKh, AsXs) are not symmetric under every
// relabelling of the suits: then the flops are the raw flops, and the
// report says so (Symmetry "none").
//
// The work is a job of package job: its units are the flops, journalled
// as they finish, split into shards and merged into one report.Flops,
// byte for byte the report of one process.
//
// Nothing in the package keeps mutable state; its functions may be called
// from any number of goroutines.
package flops
