package deck

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/internal/words"
)

// RangeFormat is the range text format of another poker tool, in which
// Range.Export writes a range so that the tool reads the same combos and
// weights. ParseRange reads every one of them back exactly.
type RangeFormat int

// The range formats Range.Export writes. A weight of 1 is never written.
const (
	// Pio is PioSOLVER's format, which GTO Wizard and most solvers share:
	// every class or combo by itself, its weight as a fraction after a
	// colon: "AA,AKs,AQs:0.75,AJs:0.5". Pio's weights run from 0 to 1; a
	// larger one is written as pokersim's percentage ("AA@250").
	Pio RangeFormat = iota
	// Brackets is the bracket format of Equilab, Flopzilla and GTO+ with
	// every class written out: the hands at weight 1 first, then one
	// bracket for each other weight, as a percentage, highest first:
	// "AA,AKs,[75]AQs[/75],[50]AJs,KQs[/50]".
	Brackets
	// Weights lists every hand of the range, then its weights as
	// percentages: "AA, AKs, AQs, AJs; Weights: AQs:75%, AJs:50%".
	Weights
	// Equilab is the bracket format as Equilab's range editor writes it:
	// runs of classes shortened ("QQ+", "ATs+", "A5s-A2s"), ", " between
	// tokens: "QQ+, ATs+, [50]KQs, KJs[/50]".
	Equilab
	// Flopzilla is the bracket format as Flopzilla writes it: runs
	// shortened, "," between tokens: "QQ+,ATs+,[50]KQs,KJs[/50]".
	Flopzilla
	// GTOPlus is the bracket format as GTO+ writes it: every class
	// written out, "," between tokens.
	GTOPlus
)

// ErrRangeFormat reports an unknown range format name.
var ErrRangeFormat = errors.New("unknown range format")

var rangeFormatNames = [...]string{"pio", "brackets", "weights", "equilab", "flopzilla", "gtoplus"}

// RangeFormats returns the range formats, in the order of their names'
// list in errors: pio, brackets, weights, equilab, flopzilla, gtoplus.
func RangeFormats() []RangeFormat {
	return []RangeFormat{Pio, Brackets, Weights, Equilab, Flopzilla, GTOPlus}
}

// String returns the format's name, such as "pio" or "gtoplus".
func (f RangeFormat) String() string {
	if f < 0 || int(f) >= len(rangeFormatNames) {
		return "RangeFormat(" + strconv.Itoa(int(f)) + ")"
	}
	return rangeFormatNames[f]
}

// ParseRangeFormat returns the format named s, in any case ("gto+" is
// GTOPlus, "piosolver" Pio). The error wraps ErrRangeFormat and lists the
// names.
func ParseRangeFormat(s string) (RangeFormat, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	switch name {
	case "piosolver":
		return Pio, nil
	case "gto+":
		return GTOPlus, nil
	}
	if i := slices.Index(rangeFormatNames[:], name); i >= 0 {
		return RangeFormat(i), nil
	}
	return 0, &formatError{s}
}

type formatError struct{ name string }

func (e *formatError) Error() string {
	return ErrRangeFormat.Error() + " " + strconv.Quote(e.name) + " (want " +
		words.Join("or", rangeFormatNames[:], func(s string) string { return s }) + ")"
}

func (e *formatError) Unwrap() error { return ErrRangeFormat }

// Export writes r in format f: "" for a range without combos. Weights are
// written exactly: as the shortest decimal that ParseRange reads back to
// the same float64. Tools take weights up to 1 (100%); a range with a
// larger weight is written as it is, and only ParseRange reads it. A
// weight so small that no percentage reads back to it (below about
// 1e-300) is written in Pio's form (":1e-320" spelled out) outside the
// brackets. Export panics if f is not one of the formats.
func (r *Range) Export(f RangeFormat) string {
	items := r.items()
	switch f {
	case Pio:
		return joinItems(items, ",", func(it rangeItem) string { return it.name + fractionSuffix(it.w) })
	case Brackets, GTOPlus:
		return bracketText(items, ",", false)
	case Equilab:
		return bracketText(items, ", ", true)
	case Flopzilla:
		return bracketText(items, ",", true)
	case Weights:
		return weightsText(items)
	}
	panic("deck: Range.Export: unknown format " + f.String())
}

// rangeItem is a class whose combos in a range all have weight w, or one
// combo (class is false).
type rangeItem struct {
	name    string
	c       Class
	isClass bool
	w       float64
}

// items returns r's classes and, for the classes whose combos have
// different weights, its combos, in the order Range.String writes them.
func (r *Range) items() []rangeItem {
	var items []rangeItem
	for c := range classesByRank() {
		if w := r.Weight(firstCombo(c)); w > 0 && r.uniform(c.Combos()) {
			items = append(items, rangeItem{c.String(), c, true, w})
			continue
		}
		for x := range c.Combos() {
			if w := r.Weight(x); w > 0 {
				items = append(items, rangeItem{name: x.String(), w: w})
			}
		}
	}
	return items
}

func joinItems(items []rangeItem, sep string, text func(rangeItem) string) string {
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = text(it)
	}
	return strings.Join(parts, sep)
}

