package pql

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/pokersim/pokersim/report"
)

// TestFormatsGolden writes two statements' results, one exact and one by
// Monte Carlo, in each format and compares them with testdata.
func TestFormatsGolden(t *testing.T) {
	q := `select avg(riverEquity(hero)) as heroEquity, count(scoops(hero)), histogram(handType(hero, river))
from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c';
select count(winsHi(p1)) as wins, max(boardSuitCount(river)) from game='omahahi', p1='AA**', p2='****' where minHandType(p1, flop, pair)`
	a, err := Run(context.Background(), Request{Query: q, Method: "mc", Trials: 5000, Seed: 42}, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range a.Formats() {
		var b bytes.Buffer
		if err := report.Write(&b, f, a); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", "answer."+string(f))
		if *update {
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b.Bytes(), want) {
			t.Errorf("%s differs from %s (run go test ./pql -run TestFormatsGolden -update to accept it):\n%s", f, path, b.String())
		}
	}
}
