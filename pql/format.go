package pql

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/pokersim/pokersim/report"
)

// Formats returns the formats an Answer is written in.
func (a *Answer) Formats() []report.Format {
	return []report.Format{report.Text, report.JSON, report.CSV}
}

// WriteText writes each statement's selectors, one line each, as PQL
// users know them ("heroEquity = 0.852037"; a histogram's buckets
// indented below its name), then the method and the deals that qualified.
func (a *Answer) WriteText(w io.Writer) error {
	ew := &errWriter{w: w}
	for i, r := range a.Results {
		if i > 0 {
			ew.printf("\n")
		}
		for _, s := range r.Selectors {
			if s.Agg == "histogram" {
				ew.printf("%s:\n", s.Name)
				for _, b := range s.Buckets {
					ew.printf("  %-18s %.6f%s\n", b.Label, b.Fraction, pm(b.StdErr))
				}
				continue
			}
			ew.printf("%s = %.6f%s\n", s.Name, s.Value, pm(s.StdErr))
		}
		ew.printf("(%s, %d trials", r.Method, r.Trials)
		if r.Deals != r.Trials {
			ew.printf(" of %d deals", r.Deals)
		}
		if r.TimeLimited {
			ew.printf(", stopped at the time limit")
		}
		ew.printf(")\n")
	}
	return ew.err
}

func pm(se float64) string {
	if se == 0 {
		return ""
	}
	return fmt.Sprintf(" ± %.6f", se)
}

type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

// jsonResult is a Result as JSON writes it.
type jsonResult struct {
	Query       string         `json:"query"`
	Method      string         `json:"method"`
	Trials      int64          `json:"trials"`
	Deals       int64          `json:"deals"`
	TimeLimited bool           `json:"time_limited,omitempty"` // written only when set
	Selectors   []jsonSelector `json:"selectors"`
}

type jsonSelector struct {
	Name   string `json:"name"`
	Value  any    `json:"value"`
	StdErr any    `json:"stderr"`
}

func (r *Result) jsonValue() jsonResult {
	j := jsonResult{Query: r.Query, Method: r.Method, Trials: r.Trials, Deals: r.Deals, TimeLimited: r.TimeLimited, Selectors: []jsonSelector{}}
	for _, s := range r.Selectors {
		js := jsonSelector{Name: s.Name, Value: s.Value, StdErr: s.StdErr}
		if s.Agg == "histogram" {
			v, e := map[string]float64{}, map[string]float64{}
			for _, b := range s.Buckets {
				v[b.Label], e[b.Label] = b.Fraction, b.StdErr
			}
			js.Value, js.StdErr = v, e
		}
		j.Selectors = append(j.Selectors, js)
	}
	return j
}

// WriteJSON writes one statement's result as {"method", "trials",
// "selectors": [{"name", "value", "stderr"}]} (a histogram's value and
// stderr are objects from each bucket to its figure), or an array of
// them for several statements.
func (a *Answer) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if len(a.Results) == 1 {
		return enc.Encode(a.Results[0].jsonValue())
	}
	all := make([]jsonResult, len(a.Results))
	for i, r := range a.Results {
		all[i] = r.jsonValue()
	}
	return enc.Encode(all)
}

// WriteCSV writes one row per selector (a histogram's, one per bucket):
// statement, name, bucket, value, stderr, method, trials.
func (a *Answer) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"statement", "name", "bucket", "value", "stderr", "method", "trials"})
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	for i, r := range a.Results {
		st, tr := strconv.Itoa(i+1), strconv.FormatInt(r.Trials, 10)
		for _, s := range r.Selectors {
			if s.Agg == "histogram" {
				for _, b := range s.Buckets {
					_ = cw.Write([]string{st, s.Name, b.Label, f(b.Fraction), f(b.StdErr), r.Method, tr})
				}
				continue
			}
			_ = cw.Write([]string{st, s.Name, "", f(s.Value), f(s.StdErr), r.Method, tr})
		}
	}
	cw.Flush()
	return cw.Error()
}
