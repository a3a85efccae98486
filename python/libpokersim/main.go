package main

// main is empty: a c-shared library needs a main package, and its main
// never runs.
func main() {}
