// Package equity is the job of one exact equity enumeration split over
// processes or machines: its units are those of the enumeration
// (sim.Plan.Units), the shards of the enumeration of known hands or, with
// ranges, the pieces of the walk over assignments. Shard I of N counts the
// units whose index is I mod N and writes their exact counts to a shard
// file (job.Split, shard.Write); Kind's merge adds them up into the report
// of the enumeration run in one process.
package equity
