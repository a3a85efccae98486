package server

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"slices"
	"strings"
)

// errHost is the status of a request whose Host names another server:
// 421 Misdirected Request (RFC 9110, section 15.5.20).
const errHost = http.StatusMisdirectedRequest

// hostAllowed reports whether a server with cfg answers a request for
// host (a Host header, with or without a port). A server without
// LoopbackHosts answers any. Otherwise it answers loopback names only:
// "localhost" and names under ".localhost" (RFC 6761 keeps them on this
// machine), addresses in 127.0.0.0/8 and ::1, and cfg.AllowedHosts, all
// compared without case; "*" among AllowedHosts answers any. A DNS-rebinding page, whose own name now points
// at 127.0.0.1, sends its own name, and is refused.
func (c *Config) hostAllowed(host string) bool {
	if !c.LoopbackHosts || slices.Contains(c.AllowedHosts, "*") {
		return true
	}
	name := hostName(host)
	if name == "localhost" || strings.HasSuffix(name, ".localhost") {
		return true
	}
	if a, err := netip.ParseAddr(name); err == nil {
		return a.Unmap().IsLoopback()
	}
	for _, h := range c.AllowedHosts {
		if strings.EqualFold(name, strings.TrimSuffix(h, ".")) {
			return true
		}
	}
	return false
}

// hostName returns host without its port, brackets and trailing dot, in
// lower case.
func hostName(host string) string {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"), ".")
	return strings.ToLower(host)
}

// checkHost answers r with 421 if its Host is not one the server answers
// to, and reports whether it did.
func (s *Server) checkHost(w http.ResponseWriter, r *http.Request) bool {
	if s.cfg.hostAllowed(r.Host) {
		return false
	}
	writeError(w, errorf(errHost, "", fmt.Sprintf(
		"this server answers only to localhost, 127.0.0.1 and ::1 (and --allow-host names), not to %s", quoteHost(r.Host))))
	return true
}

// quoteHost quotes a Host header for a message, cut to 100 bytes.
func quoteHost(h string) string {
	if len(h) > 100 {
		h = h[:100] + "..."
	}
	return fmt.Sprintf("%q", h)
}
