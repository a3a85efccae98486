package answer_test

import (
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"os"

	"github.com/pokersim/pokersim/report"
)

// exampleBatch is a batch of two lines: one run exactly, and one that
// could not run.
func exampleBatch() *answer.Batch {
	return &answer.Batch{
		File: "matchups.txt", Seed: 42, Confidence: 0.95,
		Entries: []answer.BatchEntry{
			{Line: 1, Input: "AhKh vs QsQd", Equity: &answer.Equity{
				Mode: "exact", Game: "holdem", Samples: 1712304,
				Players: []answer.PlayerEquity{
					{Hand: "AhKh", Equity: 0.46214457245909607, Win: 0.46017880002616357, Tie: 0.00393154486586494},
					{Hand: "QsQd", Equity: 0.537855427540904, Win: 0.5358896551079715, Tie: 0.00393154486586494},
				},
			}},
			{Line: 3, Input: "AhKh vs AhQd", Error: "player 2: duplicate card: Ah is also in player 1's hand"},
		},
	}
}

func ExampleWrite() {
	if err := report.Write(os.Stdout, report.Text, exampleBatch()); err != nil {
		fmt.Println(err)
	}
	// Output:
	// file:        matchups.txt
	// seed:        42
	// matchups:    2, 1 not run
	// confidence:  95%
	//
	// line 1: AhKh vs QsQd
	//   Player  Hand    Equity       Win      Tie
	//        1  AhKh  46.2145%  46.0179%  0.3932%
	//        2  QsQd  53.7855%  53.5890%  0.3932%
	//   exact, 1,712,304 boards
	//
	// line 3: AhKh vs AhQd
	//   not run: player 2: duplicate card: Ah is also in player 1's hand
}

func ExampleBatch_WriteCSV() {
	if err := exampleBatch().WriteCSV(os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// line,input,player,hand,equity,win,tie,stderr,ci_low,ci_high,mode,game,board,dead,samples,seed,interrupted,error
	// 1,AhKh vs QsQd,1,AhKh,0.462145,0.460179,0.003932,,,,exact,holdem,,,1712304,,false,
	// 1,AhKh vs QsQd,2,QsQd,0.537855,0.535890,0.003932,,,,exact,holdem,,,1712304,,false,
	// 3,AhKh vs AhQd,,,,,,,,,,,,,,,,player 2: duplicate card: Ah is also in player 1's hand
}

// A report's format may come from the name of the file it is for.
func ExampleFormatFromPath() {
	format, ok := report.FormatFromPath("report.md")
	if !ok {
		format = report.Text
	}
	if err := report.Write(os.Stdout, format, exampleBatch()); err != nil {
		fmt.Println(err)
	}
	// Output:
	// # Batch report: matchups.txt
	//
	// - file: matchups.txt
	// - seed: 42
	// - matchups: 2, 1 not run
	// - confidence of the intervals (±): 95%
	//
	// | line | matchup | player | hand | equity | ± | win | tie | mode | samples |
	// | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | --- | ---: |
	// | 1 | AhKh vs QsQd | 1 | AhKh | 46.2145% |  | 46.0179% | 0.3932% | exact | 1,712,304 |
	// |  |  | 2 | QsQd | 53.7855% |  | 53.5890% | 0.3932% |  |  |
	//
	// ## Not run
	//
	// - line 3: AhKh vs AhQd: player 2: duplicate card: Ah is also in player 1's hand
}
