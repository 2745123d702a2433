package serve

import (
	"crypto/subtle"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// hostCheck decides which Host headers name the server. A page served
// under any other name — a DNS name an attacker points at 127.0.0.1, say —
// is refused, so another site cannot read the API by rebinding its own
// name to this machine.
type hostCheck struct {
	port string
	// ip is the address listened on; nil until set.
	ip net.IP
	// name is the host name the listen address gave, if any: requests
	// naming it are the server's too.
	name string
}

// set takes the listen address, host:port. An empty host listens on every
// address, as net.Listen does.
func (c *hostCheck) set(addr string) error {
	if addr == "" {
		return nil
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return err
	}
	ip := net.IPv6unspecified
	switch {
	case host == "localhost":
		ip = net.IPv4(127, 0, 0, 1)
	case host != "":
		if ip = net.ParseIP(host); ip == nil {
			ips, err := net.LookupIP(host)
			if err != nil {
				return err
			}
			if len(ips) == 0 {
				return fmt.Errorf("%s: no address", host)
			}
			ip, c.name = ips[0], strings.ToLower(host)
		}
	}
	c.ip, c.port = ip, port
	return nil
}

// allows reports whether a request's Host header names the server: the
// port it listens on, and the address it listens on (any loopback name or
// address when that is loopback; any address, but no name, when it
// listens on all of them).
func (c *hostCheck) allows(host string) bool {
	if c.ip == nil {
		return false
	}
	h, port, err := net.SplitHostPort(host)
	if err != nil || port != c.port {
		return false
	}
	h = strings.ToLower(h)
	loopback := c.ip.IsLoopback() || c.ip.IsUnspecified()
	if h == "localhost" {
		return loopback
	}
	if c.name != "" && h == c.name {
		return true
	}
	ip := net.ParseIP(h)
	switch {
	case ip == nil:
		return false
	case c.ip.IsUnspecified():
		return true
	case c.ip.IsLoopback():
		return ip.IsLoopback()
	}
	return ip.Equal(c.ip)
}

// IsLoopback reports whether a listen address (host:port) reaches only
// this machine.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// checkHost refuses a request whose Host header does not name the server.
func (s *Server) checkHost(r *http.Request) error {
	if s.hosts.allows(r.Host) {
		return nil
	}
	return problemf(http.StatusMisdirectedRequest, "api.host", "this server answers to the address it listens on (port %s), not to Host %q", s.hosts.port, r.Host)
}

// TokenHeader is the request header that carries the per-run token.
const TokenHeader = "X-Bfgdata-Token"

// checkToken refuses a write without this run's token. The page reads the
// token from itself; a page of another site cannot read it, and cannot
// send a custom header to this server without its consent.
func (s *Server) checkToken(r *http.Request) error {
	got := r.Header.Get(TokenHeader)
	if got == "" {
		return problemf(http.StatusForbidden, "api.bad-token", "a save, and every change of a game, needs the %s header with this run's token: serve prints it when it starts, and the editor page carries it", TokenHeader)
	}
	if subtle.ConstantTimeCompare([]byte(got), []byte(s.token)) != 1 {
		return problemf(http.StatusForbidden, "api.bad-token", "the %s header does not hold this run's token (a page from an earlier run? reload it)", TokenHeader)
	}
	return nil
}

// checkOrigin refuses a request that a browser says comes from a page of
// another origin.
func (s *Server) checkOrigin(r *http.Request) error {
	o := r.Header.Get("Origin")
	if o == "" {
		return nil
	}
	u, err := url.Parse(o)
	if err == nil && u.Scheme == "http" && u.Host == r.Host {
		return nil
	}
	return problemf(http.StatusForbidden, "api.origin", "requests from pages of %s are refused; use the editor page this server serves", o)
}

// secure sets the headers every answer carries: no sniffing, no framing,
// nothing loaded from elsewhere, no referrer.
func secure(w http.ResponseWriter) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	// The map's SVG carries its own style sheet, hence inline styles.
	h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
}
