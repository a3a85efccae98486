package report

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
