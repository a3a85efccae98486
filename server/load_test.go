package server

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// quickExact is the request of the load test: an exact enumeration of a
// flop, 990 boards, which takes pokersim about 16µs, so that the figures
// measure the server.
const quickExact = `{"players": ["AhKh", "QsQd"], "board": "Ts9h2c"}`

// loadFigures are the figures of a load test.
type loadFigures struct {
	requests, failed int64
	elapsed          time.Duration
	p50, p99, max    time.Duration
	peakHeap         uint64 // the largest HeapInuse seen, in bytes
	peakSys          uint64 // the largest memory obtained from the OS, in bytes
}

func (f loadFigures) String() string {
	return fmt.Sprintf("%d requests (%d failed) in %v: %.0f requests/s, latency p50 %v, p99 %v, max %v; peak heap %.1f MiB, peak from the OS %.1f MiB",
		f.requests, f.failed, f.elapsed.Round(time.Millisecond), float64(f.requests)/f.elapsed.Seconds(),
		f.p50.Round(10*time.Microsecond), f.p99.Round(10*time.Microsecond), f.max.Round(10*time.Microsecond),
		float64(f.peakHeap)/(1<<20), float64(f.peakSys)/(1<<20))
}

// runLoad starts a server on a loopback listener and has clients
// concurrent clients post body as fast as they get answers, each over its
// own connection, for d, and each at least once however late the
// machine's load lets it start; it returns the figures. A request waits
// in line up to hangGuard, not the default queue timeout, so that every
// one is answered on a loaded machine too.
func runLoad(tb testing.TB, clients int, d time.Duration, body string) loadFigures {
	tb.Helper()
	cfg := Config{MaxQueued: 4 * clients, QueueTimeout: hangGuard, Log: quiet(tb, nil).Log}
	s := New(cfg)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv := s.HTTPServer(ctx, "")
	go srv.Serve(ln)
	defer srv.Close()
	url := "http://" + ln.Addr().String() + "/api/equity"
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}}
	defer client.CloseIdleConnections()

	var mem memPeak
	stopMem := mem.watch()
	var requests, failed atomic.Int64
	lat := make([][]time.Duration, clients)
	deadline := time.Now().Add(d)
	start := time.Now()
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for first := true; first || time.Now().Before(deadline); first = false {
				t0 := time.Now()
				resp, err := client.Post(url, "application/json", strings.NewReader(body))
				if err == nil {
					_, err = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode != 200 {
						err = fmt.Errorf("status %d", resp.StatusCode)
					}
				}
				lat[c] = append(lat[c], time.Since(t0))
				requests.Add(1)
				if err != nil {
					failed.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	stopMem()
	all := slices.Concat(lat...)
	slices.Sort(all)
	q := func(p float64) time.Duration { return all[min(len(all)-1, int(p*float64(len(all))))] }
	return loadFigures{requests: requests.Load(), failed: failed.Load(), elapsed: elapsed,
		p50: q(0.50), p99: q(0.99), max: all[len(all)-1], peakHeap: mem.heap, peakSys: mem.sys}
}

// memPeak samples the memory in use while a load test runs.
type memPeak struct {
	heap, sys uint64
}

// watch samples the memory every 20ms until the returned function is
// called.
func (m *memPeak) watch() (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			m.heap, m.sys = max(m.heap, ms.HeapInuse), max(m.sys, ms.Sys)
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() { close(done); wg.Wait() }
}

// TestLoad drives 200 concurrent clients against a server on loopback for
// two seconds, each posting a quick exact request as soon as it has its
// answer: every request must be answered, and memory must stay bounded
// (the limit on computations holds the rest in line). It reports requests
// per second and latencies, which depend on the machine and are not
// checked: go test -run TestLoad -v ./server.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("two seconds of load")
	}
	before := runtime.NumGoroutine()
	f := runLoad(t, 200, 2*time.Second, quickExact)
	t.Logf("200 clients: %v", f)
	if f.failed != 0 || f.requests < 200 { // each client posts at least once
		t.Errorf("%d of %d requests failed", f.failed, f.requests)
	}
	const bound = 256 << 20
	if f.peakHeap > bound {
		t.Errorf("peak heap %d MiB under load, want at most %d MiB", f.peakHeap>>20, bound>>20)
	}
	// The server's goroutines end with it.
	deadline := time.Now().Add(hangGuard)
	for runtime.NumGoroutine() > before+5 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before+5 {
		t.Errorf("%d goroutines after the load test, %d before", n, before)
	}
}
