// Package matrix computes the class tables of Hold'em before the flop,
// exactly: the matrix of the 169 starting-hand classes against each other
// and against one random hand (Compute, Matrix), and the three-way table
// of every triple of classes (Compute3, Table3). Both enumerate one
// representative of each orbit of combos under the relabellings of the
// suits and count integers, so their results depend neither on the
// workers, the shards nor resuming.
//
// Job runs either table as a job of the job protocol on job.Run, a unit
// a pair or a triple of classes (Compute and Compute3 are job.Run without
// a journal): journaled piece by piece beside its files so that an
// interrupted run
// resumes, split into shards of its pairs or triples of classes, merged
// by Kind's merge, with every count read back checked (its outcomes those
// of its combos, wins and splits that add up). Its reports are
// Report and ThreeWay, written in report's formats.
package matrix
