package flops

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"github.com/pokersim/pokersim/report"
	"io"
	"strconv"
	"strings"
)

// Flops is the report of two ranges over every flop of a game (package
// flops): for each flop class kept by the filter, the exact equity of each
// range to the river, the flop's weights, its texture, each range's
// equity buckets and made hands; the same figures by texture; and, with
// a hero hand, what that hand's cards remove from the other range.
//
// Equities are fractions in [0,1]. Averages over flops (Equity, and each
// texture's Equity and Buckets) weigh each flop class by Deals, so that
// over all flops they are the preflop figures of the two ranges.
type Report struct {
	// Game is the game's name: "holdem" or "shortdeck".
	Game string `json:"game"`
	// Ranges are the two ranges as given.
	Ranges []string `json:"ranges"`
	// Filter is the board filter as given, "" for every flop.
	Filter string `json:"filter"`
	// Symmetry is "suits" when the flops are classes under relabelling of
	// the suits (both ranges allow it), "none" when they are the raw
	// flops.
	Symmetry string `json:"symmetry"`
	// FlopsTotal is the number of flops listed: the classes (or raw
	// flops) the filter keeps.
	FlopsTotal int `json:"flops_total"`
	// RawFlops is the number of raw flops they stand for, the sum of the
	// flops' Count.
	RawFlops int `json:"raw_flops"`
	// Equity[p] is range p's equity over the flops kept, weighted by
	// their deals.
	Equity []float64 `json:"equity"`
	// ClassNames are the names of postflop's made-hand classes, weakest
	// first ("nothing", "underpair", ..., "straight-flush"), in the order
	// of each flop's Classes.
	ClassNames []string `json:"class_names"`
	// Buckets are the upper bounds of the equity buckets but the last, in
	// (0,1) and increasing: {0.33, 0.5, 0.75} makes the buckets [0,0.33),
	// [0.33,0.5), [0.5,0.75) and [0.75,1].
	Buckets []float64 `json:"buckets"`
	// Flops lists the flops kept, in the order of package flops (by card
	// index of the representative).
	Flops []Flop `json:"flops"`
	// Textures are the flops grouped by each texture: by suits, pairing,
	// high card and connectedness, in that order, each group's names in
	// a fixed order; names no flop has are left out.
	Textures []TextureSummary `json:"textures"`
	// Hero is the blockers of a hero hand, nil without one.
	Hero *Hero `json:"hero,omitempty"`
}

// Flop is one flop class (or raw flop) of a Flops report.
type Flop struct {
	// Flop is the representative's three cards, lowest first, as
	// "2c2d2h".
	Flop string `json:"flop"`
	// Count is the number of raw flops the class stands for.
	Count int `json:"count"`
	// Deals is the weight of the deals of the two ranges on one of those
	// flops: the sum, over the pairs of combos of the two ranges that
	// share no card with each other or the flop, of the product of their
	// weights.
	Deals float64 `json:"deals"`
	// Combos[p] is range p's weighted combos on the flop: the sum of the
	// weights of those holding no flop card.
	Combos []float64 `json:"combos"`
	// Equity[p] is range p's exact equity on the flop, to the river.
	Equity []float64 `json:"equity"`
	// Texture is the flop's texture.
	Texture FlopTexture `json:"texture"`
	// Buckets[p][b] is the share of range p's combos, weighted by their
	// deals on the flop, whose equity falls in bucket b.
	Buckets [][]float64 `json:"buckets"`
	// Made[p] is range p's made hands on the flop.
	Made []Made `json:"made"`
	// Classes[p] is range p's made-hand classes on the flop, as pokersim
	// range --board FLOP gives them: for each class of the report's
	// ClassNames, the weighted share of its combos without a flop card
	// whose best class it is.
	Classes [][]float64 `json:"classes"`
}

// FlopTexture is a flop's texture, as package flops names it.
type FlopTexture struct {
	// Suits is "monotone", "two-tone" or "rainbow".
	Suits string `json:"suits"`
	// Pairing is "unpaired", "paired" or "trips".
	Pairing string `json:"pairing"`
	// High is the highest rank, as "A" or "9".
	High string `json:"high"`
	// Connected is "straight" (some two hole cards make a straight),
	// "open-ended" (no straight, but some two hole cards make an
	// open-ended straight draw) or "none".
	Connected string `json:"connected"`
}

// Made is the share of a range's combos on a flop, weighted by their
// deals, holding at least two pair, at least a set, and the nuts (postflop
// classes; the nuts: no two hole cards make a better hand on the flop).
type Made struct {
	TwoPair float64 `json:"two_pair"`
	Sets    float64 `json:"sets"`
	Nuts    float64 `json:"nuts"`
}

