package answer

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"github.com/pokersim/pokersim/report"
	"reflect"
	"slices"
	"testing"
)

// sampleBatchJSON is a batch as pokersim batch reports it, with results
// computed by sim (Seconds zeroed) for the lines of a file with a comment
// on line 3 and two lines that cannot run: an exact heads-up matchup, a
// Monte Carlo three-way one, an exact range against random, a short Monte
// Carlo run with ranges (wide intervals), a flop with a dead card, a
// five-card game, Omaha hi-lo on a flop, and two errors, one with characters that every format
// must escape.
const sampleBatchJSON = `{
  "file": "sample batch.txt",
  "seed": 42,
  "confidence": 0.95,
  "matchups": [
    {"line": 1, "input": "AhKh vs QsQd",
     "result": {"mode":"exact","game":"holdem","board":[],"dead":[],"samples":1712304,"interrupted":false,"players":[{"hand":"AhKh","equity":0.46214457245909607,"win":0.46017880002616357,"tie":0.00393154486586494},{"hand":"QsQd","equity":0.537855427540904,"win":0.5358896551079715,"tie":0.00393154486586494}]}},
    {"line": 2, "input": "AhKh vs QsQd vs 7c7d --mc --trials 2000000",
     "result": {"mode":"montecarlo","game":"holdem","board":[],"dead":[],"samples":2000000,"seed":1434227565424671952,"confidence":0.95,"interrupted":false,"players":[{"hand":"AhKh","equity":0.38943916666666667,"win":0.388784,"tie":0.0019655,"stderr":0.00034448477786025694,"ci_low":0.3887639889088383,"ci_high":0.39011434442449505},{"hand":"QsQd","equity":0.4269211666666667,"win":0.426266,"tie":0.0019655,"stderr":0.00034944434917513057,"ci_low":0.4262362683276824,"ci_high":0.42760606500565096},{"hand":"7c7d","equity":0.18363966666666665,"win":0.1829845,"tie":0.0019655,"stderr":0.0002733855900696345,"ci_low":0.18310384075623792,"ci_high":0.18417549257709537}]}},
    {"line": 4, "input": "\"AA,KK,QQ,AKs\" vs random",
     "result": {"mode":"exact","game":"holdem","board":[],"dead":[],"samples":46146592800,"interrupted":false,"players":[{"hand":"AA,KK,QQ,AKs","combos":22,"equity":0.7969663055167098,"win":0.7931663067441027,"tie":0.007599997545214216},{"hand":"random","combos":1326,"equity":0.20303369448329023,"win":0.1992336957106831,"tie":0.007599997545214216}]}},
    {"line": 5, "input": "15% vs \"AA@50,KK,AKs\" vs 22-66 --trials 20000",
     "result": {"mode":"montecarlo","game":"holdem","board":[],"dead":[],"samples":20000,"seed":11726707113782294467,"confidence":0.95,"interrupted":false,"players":[{"hand":"15%","combos":200,"equity":0.23436666666666664,"win":0.22645,"tie":0.0169,"stderr":0.0029605980908518396,"ci_low":0.228564001035899,"ci_high":0.24016933229743428},{"hand":"AA@50,KK,AKs","combos":16,"equity":0.5418416666666667,"win":0.53425,"tie":0.01625,"stderr":0.0034948223404019014,"ci_low":0.534991940747113,"ci_high":0.5486913925862204},{"hand":"22-66","combos":30,"equity":0.22379166666666664,"win":0.2224,"tie":0.00385,"stderr":0.0029396882954329626,"ci_low":0.2180299834818441,"ci_high":0.22955334985148917}]}},
    {"line": 6, "input": "AhKh vs QsQd --board Ts9h2c --dead 2d",
     "result": {"mode":"exact","game":"holdem","board":["Ts","9h","2c"],"dead":["2d"],"samples":946,"interrupted":false,"players":[{"hand":"AhKh","equity":0.2843551797040169,"win":0.2843551797040169,"tie":0},{"hand":"QsQd","equity":0.7156448202959831,"win":0.7156448202959831,"tie":0}]}},
    {"line": 7, "input": "AhKh vs AhQd",
     "error": "player 2: duplicate card: Ah is also in player 1's hand"},
    {"line": 8, "input": "AhAsKd vs QhQsQd2c vs random --game fivecard --trials 40000",
     "result": {"mode":"montecarlo","game":"fivecard","board":[],"dead":[],"samples":40000,"seed":3618156144831927409,"confidence":0.95,"interrupted":false,"players":[{"hand":"AhAsKdXxXx","equity":0.08245,"win":0.08245,"tie":0,"stderr":0.001375245409917808,"ci_low":0.07975456852665706,"ci_high":0.08514543147334293},{"hand":"QhQsQd2cXx","equity":0.90805,"win":0.90805,"tie":0,"stderr":0.0014447767777411153,"ci_low":0.9052182895499276,"ci_high":0.9108817104500725},{"hand":"XxXxXxXxXx","equity":0.0095,"win":0.0095,"tie":0,"stderr":0.0004850193295117216,"ci_low":0.00854937958235126,"ci_high":0.01045062041764874}]}},
    {"line": 9, "input": "AhAs2d3c vs KhKsQdJc --game omaha8 --board 7s6h2c",
     "result": {"mode":"exact","game":"omaha8","board":["7s","6h","2c"],"dead":[],"samples":820,"seed":null,"interrupted":false,"players":[{"hand":"AhAs2d3c","equity":0.9451219512195121,"win":0.8902439024390244,"tie":0.10975609756097561,"hilo":{"scoop":0.8902439024390244,"high_win":0.8902439024390244,"high_tie":0,"low_win":1,"low_tie":0,"high_equity":0.8902439024390244,"low_equity":1}},{"hand":"KhKsQdJc","equity":0.054878048780487805,"win":0,"tie":0.10975609756097561,"hilo":{"scoop":0,"high_win":0.10975609756097561,"high_tie":0,"low_win":0,"low_tie":0,"high_equity":0.10975609756097561,"low_equity":0}}],"no_low":0}},
    {"line": 10, "input": "AhKh vs QsQd --board \"<b>Ts9h</b>\" | x&y *z*",
     "error": "board: unknown rank \"<\" in \"<b>Ts9h</b>\""}
  ]
}`

