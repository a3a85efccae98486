// Command libpokersim is pokersim's API as a C shared library, for
// Python's ctypes (the package in ../pokersim) or any language with a C
// foreign-function interface. Build it with python/build.sh, or
//
//	go build -buildmode=c-shared -o libpokersim.so ./python/libpokersim
//
// It exports two functions (libpokersim.h declares them):
//
//	char *pokersim_call(char *endpoint, char *request, int *status);
//	void pokersim_free(char *answer);
//
// pokersim_call answers request, a JSON object, as `pokersim serve`
// answers a POST of it to /api/ENDPOINT ("equity", "range", "flops",
// "icm", "pushfold", "pushfold/icm", ...): it hands the request to the
// server's own handler (server.New) in this process, so that every
// guarantee of the API holds, byte for byte, errors included. It stores
// the HTTP status in *status (200, or 400 with {"error", "where"} for a
// bad request) and returns the answer's JSON, which the caller frees with
// pokersim_free. An empty request is a GET (endpoint "games", "limits" or
// "ranking"). The endpoint "hands" takes {"file": TEXT, "name": NAME,
// "player": NAME} and uploads TEXT as the page's form does.
//
// Calls may come from any number of threads at once; each computes on the
// server's workers (one per CPU) and waits for a slot as a request to
// `pokersim serve` does. The limits are serve's defaults but for the body
// (64 MiB, for hand histories) and the queue, which waits for as long as
// it takes rather than answering 429 or 503.
//
// The package builds without cgo too (the export is left out), so that
// go build ./... and go vet ./... work on a machine without a C compiler;
// only -buildmode=c-shared needs one.
package main
