// The play mode of the bfgdata page: two players play a game of a
// scenario on the editor's map, and the server's rules engine referees
// every action (the play API under /api/game). The page keeps no rules of
// its own: what it shows (the phase, what a unit can reach, the worked
// combat, the log) is the server's answer, drawn. It draws the units once
// for each answer, so a long record costs nothing per frame.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const token = document.querySelector('meta[name="bfgdata-token"]').content;
  const FORCE_NAMES = { "soviet": "Soviet", "western-allied": "Western Allied", "east-german": "East German", "west-german": "West German" };
  const PLAYER_NAMES = { "german": "German", ...FORCE_NAMES };
  const CHOICE_CODES = ["combat.exchange-choice", "retreat.choice", "advance.not-allowed"];
  let M = null; // window.bfgMap, once the editor has drawn the map

  const P = {
    live: null, // the GameView of the game's current position
    view: null, // the GameView shown: live, or a read-only earlier point
    selected: "", // the unit picked to move
    reach: null,
    evac: null, // where the selected unit may land if evacuated now (game/evacuation)
    waypoints: [],
    attackers: new Set(),
    defenders: new Set(), // hexes attacked
    defendingUnits: new Set(), // single defending units (split-stack rule)
    combat: null, // the worked combat, before the die
    die: 0, // the die of the open attack (the server rolled it and recorded it)
    choices: null, // {lose: Set, retreat: Map unit -> hex in the order picked, advance, advanceTo}
    ask: null, // the choice the engine asks for: {code, message, unit, hexes, options}
    replacement: "", // the unit of the replacement option picked
    exit: null, // the exit asked about: {unit, hex, path, options (game/exit), picked: Set}
    neighbours: null, // hex -> its neighbours on the map
    queue: Promise.resolve(),
    computerTimer: 0, // the computer's next step, waiting its pause
    computerHalt: 0, // the version at which the computer's phase stuck
  };

  // ---- talking to the server ----

  class ApiError extends Error {
    constructor(p) { super(p.message); this.problem = p; }
  }

  // api sends one request of the play API; every change carries the
  // token, as the contract asks of every POST and PUT.
  async function api(method, path, params, body) {
    const url = "/api/" + path + (params ? "?" + new URLSearchParams(params) : "");
    const opts = { method, headers: {} };
    if (body !== undefined) {
      opts.headers["Content-Type"] = "application/json";
      opts.body = JSON.stringify(body);
    }
    if (method !== "GET") opts.headers["X-Bfgdata-Token"] = token;
    const res = await fetch(url, opts);
    const text = await res.text();
    let data = null;
    try { data = JSON.parse(text); } catch (_) { /* not JSON */ }
    if (!res.ok) throw new ApiError(data && data.code ? data : { status: res.status, code: "api.internal", message: text || res.statusText });
    return data;
  }

  function describe(p) {
    return `${p.code}: ${p.message}${p.rule ? " [" + p.rule + "]" : ""}`;
  }

  // refuse shows a refusal where the player looks: in the phase bar and
  // in the panel of the action refused.
  function refuse(err, where) {
    const p = err.problem || { code: "page.error", message: String(err) };
    $("pl-bar-msg").textContent = describe(p);
    $("pl-bar-msg").dataset.code = p.code;
    $("pl-bar-msg").dataset.rule = p.rule || "";
    const box = where && $(where);
    if (box) {
      box.textContent = describe(p);
      box.dataset.code = p.code;
      box.dataset.rule = p.rule || "";
    }
    document.body.dataset.refused = p.code;
    // an end of phase refused names the hexes to put right (a stack over
    // the limit): mark them until the next answer
    if (where === "pl-bar-msg" && P.view) {
      P.flagged = (p.hexes && p.hexes.length ? p.hexes : (p.message || "").match(/\b\d{4}\b/g) || []).filter((h) => M.board().geometry.hexes[h]);
      drawMarks();
      if (P.flagged.length) M.centreOn(P.flagged[0]);
    }
  }

  function clearRefusal() {
    for (const n of document.querySelectorAll("#pl-bar-msg, .pl-refusal")) { n.textContent = ""; n.dataset.code = ""; n.dataset.rule = ""; }
    document.body.dataset.refused = "";
    P.flagged = [];
  }

  // run queues work so that answers come in the order asked.
  function run(fn, where) {
    P.queue = P.queue.then(async () => {
      document.body.dataset.busy = "true";
      try { await fn(); } catch (err) { refuse(err, where); } finally { document.body.dataset.busy = "false"; }
    });
    return P.queue;
  }

  function html(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function button(text, attrs, onClick) {
    const b = html("button", Object.assign({ type: "button" }, attrs), text);
    b.addEventListener("click", onClick);
    return b;
  }

  function section(id, title, open) {
    const d = html("details", { id: id + "-box" });
    d.open = open;
    d.appendChild(html("summary", {}, title));
    const body = html("div", { id });
    d.appendChild(body);
    return d;
  }

  // ---- the mode switch and the panel ----

  function setMode(mode) {
    document.body.dataset.mode = mode;
    for (const b of document.querySelectorAll("#mode-switch [data-mode]")) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
    $("pl-side").hidden = mode !== "play";
    $("pl-bar").hidden = mode !== "play";
    if (mode === "play") {
      fillStart();
      if (P.view) draw();
    }
  }

  function buildPanel() {
    const side = $("pl-side");
    side.append(
      section("pl-game", "Game: start, open, save", true),
      section("pl-illegal", "The record's illegal action", true),
      section("pl-act", "Act", true),
      section("pl-standing", "Standing", true),
      section("pl-history", "History", true),
      section("pl-off", "Units off the map", false),
    );
    $("pl-illegal-box").hidden = true;
    const dlg = html("dialog", { id: "pl-confirm", "aria-labelledby": "pl-confirm-title" });
    const form = html("form", { method: "dialog" });
    const menu = html("menu");
    menu.append(html("button", { value: "cancel", id: "pl-confirm-cancel" }, "Cancel"), " ", html("button", { value: "ok", id: "pl-confirm-ok" }, "OK"));
    form.append(html("h2", { id: "pl-confirm-title" }), html("ul", { id: "pl-confirm-list" }), menu);
    dlg.appendChild(form);
    document.body.appendChild(dlg);
    const g = $("pl-game");
    const start = html("div", { class: "pl-form", id: "pl-start" });
    const ed = html("select", { id: "pl-edition", "aria-label": "Edition of the game" });
    const sc = html("select", { id: "pl-scenario", "aria-label": "Scenario of the game" });
    ed.addEventListener("change", () => { fillScenarios(); fillOptional(); });
    sc.addEventListener("change", () => fillOptional());
    const row1 = html("div", { class: "ed-row" });
    row1.append(html("label", {}, "Edition "), ed, html("label", {}, "Scenario "), sc);
    const table = html("label", { title: "Real dice rolled at the table, each typed in; otherwise the server rolls every die once and records it before its result is shown" });
    table.append(html("input", { type: "checkbox", id: "pl-table-dice" }), " played with table dice (dice typed in by hand)");
    const pause = html("label", { title: "How long the page waits between the computer's actions, so that each can be followed on the map" });
    pause.append("pause between the computer's actions ", html("input", { type: "number", id: "pl-computer-pause", min: "0", max: "5000", step: "100", value: "400" }), " ms");
    start.append(row1, html("div", { class: "pl-optional", id: "pl-optional", "aria-label": "Optional rules" }), table,
      html("div", { class: "pl-computer", id: "pl-computer", "aria-label": "Sides the computer plays" }), pause,
      button("Start a new game", { id: "pl-new" }, newGame));
    const open = html("div", { class: "ed-row" });
    const file = html("input", { id: "pl-open-file", placeholder: "game.json", "aria-label": "A record in the served folder", style: "width: 11em" });
    open.append(file, button("Open", { id: "pl-open" }, () => openRecord({ file: file.value.trim() })));
    const up = html("input", { type: "file", id: "pl-upload", accept: ".json,application/json", "aria-label": "Open a record from this computer" });
    up.addEventListener("change", () => upload(up));
    const got = html("input", { type: "file", id: "pl-received", accept: ".json,application/json", "aria-label": "Open a record received from the other player" });
    got.addEventListener("change", () => upload(got, true));
    const save = html("div", { class: "ed-row", id: "pl-save-row" });
    const name = html("input", { id: "pl-save-file", placeholder: "game.json", "aria-label": "File to save the record in", style: "width: 11em" });
    const force = html("input", { type: "checkbox", id: "pl-save-force" });
    const fl = html("label", { title: "Write over another file of that name" });
    fl.append(force, "overwrite");
    save.append(name, fl, button("Save", { id: "pl-save" }, saveGame), button("Download", { id: "pl-download" }, download));
    g.append(start, html("h3", {}, "Open a record"), open, up,
      html("h3", {}, "Open a record received"),
      html("p", { class: "pl-note" }, "The record the other player sent back: it is checked against the game open here (the record you sent), and what they did since is listed."),
      got, html("div", { id: "pl-received-box", "aria-live": "polite" }),
      html("h3", {}, "Save the record"), save,
      html("p", { class: "pl-note", id: "pl-file" }, "No game yet."), html("p", { class: "pl-refusal", id: "pl-game-msg", role: "alert" }));
    $("pl-act").appendChild(html("p", { class: "ed-muted" }, "Start or open a game."));
    const hist = $("pl-history");
    const nav = html("div", { class: "ed-row" });
    nav.append(
      button("◀ Back", { id: "pl-back", title: "One action back (read-only view)" }, () => step(-1)),
      button("Forward ▶", { id: "pl-forward", title: "One action forward" }, () => step(1)),
      button("Now", { id: "pl-now", title: "Back to the game as it stands" }, () => showLive()),
      button("Undo last action", { id: "pl-undo", title: "Take back the last action (not one with a die)" }, undo));
    hist.append(nav, html("p", { class: "pl-refusal", id: "pl-history-msg", role: "alert" }), html("ol", { id: "pl-log" }));
  }

  function editionEntry(id) { return M.editions().find((e) => e.id === id); }

  function fillStart() {
    const ed = $("pl-edition");
    if (ed.options.length) return;
    for (const e of M.editions()) ed.appendChild(html("option", { value: e.id }, e.id));
    ed.value = M.edition();
    fillScenarios();
    fillOptional();
  }

  function fillScenarios() {
    const sc = $("pl-scenario");
    sc.replaceChildren();
    const e = editionEntry($("pl-edition").value);
    for (const s of (e && e.scenarios) || []) sc.appendChild(html("option", { value: s.id }, `${s.name} (${s.id})`));
    if ([...sc.options].some((o) => o.value === "historical")) sc.value = "historical";
  }

  // fillOptional lists what a new game of the scenario plays by, as its
  // data says (game/rules): its special rules, in force and not to be
  // ticked (a turn-1 mandate among them), and its optional rules to tick.
  function fillOptional() {
    const edition = $("pl-edition").value, scenario = $("pl-scenario").value;
    if (!scenario) return;
    run(async () => {
      const list = await api("GET", "game/rules", { edition, scenario });
      const box = $("pl-optional");
      box.replaceChildren(html("span", { class: "ed-muted" }, "Optional rules:"));
      for (const r of list.optional || []) {
        const l = html("label", { title: r.summary || "" });
        l.append(html("input", { type: "checkbox", "data-optional": r.id }), ` ${r.id} [${r.rule}]`);
        box.appendChild(l);
      }
      if (!(list.optional || []).length) box.appendChild(html("span", { class: "pl-note", id: "pl-no-optional" }, "this scenario has none"));
      await fillComputer(edition, scenario);
      box.appendChild(html("span", { class: "ed-muted" }, "In force (the scenario's special rules):"));
      for (const r of list.special || []) {
        const l = html("label", { title: r.summary || "", class: "pl-in-force" });
        const cb = html("input", { type: "checkbox", "data-in-force": r.id, disabled: "" });
        cb.checked = true;
        l.append(cb, ` ${r.id} [${r.rule}] — in force`);
        box.appendChild(l);
      }
    }, "pl-game-msg");
  }

  // fillComputer offers, for each side of the scenario (game/sides), a
  // person or one of the computer players.
  async function fillComputer(edition, scenario) {
    const sides = await api("GET", "game/sides", { edition, scenario });
    const box = $("pl-computer");
    box.replaceChildren(html("span", { class: "ed-muted" }, "Played by:"));
    for (const side of sides.sides || []) {
      const sel = html("select", { "data-computer-side": side.player, id: "pl-computer-" + side.player, "aria-label": `Who plays the ${PLAYER_NAMES[side.player] || side.player} side` });
      sel.appendChild(html("option", { value: "" }, "a person"));
      for (const name of sides.players || []) sel.appendChild(html("option", { value: name }, `the computer (${name})`));
      const l = html("label", { title: (side.forces || []).map((f) => FORCE_NAMES[f] || f).join(", ") });
      l.append(`${PLAYER_NAMES[side.player] || side.player}: `, sel);
      box.appendChild(l);
    }
  }

  // computerSides are the sides the form gives the computer: {soviet:
  // "heuristic"}, null for none.
  function computerSides() {
    const out = {};
    for (const sel of document.querySelectorAll("#pl-computer [data-computer-side]")) if (sel.value) out[sel.dataset.computerSide] = sel.value;
    return Object.keys(out).length ? out : null;
  }

  // ---- starting, opening, saving ----

  function newGame() {
    const optional = [...document.querySelectorAll("#pl-optional [data-optional]:checked")].map((c) => c.dataset.optional);
    const q = { edition: $("pl-edition").value, scenario: $("pl-scenario").value, optional };
    if ($("pl-table-dice").checked) q.dice = "table";
    const computer = computerSides();
    if (computer) q.computer = computer;
    run(async () => adopt(await api("POST", "game/new", null, q), "new game"), "pl-game-msg");
  }

  function openRecord(q) {
    if (q.file === "") { refuse({ problem: { code: "page.no-file", message: "name a record file of the served folder, such as game.json" } }, "pl-game-msg"); return; }
    const computer = computerSides();
    if (computer) q.computer = computer;
    run(async () => adopt(await api("POST", "game/open", null, q), "opened"), "pl-game-msg");
  }

  // upload opens a record from this computer; received, it is opened as
  // the other player's answer to the game open now (sinceGame).
  function upload(input, received) {
    const f = input.files && input.files[0];
    if (!f) return;
    f.text().then((text) => {
      let record;
      try { record = JSON.parse(text); } catch (e) {
        refuse({ problem: { code: "page.not-json", message: `${f.name} is not JSON: ${e.message}` } }, "pl-game-msg");
        return;
      }
      if (received) openReceived(record, f.name);
      else openRecord({ record });
      input.value = "";
    });
  }

  // openReceived opens a record the other player sent, after the game open
  // now: the server says whether it keeps everything of that game (no
  // action rewritten, no die changed) and lists what is new.
  function openReceived(record, name) {
    const q = { record };
    if (P.live) q.sinceGame = P.live.id;
    run(async () => {
      const g = await api("POST", "game/open", null, q);
      // a record that rewrites the game sent is shown, not played on: the
      // game sent stays open
      if (!g.received || g.received.continues) await adopt(g, "received");
      drawReceived(g.received, name);
    }, "pl-game-msg");
  }

  function drawReceived(r, name) {
    const box = $("pl-received-box");
    box.replaceChildren();
    if (!r) {
      box.appendChild(html("p", { class: "pl-note", id: "pl-received-none" }, `${name}: opened; there was no game open to compare it with.`));
      return;
    }
    box.dataset.continues = String(r.continues);
    if (!r.continues) {
      const c = r.changed;
      const at = c.line ? ` (line ${c.line}, column ${c.column})` : "";
      box.appendChild(html("p", { class: "pl-refusal", id: "pl-received-changed", "data-code": c.code, "data-pointer": c.pointer },
        `${name} does not continue the game you sent: ${c.message} at ${c.pointer}${at}. The game you sent stays open; ask the other player to play on from it.`));
      return;
    }
    box.appendChild(html("p", { id: "pl-received-ok" }, `${name} continues the game you sent, unchanged: ${r.new.length} new action${r.new.length === 1 ? "" : "s"} since.`));
    const ol = html("ol", { id: "pl-received-log", start: String(r.from + 1) });
    for (const l of r.new) ol.appendChild(html("li", { "data-index": String(l.index) }, `turn ${l.turn}, ${l.phase}: ${l.text}`));
    for (const e of r.events || []) ol.appendChild(html("li", { class: "pl-event" }, `turn ${e.turn}${e.phase ? ", " + e.phase : ""}: ${e.text}${e.rule ? " [" + e.rule + "]" : ""}`));
    box.appendChild(ol);
  }

  function saveGame() {
    const g = P.live;
    if (!g) return;
    const q = { id: g.id, version: g.version };
    const file = $("pl-save-file").value.trim();
    if (file) q.file = file;
    if ($("pl-save-force").checked) q.force = true;
    run(async () => {
      const a = await api("PUT", "game/save", null, q);
      g.file = a.file;
      g.saved = true;
      $("pl-save-force").checked = false;
      $("pl-save-file").value = a.file;
      document.body.dataset.saved = a.file;
      P.fileNote = `Saved ${a.file}.`;
      drawFile();
    }, "pl-game-msg");
  }

  function download() {
    const g = P.live;
    if (!g) return;
    run(async () => {
      const res = await fetch("/api/game/record?" + new URLSearchParams({ id: g.id }));
      if (!res.ok) throw new ApiError(await res.json());
      const m = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") || "");
      const a = html("a", { href: URL.createObjectURL(await res.blob()), download: m ? m[1] : `${g.scenario}-${g.edition}.json` });
      document.body.appendChild(a);
      a.click();
      setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
    }, "pl-game-msg");
  }

  function drawFile() {
    const g = P.live, extra = P.fileNote;
    const where = g.file ? `${g.file}${g.saved ? ", saved" : ", changed since saved"}` : "not saved to a file yet";
    const dice = g.dice === "table" ? "table dice" : "dice rolled by the server";
    $("pl-file").textContent = `${g.scenario} (${g.edition}${g.optional && g.optional.length ? ", " + g.optional.join(", ") : ""}; ${dice}), game ${g.id}, version ${g.version}: ${where}. ${extra || ""}`;
    document.body.dataset.dice = g.dice || "program";
    if (g.file && !$("pl-save-file").value) $("pl-save-file").value = g.file;
  }

  // adopt makes a GameView the live game, after any change.
  async function adopt(g, what) {
    if (!(await M.useEdition(g.edition))) {
      throw new ApiError({ code: "page.unsaved", message: "the editor keeps unsaved changes in another edition: save them or switch the editor to " + g.edition });
    }
    const same = P.live && P.live.id === g.id;
    P.live = g;
    P.view = g;
    if (!same) P.fileNote = "";
    if (!same || g.phase.id !== (P.lastPhase || "")) resetPicks();
    P.lastPhase = g.phase.id;
    takeOpen(g);
    P.neighbours = P.neighbours && P.neighbourBoard === M.board() ? P.neighbours : neighboursOf(M.board());
    P.neighbourBoard = M.board();
    clearRefusal();
    draw();
    // a new game, or another player's turn at a zoom too small to read
    // the counters: zoom in around the phasing force's units
    if (!same || (g.phase.force !== P.lastForce && labelPx() < LEGIBLE_PX)) zoomToAction(g);
    P.lastForce = g.phase.force;
    const bad = illegalHexes(g);
    if (!same && bad.length) M.centreOn(bad[0]);
    document.body.dataset.version = String(g.version);
    document.body.dataset.game = g.id;
    if (what) $("pl-file").dataset.last = what;
    scheduleComputer();
  }

  // ---- the computer's turn ----

  // keepInView centres the map on hex when it is out of sight, so that
  // the computer's action can be followed; one in sight leaves the map
  // still.
  function keepInView(hex) {
    const c = M.board().geometry.hexes[hex];
    if (!c) return;
    const p = M.toClient(c.x, c.y), r = M.svg().getBoundingClientRect();
    if (p.x < r.left || p.x > r.right || p.y < r.top || p.y > r.bottom) M.centreOn(hex);
  }

  // scheduleComputer asks the server for the computer's next action, after
  // the pause the form gives, while its side is the phasing one: each
  // answer is drawn (adopt) and asks for the next, so that its phase plays
  // out on the page as a person's would.
  function scheduleComputer() {
    clearTimeout(P.computerTimer);
    const g = P.live;
    document.body.dataset.computerTurn = String(!!(g && g.computerTurn));
    if (!g || !g.computerTurn || P.computerHalt === g.version) return;
    const pause = Math.max(0, Number($("pl-computer-pause").value) || 0);
    P.computerTimer = setTimeout(() => run(computerStep, "pl-bar-msg"), pause);
  }

  async function computerStep() {
    const g = P.live;
    if (!g || !g.computerTurn) return;
    const next = await api("POST", "game/computer", null, { id: g.id, version: g.version });
    const st = next.computerStep || {};
    if (st.stuck) P.computerHalt = next.version;
    P.lastComputer = st;
    await adopt(next);
    if (st.hex) keepInView(st.hex);
    document.body.dataset.computerSteps = String(Number(document.body.dataset.computerSteps || 0) + 1);
    if (st.stuck) {
      refuse({ problem: { code: "page.computer-stuck", message: `the computer finds no way on in this phase: ${st.why}` } }, "pl-bar-msg");
    }
  }

  // LEGIBLE_PX is the smallest size in CSS pixels a counter's label and
  // values are drawn at by the zoom a game opens with.
  const LEGIBLE_PX = 9;

  // labelSizes are the counters' labels and values drawn, each with its
  // font size in CSS pixels now and in map units.
  function labelSizes() {
    const svg = M.svg(), k = svg.getScreenCTM().a, out = [];
    for (const t of document.querySelectorAll("#pl-counters .counter-label, #pl-counters .counter-values")) {
      const px = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
      if (px > 0) out.push({ px, map: px / k });
    }
    return out;
  }

  // labelPx is the smallest label's size in CSS pixels (Infinity with
  // no counter drawn).
  function labelPx() { return Math.min(...labelSizes().map((l) => l.px)); }

  // zoomToAction zooms so that the smallest label is LEGIBLE_PX, centred
  // on the phasing force's units (every unit's when it has none).
  function zoomToAction(g) {
    const sizes = labelSizes();
    if (!sizes.length) return;
    const map = Math.min(...sizes.map((l) => l.map));
    const box = M.svg().getBoundingClientRect();
    const w = box.width * map / (LEGIBLE_PX + 0.5), h = w * box.height / box.width;
    const geo = M.board().geometry.hexes;
    let pts = unitsOf(g).filter((u) => u.hex && geo[u.hex] && u.force === g.phase.force).map((u) => geo[u.hex]);
    if (!pts.length) pts = unitsOf(g).filter((u) => u.hex && geo[u.hex]).map((u) => geo[u.hex]);
    if (!pts.length) return;
    const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length, cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
    M.setView({ x: cx - w / 2, y: cy - h / 2, w, h });
  }

  // takeOpen takes up the attack the server rolled and holds open: its die,
  // and (for a game just opened) its attackers and defenders.
  function takeOpen(g) {
    const o = g.open;
    P.die = o ? o.die : 0;
    document.body.dataset.die = String(P.die);
    if (!o) return;
    if (!P.attackers.size) {
      for (const a of o.attackers || []) P.attackers.add(a);
      for (const h of o.defenders || []) P.defenders.add(h);
      for (const u of o.defendingUnits || []) P.defendingUnits.add(u);
    }
    if (!P.choices) P.choices = { lose: new Set(), retreat: new Map(), advance: "", advanceTo: "" };
    if (!P.combat) workCombat(true);
  }

  function resetPicks() {
    P.selected = "";
    P.reach = null;
    P.waypoints = [];
    P.attackers.clear();
    P.defenders.clear();
    P.defendingUnits.clear();
    P.combat = null;
    P.die = 0;
    P.choices = null;
    P.ask = null;
    P.replacement = "";
    P.exit = null;
    document.body.dataset.asked = "";
  }

  // ---- actions ----

  function act(action, where) {
    const g = P.live;
    return run(async () => {
      const t0 = performance.now();
      const next = await api("POST", "game/action", null, { id: g.id, version: g.version, action });
      P.selected = "";
      P.reach = null;
      P.waypoints = [];
      await adopt(next);
      document.body.dataset.actionMs = (performance.now() - t0).toFixed(1);
    }, where || "pl-act-msg");
  }

  // endPhase ends the phase, after asking when the engine says the phase
  // still has something to do (game/unfinished): units that could move
  // or attack, a replacement due, which ending it would give up.
  function endPhase() {
    const g = P.live;
    run(async () => {
      const u = await api("GET", "game/unfinished", { id: g.id });
      const lines = unfinishedLines(u);
      if (lines.length && !(await confirmPlay(`End ${u.phase}?`, lines, `End ${u.phase}`, "Keep playing"))) return;
      await adopt(await api("POST", "game/end-phase", null, { id: g.id, version: g.version }));
    }, "pl-bar-msg");
  }

  // unfinishedLines says what ending the phase gives up, from the
  // engine's answer.
  function unfinishedLines(u) {
    const out = [], few = (ids) => ids.slice(0, 12).join(", ") + (ids.length > 12 ? ` and ${ids.length - 12} more` : "");
    const n = (k, one, many) => `${k} ${k === 1 ? one : many}`;
    if ((u.unmoved || []).length) out.push(`${n(u.unmoved.length, "unit has", "units have")} not moved and could: ${few(u.unmoved)}.`);
    if ((u.attackers || []).length) out.push(`${n(u.attackers.length, "unit", "units")} next to the enemy could still attack: ${few(u.attackers)}.`);
    if (u.replacements > 0) {
      out.push(`${n(u.replacements, "replacement is", "replacements are")} due (${few(u.due || [])}).`);
      out.push(u.mandatory ? "The rules make replacements mandatory: the engine will refuse to end the phase until they are taken." :
        "Ending the phase now gives them up for this turn; the log will note it.");
    }
    return out;
  }

  // confirmPlay asks a yes-or-no question in a modal dialog of the page;
  // true when the player chose ok.
  function confirmPlay(title, lines, ok, cancel) {
    const d = $("pl-confirm");
    $("pl-confirm-title").textContent = title;
    $("pl-confirm-list").replaceChildren(...lines.map((l) => html("li", {}, l)));
    $("pl-confirm-ok").textContent = ok;
    $("pl-confirm-cancel").textContent = cancel || "Cancel";
    d.returnValue = "";
    document.body.dataset.asking = "true";
    return new Promise((resolve) => {
      d.addEventListener("close", () => { document.body.dataset.asking = "false"; resolve(d.returnValue === "ok"); }, { once: true });
      d.showModal();
      $("pl-confirm-cancel").focus();
    });
  }

  function undo() {
    const g = P.live;
    if (!g) return;
    run(async () => { resetPicks(); await adopt(await api("POST", "game/undo", null, { id: g.id, version: g.version })); }, "pl-history-msg");
  }

  function drop() {
    const g = P.live;
    run(async () => adopt(await api("POST", "game/drop", null, { id: g.id, version: g.version })), "pl-illegal-msg");
  }

  // viewAt shows the game as it stood after n actions, read-only.
  function viewAt(n) {
    const g = P.live;
    if (!g) return;
    const actions = g.state.actions;
    if (n >= actions) { showLive(); return; }
    run(async () => {
      P.view = await api("GET", "game", { id: g.id, at: String(Math.max(0, n)) });
      clearRefusal();
      draw();
    }, "pl-history-msg");
  }

  function step(d) {
    if (!P.view) return;
    viewAt(P.view.state.actions + d);
  }

  function showLive() {
    if (!P.live) return;
    P.view = P.live;
    clearRefusal();
    draw();
  }

  // ---- the hex grid: neighbours and paths ----

  // neighboursOf lists each hex's neighbours on the map: RRCC, a hex in an
  // odd row touching (RR±1, CC−1) and (RR±1, CC), one in an even row
  // (RR±1, CC) and (RR±1, CC+1), and CC±1 in its own row.
  function neighboursOf(board) {
    const hexes = board.geometry.hexes;
    const id = (r, c) => String(r).padStart(2, "0") + String(c).padStart(2, "0");
    const out = new Map();
    for (const h of Object.keys(hexes)) {
      const r = Number(h.slice(0, 2)), c = Number(h.slice(2));
      const d = r % 2 ? [-1, 0] : [0, 1];
      const list = [id(r, c - 1), id(r, c + 1)];
      for (const dr of [-1, 1]) for (const dc of d) list.push(id(r + dr, c + dc));
      out.set(h, list.filter((n) => hexes[n]));
    }
    return out;
  }

  function distance(a, b) {
    const g = M.board().geometry.hexes, p = g[a], q = g[b];
    return p && q ? Math.hypot(p.x - q.x, p.y - q.y) : Infinity;
  }

  // reachPath is the path the reach answer gives to dest: the cheapest
  // legal one, the one the engine takes ([] for the unit's own hex, null
  // for a hex it does not reach).
  function reachPath(r, dest) {
    if (dest === r.from) return [];
    const entry = r.hexes.find((h) => h.hex === dest);
    return entry && Array.isArray(entry.path) ? entry.path.slice() : null;
  }

  // lineTo steps from a to b through neighbours, each the one nearest b.
  function lineTo(a, b) {
    const out = [];
    let cur = a;
    for (let i = 0; i < 100 && cur !== b; i++) {
      let best = "", bestD = Infinity;
      for (const n of P.neighbours.get(cur) || []) {
        const d = distance(n, b);
        if (d < bestD) { best = n; bestD = d; }
      }
      if (!best) return null;
      out.push(best);
      cur = best;
    }
    return cur === b ? out : null;
  }

  // pathTo is the hexes entered, in order, to dest: through the waypoints
  // picked, the first leg the reach answer's path to the first waypoint,
  // the others straight lines. A hex the unit does not reach gets the
  // straight line, so that the engine, not the page, says why the move is
  // illegal, with its rule.
  function pathTo(dest) {
    const r = P.reach;
    if (!r) return null;
    const stops = [...P.waypoints.filter((w) => w !== dest), dest];
    let path = reachPath(r, stops[0]) || lineTo(r.from, stops[0]);
    if (!path) return null;
    for (let i = 1; i < stops.length; i++) {
      const leg = lineTo(stops[i - 1], stops[i]);
      if (!leg) return null;
      path = path.concat(leg);
    }
    return path;
  }

  // moveTo sends the move to dest along pathTo's path.
  function moveTo(dest) {
    const unit = P.selected;
    const path = pathTo(dest);
    if (!path) {
      refuse({ problem: { code: "page.no-path", message: `no path to ${dest} through the hexes ${unit} reaches: pick a shaded hex, or waypoints next to each other` } }, "pl-act-msg");
      return;
    }
    const g = P.live;
    run(async () => {
      const t0 = performance.now();
      const next = await api("POST", "game/action", null, { id: g.id, version: g.version, action: { move: { unit, path } } });
      P.selected = "";
      P.reach = null;
      P.waypoints = [];
      await adopt(next);
      document.body.dataset.actionMs = (performance.now() - t0).toFixed(1);
    }, "pl-act-msg");
  }

  // exitFrom asks what leaving the map from hex would remove (game/exit:
  // the enemy units closest first, or the front's destroyed units box)
  // and shows it as a question; nothing is sent until the player says.
  function exitFrom(hex) {
    const unit = P.selected;
    const path = pathTo(hex);
    if (!path) { refuse({ problem: { code: "page.no-path", message: `no path to the exit hex ${hex}` } }, "pl-act-msg"); return; }
    run(async () => {
      const o = await api("GET", "game/exit", { id: P.live.id, unit, hex });
      const ids = o.fromBox ? o.box : o.closest.map((c) => c.unit);
      P.exit = { unit, hex, path, options: o, picked: new Set(ids.slice(0, o.remove)) };
      draw();
      const q = $("pl-exit-ask");
      if (q) q.scrollIntoView({ block: "nearest" });
    }, "pl-act-msg");
  }

  function sendExit() {
    const x = P.exit;
    const exit = { unit: x.unit, path: x.path };
    // the order of the candidates, closest first
    const order = x.options.fromBox ? x.options.box : x.options.closest.map((c) => c.unit);
    const remove = order.filter((id) => x.picked.has(id));
    if (remove.length) exit.remove = remove;
    P.exit = null;
    act({ exit });
  }

  // exitPanel is the question an exit asks before it applies.
  function exitPanel(box) {
    const x = P.exit, o = x.options;
    const d = html("div", { class: "pl-choice", id: "pl-exit-ask", "data-unit": x.unit, "data-hex": x.hex });
    const rule = o.rule ? ` [${o.rule}]` : "";
    d.append(html("p", { class: "pl-question" }, o.fromBox ?
      `${x.unit} leaves the map from ${x.hex}${rule}. No enemy unit is left on its front: which units of the destroyed units box are removed (up to ${o.remove})?` :
      `${x.unit} leaves the map from ${x.hex}${rule}. Which enemy units on its front are removed (up to ${o.remove}, the closest first)?`));
    const list = o.fromBox ? o.box.map((id) => ({ unit: id, text: `${id} (destroyed units box)` })) :
      o.closest.map((c) => ({ unit: c.unit, text: `${c.unit} in ${c.hex}, ${c.distance} hex${c.distance === 1 ? "" : "es"} away` }));
    for (const c of list) {
      const l = html("label", {});
      const cb = html("input", { type: "checkbox", "data-exit-remove": c.unit });
      cb.checked = x.picked.has(c.unit);
      cb.addEventListener("change", () => { toggle(x.picked, c.unit); draw(); });
      l.append(cb, " " + c.text);
      d.append(l, html("br"));
    }
    if (!list.length) d.append(html("p", { class: "pl-note" }, "There is nothing to remove."));
    // more candidates at the last distance than removals: the player's pick
    const cut = !o.fromBox && o.closest.length > o.remove ? o.closest[o.remove - 1] : null;
    if (cut && o.closest[o.remove].distance === cut.distance) {
      d.append(html("p", { class: "pl-note", id: "pl-exit-tie" }, `${o.closest.filter((c) => c.distance === cut.distance).map((c) => c.unit).join(", ")} are equally close (${cut.distance} hexes): which to remove is your choice.`));
    }
    const names = [...x.picked];
    const ok = button(`Leave the map${names.length ? ", removing " + names.join(" and ") : ", removing nothing"}`, { id: "pl-exit-ok" }, sendExit);
    ok.disabled = names.length > o.remove;
    d.append(ok, " ", button("Cancel", { id: "pl-exit-cancel" }, () => { P.exit = null; draw(); }));
    box.appendChild(d);
  }

  // ---- picking on the map ----

  function unitsOf(g) { return (g && g.state && g.state.units) || []; }
  function unitAt(id) { return unitsOf(P.view).find((u) => u.id === id); }
  function mine(u) { return u && P.view.phase && u.force === P.view.phase.force; }
  function canAct() { return P.view && !P.view.readOnly && !P.view.over && !P.view.pending && P.view === P.live && !P.live.computerTurn; }
  function allows(kind) { return canAct() && (P.view.phase.allows || []).includes(kind); }

  function pickUnit(id, ev) {
    if (!canAct()) return;
    const u = unitAt(id);
    const step = P.view.phase.step;
    if (P.ask && P.ask.code === "combat.exchange-choice" && P.attackers.has(id)) {
      const next = new Set(P.choices.lose);
      toggle(next, id);
      loseSet(next);
      return;
    }
    if (step === "combat" && allows("attack")) {
      if (P.live.open) {
        refuse({ problem: { code: "game.attack-open", message: `the attack by ${P.live.open.attackers.join("+")} is rolled (die ${P.live.open.die}): apply its result first` } }, "pl-act-msg");
        return;
      }
      if (mine(u)) toggle(P.attackers, id);
      else if (ev && (ev.shiftKey || ev.altKey)) toggle(P.defendingUnits, id);
      else toggle(P.defenders, u.hex);
      P.combat = null;
      P.ask = null;
      draw();
      return;
    }
    if (!mine(u)) {
      refuse({ problem: { code: "page.not-phasing", message: `${id} is ${FORCE_NAMES[u.force] || u.force}: only the ${FORCE_NAMES[P.view.phase.force] || P.view.phase.force} force's units act in ${P.view.phase.id}` } }, "pl-act-msg");
      return;
    }
    if (P.selected === id) { P.selected = ""; P.reach = null; P.waypoints = []; P.exit = null; draw(); return; }
    P.selected = id;
    P.exit = null;
    P.reach = null;
    P.waypoints = [];
    clearRefusal();
    P.evac = null;
    if (allows("move") || allows("exit") || allows("evacuate")) {
      run(async () => {
        P.reach = await api("GET", "game/reach", { id: P.live.id, unit: id });
        if (allows("evacuate")) {
          // most units may not evacuate: the refusal only hides the offer
          P.evac = await api("GET", "game/evacuation", { id: P.live.id, unit: id }).catch((err) => { if (err.problem) return null; throw err; });
        }
        draw();
      }, "pl-act-msg");
    }
    draw();
  }

  // intoReach reports whether a click on unit id, with another unit picked
  // to move, means "move there": the unit stands in a hex the picked one
  // reaches (a shaded hex), so the click stacks them.
  function intoReach(id) {
    const u = unitAt(id), r = P.reach;
    if (!u || !u.hex || !P.selected || id === P.selected || !r || r.unit !== P.selected || !mine(u)) return false;
    if (P.view.phase.step !== "movement") return false;
    return r.hexes.some((h) => h.hex === u.hex && h.cost > 0);
  }

  function toggle(set, v) { if (set.has(v)) set.delete(v); else set.add(v); }

  function pickHex(hex, ev) {
    if (!canAct() || !hex) return;
    const step = P.view.phase.step;
    if (P.ask && P.ask.code === "retreat.choice" && P.ask.hexes.includes(hex)) {
      // a retreat is asked before it applies: a wrong click is undone by
      // picking another hex
      P.ask.picked = hex;
      draw();
      return;
    }
    if (P.ask && P.ask.code === "advance" && P.ask.hexes.includes(hex)) {
      P.choices.advanceTo = hex;
      draw();
      return;
    }
    if (step === "replacement" && P.replacement) {
      act({ replace: { unit: P.replacement, hex } });
      return;
    }
    if (step === "combat" && allows("attack")) {
      if (unitsOf(P.view).some((u) => u.hex === hex && !mine(u))) {
        toggle(P.defenders, hex);
        P.combat = null;
        draw();
      }
      return;
    }
    if (P.selected && P.reach) {
      if (ev && ev.shiftKey) {
        if (P.waypoints.includes(hex)) P.waypoints = P.waypoints.filter((w) => w !== hex);
        else P.waypoints.push(hex);
        draw();
        return;
      }
      if (hex === P.reach.from) return;
      if ((P.reach.exits || []).includes(hex) && allows("exit") && !P.reach.hexes.some((h) => h.hex === hex && h.canEnd)) {
        exitFrom(hex);
        return;
      }
      if ($("pl-evac-port") && document.activeElement === $("pl-evac-port")) { $("pl-evac-port").value = hex; return; }
      moveTo(hex);
    }
  }

  // ---- the pointer: pan, click, drag a unit to move it ----

  let press = null;

  function hexUnder(x, y) {
    const p = M.toSVG(x, y);
    return M.hexAt(p.x, p.y);
  }

  function onDown(ev) {
    if (document.body.dataset.mode !== "play" || ev.button !== 0 || !ev.target.closest("#ed-map")) return;
    ev.preventDefault();
    const unit = ev.target.closest("#pl-counters [data-unit]");
    press = { x: ev.clientX, y: ev.clientY, unit: unit ? unit.dataset.unit : "", view: M.view(), moved: false, drag: null };
  }

  function onMove(ev) {
    if (!press) return;
    const dx = ev.clientX - press.x, dy = ev.clientY - press.y;
    if (!press.moved && Math.hypot(dx, dy) < 5) return;
    press.moved = true;
    const u = press.unit && unitAt(press.unit);
    if (u && canAct() && mine(u) && P.view.phase.step === "movement") {
      if (!press.drag) {
        if (P.selected !== press.unit) pickUnit(press.unit);
        const ghost = document.createElementNS("http://www.w3.org/2000/svg", "svg");
        ghost.setAttribute("viewBox", "-31 -31 62 62");
        ghost.setAttribute("class", "ed-ghost");
        const node = M.counterNode(u.id, u.force);
        if (node) ghost.appendChild(node);
        document.body.appendChild(ghost);
        press.drag = ghost;
      }
      press.drag.style.left = ev.clientX - 24 + "px";
      press.drag.style.top = ev.clientY - 24 + "px";
      drawHover(hexUnder(ev.clientX, ev.clientY));
      return;
    }
    const r = M.svg().getBoundingClientRect();
    const v = press.view, f = Math.max(v.w / r.width, v.h / r.height);
    M.setView({ x: v.x - dx * f, y: v.y - dy * f, w: v.w, h: v.h });
  }

  function onUp(ev) {
    if (!press) return;
    const p = press;
    press = null;
    if (p.drag) {
      p.drag.remove();
      drawHover("");
      const hex = hexUnder(ev.clientX, ev.clientY);
      // the unit's own reach may still be on its way: wait for it
      P.queue.then(() => { if (hex && P.reach && P.selected === p.unit) pickHex(hex, ev); });
      return;
    }
    if (p.moved) return;
    if (p.unit && !(P.ask && P.ask.code === "retreat.choice") && !intoReach(p.unit)) pickUnit(p.unit, ev);
    else pickHex(p.unit ? unitAt(p.unit).hex : hexUnder(ev.clientX, ev.clientY), ev);
  }

  function onKey(ev) {
    const t = ev.target instanceof Element ? ev.target : document.body;
    if (document.body.dataset.mode !== "play" || t.closest("input, select, textarea")) return;
    if (ev.key === "Escape") { resetPicks(); clearRefusal(); draw(); }
    else if ((ev.key === "Enter" || ev.key === " ") && t.closest("#pl-counters [data-unit]")) {
      ev.preventDefault();
      pickUnit(t.closest("[data-unit]").dataset.unit, ev);
    }
  }

  // ---- combat ----

  // workCombat asks the server to work out the attack picked, before the
  // die (kept: the attack open after a reopen keeps its choices).
  function workCombat(keep) {
    const g = P.live;
    const q = { id: g.id, attackers: [...P.attackers], defenders: [...P.defenders], defendingUnits: [...P.defendingUnits] };
    run(async () => {
      P.combat = await api("POST", "game/combat", null, q);
      if (!keep) {
        P.ask = null;
        P.choices = { lose: new Set(), retreat: new Map(), advance: "", advanceTo: "" };
      }
      draw();
    }, "pl-act-msg");
  }

  function sides() { return (P.combat && P.combat.sides) || 6; }

  // roll asks the server to roll the attack's die: it rolls it once and
  // writes the attack with its die into the record before the answer shows
  // the result. A die is given only in a table-dice game (typed).
  function roll(typed) {
    const g = P.live;
    const attack = { attackers: [...P.attackers] };
    if (P.defenders.size) attack.defenders = [...P.defenders];
    if (P.defendingUnits.size) attack.defendingUnits = [...P.defendingUnits];
    if (typed) attack.die = typed;
    run(async () => {
      const next = await api("POST", "game/roll", null, { id: g.id, version: g.version, attack });
      P.ask = null;
      P.choices = { lose: new Set(), retreat: new Map(), advance: "", advanceTo: "" };
      await adopt(next);
    }, "pl-act-msg");
  }

  // resultOf is the CRT result for the die, when the combat answer lists
  // the results the die can give.
  function resultOf(c, die) {
    const list = (c && c.results) || [];
    return list.find((r) => r.die === die) || null;
  }

  // advancers are the units the engine says the result may let advance
  // (the combat answer's mayAdvance for the die: no defender after a 1975
  // Ar or Ex), less the attackers chosen as an exchange's losses.
  function advancers(r) {
    const lost = (P.choices && P.choices.lose) || new Set();
    return ((r && r.mayAdvance) || []).filter((m) => !lost.has(m.unit)).map((m) => ({ id: m.unit, side: m.side, into: m.into || [] }));
  }

  // loseSet makes set the exchange's losses, dropping an advance by a unit
  // now lost, so that nothing stale is sent with them.
  function loseSet(set) {
    const c = P.choices;
    c.lose = set;
    if (c.advance && c.lose.has(c.advance)) { c.advance = ""; c.advanceTo = ""; }
    draw();
  }

  function attackAction() {
    const c = P.choices;
    const a = { attackers: [...P.attackers] }; // the die is the one rolled
    if (P.defenders.size) a.defenders = [...P.defenders];
    if (P.defendingUnits.size) a.defendingUnits = [...P.defendingUnits];
    if (c.lose.size) a.lose = [...c.lose];
    // the record keeps the order the units retreat in (Deluxe 6.2.1): the
    // order the engine asked for them, which is the order picked here (a
    // Map keeps it; an object would sort counter ids such as "6" and "27")
    if (c.retreat.size) a.retreat = [...c.retreat].map(([unit, hex]) => ({ unit, hex }));
    if (c.advance) a.advance = c.advance;
    if (c.advance && c.advanceTo) a.advanceTo = c.advanceTo;
    return { attack: a };
  }

  // sendAttack sends the attack with the die and the choices made so far;
  // when the engine answers that the result needs a choice, the page asks
  // for it and sends the same attack, with the same die, again.
  function sendAttack() {
    const g = P.live;
    run(async () => {
      try {
        const next = await api("POST", "game/action", null, { id: g.id, version: g.version, action: attackAction() });
        resetPicks();
        await adopt(next);
      } catch (err) {
        const p = err.problem;
        if (!p || p.status !== 422 || !CHOICE_CODES.includes(p.code)) throw err;
        P.ask = askOf(p);
        clearRefusal();
        document.body.dataset.asked = p.code;
        draw();
        const asked = document.querySelector("#pl-act .pl-choice");
        if (asked) asked.scrollIntoView({ block: "nearest" });
      }
    }, "pl-act-msg");
  }

  // askOf reads which choice a refusal asks for from what the refusal
  // names: the unit that must retreat (its counters) and the hexes it may
  // go to; for an exchange, the sets of attackers it may take, from the
  // combat answer's result for the die.
  function askOf(p) {
    const ask = { code: p.code, message: p.message, rule: p.rule || "", hexes: [...new Set(p.hexes || [])], unit: "" };
    if (p.code === "retreat.choice") {
      ask.unit = (p.counters || [])[0] || "";
      P.choices.retreat.delete(ask.unit);
    }
    if (p.code === "combat.exchange-choice") {
      const r = resultOf(P.combat, P.die);
      ask.options = (r && r.exchangeChoices) || [];
      P.choices.lose.clear();
    }
    if (p.code === "advance.not-allowed") {
      P.choices.advance = "";
      P.choices.advanceTo = "";
    }
    return ask;
  }

  function combatPanel(box) {
    const c = P.combat;
    box.appendChild(html("p", {}, `Attackers: ${[...P.attackers].join(", ") || "none"} · defending hexes: ${[...P.defenders].join(", ") || "none"}` +
      (P.defendingUnits.size ? ` · defending units: ${[...P.defendingUnits].join(", ")}` : "")));
    box.appendChild(html("p", { class: "ed-muted" }, "Click your units to pick attackers, an enemy stack to attack its hex (Shift+click a single enemy unit under the split-stack rule)."));
    const b = button("Work out the combat", { id: "pl-combat" }, workCombat);
    b.disabled = !P.attackers.size || !(P.defenders.size || P.defendingUnits.size) || !!P.live.open;
    box.appendChild(b);
    if (!c) return;
    const t = html("table", { class: "ed-combat", id: "pl-combat-table" });
    const row = (k, v, attrs) => { const tr = html("tr", attrs || {}); tr.append(html("th", {}, k), html("td", {}, v)); t.appendChild(tr); };
    for (const a of c.attackers || []) row("attacker", `${a.id} ${a.stats || ""} in ${a.hex}${a.across ? " across " + a.across : ""}`);
    row("attack", (c.attackers || []).map((a) => a.attack).join("+") + " = " + c.attack);
    for (const d of c.defenders || []) row("defender", `${d.id} ${d.stats || ""} ${d.force || ""}`);
    row("defense", String(c.defense));
    for (const f of c.factors || []) row("terrain", `${f.id} ×${f.multiplier}${f.rule ? " [" + f.rule + "]" : ""}`);
    for (const n of c.notApplying || []) row("not applying", `${n.id}: ${n.reason}`);
    row("modified", `${c.defense} × ${c.multiplier} = ${c.modifiedDefense}`);
    row("odds", `${c.ratio} → column ${c.column}`, { "data-column": c.column });
    box.appendChild(t);
    const results = c.results || [];
    if (results.length) {
      const rt = html("table", { class: "pl-results", id: "pl-results" });
      rt.appendChild(html("tr")).append(html("th", {}, "die"), html("th", {}, "result"), html("th", {}, "attacker"), html("th", {}, "defender"));
      for (const r of results) {
        const tr = html("tr", { "data-die": String(r.die), class: r.die === P.die ? "pl-rolled" : "" });
        tr.append(html("td", {}, String(r.die)), html("td", {}, `${r.code}${r.name ? " " + r.name : ""}`), html("td", {}, r.attacker || ""), html("td", {}, r.defender || ""));
        rt.appendChild(tr);
      }
      box.appendChild(rt);
    }
    const dice = html("div", { class: "ed-row", id: "pl-dice" });
    if (!P.live.open) {
      dice.append(button("Roll", { id: "pl-roll", title: "The server rolls the die once and records the attack with it; the result follows" }, () => roll(0)));
      if (P.live.dice === "table") {
        const typed = html("input", { type: "number", min: "1", max: String(sides()), id: "pl-die", "aria-label": "The die rolled at the table" });
        dice.append(html("span", {}, "or the table's die:"), typed,
          button("Use", { id: "pl-die-use" }, () => { const d = Number(typed.value); if (d >= 1 && d <= sides()) roll(d); }));
      }
    }
    dice.append(html("span", { class: "pl-die", id: "pl-die-shown", "data-die": String(P.die) }, P.die ? "⚀⚁⚂⚃⚄⚅"[P.die - 1] || String(P.die) : ""));
    box.appendChild(dice);
    if (!P.die) return;
    const r = resultOf(c, P.die);
    box.appendChild(html("p", { id: "pl-rolled" }, `Die ${P.die}${r ? ": " + r.code + (r.name ? " (" + r.name + ")" : "") : ""}, recorded.`));
    choicePanel(box, r);
    if (P.ask && P.ask.code === "retreat.choice") return;
    const apply = button("Apply the result", { id: "pl-apply" }, sendAttack);
    if (P.ask && P.ask.code === "combat.exchange-choice") {
      const paid = (P.combat.attackers || []).filter((a) => P.choices.lose.has(a.id)).reduce((s, a) => s + a.attack, 0);
      apply.disabled = paid < P.combat.defense;
    }
    box.appendChild(apply);
  }

  // choicePanel asks for what the result needs: the advance (before the
  // attack is sent: it cannot be added after) and, once the engine asked,
  // the exchange losses or a retreat hex.
  function choicePanel(box, r) {
    const c = P.choices, ask = P.ask;
    if (ask && ask.code === "combat.exchange-choice") {
      const d = html("div", { class: "pl-choice", id: "pl-exchange", "data-code": ask.code });
      const owed = P.combat.defense;
      const paid = (P.combat.attackers || []).filter((a) => c.lose.has(a.id)).reduce((s, a) => s + a.attack, 0);
      d.append(html("p", { class: "pl-question" }, `Exchange: which attackers do you lose? Attackers worth at least ${owed} attack (the defenders' printed defense); click them on the map or here, then apply the result.`),
        html("p", { class: "pl-owed", id: "pl-owed", "data-owed": String(Math.max(0, owed - paid)) }, `Chosen ${paid}; still owed ${Math.max(0, owed - paid)}.`));
      for (const a of P.combat.attackers || []) {
        const l = html("label", {});
        const cb = html("input", { type: "checkbox", "data-lose": a.id });
        cb.checked = c.lose.has(a.id);
        cb.addEventListener("change", () => { const next = new Set(c.lose); toggle(next, a.id); loseSet(next); });
        l.append(cb, ` ${a.id} (${a.attack}) `);
        d.appendChild(l);
      }
      for (const o of ask.options || []) {
        const same = o.length === c.lose.size && o.every((id) => c.lose.has(id));
        d.appendChild(button(`Lose ${o.join(" + ")}`, { "data-lose-option": o.join("+"), "aria-pressed": String(same) }, () => loseSet(new Set(o))));
      }
      box.appendChild(d);
    }
    if (ask && ask.code === "retreat.choice") {
      const d = html("div", { class: "pl-choice", id: "pl-retreat", "data-code": ask.code, "data-unit": ask.unit });
      d.append(html("p", { class: "pl-question" }, `Where does ${ask.unit} retreat? Click one of the hexes marked on the map (${ask.hexes.join(", ")}).`));
      for (const h of ask.hexes) d.appendChild(button(h, { "data-retreat-hex": h, "aria-pressed": String(ask.picked === h) }, () => pickHex(h)));
      if (ask.picked) {
        d.append(html("p", { id: "pl-retreat-picked" }, `${ask.unit} retreats to ${ask.picked}.`),
          button(`Retreat to ${ask.picked}`, { id: "pl-retreat-ok" }, () => { P.choices.retreat.set(ask.unit, ask.picked); P.ask = null; sendAttack(); }),
          " ", button("Pick another hex", { id: "pl-retreat-again" }, () => { delete ask.picked; draw(); }));
      }
      box.appendChild(d);
    }
    if (ask && ask.code === "advance.not-allowed") {
      const d = html("div", { class: "pl-choice", id: "pl-advance-asked", "data-code": ask.code });
      d.append(html("p", { class: "pl-question" }, `That advance may not be made: ${ask.message}${ask.rule ? " [" + ask.rule + "]" : ""}. Choose another unit, or none.`));
      box.appendChild(d);
    }
    const may = advancers(r);
    if (may.length) {
      const d = html("div", { class: "pl-choice", id: "pl-advance" });
      const sel = html("select", { id: "pl-advance-unit", "aria-label": "The unit that advances after combat" });
      sel.appendChild(html("option", { value: "" }, "no advance"));
      for (const m of may) sel.appendChild(html("option", { value: m.id, "data-side": m.side }, `${m.id} (${m.side})`));
      sel.value = c.advance;
      const chosen = may.find((m) => m.id === c.advance);
      sel.addEventListener("change", () => {
        c.advance = sel.value;
        const m = may.find((x) => x.id === sel.value);
        c.advanceTo = m && m.into.length ? m.into[0] : "";
        P.ask = m && m.into.length > 1 ? { code: "advance", hexes: m.into } : (P.ask && P.ask.code === "advance" ? null : P.ask);
        draw();
      });
      d.append(html("label", {}, r ? "Advance after combat: " : "If the combat empties a hex, advance: "), sel);
      if (chosen && chosen.into.length > 1) {
        const to = html("select", { id: "pl-advance-to", "aria-label": "The hex it advances into" });
        for (const h of chosen.into) to.appendChild(html("option", { value: h }, h));
        to.value = c.advanceTo || chosen.into[0];
        c.advanceTo = to.value;
        to.addEventListener("change", () => { c.advanceTo = to.value; draw(); });
        d.append(" into ", to);
      }
      box.appendChild(d);
    }
  }

  // ---- the act panel, by the phase's step ----

  function drawAct() {
    const box = $("pl-act");
    box.replaceChildren();
    const g = P.view;
    box.appendChild(html("p", { class: "pl-refusal", id: "pl-act-msg", role: "alert" }));
    if (!g) { box.appendChild(html("p", { class: "ed-muted" }, "Start or open a game.")); return; }
    if (g.readOnly || g !== P.live) { box.appendChild(html("p", { class: "ed-muted" }, `A read-only view of the game at ${g.at}: press Now to play on.`)); return; }
    if (g.pending) { box.appendChild(html("p", { class: "ed-muted" }, "Drop the record's pending actions to play on.")); return; }
    if (g.over) { box.appendChild(html("p", {}, "The game is over.")); return; }
    const step = g.phase.step;
    if (step === "movement") movePanel(box);
    else if (step === "combat") combatPanel(box);
    else if (step === "replacement") replacementPanel(box);
    else box.appendChild(html("p", { class: "ed-muted" }, `Nothing to do in ${g.phase.id} but end the phase.`));
  }

  function movePanel(box) {
    const id = P.selected;
    if (!id) {
      box.appendChild(html("p", { class: "ed-muted" }, `Click a ${FORCE_NAMES[P.view.phase.force] || P.view.phase.force} unit to see where it can move; then click a shaded hex (Shift+click hexes first to set waypoints) or drag the unit there.`));
      return;
    }
    const r = P.reach;
    box.appendChild(html("h3", { id: "pl-picked", "data-unit": id }, `${id} in ${(unitAt(id) || {}).hex || "?"}`));
    if (!r) { box.appendChild(html("p", { class: "ed-muted" }, "Asking where it can move…")); return; }
    box.appendChild(html("p", { id: "pl-reach-info" }, `${r.stats || ""} with ${r.allowance} MP reaches ${r.hexes.length} hexes. The number in each is its cost; orange: an enemy zone of control, the unit stops there; red dashes: over the stacking limit now, legal if the hex is back within it when the phase ends; grey: pass only.`));
    if (r.fixed) box.appendChild(html("p", { class: "pl-refusal" }, `${r.fixed.text || r.fixed.message || JSON.stringify(r.fixed)}`));
    const typed = html("div", { class: "ed-row" });
    const hex = html("input", { id: "pl-move-hex", maxlength: "4", inputmode: "numeric", placeholder: "hex", "aria-label": "Move to this hex", style: "width: 5em" });
    hex.addEventListener("keydown", (ev) => { if (ev.key === "Enter") pickHex(hex.value.trim()); });
    typed.append(html("span", {}, "Move to"), hex, button("Move", { id: "pl-move-go" }, () => pickHex(hex.value.trim())),
      html("span", { class: "pl-note" }, "or drag it; drag onto a hex that holds units to stack there"));
    box.appendChild(typed);
    if (P.waypoints.length) {
      box.appendChild(html("p", { id: "pl-waypoints" }, `Waypoints: ${P.waypoints.join(" → ")}`));
      box.appendChild(button("Clear waypoints", { id: "pl-waypoints-clear" }, () => { P.waypoints = []; draw(); }));
    }
    if ((r.exits || []).length && allows("exit")) {
      const d = html("div", { class: "ed-row", id: "pl-exit" });
      d.append(html("span", {}, "Leave the map from:"));
      for (const h of r.exits) d.appendChild(button(h, { "data-exit": h }, () => exitFrom(h)));
      box.appendChild(d);
      if (P.exit && P.exit.unit === id) exitPanel(box);
    }
    const ev = P.evac;
    if (allows("evacuate") && ev && ev.unit === id && (ev.ports || []).length) {
      const d = html("div", { class: "ed-row", id: "pl-evacuate" });
      const port = html("select", { id: "pl-evac-port", "aria-label": "The port it lands in" });
      for (const h of ev.ports) port.appendChild(html("option", { value: h, "data-evac-port": h }, h));
      // the server rolls the die (once, recorded); a table-dice game may
      // give the die rolled at the table
      const send = (d6) => {
        const e = { unit: id, port: port.value };
        if (d6) {
          e.die = d6;
          // a roll that sinks the unit lands it nowhere: no port then
          if ((ev.lostOn || []).includes(d6)) delete e.port;
        }
        act({ evacuate: e });
      };
      d.append(html("span", {}, "Evacuate by sea, landing in"), port,
        button("Roll and evacuate", { id: "pl-evac-roll", title: "The server rolls the die once and records it" }, () => send(0)));
      if (P.live.dice === "table") {
        const die = html("input", { type: "number", min: "1", max: "6", id: "pl-evac-die", "aria-label": "The die rolled at the table" });
        d.append(die, button("with the table's die", { id: "pl-evac-die-use" }, () => Number(die.value) && send(Number(die.value))));
      }
      d.append(html("span", { class: "ed-muted" }, `lost at sea on ${(ev.lostOn || []).join(", ") || "no roll"} [${ev.rule}]`));
      box.appendChild(d);
    }
  }

  function replacementPanel(box) {
    const g = P.view;
    const opts = g.replacements || [];
    if (g.state.rate) box.appendChild(html("p", {}, `Replacements: ${g.state.replaced || 0} of ${g.state.rate} this turn.`));
    if (allows("replace")) {
      if (!opts.length) box.appendChild(html("p", { class: "ed-muted" }, "No replacement is due now."));
      const list = html("div", { class: "ed-tray-row", id: "pl-replacements" });
      for (const o of opts) {
        const u = o.unit || {}, uid = u.id;
        const s = document.createElementNS("http://www.w3.org/2000/svg", "svg");
        s.setAttribute("viewBox", "-31 -31 62 62");
        s.setAttribute("class", "pl-box-unit pl-replace-option" + (P.replacement === uid ? " pl-picked" : ""));
        s.setAttribute("data-replace", uid);
        s.setAttribute("tabindex", "0");
        s.setAttribute("role", "button");
        s.setAttribute("aria-label", `replace ${uid} from ${o.box}: enters at ${(o.hexes || []).join(", ")}`);
        const n = M.counterNode(uid, u.force);
        if (n) s.appendChild(n);
        const pickIt = () => { P.replacement = P.replacement === uid ? "" : uid; draw(); };
        s.addEventListener("click", pickIt);
        s.addEventListener("keydown", (ev) => { if (ev.key === "Enter") pickIt(); });
        list.appendChild(s);
      }
      box.appendChild(list);
      const o = opts.find((x) => (x.unit || {}).id === P.replacement);
      if (o) {
        const d = html("div", { class: "ed-row", id: "pl-replace-hexes" });
        d.append(html("span", {}, `${P.replacement} enters at (blue on the map):`));
        for (const h of o.hexes || []) d.appendChild(button(h, { "data-replace-hex": h }, () => act({ replace: { unit: P.replacement, hex: h } })));
        if (!(o.hexes || []).length) d.appendChild(button("Lost (no entry hex)", { id: "pl-replace-lost" }, () => act({ replace: { unit: P.replacement } })));
        box.appendChild(d);
      }
    }
    if (allows("supply")) {
      const d = html("div", { class: "ed-row", id: "pl-supply" });
      const group = html("select", { id: "pl-supply-group", "aria-label": "The group the marker supplies" });
      for (const [v, t] of [["", "(no group)"], ["commonwealth", "Commonwealth"], ["us", "US"]]) group.appendChild(html("option", { value: v }, t));
      const b = button(P.selected ? `Offensive Supply under ${P.selected}` : "Offensive Supply: click a unit first", { id: "pl-supply-place" }, () => {
        if (!P.selected) return;
        const s = { under: P.selected };
        if (group.value) s.group = group.value;
        act({ supply: s });
      });
      b.disabled = !P.selected;
      d.append(b);
      if (P.view.phase.force === "western-allied") d.append(group);
      box.appendChild(d);
    }
  }

  // ---- drawing a view ----

  function draw() {
    const t0 = performance.now();
    const g = P.view;
    if (!g || !M.svg()) return;
    // the layers, made in this order the first time: reach under the
    // counters, the choices and the hover over them
    for (const name of ["pl-reach", "pl-counters", "pl-marks", "pl-hover"]) layer(name);
    drawBar();
    drawCounters();
    drawMarks();
    drawAct();
    drawStanding();
    drawLog();
    drawOff();
    drawIllegal();
    drawFile();
    $("pl-undo").disabled = !P.live.canUndo || g !== P.live;
    $("pl-back").disabled = g.state.actions <= 0;
    $("pl-forward").disabled = g === P.live;
    $("pl-now").disabled = g === P.live;
    document.body.dataset.playRenderMs = (performance.now() - t0).toFixed(1);
    document.body.dataset.phase = g.phase.id;
    document.body.dataset.turn = String(g.state.turn);
    document.body.dataset.readOnly = String(!!g.readOnly || g !== P.live);
    document.body.dataset.draws = String(Number(document.body.dataset.draws || 0) + 1);
  }

  function drawBar() {
    const g = P.view, ph = g.phase, bar = $("pl-bar");
    const msg = $("pl-bar-msg");
    bar.replaceChildren();
    bar.append(
      html("span", { class: "pl-turn", id: "pl-turn", "data-turn": String(ph.turn || g.state.turn) }, `Turn ${ph.turn || g.state.turn}`),
      html("span", { id: "pl-phase", "data-phase": ph.id, "data-step": ph.step }, `${ph.id} (${ph.step})`),
      html("span", { class: "pl-force", id: "pl-phasing", "data-force": ph.force }, `${FORCE_NAMES[ph.force] || ph.force}${ph.player ? " — " + (PLAYER_NAMES[ph.player] || ph.player) + " player" : ""}`),
      html("span", { class: "pl-allows", id: "pl-allows", "data-allows": (ph.allows || []).join(" ") },
        g.readOnly || g !== P.live ? "" : (ph.allows || []).length ? "may: " + ph.allows.join(", ") : "no actions: end the phase"));
    const end = button(ph.next ? `End phase → ${ph.next}${ph.nextTurn ? " (next turn)" : ""}` : "End the last phase", { id: "pl-end-phase" }, endPhase);
    end.disabled = !canAct();
    const un = button("Undo", { id: "pl-bar-undo", title: P.live.canUndo ? "Take back " + P.live.undo : P.live.undo || "nothing to take back" }, undo);
    un.disabled = !P.live.canUndo || g !== P.live;
    bar.append(end, un);
    const comp = Object.entries(P.live.computer || {});
    if (comp.length) {
      const who = comp.map(([side, name]) => `${PLAYER_NAMES[side] || side} (${name})`).join(", ");
      bar.appendChild(html("span", { class: "pl-computer-turn", id: "pl-computer-turn", "data-computer-turn": String(!!P.live.computerTurn) },
        P.live.computerTurn ? `the computer is playing ${PLAYER_NAMES[ph.player] || ph.player}…` : `the computer plays ${who}`));
    }
    if (g.readOnly || g !== P.live) bar.appendChild(html("span", { class: "pl-readonly", id: "pl-readonly" }, `read-only: after ${g.state.actions} action${g.state.actions === 1 ? "" : "s"}`));
    if (g.over) bar.appendChild(html("span", { class: "pl-over", id: "pl-over" }, "Game over" + (g.state.verdict ? ": " + verdictText(g.state.verdict) : "")));
    bar.appendChild(html("span", { class: "pl-vp", id: "pl-vp" }, vpText(g.state.victoryPoints)));
    bar.appendChild(msg || html("span", { id: "pl-bar-msg", role: "alert" }));
  }

  function vpText(vp) {
    const parts = Object.entries(vp || {}).map(([f, n]) => `${FORCE_NAMES[f] || f} ${n}`);
    return parts.length ? "VP: " + parts.join(" · ") : "";
  }

  function verdictText(v) {
    return `${(v.winners || []).join(", ") || "nobody"} win${(v.winners || []).length === 1 ? "s" : ""} — ${v.reason}${v.rule ? " [" + v.rule + "]" : ""}`;
  }

  function layer(name) {
    const svg = M.svg();
    let g = svg.querySelector("#" + name);
    if (!g) {
      g = M.el("g", { id: name });
      const hover = svg.querySelector("#ed-hover");
      svg.insertBefore(g, hover);
    }
    return g;
  }

  function drawCounters() {
    const geo = M.board().geometry;
    const byHex = new Map();
    for (const u of unitsOf(P.view)) {
      if (!u.hex) continue;
      if (!byHex.has(u.hex)) byHex.set(u.hex, []);
      byHex.get(u.hex).push(u);
    }
    const act = canAct(), step = P.view.phase.step;
    const frag = document.createDocumentFragment();
    for (const [hex, units] of byHex) {
      const c = geo.hexes[hex];
      if (!c) continue;
      const layout = geo.stacks[Math.min(units.length, geo.stacks.length) - 1];
      units.forEach((u, i) => {
        const o = layout.offsets[i] || { x: 0, y: 0 };
        let cls = "ed-unit pl-unit";
        if (act && mine(u) && step === "movement") cls += " pl-movable";
        if (u.id === P.selected) cls += " pl-selected";
        if (P.attackers.has(u.id)) cls += " pl-attacker";
        if (P.choices && P.choices.lose.has(u.id)) cls += " pl-loser";
        if (P.defendingUnits.has(u.id)) cls += " pl-defending";
        const w = M.el("g", {
          class: cls, "data-unit": u.id, "data-hex": hex, "data-force": u.force, tabindex: "0", role: "button",
          "aria-label": `${u.id} (${FORCE_NAMES[u.force] || u.force}) in ${hex}`,
          transform: `translate(${(c.x + o.x).toFixed(2)},${(c.y + o.y).toFixed(2)}) scale(${layout.scale})`,
        });
        const node = M.counterNode(u.id, u.force);
        if (node) w.appendChild(node);
        frag.appendChild(w);
      });
    }
    for (const m of P.view.state.markers || []) {
      const c = geo.hexes[m.hex];
      if (!c) continue;
      const w = M.el("g", { class: "pl-marker", "data-marker": m.hex, transform: `translate(${c.x - 34},${c.y + 30})` });
      M.el("title", {}, w).textContent = `Offensive Supply (${m.force}${m.group ? ", " + m.group : ""})`;
      M.el("circle", { r: 11 }, w);
      M.el("text", { y: 4 }, w).textContent = "OS";
      frag.appendChild(w);
    }
    layer("pl-counters").replaceChildren(frag);
  }

  function hexMark(parent, cls, hex, attrs, scale) {
    if (!M.board().geometry.hexes[hex]) return null;
    const g = M.el("g", Object.assign({ class: cls }, attrs || {}), parent);
    M.el("polygon", { points: M.hexPoints(hex, scale || 0.9) }, g);
    return g;
  }

  function drawMarks() {
    const reachLayer = layer("pl-reach"), marks = layer("pl-marks");
    const rf = document.createDocumentFragment(), mf = document.createDocumentFragment();
    const geo = M.board().geometry;
    const r = P.reach;
    if (r && r.unit === P.selected && P.view === P.live) {
      for (const h of r.hexes) {
        const cls = "pl-reach-hex" + (h.canEnd ? "" : " pl-reach-pass") + (h.enemyZOC ? " pl-reach-zoc" : "") + (h.overstacked ? " pl-reach-over" : "");
        const g = hexMark(rf, cls, h.hex, { "data-reach-hex": h.hex, "data-cost": String(h.cost), "data-zoc": String(!!h.enemyZOC), "data-overstacked": String(!!h.overstacked) });
        if (!g) continue;
        M.el("title", {}, g).textContent = `${h.hex}: ${h.cost} MP${h.enemyZOC ? ", enemy zone of control: it stops here" : ""}${h.overstacked ? ", over the stacking limit now" : ""}${h.canEnd ? "" : ", pass only: " + (h.why || "")}`;
        M.el("text", { x: geo.hexes[h.hex].x, y: geo.hexes[h.hex].y + 40 }, g).textContent = String(h.cost) + (h.enemyZOC ? "!" : "");
      }
      for (const h of r.exits || []) hexMark(rf, "pl-reach-hex pl-reach-exit", h, { "data-exit-hex": h });
      const path = P.waypoints.length ? pathTo(P.waypoints[P.waypoints.length - 1]) : null;
      if (path) {
        const pts = [r.from, ...path].map((h) => geo.hexes[h]).filter(Boolean).map((c) => `${c.x},${c.y}`).join(" ");
        const g = M.el("g", { class: "pl-path", id: "pl-path" }, rf);
        M.el("polyline", { points: pts }, g);
        for (const w of P.waypoints) if (geo.hexes[w]) M.el("circle", { cx: geo.hexes[w].x, cy: geo.hexes[w].y, r: 9, "data-waypoint": w }, g);
      }
    }
    for (const h of P.defenders) hexMark(mf, "pl-defender-hex", h, { "data-defender-hex": h }, 0.95);
    if (P.ask && P.ask.hexes && P.ask.code !== "combat.exchange-choice") {
      for (const h of P.ask.hexes) hexMark(mf, "pl-choice-hex" + (P.ask.picked === h ? " pl-choice-picked" : ""), h, { "data-choice-hex": h }, 0.95);
    }
    const o = (P.view.replacements || []).find((x) => (x.unit || {}).id === P.replacement);
    for (const h of (o && o.hexes) || []) hexMark(mf, "pl-entry-hex", h, { "data-entry-hex": h }, 0.95);
    for (const h of P.flagged || []) hexMark(mf, "pl-illegal-hex", h, { "data-flagged-hex": h }, 0.97);
    for (const h of illegalHexes(P.live === P.view ? P.view : null)) hexMark(mf, "pl-illegal-hex", h, { "data-illegal-hex": h }, 0.97);
    reachLayer.replaceChildren(rf);
    marks.replaceChildren(mf);
  }

  // illegalHexes are the hexes of the record's illegal action: the ones
  // its diagnostic names, else the ones its message names.
  function illegalHexes(g) {
    const d = g && g.illegal;
    if (!d) return [];
    const hexes = d.hexes && d.hexes.length ? d.hexes : d.message.match(/\b\d{4}\b/g) || [];
    return hexes.filter((h) => M.board().geometry.hexes[h]);
  }

  function drawHover(hex) {
    const g = layer("pl-hover");
    g.replaceChildren();
    if (hex) hexMark(g, "pl-hover", hex, {}, 0.97);
  }

  function drawStanding() {
    const g = P.view, box = $("pl-standing");
    box.replaceChildren();
    const dl = html("dl", { id: "pl-vp-list" });
    for (const [f, n] of Object.entries(g.state.victoryPoints || {})) dl.append(html("dt", {}, FORCE_NAMES[f] || f), html("dd", { "data-vp": f }, String(n)));
    box.appendChild(dl);
    const on = unitsOf(g).filter((u) => u.hex).length;
    box.appendChild(html("p", { class: "pl-note" }, `${on} units on the map, ${unitsOf(g).length - on} off it; ${g.state.actions} actions.`));
    if (g.state.verdict) box.appendChild(html("p", { class: "pl-over", id: "pl-verdict" }, verdictText(g.state.verdict)));
  }

  // drawLog lists the record's entries with the events between them; a
  // click on an entry shows the game right after it.
  function drawLog() {
    const list = $("pl-log"), g = P.view, live = P.live;
    const here = g.state.actions;
    const events = new Map();
    for (const e of live.events || []) {
      if (!events.has(e.after)) events.set(e.after, []);
      events.get(e.after).push(e);
    }
    const frag = document.createDocumentFragment();
    const head = (key) => frag.appendChild(html("li", { class: "pl-phase-head" }, key));
    let phase = "";
    for (const e of events.get(0) || []) frag.appendChild(html("li", { class: "pl-event", title: e.rule || "" }, `${e.text}${e.rule ? " [" + e.rule + "]" : ""}`));
    for (const e of live.log || []) {
      const key = `Turn ${e.turn}, ${e.phase}`;
      if (key !== phase) { head(key); phase = key; }
      const li = html("li", { value: String(e.index), "data-log-index": String(e.index), class: e.index === here ? "pl-here" : e.index > here ? "pl-after" : "" }, e.text);
      li.addEventListener("click", () => viewAt(e.index));
      frag.appendChild(li);
      if (e.note) frag.appendChild(html("li", { class: "pl-event pl-why", "data-log-why": String(e.index) }, "why: " + e.note));
      for (const text of e.events || []) frag.appendChild(html("li", { class: "pl-event pl-entry-event", "data-log-event": String(e.index) }, text));
      for (const ev of events.get(e.index) || []) frag.appendChild(html("li", { class: "pl-event", title: ev.rule || "" }, `${ev.text}${ev.rule ? " [" + ev.rule + "]" : ""}`));
    }
    if (!(live.log || []).length) frag.appendChild(html("li", { class: "pl-event" }, "no actions yet"));
    list.replaceChildren(frag);
    const cur = list.querySelector(".pl-here");
    if (cur && g !== live) cur.scrollIntoView({ block: "nearest" });
  }

  function drawOff() {
    const box = $("pl-off");
    const byBox = new Map();
    for (const u of unitsOf(P.view)) {
      if (u.hex) continue;
      if (!byBox.has(u.box)) byBox.set(u.box, []);
      byBox.get(u.box).push(u);
    }
    const frag = document.createDocumentFragment();
    for (const [name, units] of [...byBox].sort((a, b) => a[0].localeCompare(b[0]))) {
      const d = html("div", { class: "pl-boxes", "data-box": name });
      d.appendChild(html("h3", {}, `${name}: ${units.length}`));
      d.appendChild(html("p", { class: "pl-note" }, units.map((u) => u.id).join(", ")));
      frag.appendChild(d);
    }
    if (!byBox.size) frag.appendChild(html("p", { class: "ed-muted" }, "Every unit is on the map."));
    box.replaceChildren(frag);
    $("pl-off-box").querySelector("summary").textContent = `Units off the map (${[...byBox.values()].reduce((s, l) => s + l.length, 0)})`;
  }

  function drawIllegal() {
    const g = P.live, box = $("pl-illegal");
    const d = g.illegal;
    $("pl-illegal-box").hidden = !d && !g.pending;
    box.replaceChildren();
    if (!d && !g.pending) return;
    const p = html("div", { class: "pl-problem", id: "pl-illegal-diag", "data-code": d ? d.code : "", "data-rule": d ? d.rule || "" : "" });
    if (d) {
      p.append(html("code", {}, d.code), " " + d.message);
      if (d.rule) p.append(" ", html("span", { class: "ed-rule" }, "[" + d.rule + "]"));
      if (d.pointer) p.append(html("div", { class: "pl-note" }, "at " + d.pointer + " of the record"));
    }
    box.appendChild(p);
    box.appendChild(html("p", {}, `The game shows the position before it; ${g.pending} action${g.pending === 1 ? "" : "s"} of the record not applied. The file keeps them until you drop them here and save.`));
    box.appendChild(button("Drop the rest of the record", { id: "pl-drop" }, drop));
    box.appendChild(html("p", { class: "pl-refusal", id: "pl-illegal-msg", role: "alert" }));
  }

  // ---- start ----

  function start() {
    M = window.bfgMap;
    if (!M || !M.board()) { setTimeout(start, 100); return; }
    buildPanel();
    $("pl-bar").appendChild(html("span", { id: "pl-bar-msg", role: "alert" }));
    for (const b of document.querySelectorAll("#mode-switch [data-mode]")) b.addEventListener("click", () => setMode(b.dataset.mode));
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("pointermove", onMove);
    document.addEventListener("pointerup", onUp);
    document.addEventListener("keydown", onKey);
    window.addEventListener("beforeunload", (ev) => { if (P.live && !P.live.saved && P.live.state.actions > 0) ev.preventDefault(); });
    document.body.dataset.playReady = "true";
    // serve --game: the page opens on that game, in play mode
    const served = document.querySelector('meta[name="bfgdata-game"]');
    if (served && served.content) {
      setMode("play");
      run(async () => adopt(await api("GET", "game", { id: served.content }), "opened"), "pl-game-msg");
    } else if (new URLSearchParams(location.hash.slice(1)).get("mode") === "play") setMode("play");
  }

  // bfgPlay lets a test find where things are and what the page holds.
  window.bfgPlay = {
    view: () => P.view,
    live: () => P.live,
    setMode,
    // show draws a GameView as if the server had answered it
    show: (g) => run(() => adopt(g)),
    pathTo: (hex) => pathTo(hex),
    neighbours: (hex) => (P.neighbours && P.neighbours.get(hex)) || [],
    unitPoint(id) {
      const n = document.querySelector(`#pl-counters > [data-unit="${CSS.escape(id)}"]`);
      if (!n) return null;
      const r = n.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    hexPoint(hex) {
      const c = M.board().geometry.hexes[hex];
      return c ? M.toClient(c.x, c.y) : null;
    },
    idle: () => P.queue.then(() => true),
    labelPx: () => labelPx(),
  };

  start();
})();
