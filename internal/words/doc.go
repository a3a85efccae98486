// Package words writes text for people: lists, as error messages and help
// texts name the choices ("holdem, shortdeck or omaha"), and text read
// from files made safe to print (Escape).
package words
