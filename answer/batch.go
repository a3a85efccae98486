package answer

import (
	"github.com/pokersim/pokersim/report"
	"strconv"

	"github.com/pokersim/pokersim/sim"
)

// Batch is the report of a batch of matchups (pokersim batch): each line
// of the batch file with its result, or, for a line that could not be run
// (with --keep-going), the reason. Its content depends only on the batch
// file, the seed and the options, never on the order in which matchups
// ran, the number of workers or whether the run was resumed, so no run
// times are kept.
type Batch struct {
	File       string       `json:"file"`       // the batch file's name as given
	Seed       uint64       `json:"seed"`       // the batch seed
	Confidence float64      `json:"confidence"` // the level of the intervals
	Entries    []BatchEntry `json:"matchups"`   // in the order of the file
}

// BatchEntry is one matchup of a Batch.
type BatchEntry struct {
	Line   int     `json:"line"`             // the line number in the batch file, from 1
	Input  string  `json:"input"`            // the line as written, trimmed
	Equity *Equity `json:"result,omitempty"` // the result, if the line ran
	Error  string  `json:"error,omitempty"`  // why the line did not run
}

// confidence returns the level of b's intervals, sim.DefaultConfidence if it
// was left 0.
func (b *Batch) confidence() float64 {
	if b.Confidence == 0 {
		return sim.DefaultConfidence
	}
	return b.Confidence
}

// notRun returns the number of b's lines that were not run.
func (b *Batch) notRun() int {
	n := 0
	for _, be := range b.Entries {
		if be.Equity == nil {
			n++
		}
	}
	return n
}

// count says how many matchups b holds and how many were not run: "12" or
// "12, 1 not run".
func (b *Batch) count() string {
	s := strconv.Itoa(len(b.Entries))
	if n := b.notRun(); n > 0 {
		s += ", " + strconv.Itoa(n) + " not run"
	}
	return s
}

// reason says why be was not run.
func (be *BatchEntry) reason() string {
	if be.Error == "" {
		return "no result"
	}
	return be.Error
}

// Formats returns the formats of a batch report: text, Markdown, CSV, JSON
// and HTML.
func (b *Batch) Formats() []report.Format {
	return []report.Format{report.Text, report.Markdown, report.CSV, report.JSON, report.HTML}
}
