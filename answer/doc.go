// Package answer turns a checked request into the report every front end
// prints: the command line, a batch file's lines and the HTTP API meet
// here, so "pokersim equity --outs", a batch line and POST /api/equity
// give one report for one question.
//
// Package request reads and checks what a user asks; package report holds
// the view models and their formats. Answer sits between them, so that
// request (and with it the grammar a library user parses lines with) does
// not import report. Equity and Full make an equity report from a
// request's result, running the analyses it asks for (Analyze); Hand
// values a hand; RangeBoard and RangeSummary report what a range holds.
package answer
