package server

import (
	"bytes"
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
	fw, _ := mw.CreateFormFile("file", "rules.txt")
	fw.Write(data)
	mw.WriteField("player", "Hero")
	mw.Close()
	up := call(h, "POST", "/api/hands", mw.FormDataContentType(), form.String())
	// The form's file is named in the rows by its name, the raw body "upload".
	if got := up.Body.String(); up.Code != http.StatusOK || !strings.Contains(got, `"rules.txt"`) || strings.ReplaceAll(got, `"rules.txt"`, `"upload"`) != raw.Body.String() {
		t.Errorf("form upload = %d, body differs from the raw upload's but for the file's name: %s", up.Code, up.Body)
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
	h := New(Config{Workers: 1, MaxRunning: 1, MaxBody: 100, Log: quiet(t, nil).Log})
	tests := []struct {
		name   string
		target string
		body   string
		status int
		msg    string
	}{
		{"empty", "/api/hands", "", http.StatusBadRequest, "empty file"},
		{"unknown format", "/api/hands", "hello world", http.StatusBadRequest, "no hand history format"},
		{"too big", "/api/hands", strings.Repeat("x", 200), http.StatusRequestEntityTooLarge, "limit of 100 bytes"},
		{"bad format", "/api/hands?format=csv", "x", http.StatusBadRequest, "unknown format"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := call(h, "POST", tt.target, "text/plain", tt.body)
			if w.Code != tt.status || !strings.Contains(w.Body.String(), tt.msg) {
				t.Errorf("POST %s = %d %s, want %d and %q", tt.target, w.Code, w.Body, tt.status, tt.msg)
			}
		})
	}
	if w := call(h, "GET", "/api/hands", "", ""); w.Code != http.StatusMethodNotAllowed {
		t.Errorf("GET /api/hands = %d, want 405", w.Code)
	}
}
