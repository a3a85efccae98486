package main

import (
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/report"
)

// formatFlag returns the --format flag of the commands that print results
// in formats, text by default; read its value with formatOf.
func formatFlag(formats []report.Format) *cli.StringFlag {
	return sharedFlag("format", use{usage: formatUsage("print results as", formats), value: "text"})
}

// formatUsage returns the usage of a --format flag: what, then the formats
// a report says it has (Report.Formats), so that no command repeats them.
func formatUsage(what string, formats []report.Format) string {
	return what + " `FORMAT`: " + report.FormatList(formats)
}

// formatNames joins the names of formats with commas: "csv, json, png".
func formatNames(formats []report.Format) string {
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = string(f)
	}
	return strings.Join(names, ", ")
}

// formatOf returns the value of c's --format flag, one of formats, or a
// usage error.
func formatOf(c *cli.Context, formats []report.Format) (report.Format, error) {
	f, err := report.ParseFormat(c.String("format"), formats...)
	if err != nil {
		return "", usageErrorf(c, "--format: %v", err)
	}
	return f, nil
}
