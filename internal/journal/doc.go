// Package journal keeps the record of a long run's finished pieces in an
// append-only file of JSON lines, so that a run stopped by Ctrl-C or killed
// outright resumes where it stopped. Each line is written whole and synced
// before the piece counts as done; a kill can leave at most a partial last
// line, which is dropped on the next Open.
//
// A journal is held by one run at a time: Open takes an exclusive lock on
// the file (flock on Unix, LockFileEx on Windows) and fails with ErrLocked
// while another process holds it. The lock goes with the open file, so a
// run killed outright releases it. Where the file system cannot lock (an
// NFS mount without its lock daemon) or the system has no such lock, the
// journal is used unlocked.
//
// A journal can be rewritten with only the lines its run still needs
// (Rewrite), so that it stays about the size of what it records however
// long the run: the new file is written beside it, synced and renamed over
// it, so a kill leaves the old journal or the new one, never a mix.
package journal
