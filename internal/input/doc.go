// Package input reads the files pokersim is given (batch files, shard
// files, three-way tables) within bounds, and stops when asked to: a
// Reader fails a line longer than its limit and an input larger than its
// limit as soon as it reads past them, rather than after holding the
// whole input, and fails with the context's error once the context is
// done. An endless input such as /dev/zero therefore costs at most one
// limit's worth of memory, and Ctrl-C is answered between reads.
package input
