package serve

import (
	"context"
	"fmt"
	"io"
	"net"
)

// Run is the editor as a command runs it: it listens on addr, says on out
// what it serves, where, and the header scripts that save or play send (on errw a
// warning first when addr reaches other machines), opens the page in a
// browser when asked, and serves until ctx ends.
func (s *Server) Run(ctx context.Context, addr string, open bool, out, errw io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %v", addr, err)
	}
	if !IsLoopback(addr) {
		fmt.Fprintf(errw, "bfgdata serve: warning: listening on %s, not only on this machine: anyone who can reach it can read the editions, and a page from this server can save\n", ln.Addr())
	}
	url := "http://" + ln.Addr().String() + "/"
	fmt.Fprintf(out, "bfgdata serve: editing %s at %s\n", s.what(), url)
	if s.cfg.GameFile != "" {
		fmt.Fprintf(out, "playing %s (game %s; games are saved into %s)\n", s.cfg.GameFile, s.startGame, s.gameDisplay)
	}
	fmt.Fprintf(out, "scripts that save or change a game send the header %s: %s\n", TokenHeader, s.Token())
	fmt.Fprintln(out, "press Ctrl-C to stop")
	if open {
		if err := OpenBrowser(url); err != nil {
			fmt.Fprintf(errw, "bfgdata serve: cannot open a browser (%v); open %s yourself\n", err, url)
		}
	}
	if err := s.Serve(ctx, ln); err != nil {
		return err
	}
	fmt.Fprintln(out, "bfgdata serve: stopped")
	return nil
}

// what names the editions served and whether saves go anywhere.
func (s *Server) what() string {
	switch {
	case s.cfg.Dir != "":
		return "the edition in " + s.cfg.Dir + " (saves go there)"
	case s.cfg.Folder != "":
		return "the editions in " + s.cfg.Folder + ", read-only"
	}
	return "the bundled editions, read-only"
}
