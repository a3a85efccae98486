package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/internal/input"
	"github.com/pokersim/pokersim/pql"
	"github.com/pokersim/pokersim/report"
)

// pqlCommand is pokersim pql: the Poker Query Language.
func pqlCommand() *cli.Command {
	return &cli.Command{
		Name:      "pql",
		Usage:     usageOf("pql"),
		ArgsUsage: "QUERY",
		Description: `Runs ProPokerTools' Poker Query Language (docs/pql.md) in every game:

  select avg(riverEquity(hero)) as heroEquity from game='holdem', hero='AA', villain='**'

A query is enumerated exactly when it fits the exact budget of pokersim
equity, and sampled by Monte Carlo otherwise (--trials deals that satisfy
where, seeded by --seed). -f reads statements separated by ; from a file (- for standard input).
--sheet runs ProPokerTools' spreadsheet mode: a CSV with a #QUERY# column
and #COLUMN# placeholders in, one row of results per row out.`,
		Flags: []cli.Flag{
			formatFlag((&pql.Answer{}).Formats()),
			&cli.StringFlag{Name: "file", Aliases: []string{"f"}, Usage: "read the query from `FILE`"},
			&cli.StringFlag{Name: "sheet", Usage: "run the spreadsheet `CSV` (ProPokerTools' spreadsheet mode) and print its results as CSV"},
			&cli.StringFlag{Name: "method", Value: "auto", Usage: "`METHOD`: auto, exact or mc"},
			&cli.StringFlag{Name: "trials", DefaultText: "600000", Usage: "Monte Carlo: stop after `N` deals satisfy where"},
			sharedFlag("seed", use{usage: "Monte Carlo's seed `N`"}),
			sharedFlag("workers", use{usage: "`N` worker goroutines"}),
		},
		Action: runPQL,
	}
}

func runPQL(c *cli.Context) error {
	format, err := formatOf(c, (&pql.Answer{}).Formats())
	if err != nil {
		return err
	}
	r, err := pqlRequest(c)
	if err != nil {
		return err
	}
	if path := c.String("sheet"); path != "" {
		return runSheet(c, path, r)
	}
	if path := c.String("file"); path != "" {
		b, err := input.ReadFile(c.Context, path, c.App.Reader, input.Limits{MaxSize: feature.MaxQuery})
		if err != nil {
			return usageErrorf(c, "--file: %v", err)
		}
		r.Query = string(b)
	}
	rep, err := runFeature(c, &feature.PQL{Request: *r})
	if err != nil {
		return err
	}
	return report.Write(c.App.Writer, format, rep)
}

// pqlRequest reads the request from c's arguments and flags.
func pqlRequest(c *cli.Context) (*pql.Request, error) {
	r := pql.Request{Query: strings.Join(c.Args().Slice(), " "), Method: c.String("method")}
	var err error
	if r.Seed, err = strconv.ParseUint(c.String("seed"), 10, 64); err != nil {
		return nil, usageErrorf(c, "--seed: want a whole number of at least 0, got %q", c.String("seed"))
	}
	if c.IsSet("trials") {
		if r.Trials, err = strconv.ParseInt(c.String("trials"), 10, 64); err != nil || r.Trials <= 0 {
			return nil, usageErrorf(c, "--trials: want a positive whole number, got %q", c.String("trials"))
		}
	}
	return &r, nil
}

// runSheet runs the spreadsheet at path with r's options: each row's
// query is the sheet's, so r's own is a placeholder.
func runSheet(c *cli.Context, path string, r *pql.Request) error {
	f, err := input.Open(c.Context, path, c.App.Reader, input.Limits{MaxLine: input.MaxLine})
	if err != nil {
		return usageErrorf(c, "--sheet: %v", err)
	}
	defer f.Close()
	r.Query = "-" // the sheet's rows hold the queries
	if err := r.Validate(); err != nil {
		return usage(c, err)
	}
	workers, err := optionalWorkers(c)
	if err != nil {
		return err
	}
	return pqlError(c, pql.RunSheet(c.Context, f, c.App.Writer, *r, workers))
}

// pqlError makes a query's or request's error a usage error (exit 2).
func pqlError(c *cli.Context, err error) error {
	var qe *pql.Error
	var fe *pql.FieldError
	if errors.As(err, &qe) || errors.As(err, &fe) {
		return usage(c, err)
	}
	return err
}
