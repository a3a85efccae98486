package server

import (
	"log/slog"
	"runtime"
	"time"

	"github.com/pokersim/pokersim/sim"
)

// Config holds a Server's limits, so that a server shared on a network
// stays up. The zero Config asks for the defaults, given beside each
// field.
type Config struct {
	// MaxBody is the largest request body accepted, in bytes; a larger one
	// gets 413. 0 means DefaultMaxBody.
	MaxBody int64
	// MaxUpload is the largest body of an Upload row (hand histories: many
	// files in one request), in bytes, read as a stream and never held
	// whole in memory; a larger one gets 413. 0 means DefaultMaxUpload.
	MaxUpload int64
	// MaxPlayers is the most players a matchup may have. 0 means
	// DefaultMaxPlayers.
	MaxPlayers int
	// CPUBudget is the CPU time one computation may use. Exact enumeration
	// runs only where its estimate (sim.Plan.ExactCost) fits it: Auto
	// chooses it within the smaller of this and sim.DefaultExactBudget, as
	// the command line does, and a request for exact enumeration beyond it
	// is refused. Monte Carlo stops after CPUBudget divided by its workers
	// of wall time, whatever the request's limits (the result then says
	// time_limited). 0 means DefaultCPUBudget.
	CPUBudget time.Duration
	// DefaultTime is the wall-time limit of a Monte Carlo run whose request
	// gives no trials, stderr or time; it stops at the command line's
	// default standard error if that comes first. 0 means
	// DefaultDefaultTime.
	DefaultTime time.Duration
	// Workers is the number of goroutines of one computation; a request may
	// ask for fewer. 0 means one per CPU (runtime.GOMAXPROCS).
	Workers int
	// MaxRunning is the number of computations that run at once. 0 means
	// one per CPU.
	MaxRunning int
	// MaxQueued is the number of computations that may wait for one of the
	// MaxRunning slots; beyond it a request gets 429. 0 means
	// DefaultMaxQueued; a negative value, none.
	MaxQueued int
	// QueueTimeout is the longest a computation waits for a slot before
	// getting 503. 0 means DefaultQueueTimeout.
	QueueTimeout time.Duration
	// CORSOrigin, if not empty, is the origin (such as
	// "https://example.com", or "*" for any) whose pages may call the API
	// from a browser. Empty means no CORS headers: only the server's own
	// page can.
	CORSOrigin string
	// LoopbackHosts makes the server answer only requests whose Host is a
	// loopback name (localhost, a name under .localhost, 127.0.0.0/8 or
	// ::1) or one of AllowedHosts; others get 421. Set it when listening
	// on loopback only, so that a page of another site whose name was
	// pointed at 127.0.0.1 (DNS rebinding) cannot use the API.
	LoopbackHosts bool
	// AllowedHosts are the host names, without ports, that a server with
	// LoopbackHosts answers to besides the loopback ones; "*" stands for
	// any. Set LoopbackHosts with them on any address, such as 0.0.0.0,
	// to answer only the names clients use.
	AllowedHosts []string
	// ReadTimeout, WriteTimeout and IdleTimeout are those of the
	// http.Server that HTTPServer returns: the time to read a request, to
	// write a response other than a computation's (whose deadline is its
	// budget), and to keep an idle connection. 0 means 10s, 30s and 2m.
	ReadTimeout, WriteTimeout, IdleTimeout time.Duration
	// Log receives the server's errors, such as a recovered panic. Nil
	// means slog.Default().
	Log *slog.Logger
}

// The defaults of Config.
const (
	DefaultMaxBody      = 64 << 10
	DefaultMaxUpload    = 128 << 20
	DefaultMaxPlayers   = 10
	DefaultCPUBudget    = 30 * time.Second
	DefaultDefaultTime  = 5 * time.Second
	DefaultMaxQueued    = 64
	DefaultQueueTimeout = 10 * time.Second
)

// withDefaults returns c with its zero fields set to their defaults.
func (c Config) withDefaults() Config {
	set := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	setD := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	if c.MaxBody <= 0 {
		c.MaxBody = DefaultMaxBody
	}
	if c.MaxUpload <= 0 {
		c.MaxUpload = DefaultMaxUpload
	}
	set(&c.MaxPlayers, DefaultMaxPlayers)
	set(&c.Workers, runtime.GOMAXPROCS(0))
	set(&c.MaxRunning, runtime.GOMAXPROCS(0))
	switch {
	case c.MaxQueued == 0:
		c.MaxQueued = DefaultMaxQueued
	case c.MaxQueued < 0:
		c.MaxQueued = 0
	}
	setD(&c.CPUBudget, DefaultCPUBudget)
	setD(&c.DefaultTime, DefaultDefaultTime)
	setD(&c.QueueTimeout, DefaultQueueTimeout)
	setD(&c.ReadTimeout, 10*time.Second)
	setD(&c.WriteTimeout, 30*time.Second)
	setD(&c.IdleTimeout, 2*time.Minute)
	if c.Log == nil {
		c.Log = slog.Default()
	}
	return c
}

// exactBudget returns the CPU seconds within which Auto enumerates: the
// command line's, unless the budget is smaller.
func (c *Config) exactBudget() float64 {
	return min(sim.DefaultExactBudget, c.CPUBudget.Seconds())
}

// wallLimit returns the longest a computation on workers goroutines may
// run: its share of the CPU budget.
func (c *Config) wallLimit(workers int) time.Duration {
	return c.CPUBudget / time.Duration(max(1, workers))
}
