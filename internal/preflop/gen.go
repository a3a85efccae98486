//go:build ignore

// gen writes counts.bin (table.go): for each starting-hand class's
// representative and each combo without a card in common, the boards each
// wins alone, counted by sim's exact engine. Matchups that differ by a
// relabelling of the suits or the order of the players have the same
// counts (swapped with the order), so each of the 47,008 such orbits is
// enumerated once. Run it with go generate in this directory; it takes
// about a minute on two cores.
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"runtime"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/preflop"
	"github.com/pokersim/pokersim/sim"
)

func main() {
	img := deck.ComboImages()
	// The orbit of each entry: the least image, packed x<<16 | y, of the
	// pair or its swap, and whether the swap gave it.
	type entry struct {
		key     uint32
		swapped bool
		ok      bool // the pair is disjoint
	}
	entries := make([]entry, deck.NumClasses*deck.NumCombos)
	orbits := map[uint32][2]int64{}
	for c := range deck.NumClasses {
		x := preflop.Representative(deck.ClassAt(c)).Index()
		for y := range deck.NumCombos {
			if deck.ComboAt(x).Set()&deck.ComboAt(y).Set() != 0 {
				continue
			}
			key, swap := uint32(1<<32-1), uint32(1<<32-1)
			for k := range img {
				key = min(key, uint32(img[k][x])<<16|uint32(img[k][y]))
				swap = min(swap, uint32(img[k][y])<<16|uint32(img[k][x]))
			}
			e := entry{key, swap < key, true}
			if e.swapped {
				e.key = swap
			}
			entries[c*deck.NumCombos+y] = e
			orbits[e.key] = [2]int64{}
		}
	}
	keys := make([]uint32, 0, len(orbits))
	for k := range orbits {
		keys = append(keys, k)
	}
	counts := make([][2]int64, len(keys))
	errs := make([]error, len(keys))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				counts[i], errs[i] = count(keys[i])
			}
		})
	}
	for i := range keys {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, k := range keys {
		if errs[i] != nil {
			log.Fatal(errs[i])
		}
		orbits[k] = counts[i]
	}
	out := make([]byte, preflop.Size)
	for i, e := range entries {
		if !e.ok {
			continue
		}
		w := orbits[e.key]
		if e.swapped {
			w[0], w[1] = w[1], w[0]
		}
		b := out[6*i:]
		b[0], b[1], b[2] = byte(w[0]), byte(w[0]>>8), byte(w[0]>>16)
		b[3], b[4], b[5] = byte(w[1]), byte(w[1]>>8), byte(w[1]>>16)
	}
	if err := os.WriteFile("counts.bin", out, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote counts.bin: %d bytes, %d orbits enumerated\n", len(out), len(keys))
}

// count returns the boards each player of the orbit's representative,
// the pair key unpacks to, wins alone.
func count(key uint32) ([2]int64, error) {
	x, y := deck.ComboAt(int(key>>16)), deck.ComboAt(int(key&0xffff))
	m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
		{Cards: []deck.Card{x.Hi, x.Lo}}, {Cards: []deck.Card{y.Hi, y.Lo}},
	}}
	r, err := sim.Enumerate(context.Background(), m, sim.Options{Workers: 1, NoTables: true})
	if err != nil {
		return [2]int64{}, err
	}
	if r.Samples != preflop.Boards {
		return [2]int64{}, fmt.Errorf("%v against %v: %d boards, want %d", x, y, r.Samples, preflop.Boards)
	}
	if r.Table {
		return [2]int64{}, fmt.Errorf("%v against %v: not enumerated", x, y)
	}
	return [2]int64{int64(r.Players[0].WinCount), int64(r.Players[1].WinCount)}, nil
}
