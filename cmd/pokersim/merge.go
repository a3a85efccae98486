package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/batch"
	"github.com/pokersim/pokersim/flops"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/job/equity"
	"github.com/pokersim/pokersim/matrix"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
	"github.com/pokersim/pokersim/shard"
)

func mergeCommand() *cli.Command {
	return &cli.Command{
		Name:      "merge",
		Usage:     "put the shard files of a job run with --shard together into its report",
		ArgsUsage: "FILE...",
		Description: `Checks that the shard files belong to one job (batch, matrix, flops or exact equity
run with --shard I/N) and that each index from 0 to N-1 is there once, then
writes the report the job run in one process writes, byte for byte (but for
running times). A missing shard is listed with the command that runs it; a
shard of another job, given twice, or cut short is refused, naming the file.

The report goes to --out in the format of its extension or --format: for a
batch, flops or an equity, as those commands write them (a batch or flops
to standard output without --out); for a table (the class matrix or the
three-way table), --out is a directory for its files (matrix.csv, .json,
.png and .svg; matrix3.csv and .json), or a file whose extension names one
of them. Every figure in the files is checked before it is used: a shard
whose results do not fit its job is refused, naming it.

Examples:
  for i in $(seq 0 7); do pokersim batch spots.txt --shard $i/8 --out shard-$i.json & done; wait
  pokersim merge shard-*.json --out report.html
  pokersim matrix --shard env/64 --out matrix-$SLURM_ARRAY_TASK_ID.json
  pokersim merge matrix-*.json --out results`,
		Flags: []cli.Flag{
			sharedFlag("out", use{usage: "write the report to `FILE`; for a table, a directory for its files, or one file named by its extension", short: true}),
			sharedFlag("format", use{usage: "report `FORMAT`", defaultText: "from the --out extension, else text", short: true}),
		},
		Action: mergeAction,
	}
}

// jobs returns the kinds of job merge knows: a new job adds its Kind here.
func jobs() *job.Registry {
	return job.NewRegistry(batch.Kind(), matrix.Kind(), equity.Kind(), flops.Kind())
}

func mergeAction(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageErrorf(c, "want the shard FILEs to merge")
	}
	var files []*shard.File
	err := interruptible(c.Context, func() error {
		for _, name := range c.Args().Slice() {
			f, err := shard.Read(name)
			if err != nil {
				return err
			}
			files = append(files, f)
		}
		return nil
	})
	if err != nil {
		return err
	}
	merged, err := jobs().Merge(files)
	if err != nil {
		return err
	}
	out := c.String("out")
	if merged.Name == "" {
		return writeReport(c, merged.Report, out, merged.Report.Formats())
	}
	return writeTable(c, merged, out)
}

// writeTable writes a table's report into the directory out, a file of
// each of its formats, or to the file out if its extension names one.
func writeTable(c *cli.Context, merged *job.Merged, out string) error {
	dir, name, formats := out, merged.Name, merged.Report.Formats()
	if f, ok := report.FormatFromPath(out); ok {
		if err := formatOfOut(c, out, f, merged.Report.Formats()); err != nil {
			return err
		}
		dir, name = filepath.Split(out)
		name = name[:len(name)-len(filepath.Ext(name))]
		formats = []report.Format{f}
	}
	if c.IsSet("format") {
		f, err := report.ParseFormat(c.String("format"), merged.Report.Formats()...)
		if err != nil {
			return usageErrorf(c, "--format: %v", err)
		}
		formats = []report.Format{f}
	}
	if dir == "" {
		dir = "."
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	written, err := matrix.WriteFiles(merged.Report, dir, name, formats, chart.Gonum{})
	if err == nil {
		fmt.Fprintf(c.App.ErrWriter, "pokersim: wrote %s\n", strings.Join(written, ", "))
	}
	return err
}

// writeReport writes r to out (standard output if "") in the format of
// --format or of out's extension, atomically.
func writeReport(c *cli.Context, r report.Report, out string, formats []report.Format) error {
	format := report.Text
	if c.IsSet("format") {
		f, err := report.ParseFormat(c.String("format"), formats...)
		if err != nil {
			return usageErrorf(c, "--format: %v", err)
		}
		format = f
	} else if out != "" {
		f, ok := report.FormatFromPath(out)
		if !ok {
			return usageErrorf(c, "cannot tell the format of %q from its extension: give --format", out)
		}
		if err := formatOfOut(c, out, f, formats); err != nil {
			return err
		}
		format = f
	}
	if out == "" {
		return chart.Write(c.App.Writer, format, r)
	}
	if err := makeParent(out); err != nil {
		return err
	}
	if err := atomicfile.Write(out, func(w io.Writer) error { return chart.Write(w, format, r) }); err != nil {
		return err
	}
	_, err := fmt.Fprintf(c.App.ErrWriter, "pokersim: wrote %s\n", out)
	return err
}

// formatOfOut checks that f, the format that the extension of the file
// out names, is one of the report's formats: a usage error naming the
// file and the formats there are otherwise.
func formatOfOut(c *cli.Context, out string, f report.Format, formats []report.Format) error {
	if slices.Contains(formats, f) {
		return nil
	}
	return usageErrorf(c, "--out %s: this report is written as %s, not %s", out, report.FormatList(formats), f)
}
