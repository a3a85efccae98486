// Package server is pokersim's web front end: a JSON API over the same
// request type and validation as the command line (package request), and
// a calculator page embedded in the binary, served by one http.Handler.
//
// The API:
//
//	GET  /healthz        liveness, and the computations running and queued
//	GET  /api/limits     this server's limits (Config)
//	GET  /api/games      the games, from the game table
//	GET  /api/ranking    the starting-hand classes best first, as "15%" takes them
//	GET  /api/range      a range expanded to its classes and combos, for the grid (?range=QQ+,AKs&game=shortdeck&export=pio)
//	POST /api/range      what a range holds on a board: request.RangeBoard in, answer.RangeBoard out;
//	                     without a board, answer.RangeSummary out ("export": "pio" adds the range in Pio's format)
//	POST /api/eval       value a hand: request.Eval in (cards, board, game), answer.Hand out
//	POST /api/equity     value a matchup: request.Request in, answer.Equity out
//	POST /api/icm        tournament prize equity: icm.Request in, icm.Report out
//	POST /api/pushfold   heads-up push-or-fold equilibrium: pushfold.Game in, its report out
//	POST /api/pushfold/chart  the push-or-fold chart of an ante ({"ante": 0.125})
//	POST /api/pushfold/icm    the blinds' push-or-fold game in prize equity: pushfold.ICMGame in
//	POST /api/pushfold/button the three-handed push-or-fold game in prize equity: pushfold.ThreeWayGame in
//	POST /api/hands      a hand history file in (raw, or a form's "file"), all-in EV out as JSON, or ?format=html a page
//	POST /api/flops      two ranges on every flop: {"game", "ranges": [r1, r2], "board_filter", "hero", "buckets"} in,
//	                     the JSON of "pokersim flops --format json" out
//
// POST bodies are JSON (Content-Type application/json). POST /api/range
// answers with exactly the bytes "pokersim range --format json" prints
// for the same question. /api/equity answers
// with exactly the bytes "pokersim equity --format json" prints for the
// same request; asked for text/event-stream (the Accept header), it
// streams server-sent events instead: "start" (the method chosen),
// "progress" and, for Monte Carlo, "partial" results a few times a
// second, then "result" (the same JSON) or "error". A client that
// disconnects cancels its computation.
//
// Errors are JSON objects {"error": message, "where": part} with status
// 400 for bad input (the command line's messages, "where" naming the
// player, the board or the field at fault), 404, 405, 413 for a body over
// Config.MaxBody, 415 for a body that is not JSON, 429 when the queue of
// computations is full, and 503 when a computation waited too long for a
// slot or ran past its budget. A 500 means a bug: a handler's panic is
// recovered, logged and answered with one.
//
// A Server holds no package state; any number may run in one process. Its
// methods are safe for concurrent use.
package server
