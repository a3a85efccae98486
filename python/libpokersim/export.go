//go:build cgo

package main

// #include <stdlib.h>
import "C"

import (
	"context"
	"unsafe"
)

// pokersim_call answers request as the API answers a POST of it to
// /api/endpoint, storing the HTTP status in *status (if status is not
// NULL). The answer is a NUL-terminated string of JSON allocated with
// malloc: free it with pokersim_free. A NULL endpoint or request counts
// as empty.
//
//export pokersim_call
func pokersim_call(endpoint, request *C.char, status *C.int) *C.char {
	body, code := call(context.Background(), C.GoString(endpoint), C.GoString(request))
	if status != nil {
		*status = C.int(code)
	}
	return C.CString(string(body))
}

// pokersim_free frees an answer of pokersim_call.
//
//export pokersim_free
func pokersim_free(answer *C.char) {
	C.free(unsafe.Pointer(answer))
}
