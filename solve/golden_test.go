package solve

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/pokersim/pokersim/report"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata")

// TestGolden checks each output format of a small river solve, run for a
// fixed number of iterations, against its file in testdata (go test
// -update rewrites them).
func TestGolden(t *testing.T) {
	r := Request{Board: "Qs 9h 7h 4c 2d", OOP: "AQ@50, 99, 8h6h, KhJh, Ah4h", IP: "KQ, 77, JhTh, 5s3s@70",
		Pot: 40, Stack: 100, Bets: "oop:river:50%,allin;ip:river:75%;raise:river:2.5x", Accuracy: MinAccuracy, Iterations: 30}
	rep, err := Run(t.Context(), r, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Formats() {
		t.Run(string(f), func(t *testing.T) {
			var got bytes.Buffer
			if err := report.Write(&got, f, rep); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", "river."+string(f)+".golden")
			if *update {
				if err := os.WriteFile(path, got.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("%s output differs from %s (run go test -update to accept it):\n%s", f, path, got.Bytes())
			}
		})
	}
}
