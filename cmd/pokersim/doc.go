// Command pokersim computes poker equities, values hands and scores files
// of showdowns. Run "pokersim --help" for its commands.
package main
