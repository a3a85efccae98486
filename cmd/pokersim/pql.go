package main

import (
	"errors"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/pql"
	"github.com/pokersim/pokersim/report"
)

// pqlCommand is pokersim pql: the Poker Query Language.
func pqlCommand() *cli.Command {
	return &cli.Command{
		Name:      "pql",
		Usage:     "answer a Poker Query Language query, exactly where the budget allows",
		ArgsUsage: "QUERY",
		Description: `Runs ProPokerTools' Poker Query Language (docs/pql.md) in every game:

  select avg(riverEquity(hero)) as heroEquity from game='holdem', hero='AA', villain='**'

A query is enumerated exactly when it fits the exact budget of pokersim
equity, and sampled by Monte Carlo otherwise (--trials deals that satisfy
where, seeded by --seed). -f reads statements separated by ; from a file.
--sheet runs ProPokerTools' spreadsheet mode: a CSV with a #QUERY# column
and #COLUMN# placeholders in, one row of results per row out.`,
		Flags: []cli.Flag{
			formatFlag((&pql.Answer{}).Formats()),
			&cli.StringFlag{Name: "file", Aliases: []string{"f"}, Usage: "read the query from `FILE`"},
			&cli.StringFlag{Name: "sheet", Usage: "run the spreadsheet `CSV` (ProPokerTools' spreadsheet mode) and print its results as CSV"},
			&cli.StringFlag{Name: "method", Value: "auto", Usage: "auto, exact or mc"},
			&cli.Int64Flag{Name: "trials", Usage: "Monte Carlo: stop after `N` deals satisfy where (default 600000)"},
			&cli.Uint64Flag{Name: "seed", Usage: "Monte Carlo seed"},
			&cli.IntFlag{Name: "workers", Usage: "goroutines (default: one per CPU)"},
		},
		Action: runPQL,
	}
}

func runPQL(c *cli.Context) error {
	format, err := formatOf(c, (&pql.Answer{}).Formats())
	if err != nil {
		return err
	}
	r := pql.Request{Query: strings.Join(c.Args().Slice(), " "), Method: c.String("method"),
		Trials: c.Int64("trials"), Seed: c.Uint64("seed")}
	if path := c.String("sheet"); path != "" {
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		r.Query = "-" // the sheet's rows hold the queries
		if err := r.Validate(); err != nil {
			return usage(c, err)
		}
		return pqlError(c, pql.RunSheet(c.Context, f, c.App.Writer, r, c.Int("workers")))
	}
	if path := c.String("file"); path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		r.Query = string(b)
	}
	a, err := pql.Run(c.Context, r, c.Int("workers"))
	if err != nil {
		return pqlError(c, err)
	}
	return report.Write(c.App.Writer, format, a)
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
