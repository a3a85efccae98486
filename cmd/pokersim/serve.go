package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/server"
)

// shutdownGrace is how long a stopping server waits for the requests in
// flight, already cancelled, to answer with what they have.
const shutdownGrace = 5 * time.Second

func serveCommand() *cli.Command {
	return &cli.Command{
		Name:  "serve",
		Usage: "a web calculator and a JSON API, in your browser",
		Description: `Serves pokersim's calculator page and its JSON API (see docs/server.md) until
Ctrl-C. It listens on 127.0.0.1:8080, this machine only, unless --addr says
otherwise; the limits keep a server shared on a network up. On loopback it
answers only requests for localhost, 127.0.0.1 and ::1 (and --allow-host
names), so that other sites' pages cannot reach it by DNS rebinding; off
loopback (0.0.0.0, :PORT) it does the same when --allow-host names the
hosts clients use, and otherwise warns that it answers any.

Examples:
  pokersim serve
  pokersim serve --addr :8080 --max-running 4 --cpu-budget 10s`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "addr", Value: "127.0.0.1:8080", Usage: "listen on `HOST:PORT` (port 0 picks a free one)"},
			&cli.StringFlag{Name: "allow-host", Usage: "also answer requests for host `NAMES` (comma-separated) besides localhost, 127.0.0.1 and ::1, and off loopback only those; * for any (with a warning)"},
			&cli.StringFlag{Name: "cors", Usage: "let pages from `ORIGIN` (such as https://example.com, or *) call the API"},
			&cli.StringFlag{Name: "cpu-budget", DefaultText: "30s", Usage: "CPU time `D` one computation may use: exact enumeration only within it, Monte Carlo stopped at it"},
			&cli.StringFlag{Name: "default-time", DefaultText: "5s", Usage: "time limit `D` of Monte Carlo when a request gives none"},
			sharedFlag("workers", use{usage: "`N` goroutines per computation"}),
			&cli.StringFlag{Name: "max-running", DefaultText: "one per CPU", Usage: "`N` computations at once"},
			&cli.StringFlag{Name: "max-queued", DefaultText: "64", Usage: "`N` computations waiting for a slot; more get 429 (0: none)"},
			&cli.StringFlag{Name: "queue-timeout", DefaultText: "10s", Usage: "the longest `D` a computation waits for a slot; then 503"},
			&cli.StringFlag{Name: "max-players", DefaultText: "10", Usage: "`N` players at most in a matchup"},
			&cli.StringFlag{Name: "max-body", DefaultText: "65536", Usage: "`BYTES` of a request body at most; more get 413"},
			&cli.StringFlag{Name: "max-upload", DefaultText: "134217728", Usage: "`BYTES` of hand histories uploaded in one request at most, read as they come; more get 413"},
		},
		Action: serveAction,
	}
}

func serveAction(c *cli.Context) error {
	if c.Args().Present() {
		return usageErrorf(c, "serve takes no arguments, got %q", c.Args().First())
	}
	cfg, err := serveConfig(c)
	if err != nil {
		return err
	}
	cfg.Log = slog.New(slog.NewTextHandler(c.App.ErrWriter, nil))
	ln, err := net.Listen("tcp", c.String("addr"))
	if err != nil {
		return usageErrorf(c, "--addr: %v", err)
	}
	checkHosts(c, &cfg, ln.Addr())
	ctx := c.Context
	srv := server.New(cfg).HTTPServer(ctx, "")
	fmt.Fprintf(c.App.Writer, "pokersim serving on %s (Ctrl-C to stop)\n", pageURL(ln.Addr()))
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	// The requests' contexts derive from ctx: they are cancelled already,
	// and answer with what they have.
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
	}
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return ctx.Err()
}

