package serve

import (
	"bytes"
	"embed"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// assetTypes are the kinds of file the page is made of.
var assetTypes = map[string]string{
	".js":  "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".svg": "image/svg+xml",
	".png": "image/png",
}

// static holds the page: its HTML template, script and style sheet. There
// is no build step; what is here is what the browser gets.
//
//go:embed static
var static embed.FS

var (
	pageHTML = template.Must(template.ParseFS(static, "static/*.html"))
	assets   = mustSub(static, "static/assets")
)

func mustSub(fsys fs.FS, dir string) fs.FS {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		panic(err)
	}
	return sub
}

// pageData is what the page template is filled with.
type pageData struct {
	Token   string
	Edition string
	// Game is the id of the game serve --game opened, which the page
	// shows in its play mode as it loads; "" without one.
	Game string
}

// servePage sends the editor page at /, carrying this run's token, which
// only a page this server served can read.
func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	var b bytes.Buffer
	if err := pageHTML.Execute(&b, pageData{Token: s.token, Edition: s.cfg.Edition, Game: s.startGame}); err != nil {
		writeProblem(w, err)
		return
	}
	writeFile(w, "text/html; charset=utf-8", "", b.Bytes())
}

// serveAsset sends a file the page is made of, its script and style
// sheet, from /static/.
func (s *Server) serveAsset(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(r.URL.Path, "/static/")
	kind, known := assetTypes[path.Ext(name)]
	b, err := fs.ReadFile(assets, name)
	if !known || !fs.ValidPath(name) || strings.Contains(name, "/") || err != nil {
		writeProblem(w, problemf(http.StatusNotFound, "api.not-found", "no file %s", r.URL.Path))
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	writeFile(w, kind, "", b)
}