// fractionSuffix returns ":" and w as the shortest decimal fraction that
// reads back to w, or "" for 1. A weight above 1 and at most 100, which
// ParseRange refuses as a fraction (it reads like a percentage), is
// written as a percentage after "@". A whole number gets ".0", so that
// "22:222.0" reads as nothing but a weight.
func fractionSuffix(w float64) string {
	if w == 1 {
		return ""
	}
	if p, ok := percentText(w); ok && w > 1 && w <= 100 {
		return "@" + p
	}
	s := strconv.FormatFloat(w, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return ":" + s
}

// percentText returns the shortest percentage that ParseRange reads back
// (dividing it by 100) to exactly w, if there is one.
func percentText(w float64) (string, bool) {
	p := w * 100
	if math.IsInf(p, 0) {
		return "", false
	}
	for prec := 0; prec <= 17; prec++ {
		s := strconv.FormatFloat(p, 'f', prec, 64)
		if v, ok := parseDecimal(s); ok && v/100 == w {
			return s, true
		}
	}
	// w*100 rounded; one of its neighbours may divide back to w.
	for _, q := range []float64{p, math.Nextafter(p, math.Inf(1)), math.Nextafter(p, 0)} {
		s := strconv.FormatFloat(q, 'f', -1, 64)
		if v, ok := parseDecimal(s); ok && v/100 == w {
			return s, true
		}
	}
	return "", false
}

// bracketText writes items in bracket format: the items at weight 1, then
// one bracket per other weight, highest first, the classes of each run
// together if short.
func bracketText(items []rangeItem, sep string, short bool) string {
	var parts, loose []string
	for _, g := range byWeight(items) {
		names := itemNames(g.items, short)
		if g.w == 1 {
			parts = append(parts, names...)
			continue
		}
		p, ok := percentText(g.w)
		if !ok {
			for _, it := range g.items {
				loose = append(loose, it.name+fractionSuffix(it.w))
			}
			continue
		}
		names[0] = "[" + p + "]" + names[0]
		names[len(names)-1] += "[/" + p + "]"
		parts = append(parts, names...)
	}
	return strings.Join(append(parts, loose...), sep)
}

// weightsText writes items as every hand, then "; Weights: " and the
// weights other than 1 as percentages.
func weightsText(items []rangeItem) string {
	all := make([]rangeItem, len(items))
	for i, it := range items {
		all[i] = it
		all[i].w = 1
	}
	text := strings.Join(itemNames(all, true), ", ")
	var ws []string
	for _, it := range items {
		if it.w == 1 {
			continue
		}
		if p, ok := percentText(it.w); ok {
			ws = append(ws, it.name+":"+p+"%")
		} else {
			ws = append(ws, it.name+fractionSuffix(it.w))
		}
	}
	if len(ws) > 0 {
		text += "; Weights: " + strings.Join(ws, ", ")
	}
	return text
}

// weightGroup is the items of one weight.
type weightGroup struct {
	w     float64
	items []rangeItem
}

// byWeight groups items by weight, highest first, keeping their order in
// each group.
func byWeight(items []rangeItem) []weightGroup {
	var groups []weightGroup
	for _, it := range items {
		i := slices.IndexFunc(groups, func(g weightGroup) bool { return g.w == it.w })
		if i < 0 {
			groups = append(groups, weightGroup{w: it.w})
			i = len(groups) - 1
		}
		groups[i].items = append(groups[i].items, it)
	}
	slices.SortStableFunc(groups, func(a, b weightGroup) int {
		switch {
		case a.w > b.w:
			return -1
		case a.w < b.w:
			return 1
		}
		return 0
	})
	return groups
}

// itemNames returns the names of items, in order; if short, the runs of
// classes are written as one token: pairs up to AA as "QQ+", other runs of
// pairs as "JJ-88", hands with one top card and suffix whose kickers run
// up to one below it as "ATs+", other runs of two kickers or more as
// "A5s-A2s". Combos are written one by one.
func itemNames(items []rangeItem, short bool) []string {
	var names []string
	for i := 0; i < len(items); {
		j := i + 1
		for short && j < len(items) && follows(items[j-1], items[j]) {
			j++
		}
		names = append(names, runName(items[i].c, items[j-1].c, items[i].isClass && j-i > 1, items[i].name))
		i = j
	}
	return names
}

// follows reports whether b is the class after a in a run: the pair
// below, or the same top card and suffix with the kicker below.
func follows(a, b rangeItem) bool {
	if !a.isClass || !b.isClass || a.c.Suited != b.c.Suited || b.c.Lo+1 != a.c.Lo {
		return false
	}
	if a.c.Hi == a.c.Lo {
		return b.c.Hi == b.c.Lo
	}
	return a.c.Hi == b.c.Hi
}

// runName writes the run of classes from top down to bottom.
func runName(top, bottom Class, run bool, name string) string {
	switch {
	case !run:
		return name
	case top.Hi == top.Lo && top.Hi == Ace:
		return bottom.String() + "+"
	case top.Hi != top.Lo && top.Lo+1 == top.Hi:
		return bottom.String() + "+"
	}
	return top.String() + "-" + bottom.String()
}
