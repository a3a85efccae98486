// Package answer turns a checked request into the report every front end
// prints: the command line, a batch file's lines and the HTTP API meet
// here, so "pokersim equity --outs", a batch line and POST /api/equity
// give one report for one question.
//
// Package request reads and checks what a user asks; package report holds
// the formats and the chart data. Answer holds the views between them,
// with every figure computed: an equity (Equity, from a sim.Result with
// the engine's standard errors and intervals, and its analyses), a hand's
// value (Hand), a range on a board (RangeBoard, RangeSummary) and a
// batch's matchups (Batch). EquityOf and Full make an equity report from
// a request's result, running the analyses it asks for (Analyze); HandOf
// values a hand; RangeBoardOf and RangeSummaryOf report what a range
// holds. CheckEquity checks an equity read back from a journal or a shard
// file.
package answer