// sampleBatch decodes sampleBatchJSON, as a resumed batch reads its
// results back from its journal.
func sampleBatch(t *testing.T) *Batch {
	t.Helper()
	var b Batch
	if err := json.Unmarshal([]byte(sampleBatchJSON), &b); err != nil {
		t.Fatal(err)
	}
	return &b
}

func TestBatchFormats(t *testing.T) {
	tests := []struct {
		format report.Format
		golden string
	}{
		{report.Text, "batch.txt"},
		{report.Markdown, "batch.md"},
		{report.CSV, "batch.csv"},
		{report.JSON, "batch.json"},
	}
	for _, tt := range tests {
		t.Run(string(tt.format), func(t *testing.T) {
			var first, second bytes.Buffer
			b := sampleBatch(t)
			if err := report.Write(&first, tt.format, b); err != nil {
				t.Fatal(err)
			}
			if err := report.Write(&second, tt.format, b); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(first.Bytes(), second.Bytes()) {
				t.Errorf("Write(%s) twice gives different output", tt.format)
			}
			golden(t, tt.golden, first.Bytes())
		})
	}
}

func TestBatchWriteEmpty(t *testing.T) {
	b := &Batch{File: "empty.txt"}
	for _, f := range []report.Format{report.Text, report.Markdown, report.CSV, report.JSON, report.HTML} {
		var out bytes.Buffer
		if err := report.WriteWith(&out, f, b, stubCharts{}); err != nil {
			t.Errorf("Write(%s) of an empty batch: %v", f, err)
		}
	}
}

func TestBatchWriteUnknownFormat(t *testing.T) {
	if err := report.Write(new(bytes.Buffer), "xml", sampleBatch(t)); err == nil {
		t.Error("Write(xml) succeeded")
	}
}

