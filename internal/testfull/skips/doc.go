// Command skips reads the output of `go test -json` and prints what `go
// test` prints in package list mode, one line a package, and besides it
// one line for each test that skipped, with its reason, which `go test`
// shows only with -v:
//
//	go test -json ./... | go run ./internal/testfull/skips
//
// The output of a failing test or package is printed whole, as `go test`
// prints it. The exit status is 1 if a test or package failed, or if the
// input holds no package at all, and 0 otherwise.
package main
