package matrix

import (
	"bytes"
	"context"
	"math"
	"reflect"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

func TestTriples(t *testing.T) {
	if got := len(Triples(nil, nil)); got != NumTriples || NumTriples != 818805 {
		t.Errorf("len(Triples) = %d, NumTriples = %d, want 818805", got, NumTriples)
	}
	aa, kk := mustClass(t, "AA"), mustClass(t, "KK")
	// Triples of {AA, KK}: AA AA AA, AA AA KK, AA KK KK, KK KK KK.
	if got := Triples([]deck.Class{aa, kk}, nil); len(got) != 4 {
		t.Errorf("Triples of AA, KK = %v, want 4", got)
	}
	// Triples holding AA: pairs {a, b} of the 169 classes, repeats allowed.
	if got := len(Triples(nil, []deck.Class{aa})); got != 169*170/2 {
		t.Errorf("%d triples hold AA, want %d", got, 169*170/2)
	}
}

// TestTripleOrbitsPartition checks that a triple's orbits hold each of its
// conflict-free combo triples once.
func TestTripleOrbitsPartition(t *testing.T) {
	for _, s := range [][3]string{{"AA", "KK", "QQ"}, {"AKo", "AQs", "KQo"}, {"72o", "72o", "72o"}, {"AA", "AA", "AKs"}} {
		tr := Sorted(mustClass(t, s[0]), mustClass(t, s[1]), mustClass(t, s[2]))
		var want int64
		x, y, z := deck.ClassAt(tr.X), deck.ClassAt(tr.Y), deck.ClassAt(tr.Z)
		for a := range x.Combos() {
			for b := range y.Combos() {
				for c := range z.Combos() {
					if a.Set()&b.Set() == 0 && c.Set()&(a.Set()|b.Set()) == 0 {
						want++
					}
				}
			}
		}
		var got int64
		for _, o := range tripleOrbits(tr) {
			got += o.count
		}
		if got != want {
			t.Errorf("%v: orbits hold %d combo triples, want %d", s, got, want)
		}
	}
}

// TestTriplesMatchRanges checks triples against the exact equity of the
// three classes as ranges, which counts the same conflict-free combo
// triples equally, and Lookup in every order of the classes.
func TestTriplesMatchRanges(t *testing.T) {
	for _, s := range [][3]string{{"AA", "KK", "QQ"}, {"AKs", "QQ", "JTs"}, {"72o", "AA", "72o"}} {
		cls := []deck.Class{mustClass(t, s[0]), mustClass(t, s[1]), mustClass(t, s[2])}
		counts, err := Compute3(context.Background(), Options3{Triples: []Triple{Sorted(cls[0], cls[1], cls[2])}})
		if err != nil {
			t.Fatal(err)
		}
		tab := NewTable3(counts)
		got, ok := tab.Lookup(cls[0], cls[1], cls[2])
		if !ok {
			t.Fatal("Lookup failed")
		}
		m := &sim.Matchup{Game: game.Holdem}
		for _, c := range s {
			m.Players = append(m.Players, sim.Player{Range: deck.MustParseRange(c)})
		}
		r, err := sim.Enumerate(context.Background(), m, sim.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for k := range 3 {
			if math.Abs(got[k]-r.Players[k].Equity) > 1e-12 {
				t.Errorf("%v: player %d: table %.10f, range equity %.10f", s, k+1, got[k], r.Players[k].Equity)
			}
		}
		if swapped, _ := tab.Lookup(cls[2], cls[0], cls[1]); swapped != [3]float64{got[2], got[0], got[1]} {
			t.Errorf("%v: Lookup in another order = %v, want %v", s, swapped, got)
		}
	}
}

func TestTable3RoundTrip(t *testing.T) {
	counts, err := Compute3(context.Background(), Options3{Triples: Triples([]deck.Class{mustClass(t, "AA"), mustClass(t, "T9s")}, nil)})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := NewTable3(counts).Report().WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	back, err := ReadTable3(&b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Counts, counts) {
		t.Errorf("round trip: %+v\nwant %+v", back.Counts, counts)
	}
}
