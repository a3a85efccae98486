package history

import (
	"bytes"
	"context"
	"os"
	"testing"
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

// BenchmarkValueThreeWayPreflop values a three-way all-in before the
// flop on one worker, as pokersim hands does: KhKc covers 8d8s and AdAs,
// a main pot of three and a side pot of two, 1,370,754 boards.
func BenchmarkValueThreeWayPreflop(b *testing.B) {
	f, err := os.Open("testdata/three-way.phh")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var h *Hand
	_ = Read("bench", f, func(x *Hand, err error) error { h = x; return err })
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Value(context.Background(), h, 1); err != nil {
			b.Fatal(err)
		}
	}
}
