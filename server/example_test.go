package server_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/pokersim/pokersim/server"
)

// The API answers an equity request with the JSON that "pokersim equity
// --format json" prints.
func ExampleNew() {
	s := server.New(server.Config{})
	r := httptest.NewRequest("POST", "/api/equity", strings.NewReader(`{"players": ["AhKh", "QsQd"], "board": "Ts9h2c"}`))
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	var res struct {
		Mode    string
		Samples int64
		Players []struct {
			Hand   string
			Equity float64
		}
	}
	if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil {
		fmt.Println(w.Code, err)
		return
	}
	fmt.Println(w.Code, res.Mode, res.Samples, "boards")
	for _, p := range res.Players {
		fmt.Printf("%s %.4f\n", p.Hand, p.Equity)
	}
	// Output:
	// 200 exact 990 boards
	// AhKh 0.2778
	// QsQd 0.7222
}

// An error names the part of the request at fault.
func ExampleNew_error() {
	s := server.New(server.Config{})
	r := httptest.NewRequest("POST", "/api/equity", strings.NewReader(`{"players": ["AhKh", "QsQx"]}`))
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	fmt.Print(w.Code, " ", w.Body)
	// Output:
	// 400 {"error":"player 2: unknown suit \"x\" in \"Qx\" (in \"QsQx\")","where":"player 2"}
}
