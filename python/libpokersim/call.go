package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
	"sync"
	"time"

	"github.com/pokersim/pokersim/server"
)

// maxBody is the largest request the library takes: a hand history of
// tens of thousands of hands.
const maxBody = 64 << 20

// api is the one server of the process, built on the first call (its
// tables of games and rankings take a moment) and read-only after.
var api = sync.OnceValue(func() http.Handler {
	return server.New(server.Config{
		MaxBody:      maxBody,
		MaxQueued:    1 << 20,
		QueueTimeout: 365 * 24 * time.Hour,
		Log:          slog.New(slog.NewTextHandler(os.Stderr, nil)),
	})
})

// endpointName is what an endpoint may be called: a path below /api/ of
// lower-case words.
var endpointName = regexp.MustCompile(`^[a-z][a-z0-9_-]*(/[a-z][a-z0-9_-]*)*$`)

// handsRequest is the library's form of POST /api/hands, whose API takes
// a file upload: the file's text, its name (which tells the format, as
// the page's upload does) and the player to follow.
type handsRequest struct {
	File   string `json:"file"`
	Name   string `json:"name"`
	Player string `json:"player"`
}

// call answers request, sent to /api/endpoint, with the answer's body and
// HTTP status, as the server answers it. An empty request is a GET.
func call(ctx context.Context, endpoint, request string) ([]byte, int) {
	if !endpointName.MatchString(endpoint) {
		return failure(http.StatusNotFound, "endpoint", "no such endpoint: "+quote(endpoint))
	}
	var r *http.Request
	var err error
	switch {
	case request == "":
		r, err = http.NewRequestWithContext(ctx, http.MethodGet, "/api/"+endpoint, nil)
	case endpoint == "hands":
		return hands(ctx, request)
	default:
		r, err = http.NewRequestWithContext(ctx, http.MethodPost, "/api/"+endpoint, bytes.NewBufferString(request))
		if err == nil {
			r.Header.Set("Content-Type", "application/json")
		}
	}
	if err != nil {
		return failure(http.StatusBadRequest, "endpoint", err.Error())
	}
	return serve(r)
}

// hands posts the file of a handsRequest as the page's form does.
func hands(ctx context.Context, request string) ([]byte, int) {
	var q handsRequest
	dec := json.NewDecoder(bytes.NewBufferString(request))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&q); err != nil {
		return failure(http.StatusBadRequest, "", "bad JSON: "+err.Error())
	}
	if q.Name == "" {
		q.Name = "upload"
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, err := mw.CreateFormFile("file", q.Name)
	if err == nil {
		_, err = io.WriteString(fw, q.File)
	}
	if err == nil {
		err = mw.Close()
	}
	if err != nil { // writing to a buffer does not fail
		panic("libpokersim: " + err.Error())
	}
	u := "/api/hands"
	if q.Player != "" {
		u += "?player=" + url.QueryEscape(q.Player)
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, u, &body)
	if err != nil {
		return failure(http.StatusBadRequest, "player", err.Error())
	}
	r.Header.Set("Content-Type", mw.FormDataContentType())
	return serve(r)
}

// serve runs r through the server in memory. The request comes from
// localhost, as a local client's does.
func serve(r *http.Request) ([]byte, int) {
	r.Host = "localhost"
	r.RemoteAddr = "127.0.0.1:0"
	w := httptest.NewRecorder()
	api().ServeHTTP(w, r)
	return w.Body.Bytes(), w.Code
}

// failure is an answer of the library's own, in the API's form.
func failure(status int, where, msg string) ([]byte, int) {
	b, err := json.Marshal(server.Error{Message: msg, Where: where})
	if err != nil {
		panic("libpokersim: " + err.Error())
	}
	return b, status
}

// quote quotes s for a message, cut to 100 bytes.
func quote(s string) string {
	if len(s) > 100 {
		s = s[:100] + "..."
	}
	b, _ := json.Marshal(s)
	return string(b)
}
