// Package words writes lists for people, as error messages and help texts
// name the choices: "holdem, shortdeck or omaha".
package words
