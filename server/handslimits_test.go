package server

import (
	"net/http"
	"os"
	"strings"
	"testing"
)

// phhBombs are PHH files built to exhaust a TOML decoder whose memory
// grows with the square of the nesting: 15,000 nested inline tables, the
// same of arrays, and 16 KB of long dotted keys. Each fits the default
// limit of a body.
func phhBombs() map[string]string {
	dotted := strings.Repeat(strings.Repeat("abcdefgh.", 60)+"x = 1\n", 30)
	return map[string]string{
		"nested tables": "variant = \"NT\"\nx = " + strings.Repeat("{a=", 15000) + "1" + strings.Repeat("}", 15000) + "\n",
		"nested arrays": "variant = \"NT\"\nx = " + strings.Repeat("[", 15000) + "1" + strings.Repeat("]", 15000) + "\n",
		"dotted keys":   "variant = \"NT\"\n" + dotted,
	}
}

// TestHandsBombs posts each PHH bomb to /api/hands: each is a 400 naming
// the file, and the server answers a good history afterwards.
func TestHandsBombs(t *testing.T) {
	h := New(quiet(t, nil))
	for name, body := range phhBombs() {
		t.Run(name, func(t *testing.T) {
			w := call(h, "POST", "/api/hands", "text/plain", body)
			doc := decodeAs[Error](t, w)
			if w.Code != http.StatusBadRequest || doc.Where != "file" || !strings.Contains(doc.Message, "past the reader's limits") {
				t.Errorf("POST /api/hands of %s = %d %s, want 400 with where \"file\"", name, w.Code, w.Body)
			}
		})
	}
	data, err := os.ReadFile("../history/testdata/aa-88.phh")
	if err != nil {
		t.Fatal(err)
	}
	if w := call(h, "POST", "/api/hands", "text/plain", string(data)); w.Code != http.StatusOK {
		t.Errorf("POST /api/hands of a good file after the bombs = %d %s", w.Code, w.Body)
	}
}

// TestPushfoldChartAnte asks for the chart of an ante: it starts at the
// smallest stack that posts the big blind and the ante, and says so in
// its "min". (A large ante keeps it short: six stacks are solved.)
func TestPushfoldChartAnte(t *testing.T) {
	w := postJSON(New(quiet(t, nil)), "/api/pushfold/chart", `{"ante": 18.5}`)
	doc := decodeAs[struct {
		Min float64 `json:"min"`
	}](t, w)
	if w.Code != http.StatusOK || doc.Min != 19.5 {
		t.Errorf("POST /api/pushfold/chart ante 18.5 = %d, min %g; want 200 and 19.5", w.Code, doc.Min)
	}
}
