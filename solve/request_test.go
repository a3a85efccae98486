package solve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
)

func goodRequest() Request {
	return Request{Board: "Kh Td 6c 3s 2h", OOP: "KK,QJ", IP: "T9", Pot: 100, Stack: 100, Bets: "oop:river:100%"}
}

// TestValidate checks that every bad field is refused and named.
func TestValidate(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(*Request)
		field string
	}{
		{"three cards", func(r *Request) { r.Board = "Kh Td 6c" }, "board"},
		{"six cards", func(r *Request) { r.Board = "Kh Td 6c 3s 2h 2c" }, "board"},
		{"card twice", func(r *Request) { r.Board = "Kh Td 6c Kh" }, "board"},
		{"bad range", func(r *Request) { r.OOP = "KK,Q" }, "oop"},
		{"empty ip", func(r *Request) { r.IP = "" }, "ip"},
		{"range on the board", func(r *Request) { r.IP = "KhTd" }, "ip"},
		{"zero pot", func(r *Request) { r.Pot = 0 }, "pot"},
		{"NaN pot", func(r *Request) { r.Pot = math.NaN() }, "pot"},
		{"infinite stack", func(r *Request) { r.Stack = math.Inf(1) }, "stack"},
		{"negative stack", func(r *Request) { r.Stack = -1 }, "stack"},
		{"stack below a cent", func(r *Request) { r.Stack = 0.001 }, "stack"},
		{"huge pot", func(r *Request) { r.Pot = 2e9 }, "pot"},
		{"bad bets", func(r *Request) { r.Bets = "river:50" }, "bets"},
		{"no bets", func(r *Request) { r.Bets = "" }, "bets"},
		{"accuracy", func(r *Request) { r.Accuracy = -1 }, "accuracy"},
		{"accuracy NaN", func(r *Request) { r.Accuracy = math.NaN() }, "accuracy"},
		{"iterations", func(r *Request) { r.Iterations = MaxIterations + 1 }, "iterations"},
		{"memory", func(r *Request) { r.MaxMemory = -5 }, "max_memory"},
	}
	if err := (&Request{Board: "Kh Td 6c 3s 2h", OOP: "KK,QJ", IP: "T9", Pot: 100, Stack: 100, Bets: "none"}).Validate(); err != nil {
		t.Fatalf("Validate() of a good request = %v", err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := goodRequest()
			tt.edit(&r)
			err := r.Validate()
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Field != tt.field {
				t.Fatalf("Validate() = %v, want a *FieldError naming %q", err, tt.field)
			}
			if _, err := Run(context.Background(), r, 1); !errors.As(err, &fe) || fe.Field != tt.field {
				t.Errorf("Run() = %v, want a *FieldError naming %q", err, tt.field)
			}
		})
	}
}

// TestRequestJSON checks that a Request decodes from its JSON names.
func TestRequestJSON(t *testing.T) {
	var r Request
	in := `{"board":"Kh Td 6c 3s 2h","oop":"KK,QJ","ip":"T9","pot":100,"stack":100,"bets":"oop:river:100%","accuracy":0.5,"iterations":200,"max_memory":1000000}`
	if err := json.Unmarshal([]byte(in), &r); err != nil {
		t.Fatal(err)
	}
	want := goodRequest()
	want.Accuracy, want.Iterations, want.MaxMemory = 0.5, 200, 1000000
	if r != want {
		t.Errorf("decoded %+v, want %+v", r, want)
	}
}

// TestTooLarge checks that a tree over the memory limit is refused with
// the estimate.
func TestTooLarge(t *testing.T) {
	r := Request{Board: "Ks 9h 7h 4c", OOP: "22+,A2s+,K9s+,ATo+", IP: "22+,A2s+,K9s+,ATo+", Pot: 100, Stack: 400,
		Bets: "turn:33%,75%,150%;river:33%,75%,150%;raise:2.5x,allin", MaxMemory: 1 << 20}
	_, err := Run(context.Background(), r, 1)
	var fe *FieldError
	if !errors.Is(err, ErrTooLarge) || !errors.As(err, &fe) || fe.Field != "max_memory" || !strings.Contains(err.Error(), "MiB") {
		t.Fatalf("Run() = %v, want ErrTooLarge naming max_memory with the estimate", err)
	}
}

