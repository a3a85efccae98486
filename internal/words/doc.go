// Package words writes text for people: lists, as error messages and help
// texts name the choices ("holdem, shortdeck or omaha"), text read from
// files made safe to print (Escape), and the edit distance by which a
// mistyped name finds the one meant (Distance).
package words
