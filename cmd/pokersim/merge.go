package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/batch"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/matrix"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
)

func mergeCommand() *cli.Command {
	return &cli.Command{
		Name:      "merge",
		Usage:     "put the shard files of a job run with --shard together into its report",
		ArgsUsage: "FILE...",
		Description: `Checks that the shard files belong to one job (batch, matrix or exact equity
run with --shard I/N) and that each index from 0 to N-1 is there once, then
writes the report the job run in one process writes, byte for byte (but for
running times). A missing shard is listed with the command that runs it; a
shard of another job, given twice, or cut short is refused, naming the file.

The report goes to --out in the format of its extension or --format: for a
batch or an equity, as those commands write them (a batch to standard
output without --out); for a matrix, --out is a directory for matrix.csv,
.json, .png and .svg, or a file whose extension names one of them.

Examples:
  for i in $(seq 0 7); do pokersim batch spots.txt --shard $i/8 --out shard-$i.json & done; wait
  pokersim merge shard-*.json --out report.html
  pokersim matrix --shard env/64 --out matrix-$SLURM_ARRAY_TASK_ID.json
  pokersim merge matrix-*.json --out results`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write the report to `FILE` (a directory for a matrix)"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, DefaultText: "from the --out extension, else text", Usage: "report `FORMAT`"},
		},
		Action: mergeAction,
	}
}

func mergeAction(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageErrorf(c, "want the shard FILEs to merge")
	}
	var files []*shard.File
	for _, name := range c.Args().Slice() {
		f, err := shard.Read(name)
		if err != nil {
			return err
		}
		files = append(files, f)
	}
	files, err := shard.Check(files)
	if err != nil {
		return err
	}
	out := c.String("out")
	switch kind := files[0].Job.Kind; kind {
	case "batch":
		r, err := batch.Merge(files)
		if err != nil {
			return err
		}
		return writeReport(c, r, out, []report.Format{report.Text, report.Markdown, report.CSV, report.JSON, report.HTML})
	case "equity":
		e, err := shard.MergeEquity(files)
		if err != nil {
			return err
		}
		return writeReport(c, e, out, []report.Format{report.Text, report.JSON, report.CSV})
	case "matrix3":
		t, err := matrix.Merge3(files)
		if err != nil {
			return err
		}
		if out == "" {
			return t.WriteCSV(c.App.Writer)
		}
		if err := makeParent(out); err != nil {
			return err
		}
		if err := matrix.WriteTable3File(t, out); err != nil {
			return err
		}
		_, err = fmt.Fprintf(c.App.ErrWriter, "pokersim: wrote %s\n", out)
		return err
	case "matrix":
		m, err := matrix.Merge(files)
		if err != nil {
			return err
		}
		dir, name, formats := out, "matrix", (&report.Matrix{}).Formats()
		if f, ok := report.FormatFromPath(out); ok {
			dir, name = filepath.Split(out)
			name = name[:len(name)-len(filepath.Ext(name))]
			formats = []report.Format{f}
		}
		if dir == "" {
			dir = "."
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		written, err := matrix.WriteFiles(m, dir, name, formats)
		if err == nil {
			fmt.Fprintf(c.App.ErrWriter, "pokersim: wrote %v\n", written)
		}
		return err
	default:
		return fmt.Errorf("%w: %s: unknown kind of job %q", shard.ErrFile, files[0].Name, kind)
	}
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
		format = f
	}
	if out == "" {
		return report.Write(c.App.Writer, format, r)
	}
	if err := makeParent(out); err != nil {
		return err
	}
	if err := atomicfile.Write(out, func(w io.Writer) error { return report.Write(w, format, r) }); err != nil {
		return err
	}
	_, err := fmt.Fprintf(c.App.ErrWriter, "pokersim: wrote %s\n", out)
	return err
}