func TestBatchJSONRoundTrip(t *testing.T) {
	b := sampleBatch(t)
	var out bytes.Buffer
	if err := b.WriteJSON(&out); err != nil {
		t.Fatal(err)
	}
	var got Batch
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&got, b) {
		t.Errorf("WriteJSON then Unmarshal = %+v, want %+v", got, *b)
	}
}

func TestMarkdownEscape(t *testing.T) {
	tests := []struct{ in, want string }{
		{"AhKh vs QsQd", "AhKh vs QsQd"},
		{"a | b", `a \| b`},
		{`<b>*x*</b> & _y_ [z] \ ~`, `\<b\>\*x\*\</b\> \& \_y\_ \[z\] \\ \~`},
		{"two\nlines", "two lines"},
	}
	for _, tt := range tests {
		if got := mdEscape(tt.in); got != tt.want {
			t.Errorf("mdEscape(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestEquityWriteBatchFormats(t *testing.T) {
	e := sampleBatch(t).Entries[0].Equity
	for _, f := range []report.Format{report.Markdown, report.HTML} {
		if err := report.Write(new(bytes.Buffer), f, e); err == nil {
			t.Errorf("Equity.Write(%s) succeeded, want an error", f)
		}
	}
}

func TestFormatFromPath(t *testing.T) {
	tests := []struct {
		path string
		want report.Format
		ok   bool
	}{
		{"out.txt", report.Text, true},
		{"out.text", report.Text, true},
		{"dir.v2/out.md", report.Markdown, true},
		{"out.markdown", report.Markdown, true},
		{"OUT.CSV", report.CSV, true},
		{"out.json", report.JSON, true},
		{"report.html", report.HTML, true},
		{"report.htm", report.HTML, true},
		{"report", "", false},
		{"report.pdf", "", false},
		{"dir.html/report", "", false},
	}
	for _, tt := range tests {
		got, ok := report.FormatFromPath(tt.path)
		if got != tt.want || ok != tt.ok {
			t.Errorf("FormatFromPath(%q) = %q, %v, want %q, %v", tt.path, got, ok, tt.want, tt.ok)
		}
	}
}

// TestBatchWriteOdd checks that results missing parts, as a hand-built or
// damaged batch may have, are written without a panic.
func TestBatchWriteOdd(t *testing.T) {
	se := 0.01
	b := &Batch{File: "odd.txt", Entries: []BatchEntry{
		{Line: 1, Input: "no players", Equity: &Equity{Mode: "exact", Game: "holdem"}},
		{Line: 2, Input: "Monte Carlo without intervals", Equity: &Equity{Mode: "montecarlo", Game: "holdem",
			Players: []PlayerEquity{{Hand: "AhKh", Equity: 0.5, StdErr: &se}, {Hand: "QsQd", Equity: 0.5}}}},
		{Line: 3, Input: "neither result nor error"},
	}}
	for _, f := range []report.Format{report.Text, report.Markdown, report.CSV, report.JSON, report.HTML} {
		var out bytes.Buffer
		if err := report.WriteWith(&out, f, b, stubCharts{}); err != nil {
			t.Errorf("Write(%s): %v", f, err)
		}
	}
}

// TestBatchCSVInterrupted checks that a partial result is marked in its
// rows of the CSV report.
func TestBatchCSVInterrupted(t *testing.T) {
	b := sampleBatch(t)
	b.Entries[1].Equity.Interrupted = true
	var out bytes.Buffer
	if err := b.WriteCSV(&out); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&out).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := slices.Index(rows[0], "interrupted")
	if col < 0 {
		t.Fatalf("no interrupted column in %q", rows[0])
	}
	wants := map[string]string{"1": "false", "2": "true", "7": ""} // by line; 7 did not run
	for _, row := range rows[1:] {
		if want, ok := wants[row[0]]; ok && row[col] != want {
			t.Errorf("line %s: interrupted = %q, want %q", row[0], row[col], want)
		}
	}
}