// serveConfig reads the limits of serve's flags.
func serveConfig(c *cli.Context) (server.Config, error) {
	var cfg server.Config
	var err error
	ints := []struct {
		name string
		dst  *int
		zero bool // 0 is allowed
	}{
		{"workers", &cfg.Workers, false}, {"max-running", &cfg.MaxRunning, false},
		{"max-queued", &cfg.MaxQueued, true}, {"max-players", &cfg.MaxPlayers, false},
	}
	for _, f := range ints {
		if !c.IsSet(f.name) {
			continue
		}
		n, perr := strconv.Atoi(strings.TrimSpace(c.String(f.name)))
		if perr != nil || n < 0 || (n == 0 && !f.zero) {
			want := "a positive whole number"
			if f.zero {
				want = "a whole number, 0 or more"
			}
			return cfg, usageErrorf(c, "--%s: want %s, got %q", f.name, want, c.String(f.name))
		}
		*f.dst = n
	}
	if c.IsSet("max-queued") && cfg.MaxQueued == 0 {
		cfg.MaxQueued = -1 // none
	}
	if cfg.MaxPlayers > 0 && cfg.MaxPlayers < 2 {
		return cfg, usageErrorf(c, "--max-players: want 2 or more, got %d", cfg.MaxPlayers)
	}
	if c.IsSet("max-body") {
		if cfg.MaxBody, err = strconv.ParseInt(strings.TrimSpace(c.String("max-body")), 10, 64); err != nil || cfg.MaxBody <= 0 {
			return cfg, usageErrorf(c, "--max-body: want a positive number of bytes, got %q", c.String("max-body"))
		}
	}
	if c.IsSet("max-upload") {
		if cfg.MaxUpload, err = strconv.ParseInt(strings.TrimSpace(c.String("max-upload")), 10, 64); err != nil || cfg.MaxUpload <= 0 {
			return cfg, usageErrorf(c, "--max-upload: want a positive number of bytes, got %q", c.String("max-upload"))
		}
	}
	durations := []struct {
		name string
		dst  *time.Duration
	}{{"cpu-budget", &cfg.CPUBudget}, {"default-time", &cfg.DefaultTime}, {"queue-timeout", &cfg.QueueTimeout}}
	for _, f := range durations {
		if !c.IsSet(f.name) {
			continue
		}
		d, perr := time.ParseDuration(strings.TrimSpace(c.String(f.name)))
		if perr != nil || d <= 0 {
			return cfg, usageErrorf(c, "--%s: want a positive duration with its unit, such as 10s, got %q", f.name, c.String(f.name))
		}
		*f.dst = d
	}
	cfg.CORSOrigin = strings.TrimSpace(c.String("cors"))
	cfg.AllowedHosts, err = allowedHosts(c)
	return cfg, err
}

// allowedHosts reads --allow-host: host names without ports, or *.
func allowedHosts(c *cli.Context) ([]string, error) {
	var hosts []string
	for _, h := range strings.Split(c.String("allow-host"), ",") {
		if h = strings.TrimSpace(h); h == "" {
			continue
		}
		if h != "*" && strings.ContainsAny(h, ":/ *") {
			return nil, usageErrorf(c, "--allow-host: want host names without ports, such as pokersim.local, got %q", h)
		}
		hosts = append(hosts, h)
	}
	return hosts, nil
}

// checkHosts sets which Host names the server on addr answers, and warns
// of what is open. On loopback, only this machine's names and
// --allow-host's: a DNS-rebinding page sends its own. Off loopback (such
// as 0.0.0.0 or :PORT), the same check when --allow-host names the hosts
// that clients use; without it, any, with a warning that says so.
// --allow-host '*' answers any Host anywhere, with a warning.
func checkHosts(c *cli.Context, cfg *server.Config, addr net.Addr) {
	w := c.App.ErrWriter
	local := loopback(addr)
	if !local {
		fmt.Fprintf(w, "pokersim: warning: listening on %s, which other machines can reach; the API has no authentication\n",
			shownAddr(c.String("addr"), addr))
	}
	anyHost := slices.Contains(cfg.AllowedHosts, "*")
	switch {
	case anyHost:
		fmt.Fprintf(w, "pokersim: warning: --allow-host '*' answers requests for any host name: pages of other sites can reach this server by DNS rebinding\n")
	case !local && len(cfg.AllowedHosts) == 0:
		fmt.Fprintf(w, "pokersim: warning: without --allow-host, requests for any host name are answered; give --allow-host with the names and addresses clients use to refuse others (421)\n")
	}
	cfg.LoopbackHosts = !anyHost && (local || len(cfg.AllowedHosts) > 0)
}

// loopback reports whether addr is on a loopback interface only.
func loopback(addr net.Addr) bool {
	tcp, ok := addr.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

// shownAddr writes the address a listener was asked for (such as
// "0.0.0.0:0") with the port it got.
func shownAddr(asked string, got net.Addr) string {
	host, _, err := net.SplitHostPort(asked)
	tcp, ok := got.(*net.TCPAddr)
	if err != nil || !ok {
		return got.String()
	}
	return net.JoinHostPort(host, strconv.Itoa(tcp.Port))
}

// pageURL returns the URL of the page served on addr; an address that
// listens on every interface is written as localhost.
func pageURL(addr net.Addr) string {
	host, port := "localhost", ""
	if tcp, ok := addr.(*net.TCPAddr); ok {
		port = strconv.Itoa(tcp.Port)
		if !tcp.IP.IsUnspecified() {
			host = tcp.IP.String()
		}
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}
