//go:build !race

package main

// raceEnabled reports whether the tests run under the race detector,
// whose shadow memory and slower code make memory and CPU bounds of a
// child process meaningless.
const raceEnabled = false
