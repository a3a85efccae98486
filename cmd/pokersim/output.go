package main

import (
	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/report"
)

// formatFlag returns the --format flag of the commands that print results
// as text or JSON; read its value with formatOf.
func formatFlag() *cli.StringFlag {
	return &cli.StringFlag{
		Name:  "format",
		Value: "text",
		Usage: "print results as `FORMAT`: text or json",
	}
}

// formatOf returns the value of c's --format flag, text or JSON, or a
// usage error.
func formatOf(c *cli.Context) (report.Format, error) {
	f, err := report.ParseFormat(c.String("format"), report.Text, report.JSON)
	if err != nil {
		return "", usageErrorf(c, "--format: %v", err)
	}
	return f, nil
}
