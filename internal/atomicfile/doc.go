// Package atomicfile writes files that readers never see half written: a
// file holds its old content or the whole new one. Batch reports, matrix
// files and shard files are written this way, so that a run killed at any
// moment leaves every output either as it was or complete.
package atomicfile
