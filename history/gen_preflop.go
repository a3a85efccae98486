//go:build ignore

// gen_preflop writes preflop.bin: for each of the 47,008 orbits of
// heads-up Hold'em matchups before the flop (preflop.go), in the order of
// their keys, the number of the 1,712,304 boards that the representative's
// first player wins alone and that its second wins alone, each three bytes
// little-endian, counted by sim's exact engine. Run it with go generate in
// package history; it takes about a minute on two cores.
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"runtime"
	"slices"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

const boards = 1712304

func main() {
	keys := orbitKeys()
	counts := make([][2]int64, len(keys))
	next := make(chan int)
	var wg sync.WaitGroup
	errs := make([]error, runtime.GOMAXPROCS(0))
	for w := range errs {
		wg.Go(func() {
			for i := range next {
				if errs[w] == nil {
					counts[i], errs[w] = count(keys[i])
				}
			}
		})
	}
	for i := range keys {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			log.Fatal(err)
		}
	}
	out := make([]byte, 0, 6*len(keys))
	for _, c := range counts {
		for _, n := range c {
			out = append(out, byte(n), byte(n>>8), byte(n>>16))
		}
	}
	if err := os.WriteFile("preflop.bin", out, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote preflop.bin: %d orbits\n", len(keys))
}

// count returns the boards each player of the orbit's representative wins
// alone.
func count(key uint32) ([2]int64, error) {
	x, y := deck.ComboAt(int(key>>16)), deck.ComboAt(int(key&0xffff))
	m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
		{Cards: []deck.Card{x.Hi, x.Lo}}, {Cards: []deck.Card{y.Hi, y.Lo}},
	}}
	r, err := sim.Enumerate(context.Background(), m, sim.Options{Workers: 1})
	if err != nil {
		return [2]int64{}, err
	}
	if r.Samples != boards {
		return [2]int64{}, fmt.Errorf("%v against %v: %d boards, want %d", x, y, r.Samples, boards)
	}
	return [2]int64{int64(r.Players[0].WinCount), int64(r.Players[1].WinCount)}, nil
}

// orbitKeys returns the orbits' keys as preflop.go defines them: the
// least image, packed x<<16 | y, of a pair or its swap under the suit
// relabellings; ascending.
func orbitKeys() []uint32 {
	img := deck.ComboImages()
	seen := map[uint32]bool{}
	for x := range deck.NumCombos {
		for y := range deck.NumCombos {
			if deck.ComboAt(x).Set()&deck.ComboAt(y).Set() != 0 {
				continue
			}
			key := uint32(1<<32 - 1)
			for k := range img {
				key = min(key, uint32(img[k][x])<<16|uint32(img[k][y]), uint32(img[k][y])<<16|uint32(img[k][x]))
			}
			seen[key] = true
		}
	}
	keys := make([]uint32, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
