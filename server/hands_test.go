package server

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"os"
	"strings"
	"testing"
)

// TestHands posts a hand history, raw and as a form upload, and checks the
// answer is the same JSON either way, with the HTML page on request.
func TestHands(t *testing.T) {
	data, err := os.ReadFile("../history/testdata/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	h := New(quiet(t, nil))
	raw := call(h, "POST", "/api/hands?player=Hero", "text/plain", string(data))
	if raw.Code != http.StatusOK {
		t.Fatalf("POST /api/hands = %d %s", raw.Code, raw.Body)
	}
	doc := decodeAs[struct {
		Read    int `json:"hands_read"`
		Summary []struct {
			Player string `json:"player"`
			Hands  int    `json:"hands"`
		} `json:"summary"`
	}](t, raw)
	if doc.Read != 9 || len(doc.Summary) != 1 || doc.Summary[0].Player != "Hero" || doc.Summary[0].Hands != 8 {
		t.Errorf("POST /api/hands = %+v, want 9 hands read and Hero's summary of 8", doc)
	}

	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	mw.WriteField("player", "Hero") // the fields come before the files, which are read as they come
	fw, _ := mw.CreateFormFile("file", "rules.txt")
	fw.Write(data)
	mw.Close()
	up := call(h, "POST", "/api/hands", mw.FormDataContentType(), form.String())
	// The form's file is named in the rows by its name, the raw body "upload".
	if got := up.Body.String(); up.Code != http.StatusOK || !strings.Contains(got, `"rules.txt"`) || strings.ReplaceAll(got, `"rules.txt"`, `"upload"`) != raw.Body.String() {
		t.Errorf("form upload = %d, body differs from the raw upload's but for the file's name: %s", up.Code, up.Body)
	}
	// Several files in one form: the hands of each, the rows naming them;
	// a file of another kind among them is listed as skipped.
	form.Reset()
	mw = multipart.NewWriter(&form)
	mw.WriteField("player", "Hero")
	for _, name := range []string{"a.txt", "notes.md", "b.txt"} {
		fw, _ := mw.CreateFormFile("file", name)
		if name == "notes.md" {
			fw.Write([]byte("# my notes\n"))
		} else {
			fw.Write(data)
		}
	}
	mw.Close()
	many := call(h, "POST", "/api/hands", mw.FormDataContentType(), form.String())
	two := decodeAs[struct {
		Read    int      `json:"hands_read"`
		Skipped []string `json:"skipped"`
	}](t, many)
	if many.Code != http.StatusOK || two.Read != 18 || !strings.Contains(many.Body.String(), `"a.txt"`) || !strings.Contains(many.Body.String(), `"b.txt"`) ||
		len(two.Skipped) != 1 || !strings.HasPrefix(two.Skipped[0], "notes.md: ") {
		t.Errorf("three files = %d, %d hands read, skipped %q; want 18 and notes.md", many.Code, two.Read, two.Skipped)
	}
	// A field after the files is refused, naming it: the options are
	// read before the files.
	form.Reset()
	mw = multipart.NewWriter(&form)
	fw, _ = mw.CreateFormFile("file", "rules.txt")
	fw.Write(data)
	mw.WriteField("player", "Hero")
	mw.Close()
	if w := call(h, "POST", "/api/hands", mw.FormDataContentType(), form.String()); w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), `"where":"player"`) {
		t.Errorf("a field after the files = %d %s, want 400 naming player", w.Code, w.Body)
	}
	for _, name := range []string{`C:\hands\rules.txt`, "../../rules.txt"} {
		var form bytes.Buffer
		mw := multipart.NewWriter(&form)
		fw, _ := mw.CreateFormFile("file", name)
		fw.Write(data)
		mw.Close()
		if w := call(h, "POST", "/api/hands", mw.FormDataContentType(), form.String()); !strings.Contains(w.Body.String(), `"rules.txt"`) || strings.Contains(w.Body.String(), `\\hands`) {
			t.Errorf("a file uploaded as %q is not named rules.txt in the rows", name)
		}
	}
	page := call(h, "POST", "/api/hands?player=Hero&format=html", "text/plain", string(data))
	if page.Code != http.StatusOK || !strings.Contains(page.Body.String(), "<svg") || !strings.HasPrefix(page.Header().Get("Content-Type"), "text/html") {
		t.Errorf("format=html = %d %q", page.Code, page.Header().Get("Content-Type"))
	}
	if w := call(h, "GET", "/hands.html", "", ""); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `action="api/hands"`) {
		t.Errorf("GET /hands.html = %d", w.Code)
	}
}

func TestHandsErrors(t *testing.T) {
	h := New(Config{Workers: 1, MaxRunning: 1, MaxUpload: 100, Log: quiet(t, nil).Log})
	tests := []struct {
		name   string
		target string
		body   string
		status int
		msg    string
	}{
		{"empty", "/api/hands", "", http.StatusBadRequest, "empty file"},
		{"unknown format", "/api/hands", "hello world", http.StatusBadRequest, "no hand history format"},
		{"too big", "/api/hands", strings.Repeat("x", 200), http.StatusRequestEntityTooLarge, "limit of 100 bytes (0 KiB); pokersim serve --max-upload BYTES raises it"},
		{"too big, a form", "/api/hands", "", http.StatusRequestEntityTooLarge, "--max-upload"},
		{"bad format", "/api/hands?format=csv", "x", http.StatusBadRequest, "unknown format"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctype, body := "text/plain", tt.body
			if tt.name == "too big, a form" { // over the limit in the second file
				var form bytes.Buffer
				mw := multipart.NewWriter(&form)
				for _, name := range []string{"a.txt", "b.txt"} {
					fw, _ := mw.CreateFormFile("file", name)
					fw.Write([]byte(strings.Repeat("x", 40)))
				}
				mw.Close()
				ctype, body = mw.FormDataContentType(), form.String()
			}
			w := call(h, "POST", tt.target, ctype, body)
			if w.Code != tt.status || !strings.Contains(w.Body.String(), tt.msg) {
				t.Errorf("POST %s = %d %s, want %d and %q", tt.target, w.Code, w.Body, tt.status, tt.msg)
			}
		})
	}
	if w := call(h, "GET", "/api/hands", "", ""); w.Code != http.StatusMethodNotAllowed {
		t.Errorf("GET /api/hands = %d, want 405", w.Code)
	}
}

// TestHandsManyFiles posts 40 files in one form, over four times the
// body limit of the JSON endpoints, read as they come: every hand of
// each is read.
func TestHandsManyFiles(t *testing.T) {
	data, err := os.ReadFile("../history/testdata/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	h := New(quiet(t, nil))
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	mw.WriteField("player", "Hero")
	for i := range 40 {
		fw, _ := mw.CreateFormFile("file", fmt.Sprintf("s%02d.txt", i))
		fw.Write(data)
	}
	mw.Close()
	if form.Len() <= 4*DefaultMaxBody {
		t.Fatalf("the form is %d bytes", form.Len())
	}
	w := call(h, "POST", "/api/hands", mw.FormDataContentType(), form.String())
	doc := decodeAs[struct {
		Read int `json:"hands_read"`
	}](t, w)
	if w.Code != http.StatusOK || doc.Read != 40*9 {
		t.Errorf("40 files = %d, %d hands read; want 360", w.Code, doc.Read)
	}
}
