// Package request is what a user asks pokersim to compute for one matchup,
// whichever front end it comes from: the command line ("pokersim equity
// AhKh vs QsQd --board Ts9h2c"), a line of a batch file, or the JSON body
// of an HTTP request. All three are adapters over one Request type, one
// table of options (Flags), one grammar for players and flags (Parse) and
// one validation (Request.Spec), so a flag cannot mean one thing on the
// command line and another in a batch file.
//
// A Request holds text as the user typed it; Spec checks it all before any
// work and turns it into the engine's sim.Matchup and sim.Options. Errors
// name what is wrong and where: the flag ("--trials: ..."), the player
// ("player 2: ..."), the board or the dead cards.
//
// RangeBoard is the other question, what a range holds on a board
// ("pokersim range QQ+,AK --board Ks7h2c", POST /api/range): one type and
// one validation for the command line and the server alike.
//
// Request imports no report: what a question's answer looks like (the
// equity report with its analyses, a hand's value, a range on a board) is
// made from its checked form (Spec, Hand, Classified, RangeOnly) by
// package answer, which the front ends call.
package request
