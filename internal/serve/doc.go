// Package serve is bfgdata's scenario editor in the browser: a local HTTP
// server whose page shows an edition's map as package render draws it,
// lets an author drag counters between trays, hexes and zones, and shows
// after every change what the rules engine finds wrong — the same
// diagnostics `bfgdata check` prints. Its JSON API under /api/ is what the
// page uses, and scripts can too.
//
// Handlers are thin: they decode a request, call explain, validate and
// render, and encode the answer. The page's files are embedded; nothing is
// fetched from elsewhere, so the editor works offline. Bundled editions
// are read-only; an edition folder on disk (Config.Dir) can be saved to,
// through a temporary file renamed into place inside that folder only, and
// never over a file that changed on disk since the page loaded it.
//
// The play API (api_game*.go) plays games on the same page: games held in
// memory (games.go, bounded), each a game.Play that owns the record and
// referees every action; the handlers only decode, call it and encode the
// game's view. Records are opened from and saved into one folder (the
// folder of Config.GameFile, or Config.Dir) with the guarantees of
// scenario saves.
//
// The server is safe by default: it answers only requests whose Host
// header names the address it listens on (against DNS rebinding), writes
// need the per-run token the page is given when it loads, request bodies
// are bounded and decoded strictly, and only scenario ids of the id
// pattern ever reach the file system.
//
// Server.Run is the editor as a command runs it: listen, say what is
// served and where, serve until stopped.
package serve