// Texture is the flops of one texture name in a Flops report.
type TextureSummary struct {
	// Group is "suits", "pairing", "high" or "connected".
	Group string `json:"group"`
	// Name is the texture's name in its group, as FlopTexture holds it.
	Name string `json:"name"`
	// Flops is the number of flop classes of the texture, Count the raw
	// flops they stand for and Deals the weight of their deals (each
	// class's Deals times its Count).
	Flops int     `json:"flops"`
	Count int     `json:"count"`
	Deals float64 `json:"deals"`
	// Equity[p] and Buckets[p] are range p's equity and buckets over the
	// texture's flops, weighted by their deals.
	Equity  []float64   `json:"equity"`
	Buckets [][]float64 `json:"buckets"`
	// Made[p] is range p's made hands over them, likewise.
	Made []Made `json:"made"`
}

// Hero is what a hero hand of the first range removes from the second:
// the second range's combos sharing a card with it, by starting-hand
// class, and the second range's equity and made hands over the flops kept
// (weighted by deals) without and with those combos removed.
type Hero struct {
	// Hand is the hero's two cards, as "AhKh".
	Hand string `json:"hand"`
	// Player is the range the hero's hand belongs to (1) and Other the
	// range it blocks (2), both from 1.
	Player int `json:"player"`
	Other  int `json:"other"`
	// Removed lists, by starting-hand class in grid order, the classes of
	// the other range the hand blocks some combos of.
	Removed []Blocked `json:"removed"`
	// Combos and Blocked are the other range's weighted combos, and those
	// sharing a card with the hand.
	Combos  float64 `json:"combos"`
	Blocked float64 `json:"blocked"`
	// Equity is the other range's equity against the first range over
	// the flops kept: [0] with its whole range, [1] without the blocked
	// combos.
	Equity []float64 `json:"equity"`
	// Made is the other range's made hands over the flops kept, [0]
	// whole, [1] without the blocked combos.
	Made []Made `json:"made"`
}

// Blocked is one class of the other range in a Hero: its weighted combos
// and those the hero's cards remove.
type Blocked struct {
	Class   string  `json:"class"`
	Combos  float64 `json:"combos"`
	Removed float64 `json:"removed"`
}

// Formats returns the formats of a flops report: text, CSV, JSON, and
// HTML, PNG and SVG with charts (see WriteHTML and WriteImage).
func (f *Report) Formats() []report.Format {
	return []report.Format{report.Text, report.CSV, report.JSON, report.HTML, report.PNG, report.SVG}
}

// WriteJSON writes f as one indented JSON object, in the shape of the
// Flops type's tags, fractions in full float64 precision.
func (f *Report) WriteJSON(w io.Writer) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetIndent("", " ")
	if err := enc.Encode(f); err != nil {
		return err
	}
	return bw.Flush()
}

