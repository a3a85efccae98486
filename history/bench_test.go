package history

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// benchFile repeats the synthetic hands n times, as one file.
func benchFile(b *testing.B, n int) []byte {
	data, err := os.ReadFile("testdata/rules.txt")
	if err != nil {
		b.Fatal(err)
	}
	return bytes.Repeat(append(data, "\n\n"...), n)
}

// BenchmarkReadPokerStars reads PokerStars hands; hands/s is the figure.
func BenchmarkReadPokerStars(b *testing.B) {
	data := benchFile(b, 100)
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	hands := 0
	for b.Loop() {
		err := Read("bench", bytes.NewReader(data), func(h *Hand, err error) error {
			if err != nil {
				return err
			}
			hands++
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
}

// BenchmarkValue values each synthetic hand, all-in ones included.
func BenchmarkValue(b *testing.B) {
	var hands []*Hand
	_ = Read("bench", bytes.NewReader(benchFile(b, 1)), func(h *Hand, err error) error {
		hands = append(hands, h)
		return err
	})
	for _, h := range hands {
		b.Run(h.ID, func(b *testing.B) {
			for b.Loop() {
				if _, err := Value(context.Background(), h, 2); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

var _ = io.Discard

// BenchmarkValuePreflop values AdAs against 8d8s all-in before the flop,
// the costliest common case: 1,712,304 boards.
func BenchmarkValuePreflop(b *testing.B) {
	f, err := os.Open("testdata/aa-88.phh")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var h *Hand
	_ = Read("bench", f, func(x *Hand, err error) error { h = x; return err })
	for b.Loop() {
		if _, err := Value(context.Background(), h, 2); err != nil {
			b.Fatal(err)
		}
	}
}

// benchHands builds a PokerStars file of n hands: the hands of
// testdata/rules.txt that do not qualify for all-in EV, in turn, and
// every allInEvery-th hand a heads-up all-in before the flop with random
// hole cards and board (seeded), as real histories have them.
func benchHands(tb testing.TB, n, allInEvery int) []byte {
	data, err := os.ReadFile("testdata/rules.txt")
	if err != nil {
		tb.Fatal(err)
	}
	var plain []string
	_ = Read("rules.txt", bytes.NewReader(data), func(h *Hand, err error) error {
		if err == nil {
			if _, ok := Qualifies(h); !ok {
				lines := strings.Split(string(data), "\n")
				end := h.Line
				for end < len(lines) && !strings.HasPrefix(lines[end], "PokerStars ") {
					end++
				}
				plain = append(plain, strings.Join(lines[h.Line-1:end], "\n"))
			}
		}
		return nil
	})
	if len(plain) == 0 {
		tb.Fatal("no plain hands in rules.txt")
	}
	rng := rand.New(rand.NewPCG(25, 1))
	var b bytes.Buffer
	for i := range n {
		if i%allInEvery != allInEvery-1 {
			b.WriteString(plain[i%len(plain)])
			b.WriteString("\n\n")
			continue
		}
		perm := rng.Perm(52)
		c := make([]string, 9)
		for k := range c {
			c[k] = deck.Card(perm[k]).String()
		}
		fmt.Fprintf(&b, `PokerStars Hand #%d:  Hold'em No Limit ($0.05/$0.10 USD) - 2024/01/01 12:00:00 ET
Table 'Bench' 6-max Seat #1 is the button
Seat 1: Hero ($10 in chips)
Seat 2: Villain ($10 in chips)
Hero: posts small blind $0.05
Villain: posts big blind $0.10
*** HOLE CARDS ***
Dealt to Hero [%s %s]
Hero: raises $9.90 to $10 and is all-in
Villain: calls $9.90 and is all-in
*** FLOP *** [%s %s %s]
*** TURN *** [%s %s %s] [%s]
*** RIVER *** [%s %s %s %s] [%s]
*** SHOW DOWN ***
Hero: shows [%s %s] (a hand)
Villain: shows [%s %s] (a hand)
Hero collected $19.50 from pot
*** SUMMARY ***
Total pot $20 | Rake $0.50
Board [%s %s %s %s %s]

`, 900000+i, c[0], c[1], c[4], c[5], c[6], c[4], c[5], c[6], c[7], c[4], c[5], c[6], c[7], c[8],
			c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8])
	}
	return b.Bytes()
}

// BenchmarkImport reads and values 100,000 hands, 5% heads-up all-in
// before the flop, as "pokersim hands" does (Session.Import, valuation
// on every CPU): the issue asks for under 10 s on two workers.
func BenchmarkImport(b *testing.B) {
	data := benchHands(b, 100_000, 20)
	for b.Loop() {
		s := NewSession("Hero")
		if err := s.Import(context.Background(), "bench", bytes.NewReader(data), true, 0, nil); err != nil {
			b.Fatal(err)
		}
		if s.Hands != 100_000 || s.Qualified != 5000 {
			b.Fatalf("%d hands, %d qualified; want 100000 and 5000", s.Hands, s.Qualified)
		}
	}
}

// TestWriteBenchFile writes the file of BenchmarkImport to
// $POKERSIM_HANDS_BENCH, for timing the command; skipped without it.
func TestWriteBenchFile(t *testing.T) {
	path := os.Getenv("POKERSIM_HANDS_BENCH")
	if path == "" {
		t.Skip("POKERSIM_HANDS_BENCH not set")
	}
	if err := os.WriteFile(path, benchHands(t, 100_000, 20), 0o644); err != nil {
		t.Fatal(err)
	}
}
