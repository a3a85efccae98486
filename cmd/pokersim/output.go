package main

import (
	"encoding/json"
	"io"

	"github.com/urfave/cli/v2"
)

// outputFormat is the form in which a command prints its results.
type outputFormat uint8

const (
	formatText outputFormat = iota // for people: aligned labels and values
	formatJSON                     // one JSON object on one line
)

// formatFlag returns the --format flag of the commands that print results;
// read its value with formatOf.
func formatFlag() *cli.StringFlag {
	return &cli.StringFlag{
		Name:  "format",
		Value: "text",
		Usage: "print results as `FORMAT`: text or json",
	}
}

// formatOf returns the value of c's --format flag, or a usage error.
func formatOf(c *cli.Context) (outputFormat, error) {
	switch f := c.String("format"); f {
	case "text":
		return formatText, nil
	case "json":
		return formatJSON, nil
	default:
		return 0, usageErrorf(c, "unknown --format %q: want text or json", f)
	}
}

// writeJSON writes v to w as JSON on one line.
func writeJSON(w io.Writer, v any) error {
	return json.NewEncoder(w).Encode(v)
}
