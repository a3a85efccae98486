// Package tables computes the lookup tables of the fast evaluator: the 7,462
// classes of five-card hands in order of strength, the per-rank keys whose
// sums identify a multiset of ranks, the perfect hash that packs those sums
// into a small table, and the flush table.
//
// It is used by the generator that writes ../../tables_gen.go (go generate
// in package eval), by the test that checks that file is current, and, for
// the class list only, by hand descriptions at run time. Nothing here is on
// the evaluator's hot path.
package tables
