// Package journal keeps the record of a long run's finished pieces in an
// append-only file of JSON lines, so that a run stopped by Ctrl-C or killed
// outright resumes where it stopped. Each line is written whole and synced
// before the piece counts as done; a kill can leave at most a partial last
// line, which is dropped on the next Open.
package journal
