// Package sim plays poker showdowns: scoring files of five-card hands (as in
// Project Euler's poker.txt) and computing the equity of Hold'em and
// five-card matchups by exact enumeration or by Monte Carlo.
package sim
