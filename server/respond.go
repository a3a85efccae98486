package server

import (
	"encoding/json"
	"net/http"
	"strconv"
)

// writeJSON writes v as a JSON response with the given status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	writeBody(w, status, "application/json", mustJSON(v))
}

// writeBody writes a whole response.
func writeBody(w http.ResponseWriter, status int, contentType string, body []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	w.Write(body)
}

// mustJSON encodes v, one of the server's own types, which always encode.
func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic("server: " + err.Error())
	}
	return append(b, '\n')
}
