// Package batch runs files of matchups: one "pokersim equity" request a
// line (request.ParseLine), all checked before any runs, run on one shared
// pool of workers, reported together (answer.Batch).
//
// Reproducibility: each matchup's seed is derived from the batch seed and
// the matchup itself (Item.Key), and the batch seed from the file unless
// one is given, so a report depends on neither the order of the lines,
// the number of workers, nor whether the run was resumed.
//
// Persistence: a run writing its report to a file keeps a journal beside
// it (FILE.journal), one synced line per finished matchup; after Ctrl-C or
// a kill, running the same job again runs only what is missing and writes
// the report an uninterrupted run writes, byte for byte. Each journal
// entry is checked against the job before it is trusted (its line, seed,
// players and hands, and every figure within its range), the journal keeps
// only the last progress of each matchup, and one run at a time holds it
// (the job protocol, package job). A batch's shards carry the batch file,
// so that merging checks every result as a resumed run does.
package batch
