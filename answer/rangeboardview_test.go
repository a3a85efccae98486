package answer

import (
	"bytes"
	"encoding/json"
	"errors"
	"github.com/pokersim/pokersim/report"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/postflop"
)

// rangeBoard returns the report of range text on board, with the dead
// cards and opposing hands given.
func rangeBoard(t *testing.T, text, board, dead string, vs ...string) *RangeBoard {
	t.Helper()
	var d deck.Set
	if dead != "" {
		d = deck.SetOf(deck.MustParseCards(dead)...)
	}
	var opps []deck.Combo
	for _, o := range vs {
		cs := deck.MustParseCards(o)
		opps = append(opps, deck.NewCombo(cs[0], cs[1]))
	}
	r := deck.MustParseRange(text)
	b, s, err := postflop.Classify(deck.MustParseCards(board), d, r, opps...)
	if err != nil {
		t.Fatal(err)
	}
	return NewRangeBoard(text, r, s, b)
}

func TestRangeBoardGolden(t *testing.T) {
	v := rangeBoard(t, "QQ+, AK, AQs, 98s@50, 76s", "Ks7h2h", "Qc", "AhAd")
	for _, f := range []report.Format{report.Text, report.JSON, report.CSV, report.SVG} {
		var b bytes.Buffer
		if err := report.Write(&b, f, v); err != nil {
			t.Fatalf("Write(%s): %v", f, err)
		}
		golden(t, "rangeboard."+string(f), b.Bytes())
	}
}

func TestRangeBoardKeep(t *testing.T) {
	v := rangeBoard(t, "QQ+, AK", "Ks7h2h", "")
	f, _ := postflop.ParseFilter("set, top-pair")
	s, _ := postflop.NewSpot(deck.MustParseCards("Ks7h2h"), 0)
	v.Keep = NewRangeBoardKeep(f, s.Keep(deck.MustParseRange("QQ+, AK"), f))
	var b bytes.Buffer
	if err := report.Write(&b, report.Text, v); err != nil {
		t.Fatal(err)
	}
	want := "KdKh, KcKh, KcKd, AhKh, AdKd, AcKc, AsKh, AsKd, AsKc, AhKd, AhKc, AdKh, AdKc, AcKh, AcKd\n"
	if b.String() != want {
		t.Errorf("kept range = %q, want %q", b.String(), want)
	}
	b.Reset()
	if err := report.Write(&b, report.JSON, v); err != nil {
		t.Fatal(err)
	}
	var back RangeBoard
	if err := json.Unmarshal(b.Bytes(), &back); err != nil || back.Keep == nil || back.Keep.Combos != 15 ||
		back.Keep.Filter != "top-pair-weak,top-pair-good,top-pair-top,set" {
		t.Errorf("JSON keep = %+v, %v; want 15 combos and the filter", back.Keep, err)
	}
	if err := report.Write(&b, report.CSV, v); err == nil || !strings.Contains(err.Error(), "want text or json") {
		t.Errorf("Write(csv) with a kept range: error %v, want one naming text and json", err)
	}
}

func TestRangeBoardText(t *testing.T) {
	// A river has no draws, and the combos line counts what is blocked.
	v := rangeBoard(t, "AA, KK@50", "AsKs7h2h3c", "")
	var b bytes.Buffer
	if err := v.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	if strings.Contains(got, "Draw") || !strings.Contains(got, "combos:  6 of 12 (6 hold a board card), weight 4.5 of 9\n") {
		t.Errorf("WriteText on a river:\n%s\nwant no draws and the combos counted", got)
	}
	if err := v.WriteImage(&b, report.PNG); err == nil {
		t.Errorf("WriteImage(png) succeeded, want an error")
	}
}

func TestWeighted(t *testing.T) {
	for x, want := range map[float64]string{12: "12", 4.5: "4.5", 1.0 / 3: "0.33", 0.25: "0.25", 0: "0", 2.999: "3"} {
		if got := weighted(x); got != want {
			t.Errorf("weighted(%v) = %q, want %q", x, got, want)
		}
	}
}

// errWriter fails every write.
type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestRangeBoardWriteErrors(t *testing.T) {
	v := rangeBoard(t, "QQ+", "Ks7h2h", "")
	for _, f := range v.Formats() {
		if err := report.Write(errWriter{}, f, v); err == nil {
			t.Errorf("Write(%s) to a failing writer: no error", f)
		}
	}
}
