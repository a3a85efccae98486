package request

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Parse reads a request from the words of a command line: players
// separated by "vs", and flags anywhere among them, written "--trials
// 1000", "--trials=1000" or "-n 1000"; every word after "--" is a player's.
// Flags whose Scope is above scope are refused with an *Error wrapping
// ErrScope that says why.
func Parse(words []string, scope Scope) (*Request, error) {
	r := new(Request)
	var hands []string
	given := make(map[string]bool) // flags with a value given so far
	for i := 0; i < len(words); i++ {
		w := words[i]
		if w == "--" {
			hands = append(hands, words[i+1:]...)
			break
		}
		if !isFlag(w) {
			hands = append(hands, w)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(w, "-"), "=")
		f := Lookup(name)
		switch {
		case f == nil:
			return nil, &Error{Flag: name, Err: ErrUnknownFlag}
		case f.Scope > scope:
			return nil, &Error{Flag: name, Err: fmt.Errorf("%w: %s", ErrScope, f.Why)}
		case f.Switch() && hasValue:
			return nil, &Error{Flag: name, Err: fmt.Errorf("takes no value, got %q", value)}
		case !f.Switch() && !hasValue:
			if i+1 >= len(words) {
				return nil, &Error{Flag: name, Err: fmt.Errorf("needs a value: %s %s", dashes(name), f.Value)}
			}
			i++
			value = words[i]
		}
		if !f.Switch() && given[f.Name] {
			return nil, &Error{Flag: name, Err: errors.New("given twice: give it once")}
		}
		given[f.Name] = true
		if err := r.Set(name, value); err != nil {
			return nil, err
		}
	}
	r.Players = SplitPlayers(hands)
	return r, nil
}

// ParseLine reads a request from a line of text, as a batch file holds
// them: the words of a command line, split at spaces and tabs, with text in
// single or double quotes kept together as a shell would (without
// escapes). Only Matchup flags are allowed.
func ParseLine(line string) (*Request, error) {
	words, err := SplitWords(line)
	if err != nil {
		return nil, err
	}
	return Parse(words, Matchup)
}

// isFlag reports whether a word is a flag: it starts with a dash and is not
// a number (such as -1, a flag's value).
func isFlag(w string) bool {
	if len(w) < 2 || w[0] != '-' {
		return false
	}
	_, err := strconv.ParseFloat(w, 64)
	return err != nil
}

// SplitWords splits a line into words at spaces and tabs, keeping text in
// single or double quotes together, as a shell would (without escapes). An
// unterminated quote is an *Error wrapping ErrSyntax.
func SplitWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case unicode.IsSpace(r):
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, &Error{Err: fmt.Errorf("%w: unterminated %c quote", ErrSyntax, quote)}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}
