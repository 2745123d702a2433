package serve

import (
	"os/exec"
	"runtime"
)

// OpenBrowser asks the desktop to show url in the default browser. It
// does not wait for the browser, which may outlive the server.
func OpenBrowser(url string) error {
	c := openCommand(runtime.GOOS, url)
	if err := c.Start(); err != nil {
		return err
	}
	go func() { _ = c.Wait() }()
	return nil
}

// openCommand is the command that opens a URL on each desktop.
func openCommand(goos, url string) *exec.Cmd {
	switch goos {
	case "darwin":
		return exec.Command("open", url)
	case "windows":
		return exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	}
	return exec.Command("xdg-open", url)
}
