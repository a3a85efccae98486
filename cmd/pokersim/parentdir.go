package main

import (
	"fmt"
	"os"
	"path/filepath"
)

// makeParent creates the folder that is to hold the file at path, with any
// folders missing above it (mode 0755 before the umask), as mkdir -p does.
// A sharded run on a fresh volume (a Kubernetes pod writing
// shards/shard-3.json, see deploy/k8s) then needs no step to create the
// folder first. The file itself, and its journal beside it, are written
// later by their own writers. An error names the folder it could not make.
//
// A path that is a folder is refused before any work (exit status 2), so
// that a run does not compute everything to fail on writing its report.
func makeParent(path string) error {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return &usageError{err: fmt.Errorf("--out %q is a folder: name a file", path)}
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("cannot create the folder %q for %q: %w", dir, path, err)
	}
	return nil
}
