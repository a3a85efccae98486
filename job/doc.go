// Package job is the protocol every long computation of pokersim follows
// (a batch of matchups, the class tables, an exact equity split over a
// cluster), so that each front end gets resuming, sharding and merging
// from one place and a new job writes only its own work and its report.
//
// A job has:
//
//   - an identity (Identify): its kind, a digest of everything that
//     determines its numbers (its input and NumbersVersion) and the
//     command that runs it. Journals and shard files carry it, so that
//     nothing of another job, or of another version, is taken up;
//   - a journal (OpenJournal), a typed record of its finished units of
//     work beside its output, from which a run stopped by Ctrl-C or
//     killed resumes. Every entry read back is checked by the job before
//     it is trusted, only the last entry of each unit is kept (the
//     journal is rewritten as it grows, so it stays about the size of
//     the report), and a journal is held by one run at a time;
//   - shards (Split): unit u of the job's units belongs to shard u mod N,
//     N at most the number of units, and a shard writes a shard file
//     (shard.Write) instead of the report;
//   - a merge (Kind), registered in a Registry by its kind's name, which
//     puts the checked shard files together into the report the job run
//     in one process writes, byte for byte. A shard file is read back as a
//     journal is: every value is checked before it is used.
//
// Run is the one driver, and every job runs on it (batch, matrix's two
// tables, flops and hands; equity's shard is one run): a job gives it a
// Work (its identity, its number of units, how to do unit i, how to check
// a unit read back) and gets its units back in order, taken up from the
// journal on a second run, done some workers at a time, a shard's alone
// for a shard run, and journaled as they finish: in pieces (under
// RunOptions.PieceKey, if the job names one), or, for units that are
// Entries (a batch's matchups, hands' files), one a line, synced. A
// Stepwise work (batch) also journals a unit's progress and is taken up
// from it.
//
// A new job (say an aggregate over every flop) writes its Work, its
// shard payload with its merge, and its report, and adds its Kind to the
// registry of the command line (cmd/pokersim/merge.go).
package job
