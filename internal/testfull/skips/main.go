package main

import (
	"os"
)

func main() { os.Exit(summarize(os.Stdin, os.Stdout)) }