// WriteCSV writes one line per flop: its cards, count, deals, texture,
// each range's combos, equity, buckets (named by their lower bounds) and
// made hands, fractions with six decimals.
func (f *Report) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	header := []string{"flop", "count", "deals", "suits", "pairing", "high", "connected"}
	lows := append([]float64{0}, f.Buckets...)
	for p := range f.Ranges {
		header = append(header, fmt.Sprintf("combos%d", p+1))
	}
	for p := range f.Ranges {
		header = append(header, fmt.Sprintf("equity%d", p+1))
	}
	for p := range f.Ranges {
		for _, lo := range lows {
			header = append(header, fmt.Sprintf("bucket%d_%s", p+1, strconv.FormatFloat(lo, 'f', -1, 64)))
		}
	}
	for p := range f.Ranges {
		header = append(header, fmt.Sprintf("two_pair%d", p+1), fmt.Sprintf("sets%d", p+1), fmt.Sprintf("nuts%d", p+1))
	}
	cw.Write(header)
	for _, fl := range f.Flops {
		t := fl.Texture
		row := []string{fl.Flop, strconv.Itoa(fl.Count), strconv.FormatFloat(fl.Deals, 'f', -1, 64), t.Suits, t.Pairing, t.High, t.Connected}
		for _, c := range fl.Combos {
			row = append(row, strconv.FormatFloat(c, 'f', -1, 64))
		}
		for _, e := range fl.Equity {
			row = append(row, report.Frac(e))
		}
		for _, bs := range fl.Buckets {
			for _, b := range bs {
				row = append(row, report.Frac(b))
			}
		}
		for _, m := range fl.Made {
			row = append(row, report.Frac(m.TwoPair), report.Frac(m.Sets), report.Frac(m.Nuts))
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// WriteText writes f's summary: the two ranges' equity over the flops
// kept, then one table per texture group with, for each texture, its
// flop classes, raw flops, and each range's equity, buckets and made
// hands (shares of two pair or better, sets or better, the nuts); then the
// hero's blockers, if any.
func (f *Report) WriteText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%s: %s vs %s\n", f.Game, f.Ranges[0], f.Ranges[1])
	kind := "flop classes (suit symmetry)"
	switch f.Symmetry {
	case "none":
		kind = "raw flops (no suit symmetry: a range names suits)"
	case "partial":
		kind = "flop classes (partial suit symmetry: a range names suits)"
	}
	filter := ""
	if f.Filter != "" {
		filter = fmt.Sprintf(", filter %q", f.Filter)
	}
	fmt.Fprintf(bw, "%d %s for %d raw flops%s\n", f.FlopsTotal, kind, f.RawFlops, filter)
	fmt.Fprintf(bw, "equity: range 1 %s, range 2 %s (each flop weighted by its deals)\n", report.Percent(f.Equity[0], 1), report.Percent(f.Equity[1], 1))
	cols := f.textColumns()
	group := ""
	for _, t := range f.Textures {
		if t.Group != group {
			group = t.Group
			fmt.Fprintf(bw, "\n%-10s %5s %5s", group, "flops", "raw")
			for r := range f.Ranges {
				fmt.Fprint(bw, " |")
				for _, c := range cols {
					if strings.Contains(c, "%d") {
						c = fmt.Sprintf(c, r+1)
					}
					fmt.Fprintf(bw, " %6s", c)
				}
			}
			fmt.Fprintln(bw)
		}
		fmt.Fprintf(bw, "%-10s %5d %5d", t.Name, t.Flops, t.Count)
		for r := range f.Ranges {
			fmt.Fprint(bw, " |")
			m := t.Made[r]
			for i, x := range append(append([]float64{t.Equity[r]}, t.Buckets[r]...), m.TwoPair, m.Sets, m.Nuts) {
				// Equity and buckets are of the texture's deals: with
				// none (every flop of it blocks a range), there are none.
				if t.Deals == 0 && i <= len(t.Buckets[r]) {
					fmt.Fprintf(bw, " %6s", "-")
					continue
				}
				fmt.Fprintf(bw, " %6s", report.Percent(x, 1))
			}
		}
		fmt.Fprintln(bw)
	}
	if h := f.Hero; h != nil {
		num := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
		fmt.Fprintf(bw, "\nhero %s (range %d) blocks %s of range %d's %s combos\n", h.Hand, h.Player, num(h.Blocked), h.Other, num(h.Combos))
		for _, b := range h.Removed {
			fmt.Fprintf(bw, "  %-4s %s of %s\n", b.Class, num(b.Removed), num(b.Combos))
		}
		fmt.Fprintf(bw, "range %d without them: equity %s -> %s, two pair+ %s -> %s, sets+ %s -> %s, nuts %s -> %s\n", h.Other,
			report.Percent(h.Equity[0], 1), report.Percent(h.Equity[1], 1), report.Percent(h.Made[0].TwoPair, 1), report.Percent(h.Made[1].TwoPair, 1),
			report.Percent(h.Made[0].Sets, 1), report.Percent(h.Made[1].Sets, 1), report.Percent(h.Made[0].Nuts, 1), report.Percent(h.Made[1].Nuts, 1))
	}
	return bw.Flush()
}

// textColumns returns the headers of a range's columns in the text
// summary, with %d for the range's number: equity, each bucket (as
// "<33", "33-50", "75+"), two pair or better, sets or better, nuts.
func (f *Report) textColumns() []string {
	pc := func(x float64) string { return strconv.FormatFloat(100*x, 'f', -1, 64) }
	cols := []string{"eq%d"}
	for b := range len(f.Buckets) + 1 {
		switch {
		case len(f.Buckets) == 0:
			cols = append(cols, "all")
		case b == 0:
			cols = append(cols, "<"+pc(f.Buckets[0]))
		case b == len(f.Buckets):
			cols = append(cols, pc(f.Buckets[b-1])+"+")
		default:
			cols = append(cols, pc(f.Buckets[b-1])+"-"+pc(f.Buckets[b]))
		}
	}
	return append(cols, "2p+%d", "set+%d", "nuts%d")
}
