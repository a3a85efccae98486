// Package feature is pokersim's registry of features: one row per thing
// pokersim computes (equity, range, eval, batch, matrix, flops, icm,
// pushfold and its variants, hands, score, pql, solve), from which the
// front ends are derived. The server's endpoints are its rows with a
// Path, each served by one request path (body limit, strict decoding,
// validation, the CPU budget and queue, cancellation, stopping); the
// command line's commands are its rows' names, in the order of All.
//
// A row's request type is decoded strictly (unknown fields refused) and
// validated whole before any work: every number finite and inside its
// documented domain, every count and string bounded. A bad value is a
// *FieldError naming the field, which a front end turns into a 400 or exit
// status 2. A result that is not finite is an error of the feature, caught
// by Finite before anything is written, never a half-written answer.
//
// The package holds no mutable state: All builds its table afresh, and a
// Request is owned by the one goroutine that decoded it.
package feature
