package history

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// fuzzRead reads data as a file: nothing may panic, and every hand read
// has pots that add up to its contributions and pay out exactly, with no
// stack or winning below zero.
func fuzzRead(t *testing.T, data []byte) {
	_ = Read("fuzz", bytes.NewReader(data), func(h *Hand, err error) error {
		if err != nil || h == nil {
			return nil
		}
		var put, pots Amount
		for _, c := range h.Contributions() {
			put += c
		}
		for _, p := range h.Pots() {
			pots += p.Amount
		}
		if put != pots {
			t.Fatalf("pots add up to %v, contributions to %v", pots, put)
		}
		paid := h.Rake // the fees are part of it
		for _, p := range h.Players {
			if p.Won < 0 || p.Stack < 0 {
				t.Fatalf("%s: stack %v, won %v", p.Name, p.Stack, p.Won)
			}
			paid += p.Won
		}
		if paid != pots {
			t.Fatalf("pots of %v pay out %v", pots, paid)
		}
		// Value is left out: the evaluator's tables, built once per
		// process, take minutes under the fuzzer's instrumentation.
		Qualifies(h)
		return nil
	})
}

func FuzzPokerStars(f *testing.F) {
	for _, name := range []string{"testdata/rules.txt", "testdata/messy.txt"} {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(fuzzRead)
}

func FuzzPHH(f *testing.F) {
	data, err := os.ReadFile("testdata/aa-88.phh")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte("variant = \"NT\"\nstarting_stacks = [1, 2]\nactions = [\"p1 cbr 1\", \"p2 cc\"]\n"))
	f.Fuzz(fuzzRead)
}

// fuzzSite seeds a site's fuzz target with the sample of sites_test.go
// and, where ../shared has them, the site's public files.
func fuzzSite(f *testing.F, sample, dir string) {
	f.Add([]byte(sample))
	files, _ := filepath.Glob(filepath.Join(sitesDir, dir, "*.txt"))
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(fuzzRead)
}

func FuzzGGPoker(f *testing.F) { fuzzSite(f, ggHand(ggSample), "ggpoker") }

func FuzzWinamax(f *testing.F) { fuzzSite(f, winamaxSample, "winamax") }

func FuzzPacific(f *testing.F) { fuzzSite(f, pacificSample, "pacific") }

func FuzzIPoker(f *testing.F) { fuzzSite(f, ipokerSample, "ipoker") }
