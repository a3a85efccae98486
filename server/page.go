package server

import (
	"embed"
	"io/fs"
	"net/http"
)

// web holds the page: plain HTML, CSS and JavaScript modules, no build
// step and nothing fetched from elsewhere.
//
//go:embed web
var web embed.FS

// contentSecurity keeps the page to its own files: no script, style, font
// or connection to anywhere else, so it works offline and an injected
// script could not leak.
const contentSecurity = "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"

// page serves the embedded files, to GET and HEAD only.
func page() http.Handler {
	sub, err := fs.Sub(web, "web")
	if err != nil {
		panic("server: " + err.Error()) // the directory is embedded
	}
	files := http.FileServerFS(sub)
	wrongMethod := methodNotAllowed("GET")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			wrongMethod(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurity)
		h.Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}
