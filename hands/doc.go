// Package hands is the hand-history feature: it values hand histories
// (package history) into a session and its rows (Row), and writes them
// as text, CSV, JSON or an HTML page with the followed player's graph
// (Writer). Read and ReadFrom value a file, a folder or a stream as the
// command line and the server read them; Job does the same as a job of
// the job protocol, journaled, so that an interrupted run resumes and
// writes the same bytes as an uninterrupted one.
//
// Every format streams: rows are written as they come, and the HTML page,
// whose hands come after its summary, keeps them compressed until the
// summary is known. Memory holds the session's totals and the graph's
// points, not the rows.
//
// The package keeps no mutable state. A Writer, a Session and a Job are
// each for one goroutine.
package hands
