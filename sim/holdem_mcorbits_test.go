package sim

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// TestOrbitListing checks listOrbits against the whole listing: mapping
// every conflict-free assignment to the least of its images under the
// relabellings must give exactly the representatives listed, each as many
// times as its orbit's size says, whatever the number of workers. That is
// what makes drawing representatives by size draw outcomes as drawing
// assignments does (holdem_mcorbits.go).
func TestOrbitListing(t *testing.T) {
	tests := []struct {
		board   string
		players []string
		perms   int // the relabellings that fix the cards out of play and the ranges
	}{
		{"", []string{"22+,A2s+,KTs+,ATo+", "QQ+,AK", "TT-77,AJs,KQs"}, 24},
		{"", []string{"AA,KK", "AKs,KK,AA", "AQs,KQs,QQ"}, 24},
		{"", cardRemoval, 2},
		{"Qh7h2d", []string{"AA,KK,AK", "QQ+,AQs", "random"}, 2},
		{"", []string{"AhKh,QQ", "JJ+", "T9s,98s"}, 6},
		{"", []string{"KK+", "JJ+"}, 24},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.board, tt.players), func(t *testing.T) {
			m := rangesOnly(t, tt.board, tt.players...)
			if tt.players[len(tt.players)-1] == "random" {
				m = rangeMatchup(t, tt.board, tt.players...)
			}
			full, err := newRangeSetup(context.Background(), m, m.seats(), Options{}, maxListedTuples, dealRandom)
			if err != nil {
				t.Fatal(err)
			}
			known := deck.SetOf(m.Board...) | ^m.Game.Deck()
			g := full.orbitPerms(known, 0)
			if len(g) != tt.perms {
				t.Fatalf("%d relabellings fix the ranges, want %d", len(g), tt.perms)
			}
			nl := len(full.listed)
			least := func(tuple []uint16) string {
				var best []uint16
				w := full.newOrbitWalk(g, known)
				for _, img := range g {
					im := make([]uint16, nl)
					for k, p := range w.order {
						im[k] = img[full.seats[p].combos[tuple[w.at[k]]].Index()]
					}
					if best == nil || slices.Compare(im, best) < 0 {
						best = im
					}
				}
				return fmt.Sprint(best)
			}
			want := map[string]int{}
			for k := range len(full.tuples) / nl {
				want[least(full.tuples[k*nl:(k+1)*nl])]++
			}
			for _, mode := range []setupMode{allOrbits, allOrbits | weightedOrbits} {
				var first *rangeSetup
				for _, workers := range []int{1, 3} {
					orb, err := newRangeSetup(context.Background(), m, m.seats(), Options{Workers: workers}, maxListedTuples, dealRandom|mode)
					if err != nil {
						t.Fatal(err)
					}
					if !orb.orbits {
						t.Fatal("not listed by orbits")
					}
					checkOrbits(t, orb, least, want, known)
					if first == nil {
						first = orb
					} else if !slices.Equal(first.tuples, orb.tuples) || !slices.Equal(first.sets, orb.sets) || !slices.Equal(first.runs, orb.runs) {
						t.Fatalf("the listing on %d workers differs from one worker's", workers)
					}
				}
			}
		})
	}
}

// checkOrbits checks that orb lists the orbits whose sizes are want, keyed
// by least, each in proportion to its size: weighted by runs, or repeated.
func checkOrbits(t *testing.T, orb *rangeSetup, least func([]uint16) string, want map[string]int, known deck.Set) {
	t.Helper()
	nl := len(orb.listed)
	weight := make([]int, len(orb.sets)) // each set's weight
	if orb.runs == nil {
		for k := range weight {
			weight[k] = 1
		}
	}
	k := 0
	for _, run := range orb.runs {
		for range run.Sets {
			weight[k] = run.Weight
			k++
		}
	}
	got, seen, total := map[string]int{}, map[string]int{}, 0
	for k := range orb.sets {
		tuple := orb.tuples[k*nl : (k+1)*nl]
		key := least(tuple)
		if at, dup := seen[key]; dup && (orb.runs != nil || at != k-1) {
			t.Fatalf("orbit %s listed apart, at %d and %d", key, at, k)
		}
		seen[key] = k
		got[key] += weight[k]
		total += weight[k]
		if want := deck.FullDeck &^ (known | orb.tupleCards(k)); orb.sets[k] != want {
			t.Fatalf("representative %d leaves %v, want %v", k, orb.sets[k], want)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%d orbits listed, want %d", len(got), len(want))
	}
	all := 0
	for _, n := range want {
		all += n
	}
	for key, n := range want {
		if got[key]*all != n*total {
			t.Fatalf("orbit %s listed with weight %d of %d, want %d of %d", key, got[key], total, n, all)
		}
	}
}

// TestOrbitsWhereTheyPay checks which listings the engine's setup makes
// by orbits: issue 31's three ranges (over 2^16 assignments), not two of
// them against a random hand (6,324), whose sets fit in the cache.
func TestOrbitsWhereTheyPay(t *testing.T) {
	tests := []struct {
		players []string
		orbits  bool
	}{
		{[]string{"22+,A2s+,KTs+,ATo+", "QQ+,AK", "TT-77,AJs,KQs"}, true},
		{[]string{"22+,A2s+,KTs+,ATo+", "QQ+,AK", "random"}, false},
	}
	for _, tt := range tests {
		m := rangeMatchup(t, "", tt.players...)
		s, err := newRangeSetup(context.Background(), m, m.seats(), Options{}, maxListedTuples, dealRandom|byOrbits)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.orbits; got != tt.orbits {
			t.Errorf("%v: listed by orbits %v, want %v", tt.players, got, tt.orbits)
		}
	}
}