// TestSameForAnyWorkers checks that a turn solve writes the same JSON,
// byte for byte, with 1 and 3 goroutines.
func TestSameForAnyWorkers(t *testing.T) {
	r := Request{Board: "Ks 9h 7h 4c", OOP: "AK, 87s, QJs, 33, K9s", IP: "AQ, KJs, T9s, 65s, 99", Pot: 50, Stack: 100,
		Bets: "turn:50%;river:75%;raise:3x", Iterations: 20}
	var out [2]bytes.Buffer
	for i, workers := range []int{1, 3} {
		rep, err := Run(context.Background(), r, workers)
		if err != nil {
			t.Fatal(err)
		}
		if err := rep.WriteJSON(&out[i]); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(out[0].Bytes(), out[1].Bytes()) {
		t.Error("the JSON with 3 workers differs from 1 worker's")
	}
	var tree struct {
		Root struct {
			Children map[string]struct {
				Children map[string]struct {
					Cards map[string]struct {
						Player   string
						Strategy map[string][]float64
						EV       map[string]*float64
					}
				}
			}
		}
	}
	if err := json.Unmarshal(out[0].Bytes(), &tree); err != nil {
		t.Fatalf("WriteJSON wrote invalid JSON: %v", err)
	}
	rivers := tree.Root.Children["check"].Children["check"].Cards
	if len(rivers) != 48 || rivers["2c"].Player != "oop" || len(rivers["2c"].Strategy) == 0 || len(rivers["2c"].EV) == 0 {
		t.Errorf("after two checks on the turn: %d river cards, 2c's node %+v; want 48 with OOP's strategies and EVs", len(rivers), rivers["2c"])
	}
}

// FuzzRequest checks that no request panics: each is refused with a
// *FieldError or solved (for at most 2 iterations, in at most 16 MiB),
// and the solution is written as valid JSON.
func FuzzRequest(f *testing.F) {
	f.Add("Kh Td 6c 3s 2h", "KK,QJ", "T9", 100.0, 100.0, "oop:river:100%")
	f.Add("Ks 9s 7s 4s", "AK, 87s", "AQ, 65s", 50.0, 80.0, "turn:50%;river:75%;raise:3x")
	f.Add("Ks 9h 7h 4c 2d", "AhKh", "AhKh", 0.01, 1e9, "river:1%,allin;raise:1.01x,allin")
	f.Fuzz(func(t *testing.T, board, oop, ip string, pot, stack float64, bets string) {
		r := Request{Board: board, OOP: oop, IP: ip, Pot: pot, Stack: stack, Bets: bets, Iterations: 2, MaxMemory: 16 << 20}
		rep, err := Run(context.Background(), r, 2)
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("Run(%+v) = %v, not a *FieldError", r, err)
			}
			return
		}
		var out bytes.Buffer
		if err := rep.WriteJSON(&out); err != nil || !json.Valid(out.Bytes()) {
			t.Fatalf("Run(%+v): WriteJSON = %v, valid %v", r, err, json.Valid(out.Bytes()))
		}
	})
}

// TestStops checks when a solve stops: at the accuracy, measured every
// checkEvery iterations and reported to Progress; or at the iteration
// limit, measured there; or when its context is done.
func TestStops(t *testing.T) {
	r := goodRequest()
	var seen []Progress
	rep, err := RunWith(context.Background(), r, Options{Workers: 1, Progress: func(p Progress) { seen = append(seen, p) }})
	if err != nil {
		t.Fatal(err)
	}
	last := seen[len(seen)-1]
	if rep.Exploitability > DefaultAccuracy || last.Exploitability != rep.Exploitability || last.Iterations != rep.Iterations {
		t.Errorf("stopped at %g%% after %d iterations, last progress %+v; want at most %g%%, as reported", rep.Exploitability, rep.Iterations, last, DefaultAccuracy)
	}
	for i, p := range seen {
		if p.Iterations != (i+1)*checkEvery || p.Max != DefaultIterations || p.Target != DefaultAccuracy {
			t.Errorf("progress %d = %+v, want iterations %d of %d, target %g", i, p, (i+1)*checkEvery, DefaultIterations, DefaultAccuracy)
		}
		if i < len(seen)-1 && p.Exploitability <= DefaultAccuracy {
			t.Errorf("progress %d = %+v: went on below the target", i, p)
		}
	}
	r.Iterations, r.Accuracy = 7, MinAccuracy
	if rep, err := Run(context.Background(), r, 1); err != nil {
		t.Errorf("Run with 7 iterations: %v", err)
	} else if rep.Iterations != 7 || rep.Exploitability <= 0 {
		t.Errorf("Run with 7 iterations = %d iterations, %g%%; want 7 and the exploitability measured", rep.Iterations, rep.Exploitability)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, r, 1); !errors.Is(err, context.Canceled) {
		t.Errorf("Run with a cancelled context = %v, want context.Canceled", err)
	}
}
