// The bfgdata scenario editor. Plain script, no build step: it draws the
// map the server renders, puts counters on it, and sends every change to
// the server, which judges it with the rules engine and answers with the
// scenario as changed, its diagnostics and its resolved setup.
"use strict";

(() => {
  const SVGNS = "http://www.w3.org/2000/svg";
  const FORCES = ["soviet", "western-allied", "east-german", "west-german"];
  const FORCE_NAMES = {
    "soviet": "Soviet", "western-allied": "Western Allied",
    "east-german": "East German", "west-german": "West German", "": "German (force from where it sets up)",
  };

  const PLAYERS = ["soviet", "western-allied", "german", "east-german", "west-german"];
  const PLAYER_NAMES = {
    "soviet": "Soviet player", "western-allied": "Western Allied player", "german": "German player",
    "east-german": "East German player", "west-german": "West German player",
  };

  const $ = (id) => document.getElementById(id);
  // playing is true while the page is in its play mode (play.js), where
  // the map's pointer and keys are the game's, not the editor's.
  const playing = () => document.body.dataset.mode === "play";
  const meta = (name) => document.querySelector(`meta[name="${name}"]`).content;
  const token = meta("bfgdata-token");

  const state = {
    editions: [],
    edition: "",
    board: null, // BoardAnswer
    pieces: new Map(), // counter id -> BoardPiece
    templates: new Map(), // counter id + force -> parsed <g>
    svg: null,
    full: null, // the map's bounds, for Fit
    view: null,
    loaded: null, // ScenarioAnswer as loaded or saved
    doc: null, // the scenario as edited
    judged: null, // the last Judgement
    savedDoc: "", // JSON of the scenario as loaded or saved
    history: [], // {doc, label} before each change
    future: [],
    selected: "",
    attackers: new Set(),
    inspected: "",
    reach: null,
    combat: null,
    queue: Promise.resolve(),
    judgements: 0,
    rules: [], // the rules the edition's scenarios state, to pick from
    cursor: "", // the hex the arrow keys are on
  };

  // ---- talking to the server ----

  class ApiError extends Error {
    constructor(p) {
      super(p.message);
      this.problem = p;
    }
  }

  async function api(method, path, params, body) {
    const url = "/api/" + path + (params ? "?" + new URLSearchParams(params) : "");
    const opts = { method, headers: {} };
    if (body !== undefined) {
      opts.headers["Content-Type"] = "application/json";
      opts.body = JSON.stringify(body);
    }
    if (method === "PUT") opts.headers["X-Bfgdata-Token"] = token;
    const res = await fetch(url, opts);
    const text = await res.text();
    let data = null;
    try { data = JSON.parse(text); } catch (_) { /* not JSON */ }
    if (!res.ok) {
      throw new ApiError(data && data.code ? data : { status: res.status, code: "api.internal", message: text || res.statusText });
    }
    return data;
  }

  function busy(on) { document.body.dataset.busy = on ? "true" : "false"; }

  function status(text, kind) {
    const el = $("ed-status");
    el.textContent = text;
    el.className = "ed-status" + (kind ? " ed-" + kind : "");
  }

  function fail(err) {
    const p = err.problem;
    status(p ? `${p.code}: ${p.message}${p.rule ? " [" + p.rule + "]" : ""}` : String(err), "error");
  }

  // run queues work so that requests answer in the order they were made.
  function run(fn) {
    state.queue = state.queue.then(async () => {
      busy(true);
      try { await fn(); } catch (err) { fail(err); } finally { busy(false); }
    });
    return state.queue;
  }

  // ---- SVG helpers ----

  function el(name, attrs, parent) {
    const e = document.createElementNS(SVGNS, name);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  }

  function html(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function toSVG(clientX, clientY) {
    const m = state.svg.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  function toClient(x, y) {
    const p = new DOMPoint(x, y).matrixTransform(state.svg.getScreenCTM());
    return { x: p.x, y: p.y };
  }

  // hexAt is the hex whose centre is nearest (x, y), if within a hex.
  function hexAt(x, y) {
    const g = state.board.geometry;
    let best = "", bestD = Infinity;
    for (const [id, c] of Object.entries(g.hexes)) {
      const d = (c.x - x) ** 2 + (c.y - y) ** 2;
      if (d < bestD) { best = id; bestD = d; }
    }
    return bestD <= g.hexRadius ** 2 ? best : "";
  }

  function hexPoints(id, scale) {
    const g = state.board.geometry, c = g.hexes[id];
    return g.corners.map((k) => `${(c.x + k.x * scale).toFixed(2)},${(c.y + k.y * scale).toFixed(2)}`).join(" ");
  }

  // ---- loading ----

  async function start() {
    bindUI();
    await run(async () => {
      const a = await api("GET", "editions");
      state.editions = a.editions;
      const sel = $("ed-edition");
      sel.replaceChildren();
      for (const e of a.editions) {
        const label = `${e.id}${e.writable ? " — " + e.folder : " (read-only)"}`;
        sel.appendChild(html("option", { value: e.id, title: `${e.title || e.id}, ${e.folder}` }, label));
      }
      const want = wanted();
      const first = a.editions.some((e) => e.id === want.edition) ? want.edition : meta("bfgdata-edition") || a.default;
      sel.value = first;
      await loadEdition(first, want.scenario);
      if (want.width) zoom(want.width / state.view.w);
      if (want.hex && state.board.geometry.hexes[want.hex]) {
        centreOn(want.hex);
        inspect(want.hex);
      }
    });
  }

  // wanted reads what the address asks to show first, such as
  // #scenario=historical&hex=2105&width=1500 (width in map units; a hex
  // is 100 across).
  function wanted() {
    const q = new URLSearchParams(location.hash.slice(1));
    return { edition: q.get("edition") || "", scenario: q.get("scenario") || "", hex: q.get("hex") || "", width: Number(q.get("width")) || 0 };
  }

  function editionEntry() { return state.editions.find((e) => e.id === state.edition); }

  async function loadEdition(id, scenario) {
    state.edition = id;
    const entry = editionEntry();
    if (entry.problem) throw new ApiError(entry.problem);
    const [board, svgText] = await Promise.all([
      api("GET", "board", { edition: id }),
      fetch("/api/render?" + new URLSearchParams({ edition: id })).then((r) => {
        if (!r.ok) return r.json().then((p) => { throw new ApiError(p); });
        return r.text();
      }),
    ]);
    state.board = board;
    state.pieces = new Map(board.pieces.map((p) => [p.counter, p]));
    state.rules = await api("GET", "rules", { edition: id });
    state.templates.clear();
    mountMap(svgText);
    fillScenarioPicker();
    const sc = entry.scenarios.find((s) => s.id === scenario) || entry.scenarios.find((s) => s.id === "historical") || entry.scenarios[0];
    if (sc) {
      $("ed-scenario").value = sc.id;
      await loadScenario(sc.id);
    }
  }

  function fillScenarioPicker(extra) {
    const sel = $("ed-scenario");
    sel.replaceChildren();
    for (const s of editionEntry().scenarios) {
      sel.appendChild(html("option", { value: s.id }, `${s.name} (${s.id})`));
    }
    if (extra) sel.appendChild(html("option", { value: extra.id }, `${extra.name} (${extra.id}, not saved)`));
  }

  async function loadScenario(id) {
    const a = await api("GET", "scenario", { edition: state.edition, id });
    adopt(a);
    status(`Loaded ${a.file}${a.canonical ? "" : " (not in canonical form: saving reformats it)"}`);
  }

  // adopt makes a loaded, new or saved scenario the one edited.
  function adopt(a) {
    state.loaded = a;
    state.doc = a.scenario;
    state.savedDoc = a.version ? JSON.stringify(a.scenario) : "";
    state.history = [];
    state.future = [];
    state.selected = "";
    state.attackers.clear();
    state.reach = null;
    showJudgement(a);
  }

  // ---- the map ----

  function mountMap(text) {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const svg = document.importNode(doc.documentElement, true);
    const vb = svg.getAttribute("viewBox").split(/\s+/).map(Number);
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.setAttribute("id", "ed-svg");
    const units = svg.querySelector("#units");
    const after = units ? units.nextSibling : null;
    for (const name of ["ed-reach", "ed-marks", "ed-counters", "ed-zoneboxes", "ed-hover"]) {
      svg.insertBefore(el("g", { id: name }), after);
    }
    $("ed-map").replaceChildren(svg);
    state.svg = svg;
    // the map's own area, without the legend column beside it
    let maxX = 0, maxY = 0;
    for (const c of Object.values(state.board.geometry.hexes)) {
      maxX = Math.max(maxX, c.x);
      maxY = Math.max(maxY, c.y);
    }
    const r = state.board.geometry.hexRadius;
    state.page = { x: vb[0], y: vb[1], w: vb[2], h: vb[3] };
    state.full = { x: 0, y: 0, w: Math.min(vb[2], maxX + 100), h: Math.min(vb[3], maxY + r + 40) };
    setView(state.full);
    fillLayers();
  }

  // setView shows the part v of the drawing: widened or heightened to
  // the map box's shape, so the whole box is drawing, and kept on the page
  // where it can be.
  function setView(v) {
    const box = $("ed-map").getBoundingClientRect();
    let { x, y, w, h } = v;
    if (box.width > 0 && box.height > 0) {
      const r = box.width / box.height;
      if (w / h < r) {
        const nw = h * r;
        x -= (nw - w) / 2;
        w = nw;
      } else {
        const nh = w / r;
        y -= (nh - h) / 2;
        h = nh;
      }
    }
    const p = state.page;
    x = w <= p.w ? Math.min(Math.max(x, p.x), p.x + p.w - w) : p.x + (p.w - w) / 2;
    y = h <= p.h ? Math.min(Math.max(y, p.y), p.y + p.h - h) : p.y + (p.h - h) / 2;
    state.view = { x, y, w, h };
    state.svg.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
  }

  function zoom(factor, cx, cy) {
    const v = state.view;
    const w = Math.min(Math.max(v.w * factor, 200), state.page.w * 1.5);
    const f = w / v.w;
    const px = cx === undefined ? v.x + v.w / 2 : cx;
    const py = cy === undefined ? v.y + v.h / 2 : cy;
    setView({ x: px - (px - v.x) * f, y: py - (py - v.y) * f, w, h: v.h * f });
  }

  function centreOn(hex) {
    const c = state.board.geometry.hexes[hex];
    if (!c) return;
    const v = state.view;
    setView({ x: c.x - v.w / 2, y: c.y - v.h / 2, w: v.w, h: v.h });
  }

  function fillLayers() {
    const box = $("ed-layers");
    box.replaceChildren();
    const layers = [...state.svg.children].filter((g) => g.tagName === "g" && g.id);
    const names = { "ed-reach": "reach", "ed-marks": "problems", "ed-counters": "counters", "ed-zoneboxes": "zone boxes" };
    for (const g of layers) {
      if (g.id === "ed-hover" || g.id === "units") continue;
      const label = html("label");
      const cb = html("input", { type: "checkbox", "data-layer": g.id });
      cb.checked = g.style.display !== "none";
      cb.addEventListener("change", () => { g.style.display = cb.checked ? "" : "none"; });
      label.append(cb, " " + (names[g.id] || g.id));
      box.appendChild(label);
    }
  }

  // counterNode is a fresh copy of a unit's counter as render draws it.
  function counterNode(id, force) {
    const piece = state.pieces.get(id);
    if (!piece) return null;
    const key = id + "|" + (force || "");
    let t = state.templates.get(key);
    if (!t) {
      const markup = (piece.svgByForce && piece.svgByForce[force]) || piece.svg;
      t = document.createElementNS(SVGNS, "g");
      t.innerHTML = markup;
      state.templates.set(key, t);
    }
    return t.cloneNode(true);
  }

  function unitsNow() {
    return state.judged && state.judged.setup ? state.judged.setup.units : [];
  }

  function drawCounters() {
    const g = state.board.geometry;
    const layer = state.svg.querySelector("#ed-counters");
    const byHex = new Map();
    for (const u of unitsNow()) {
      if (!u.hex) continue;
      if (!byHex.has(u.hex)) byHex.set(u.hex, []);
      byHex.get(u.hex).push(u);
    }
    const frag = document.createDocumentFragment();
    for (const [hex, units] of byHex) {
      const c = g.hexes[hex];
      if (!c) continue;
      const layout = g.stacks[Math.min(units.length, g.stacks.length) - 1];
      units.forEach((u, i) => {
        const o = layout.offsets[i] || { x: (i % 2 - 0.5) * 20, y: (Math.floor(i / 2) - 1) * 20 };
        const wrap = el("g", {
          class: "ed-unit", "data-unit": u.counter, "data-hex": hex, tabindex: "0", role: "button",
          "aria-label": `${unitName(u.counter)} in ${hex}: Enter picks it`,
          transform: `translate(${(c.x + o.x).toFixed(2)},${(c.y + o.y).toFixed(2)}) scale(${layout.scale})`,
        });
        const node = counterNode(u.counter, u.force);
        if (node) wrap.appendChild(node);
        frag.appendChild(wrap);
      });
    }
    layer.replaceChildren(frag);
    drawZoneBoxes();
  }

  // drawZoneBoxes writes, where each zone's name stands, how many units
  // are set up anywhere in it; a counter dropped there goes into the zone.
  function drawZoneBoxes() {
    const layer = state.svg.querySelector("#ed-zoneboxes");
    layer.replaceChildren();
    const counts = new Map();
    for (const u of unitsNow()) if (u.zone && !u.hex) counts.set(u.zone, (counts.get(u.zone) || 0) + 1);
    for (const z of state.board.geometry.zones) {
      if (z.kind !== "area" && !counts.has(z.id)) continue;
      const n = counts.get(z.id) || 0;
      const label = `${z.name}: ${n} unit${n === 1 ? "" : "s"} in the zone`;
      const w = Math.max(120, label.length * 6.2 + 16);
      const g = el("g", { class: "ed-zonebox", "data-drop-zone": z.id, transform: `translate(${z.label.x},${z.label.y - 12})` }, layer);
      el("title", {}, g).textContent = `Drop a counter here to set it up anywhere in ${z.name}`;
      el("rect", { x: -w / 2, y: -11, width: w, height: 20, rx: 5 }, g);
      el("text", { x: 0, y: 3.5 }, g).textContent = label;
    }
  }

  // ---- judgements: problems, marks, trays ----

  function diagnostics() {
    const r = state.judged ? state.judged.report : null;
    return r ? r.files.flatMap((f) => f.diagnostics) : [];
  }

  function showJudgement(j) {
    const t0 = performance.now();
    state.judged = j;
    state.doc = j.scenario;
    drawCounters();
    drawTrays();
    drawMarks();
    drawMeta();
    drawTerms();
    drawProblems();
    drawHistory();
    drawUnitPanel();
    drawReach();
    updateButtons();
    state.judgements++;
    document.body.dataset.renderMs = (performance.now() - t0).toFixed(1);
    document.body.dataset.judged = String(state.judgements);
  }

  function describe(d) {
    return `${d.code}: ${d.message}${d.rule ? " [" + d.rule + "]" : ""}`;
  }

  function drawMarks() {
    const layer = state.svg.querySelector("#ed-marks");
    layer.replaceChildren();
    const byHex = new Map();
    const byUnit = new Map();
    for (const d of diagnostics()) {
      for (const h of d.hexes || []) {
        if (!byHex.has(h)) byHex.set(h, []);
        byHex.get(h).push(d);
      }
      for (const c of d.counters || []) {
        if (!byUnit.has(c)) byUnit.set(c, []);
        byUnit.get(c).push(d);
      }
    }
    for (const [hex, ds] of byHex) {
      if (!state.board.geometry.hexes[hex]) continue;
      const error = ds.some((d) => d.severity === "error");
      const g = el("g", {
        class: "ed-problem " + (error ? "ed-problem-error" : "ed-problem-warning"),
        "data-problem-hex": hex, "data-codes": ds.map((d) => d.code).join(" "),
        "data-rules": ds.map((d) => d.rule || "").join(" "),
      }, layer);
      el("title", {}, g).textContent = ds.map(describe).join("\n");
      el("polygon", { points: hexPoints(hex, 0.93) }, g);
      const c = state.board.geometry.hexes[hex];
      const badge = el("g", { transform: `translate(${c.x + 30},${c.y - 34})` }, g);
      el("circle", { r: 11 }, badge);
      el("text", { y: 4.5 }, badge).textContent = "!";
    }
    for (const node of document.querySelectorAll("[data-unit].ed-bad")) node.classList.remove("ed-bad");
    for (const [unit, ds] of byUnit) {
      for (const node of document.querySelectorAll(`[data-unit="${CSS.escape(unit)}"].ed-unit, [data-unit="${CSS.escape(unit)}"].ed-tray-unit`)) {
        // a unit in a tray is unplaced by definition: only other problems
        // mark it
        if (!node.classList.contains("ed-tray-unit") || ds.some((d) => d.code !== "setup.counter-missing")) node.classList.add("ed-bad");
        node.dataset.problems = ds.map(describe).join("\n");
        let t = node.querySelector(":scope > title");
        if (!t && node.namespaceURI === SVGNS) t = el("title", {}, node);
        if (t) t.textContent = ds.map(describe).join("\n");
        else node.title = ds.map(describe).join("\n");
      }
    }
  }

  // unitName is a unit as a person reads it: its id, label and values.
  function unitName(id) {
    const p = state.pieces.get(id);
    return p ? `${id} (${p.label} ${p.stats})` : id;
  }

  // placeOf says what a problem is about in the author's terms: the units
  // and hexes it names, else the placement or field of the scenario its
  // place points at; never a line of the JSON file.
  function placeOf(d) {
    const parts = [];
    const counters = d.counters || [];
    if (counters.length) parts.push((counters.length > 1 ? "units " : "unit ") + counters.map(unitName).join(", "));
    const hexes = d.hexes || [];
    if (hexes.length) parts.push((hexes.length > 1 ? "hexes " : "hex ") + hexes.join(", "));
    if (parts.length) return parts.join(" in ");
    const m = /^\/(setup|setAside)\/(\d+)(\/.*)?$/.exec(d.pointer || "");
    if (m) {
      const p = (state.doc[m[1]] || [])[Number(m[2])];
      if (p) {
        const at = p.hex ? " in hex " + p.hex : p.zone ? " in zone " + p.zone : "";
        return (m[1] === "setAside" ? "set-aside unit " : "placement of ") + unitName(p.counter) + at + (m[3] ? ", its " + m[3].slice(1).replace(/\//g, " › ") : "");
      }
    }
    const r = /^\/(specialRules|optionalRules)\/(\d+)(\/.*)?$/.exec(d.pointer || "");
    if (r) {
      const rule = (state.doc[r[1]] || [])[Number(r[2])];
      if (rule) return (r[1] === "specialRules" ? "special rule " : "optional rule ") + rule.id + (r[3] ? ", its " + r[3].slice(1).replace(/\//g, " › ") : "");
    }
    if (d.pointer) return "the scenario's " + d.pointer.slice(1).replace(/\//g, " › ");
    return "";
  }

  function drawProblems() {
    const ds = diagnostics();
    const list = $("ed-problems");
    list.replaceChildren();
    let errors = 0, warnings = 0;
    for (const d of ds) {
      if (d.severity === "error") errors++;
      else if (d.severity === "warning") warnings++;
      const li = html("li", { class: "ed-diag ed-" + d.severity, "data-code": d.code });
      li.append(html("code", {}, d.code), " ", d.message);
      if (d.rule) li.append(" ", html("span", { class: "ed-rule" }, "[" + d.rule + "]"));
      const where = placeOf(d);
      if (where) li.append(" ", html("span", { class: "ed-where" }, "— " + where));
      if (d.hexes && d.hexes.length) {
        li.classList.add("ed-link");
        li.addEventListener("click", () => { centreOn(d.hexes[0]); inspect(d.hexes[0]); });
      }
      list.appendChild(li);
    }
    if (!state.doc.setupFrom && !(state.doc.setup || []).length) {
      const li = html("li", { class: "ed-diag ed-info" }, "The setup is empty: a scenario needs at least one placement (the schema's oneOf says so). Drag a unit from a tray onto the map.");
      list.appendChild(li);
    }
    const un = state.judged && state.judged.unresolved;
    if (un) {
      errors++;
      const li = html("li", { class: "ed-diag ed-error" });
      li.append(html("code", {}, un.code), " the setup cannot be shown: " + un.message);
      list.appendChild(li);
    }
    const sum = $("ed-summary");
    sum.dataset.errors = String(errors);
    sum.dataset.warnings = String(warnings);
    sum.className = "ed-summary " + (errors ? "ed-bad-sum" : warnings ? "ed-warn-sum" : "ed-good-sum");
    const units = unitsNow().length;
    sum.textContent = (errors ? `✖ ${errors} error${errors === 1 ? "" : "s"}` : "✔ legal") +
      (warnings ? ` · ${warnings} warning${warnings === 1 ? "" : "s"}` : "") + ` · ${units} units`;
    $("ed-problem-count").textContent = `(${errors + warnings})`;
  }

  function drawTrays() {
    const box = $("ed-trays");
    box.replaceChildren();
    const placed = new Set(unitsNow().map((u) => u.counter));
    const zoned = new Map();
    for (const u of unitsNow()) {
      if (u.zone && !u.hex) {
        if (!zoned.has(u.zone)) zoned.set(u.zone, []);
        zoned.get(u.zone).push(u);
      }
    }
    for (const z of state.board.geometry.zones) {
      if (z.kind !== "area" && !zoned.has(z.id)) continue;
      const zb = html("div", { class: "ed-tray ed-zone-tray", "data-drop-zone": z.id });
      zb.appendChild(html("h3", {}, `${z.name} — set up anywhere in the zone (${(zoned.get(z.id) || []).length})`));
      const row = html("div", { class: "ed-tray-row" });
      for (const u of zoned.get(z.id) || []) row.appendChild(trayUnit(u.counter, u.force));
      if (!row.children.length) row.appendChild(html("span", { class: "ed-muted" }, "drop counters here"));
      zb.appendChild(row);
      box.appendChild(zb);
    }
    const aside = new Map((state.doc.setAside || []).map((a) => [a.counter, a.reason]));
    const inPlay = new Set(state.doc.forces.inPlay);
    const groups = new Map();
    for (const p of state.board.pieces) {
      if (placed.has(p.counter)) continue;
      const f = p.force || "";
      if (!groups.has(f)) groups.set(f, []);
      groups.get(f).push(p);
    }
    for (const f of [...FORCES, ""]) {
      const ps = groups.get(f);
      if (!ps) continue;
      const open = f === "" || inPlay.has(f);
      const tray = html("details", { class: "ed-tray", "data-force": f || "german" });
      tray.open = open;
      tray.appendChild(html("summary", {}, `${FORCE_NAMES[f]}: ${ps.length}${open ? "" : " (not in play)"}`));
      const row = html("div", { class: "ed-tray-row" });
      for (const p of ps) {
        const t = trayUnit(p.counter, p.force);
        if (aside.has(p.counter)) {
          t.classList.add("ed-aside");
          t.title = "set aside: " + aside.get(p.counter);
        }
        row.appendChild(t);
      }
      tray.appendChild(row);
      box.appendChild(tray);
    }
    if (!box.querySelector(".ed-tray:not(.ed-zone-tray)")) {
      box.appendChild(html("p", { class: "ed-muted ed-tray-empty" }, "Every unit is on the map. Drop a counter here to take it off."));
    }
  }

  function trayUnit(id, force) {
    const p = state.pieces.get(id);
    const s = document.createElementNS(SVGNS, "svg");
    s.setAttribute("viewBox", "-31 -31 62 62");
    s.setAttribute("class", "ed-tray-unit");
    s.setAttribute("data-unit", id);
    s.setAttribute("role", "button");
    s.setAttribute("tabindex", "0");
    s.setAttribute("aria-label", `${p ? p.label : id} ${p ? p.stats : ""}: Enter picks it`);
    const node = counterNode(id, force);
    if (node) s.appendChild(node);
    if (state.selected === id) s.classList.add("ed-selected");
    return s;
  }

  function drawMeta() {
    const d = state.doc, box = $("ed-meta");
    box.replaceChildren();
    const dl = html("dl");
    const row = (k, v) => { dl.append(html("dt", {}, k), html("dd", {}, v)); };
    row("Name", d.name);
    row("Id", d.id + (state.loaded.version ? "" : " (not saved yet)"));
    row("File", state.loaded.file + (state.loaded.writable ? "" : " (read-only)"));
    row("Rule", d.rule);
    row("Players", String(d.players) + ": " + d.control.map((c) => `${c.player} (${c.forces.join(", ")})`).join("; "));
    row("Turns", `${d.turns.first} to ${d.turns.last}`);
    row("Forces in play", d.forces.inPlay.join(", "));
    if (d.setupFrom) row("Setup", `taken from ${d.setupFrom}; moving a unit copies it into this scenario`);
    row("Boundary", `${d.theaterBoundary.status}, ${d.theaterBoundary.mapArea}`);
    row("Victory", d.victory.summary);
    box.appendChild(dl);
  }

  function updateButtons() {
    $("ed-undo").disabled = !state.history.length;
    $("ed-redo").disabled = !state.future.length;
    const save = $("ed-save");
    save.disabled = !state.loaded.writable;
    save.title = state.loaded.writable ? "Save the scenario into " + state.loaded.file + " (Ctrl+S)" :
      "This edition is built into the program and read-only: run bfgdata serve --dir on a copy of it to save";
    const dirty = JSON.stringify(state.doc) !== state.savedDoc;
    document.title = (dirty ? "• " : "") + `${state.doc.name} — bfgdata scenario editor`;
    document.body.dataset.dirty = dirty ? "true" : "false";
  }

  function drawHistory() {
    const list = $("ed-history");
    list.replaceChildren();
    for (const h of state.history) list.appendChild(html("li", {}, h.label));
    for (const h of [...state.future].reverse()) list.appendChild(html("li", { class: "ed-muted" }, h.label + " (undone)"));
    if (!list.children.length) list.appendChild(html("li", { class: "ed-muted" }, "no changes yet"));
  }

  // ---- changes ----

  function whereNow(id) {
    const u = unitsNow().find((x) => x.counter === id);
    if (!u) return "tray";
    if (u.hex && u.zone) return `${u.hex} (${u.zone})`;
    return u.hex || (u.zone ? "zone " + u.zone : "box " + u.box);
  }

  function move(id, to) {
    const from = whereNow(id);
    const dest = to.zone ? "zone " + to.zone : to.hex || "tray";
    if (from === dest || (to.hex && from.startsWith(to.hex + " ("))) return Promise.resolve();
    return change(`${id}: ${from} → ${dest}`, () => api("POST", "move", { edition: state.edition }, { scenario: state.doc, counter: id, to }));
  }

  // change sends one change to the server and keeps what it was before,
  // for undo.
  function change(label, request) {
    const t0 = performance.now();
    return run(async () => {
      const before = state.doc;
      const j = await request();
      state.history.push({ doc: before, label });
      state.future = [];
      showJudgement(j);
      status(label);
      document.body.dataset.changeMs = (performance.now() - t0).toFixed(1);
    });
  }

  function rejudge(doc) {
    return api("POST", "check", { edition: state.edition }, { scenario: doc });
  }

  function undo() {
    if (!state.history.length) return;
    run(async () => {
      const h = state.history[state.history.length - 1];
      const j = await rejudge(h.doc);
      state.history.pop();
      state.future.push({ doc: state.doc, label: h.label });
      showJudgement(j);
      status("undone: " + h.label);
    });
  }

  function redo() {
    if (!state.future.length) return;
    run(async () => {
      const h = state.future[state.future.length - 1];
      const j = await rejudge(h.doc);
      state.future.pop();
      state.history.push({ doc: state.doc, label: h.label });
      showJudgement(j);
      status("redone: " + h.label);
    });
  }

  // save writes the scenario into its file. A setup that breaks the rules
  // is the author's to keep, but the page asks first and says how many
  // problems it keeps; a scenario the server refuses (it fails the schema
  // or names what the edition lacks) stays in the page, its problems
  // shown.
  function save() {
    if (!state.loaded.writable) return;
    const j = state.judged || {};
    const errors = Number($("ed-summary").dataset.errors || 0);
    if (errors && !j.unfit) {
      const ok = window.confirm(`The setup breaks the rules: saving keeps ${errors} problem${errors === 1 ? "" : "s"} (listed under Problems). Save it anyway?`);
      if (!ok) {
        status(`Not saved: the scenario keeps its ${errors} problem${errors === 1 ? "" : "s"} in the page only`);
        return;
      }
    }
    run(async () => {
      status("saving…");
      try {
        const a = await api("PUT", "scenario", { edition: state.edition, id: state.doc.id }, { version: state.loaded.version, scenario: state.doc });
        const history = state.history;
        const created = a.created;
        adopt(a);
        state.history = history;
        drawHistory();
        updateButtons();
        if (created) {
          const e = await api("GET", "editions");
          state.editions = e.editions;
          fillScenarioPicker();
          $("ed-scenario").value = a.id;
        }
        status(`Saved ${a.file}`, "good");
        document.body.dataset.saved = a.version;
      } catch (err) {
        if (err.problem && err.problem.code === "api.conflict") {
          message("Not saved", err.problem.message, true);
        }
        if (err.problem && err.problem.code === "api.invalid-scenario") {
          message("Not saved: the scenario is not a file the edition can load", err.problem.message, true,
            (err.problem.diagnostics || []).map((d) => describe(d) + (placeOf(d) ? " — " + placeOf(d) : "")));
        }
        throw err;
      }
    });
  }

  async function download(format) {
    await run(async () => {
      const res = await fetch("/api/download?" + new URLSearchParams({ edition: state.edition, format }), {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ scenario: state.doc }),
      });
      if (!res.ok) throw new ApiError(await res.json());
      const blob = await res.blob();
      const a = html("a", { href: URL.createObjectURL(blob), download: `${state.doc.id}.${format}` });
      document.body.appendChild(a);
      a.click();
      setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
      status(`Downloaded ${state.doc.id}.${format}`);
    });
  }

  function message(title, text, offerDownload, items) {
    $("ed-message-title").textContent = title;
    $("ed-message-text").textContent = text;
    const list = $("ed-message-list");
    list.replaceChildren(...(items || []).map((t) => html("li", {}, t)));
    list.hidden = !(items && items.length);
    $("ed-message-download").hidden = !offerDownload;
    $("ed-message-dialog").showModal();
  }

  // ---- the scenario's terms ----

  // terms sends one change of the scenario's terms to the server, which
  // makes it (explain.EditTerms) and judges the result.
  function terms(label, edit) {
    return change(label, () => api("POST", "terms", { edition: state.edition }, { scenario: state.doc, edit }));
  }

  function setAsideUnit(id, reason) {
    return terms(`${id}: set aside${reason ? " (" + reason + ")" : ""}`, { setAside: { counter: id, reason } });
  }

  function fieldset(legend, id) {
    const f = html("fieldset", { class: "ed-terms-set", id });
    f.appendChild(html("legend", {}, legend));
    return f;
  }

  function button(text, attrs, onClick) {
    const b = html("button", Object.assign({ type: "button" }, attrs), text);
    b.addEventListener("click", onClick);
    return b;
  }

  function drawTerms() {
    const d = state.doc, box = $("ed-terms");
    box.replaceChildren();

    // the author's name: the title of the author source, on the sheet
    const authorSrc = (d.sources || []).find((s) => s.id === "author");
    const authorRow = html("div", { class: "ed-row" });
    const author = html("input", { id: "ed-author", placeholder: "your name", "aria-label": "The author's name, printed on the setup sheet" });
    author.value = authorSrc && authorSrc.title !== "The scenario's author" ? authorSrc.title : "";
    authorRow.append(html("span", {}, "Author"), author,
      button("Set", { id: "ed-author-apply" }, () => terms(`author: ${author.value.trim() || "not named"}`, { author: author.value.trim() })));
    box.appendChild(authorRow);

    const turns = html("div", { class: "ed-row" });
    const first = html("input", { type: "number", min: "1", max: "100", id: "ed-turns-first", value: String(d.turns.first), "aria-label": "First turn" });
    const last = html("input", { type: "number", min: "1", max: "100", id: "ed-turns-last", value: String(d.turns.last), "aria-label": "Last turn" });
    turns.append(html("span", {}, "Turns"), first, html("span", {}, "to"), last,
      button("Set", { id: "ed-turns-apply" }, () => terms(`turns ${first.value} to ${last.value}`, { turns: { first: Number(first.value), last: Number(last.value) } })));
    box.appendChild(turns);

    const inPlay = new Set(d.forces.inPlay);
    const forces = fieldset("Forces in play", "ed-forces");
    for (const f of FORCES) {
      const cb = html("input", { type: "checkbox", "data-force-in-play": f });
      cb.checked = inPlay.has(f);
      cb.addEventListener("change", () => {
        const chosen = [...forces.querySelectorAll("[data-force-in-play]")].filter((c) => c.checked).map((c) => c.dataset.forceInPlay);
        terms(`forces in play: ${chosen.join(", ") || "none"}`, { forces: chosen });
      });
      const label = html("label", {});
      label.append(cb, " " + FORCE_NAMES[f]);
      forces.appendChild(label);
    }
    box.appendChild(forces);

    const control = fieldset("Who plays which force", "ed-control");
    const playerOf = new Map();
    for (const c of d.control) for (const f of c.forces) playerOf.set(f, c.player);
    for (const f of FORCES.filter((x) => inPlay.has(x))) {
      const sel = html("select", { "data-control-force": f, "aria-label": `Player of the ${FORCE_NAMES[f]} force` });
      sel.appendChild(html("option", { value: "" }, "nobody"));
      for (const p of PLAYERS) sel.appendChild(html("option", { value: p }, PLAYER_NAMES[p]));
      sel.value = playerOf.get(f) || "";
      sel.addEventListener("change", () => {
        const by = new Map();
        for (const s of control.querySelectorAll("[data-control-force]")) {
          if (!s.value) continue;
          if (!by.has(s.value)) by.set(s.value, []);
          by.get(s.value).push(s.dataset.controlForce);
        }
        const list = PLAYERS.filter((p) => by.has(p)).map((p) => ({ player: p, forces: by.get(p) }));
        terms(`players: ${list.map((c) => c.player).join(", ")}`, { control: list });
      });
      const label = html("label", { class: "ed-row" });
      label.append(FORCE_NAMES[f] + ": ", sel);
      control.appendChild(label);
    }
    box.appendChild(control);

    const hostile = fieldset("Enemies at the start", "ed-hostile");
    const inPlayList = FORCES.filter((x) => inPlay.has(x));
    const isEnemy = (a, b) => d.hostile.some((h) => (h[0] === a && h[1] === b) || (h[0] === b && h[1] === a));
    for (let i = 0; i < inPlayList.length; i++) {
      for (let k = i + 1; k < inPlayList.length; k++) {
        const a = inPlayList[i], b = inPlayList[k];
        const cb = html("input", { type: "checkbox", "data-hostile": a + "/" + b });
        cb.checked = isEnemy(a, b);
        cb.addEventListener("change", () => {
          const pairs = [...hostile.querySelectorAll("[data-hostile]")].filter((c) => c.checked).map((c) => c.dataset.hostile.split("/"));
          terms(`enemies: ${pairs.map((p) => p.join("–")).join(", ") || "none"}`, { hostile: pairs });
        });
        const label = html("label", {});
        label.append(cb, ` ${FORCE_NAMES[a]} – ${FORCE_NAMES[b]}`);
        hostile.appendChild(label);
      }
    }
    box.appendChild(hostile);

    const victory = fieldset("Victory", "ed-victory");
    const kind = html("select", { id: "ed-victory-kind", "aria-label": "How the scenario is won" });
    for (const [v, t] of [["victory-points", "victory points"], ["berlin-race", "race for Berlin"]]) kind.appendChild(html("option", { value: v }, t));
    kind.value = d.victory.kind;
    const summary = html("textarea", { id: "ed-victory-summary", rows: "2", "aria-label": "Victory conditions in words" });
    summary.value = d.victory.summary;
    victory.append(kind, summary, button("Set", { id: "ed-victory-apply" }, () =>
      terms("victory conditions", { victory: Object.assign({}, d.victory, { kind: kind.value, summary: summary.value.trim() }) })));
    box.appendChild(victory);

    for (const [list, title, rules] of [["special", "Special rules", d.specialRules], ["optional", "Optional rules", d.optionalRules]]) {
      const set = fieldset(title, "ed-rules-" + list);
      const ul = html("ul", { class: "ed-rule-list" });
      for (const r of rules) {
        const li = html("li", { "data-rule": r.id });
        li.append(html("strong", {}, r.id), ` [${r.rule}] ${r.summary} `,
          button("Remove", { "data-remove-rule": r.id, title: `Remove ${r.id}` }, () => terms(`${list} rule ${r.id} removed`, { rule: { list, remove: r.id } })));
        ul.appendChild(li);
      }
      if (!rules.length) ul.appendChild(html("li", { class: "ed-muted" }, "none"));
      set.appendChild(ul);
      const have = new Set(rules.map((r) => r.id));
      const pick = html("select", { id: "ed-rule-pick-" + list, "aria-label": `A rule of the edition to add to the ${title.toLowerCase()}` });
      for (const r of state.rules) {
        if (have.has(r.id)) continue;
        pick.appendChild(html("option", { value: r.id, title: r.summary }, `${r.id} [${r.rule}] (${r.scenario})`));
      }
      const row = html("div", { class: "ed-row" });
      row.append(pick, button("Add", { id: "ed-rule-add-" + list }, () => pick.value && terms(`${list} rule ${pick.value} added`, { rule: { list, pick: pick.value } })));
      set.appendChild(row);
      const own = html("details", { class: "ed-own-rule" });
      own.appendChild(html("summary", {}, "Write your own rule"));
      const id = html("input", { placeholder: "id, e.g. no-rain", "aria-label": "The rule's id", "data-own": "id" });
      const num = html("input", { placeholder: "number: empty gives V1, V2 …", "aria-label": "The rule's number: leave it empty for the next of your own, V1, V2 …", "data-own": "rule" });
      const text = html("textarea", { rows: "2", placeholder: "what the rule does", "aria-label": "What the rule does", "data-own": "summary" });
      own.append(id, num, text, button("Add", { "data-own-add": list }, () =>
        terms(`own ${list} rule ${id.value.trim()} added`, { rule: { list, own: { id: id.value.trim(), rule: num.value.trim(), summary: text.value.trim() } } })));
      // the author's own rules: numbered V1, V2 … and citing the author
      for (const li of ul.querySelectorAll("[data-rule]")) {
        const r = rules.find((x) => x.id === li.dataset.rule);
        if (r && r.src === "author") li.append(html("em", { class: "ed-muted" }, /^V[0-9]+$/.test(r.rule) ? " (your rule)" : " (changed by you)"));
      }
      set.appendChild(own);
      box.appendChild(set);
    }

    const aside = fieldset("Set aside (off the map, out of play)", "ed-aside");
    const ul = html("ul", { class: "ed-rule-list" });
    for (const a of d.setAside || []) {
      const li = html("li", { "data-aside": a.counter });
      li.append(unitName(a.counter) + ": " + a.reason + " ",
        button("Back to the tray", { "data-aside-back": a.counter }, () => terms(`${a.counter}: no longer set aside`, { setAside: { counter: a.counter, remove: true } })));
      ul.appendChild(li);
    }
    if (!ul.children.length) ul.appendChild(html("li", { class: "ed-muted" }, "none: pick a unit and press Set aside in the Unit panel"));
    aside.appendChild(ul);
    box.appendChild(aside);
  }

  // ---- the keyboard: pick a counter, place it by hex id or arrow keys ----

  function pick(id) {
    state.selected = id;
    state.reach = null;
    drawSelection();
    drawUnitPanel();
    drawReach();
    drawPicked();
    status(`picked ${unitName(id)}: type a hex id and press Enter, or use the arrow keys on the map`);
  }

  function drawPicked() {
    $("ed-picked").textContent = state.selected ? unitName(state.selected) : "no unit picked";
  }

  function placeTyped() {
    const hex = $("ed-place-hex").value.trim();
    if (!state.selected) { status("Pick a unit first: Tab to a counter and press Enter", "error"); return; }
    if (!state.board.geometry.hexes[hex]) { status(`${hex || "(nothing)"} is not a hex of the map: type four digits, row then column, such as 2104`, "error"); return; }
    state.cursor = hex;
    move(state.selected, { hex });
  }

  // stepHex is the hex next to id in the direction of an arrow key: along
  // the row for left and right, to the row north or south for up and
  // down; hexes off the map are skipped.
  function stepHex(id, key) {
    const g = state.board.geometry.hexes;
    let r = Number(id.slice(0, 2)), c = Number(id.slice(2));
    for (let i = 0; i < 60; i++) {
      if (key === "ArrowLeft") c--;
      else if (key === "ArrowRight") c++;
      else if (key === "ArrowUp") r++;
      else r--;
      if (r < 0 || c < 0 || r > 99 || c > 99) return id;
      const next = String(r).padStart(2, "0") + String(c).padStart(2, "0");
      if (g[next]) return next;
    }
    return id;
  }

  function onMapKey(ev) {
    if (ev.target !== $("ed-map") || playing()) return;
    if (ev.key.startsWith("Arrow")) {
      ev.preventDefault();
      const start = state.cursor || state.inspected || (unitsNow().find((u) => u.hex) || {}).hex || Object.keys(state.board.geometry.hexes)[0];
      state.cursor = state.cursor ? stepHex(state.cursor, ev.key) : start;
      drawHover(state.cursor);
      centreOn(state.cursor);
      $("ed-place-hex").value = state.cursor;
      status(`hex ${state.cursor}${state.selected ? ": Enter places " + state.selected + " here" : ": Enter inspects it"}`);
    } else if (ev.key === "Enter" && state.cursor) {
      ev.preventDefault();
      if (state.selected) move(state.selected, { hex: state.cursor });
      else inspect(state.cursor);
    }
  }

  // refreshList reads the editions' scenario lists again, so that a
  // scenario added to the folder on disk shows in the picker.
  async function refreshList() {
    const a = await api("GET", "editions");
    state.editions = a.editions;
    const keep = $("ed-scenario").value;
    const extra = state.loaded && !state.loaded.version && !editionEntry().scenarios.some((s) => s.id === state.doc.id) ? { id: state.doc.id, name: state.doc.name } : null;
    fillScenarioPicker(extra);
    $("ed-scenario").value = keep;
    const stale = editionEntry().stale;
    if (stale) status(`${stale.code}: ${stale.message}`, "error");
  }

  // ---- inspector, reach and combat ----

  function inspect(hex) {
    state.inspected = hex;
    drawHover(hex);
    run(async () => {
      const h = await api("GET", "hex", { edition: state.edition, hex });
      const box = $("ed-inspector");
      box.replaceChildren();
      box.appendChild(html("h3", {}, `Hex ${h.hex} — row ${h.row}, column ${h.column}${h.onMap ? "" : " (off the map)"}`));
      const t = html("table", { class: "ed-facts" });
      t.appendChild(html("tr")).append(html("th", {}, "fact"), html("th", {}, "value"), html("th", {}, "source"));
      for (const f of h.facts || []) {
        if (f.value === undefined && !f.src) continue;
        const tr = html("tr", { class: f.src && !f.transcribed ? "ed-reconstructed" : "" });
        tr.append(html("td", {}, f.fact), html("td", {}, valueText(f.value)), html("td", {}, sourceText(f)));
        t.appendChild(tr);
      }
      box.appendChild(t);
      const sides = (h.sides || []).filter((s) => s.type);
      if (sides.length) {
        const ul = html("ul");
        for (const s of sides) ul.appendChild(html("li", { class: s.transcribed ? "" : "ed-reconstructed" }, `${s.direction} ${s.hexside}: ${s.type}${s.name ? " " + s.name : ""} — ${sourceText(s)}`));
        box.append(html("h4", {}, "Hexsides"), ul);
      }
      if (h.zones && h.zones.length) {
        const ul = html("ul");
        for (const z of h.zones) ul.appendChild(html("li", {}, `${z.name} (${z.kind || "zone"}${z.rule ? ", rule " + z.rule : ""}) — ${sourceText(z)}`));
        box.append(html("h4", {}, "Zones"), ul);
      }
      for (const n of h.notes || []) box.appendChild(html("p", { class: "ed-note" }, `${n.id}: ${n.text}`));
      const here = unitsNow().filter((u) => u.hex === hex);
      if (here.length) box.appendChild(html("p", {}, "Units: " + here.map((u) => `${u.counter} (${u.attack}-${u.defense}-${u.movement}, ${u.force})`).join(", ")));
      const probs = diagnostics().filter((d) => (d.hexes || []).includes(hex));
      for (const d of probs) box.appendChild(html("p", { class: "ed-diag ed-" + d.severity }, describe(d)));
      box.appendChild(html("p", { class: "ed-legend-note" }, "Shaded rows rest on a reconstruction (geography, a fan source, judgement), not on a transcribed rulebook."));
      if (here.length && state.attackers.size) {
        const b = html("button", { type: "button", id: "ed-attack" }, `Attack ${hex} with ${[...state.attackers].join(", ")}`);
        b.addEventListener("click", () => attack(hex));
        box.appendChild(b);
      }
      $("ed-inspector-box").open = true;
    });
  }

  function valueText(v) {
    if (v === undefined || v === null) return "—";
    if (v === true) return "yes";
    if (typeof v === "object") return v.name ? `${v.name}${v.vp ? ", " + v.vp + " VP" : ""}${v.capital ? ", capital" : ""}` : JSON.stringify(v);
    return String(v);
  }

  function sourceText(f) {
    if (!f.src) return "";
    return `${f.src} (${f.kind || "?"}, ${f.transcribed ? "transcribed" : "reconstructed"})`;
  }

  function drawHover(hex) {
    const layer = state.svg.querySelector("#ed-hover");
    layer.replaceChildren();
    if (hex && state.board.geometry.hexes[hex]) el("polygon", { class: "ed-hover-hex", points: hexPoints(hex, 0.97) }, layer);
  }

  function select(id, additive) {
    if (additive) {
      if (state.attackers.has(id)) state.attackers.delete(id);
      else state.attackers.add(id);
    } else {
      state.selected = state.selected === id ? "" : id;
      state.reach = null;
    }
    drawSelection();
    drawUnitPanel();
    drawReach();
    if (state.inspected) inspect(state.inspected);
  }

  function drawSelection() {
    drawPicked();
    for (const n of document.querySelectorAll(".ed-selected, .ed-attacker")) n.classList.remove("ed-selected", "ed-attacker");
    for (const n of document.querySelectorAll("[data-unit]")) {
      if (n.dataset.unit === state.selected) n.classList.add("ed-selected");
      if (state.attackers.has(n.dataset.unit)) n.classList.add("ed-attacker");
    }
  }

  function drawUnitPanel() {
    const box = $("ed-unit");
    box.replaceChildren();
    const id = state.selected;
    if (id) {
      const p = state.pieces.get(id);
      box.appendChild(html("h3", {}, `${id}: ${p ? p.label + " " + p.stats : ""} — ${whereNow(id)}`));
      const form = html("div", { class: "ed-row" });
      const allow = html("input", { type: "number", min: "0", max: "100", value: String(p ? p.movement : 0), id: "ed-allowance", title: "movement points: the unit's own allowance to start with" });
      const b = html("button", { type: "button", id: "ed-reach-btn" }, "Where can it move?");
      b.addEventListener("click", () => reach(id, Number(allow.value) || 0));
      const clear = html("button", { type: "button" }, "Clear");
      clear.addEventListener("click", () => { state.reach = null; drawReach(); drawUnitPanel(); });
      form.append(html("label", {}, "Allowance "), allow, b, clear);
      box.appendChild(form);
      const aside = html("div", { class: "ed-row" });
      const reason = html("input", { id: "ed-aside-reason", placeholder: "why (optional)", "aria-label": "Why the unit is set aside", style: "width: 12em" });
      const sa = html("button", { type: "button", id: "ed-aside-btn", title: "Take the unit out of the setup: it starts off the map, out of play" }, "Set aside");
      sa.addEventListener("click", () => setAsideUnit(id, reason.value.trim()));
      aside.append(sa, reason);
      box.appendChild(aside);
      if (state.reach) {
        const r = state.reach;
        box.appendChild(html("p", {}, `${r.unit} (${r.stats}, ${r.force}) from ${r.from} with ${r.allowance} MP reaches ${r.hexes.length} hexes` +
          (r.exits.length ? `; may leave the map from ${r.exits.join(", ")}` : "") + ". Numbers on the map are the costs; hatched hexes it may pass but not stop in."));
      }
    }
    if (state.attackers.size) {
      box.appendChild(html("p", {}, `Attackers: ${[...state.attackers].join(", ")} — click the defender's hex and press Attack in the Hex panel.`));
    }
    if (state.combat) box.appendChild(combatTable(state.combat));
    if (!box.children.length) box.appendChild(html("p", { class: "ed-muted" }, "Click a counter to see where it can move; Shift+click counters to pick attackers."));
  }

  function reach(id, allowance) {
    run(async () => {
      state.reach = await api("POST", "reach", { edition: state.edition }, { scenario: state.doc, unit: id, allowance });
      drawReach();
      drawUnitPanel();
      $("ed-unit-box").open = true;
    });
  }

  function drawReach() {
    const layer = state.svg.querySelector("#ed-reach");
    layer.replaceChildren();
    const r = state.reach;
    if (!r || r.unit !== state.selected) return;
    const g = state.board.geometry;
    for (const h of r.hexes) {
      if (!g.hexes[h.hex]) continue;
      const cls = "ed-reach-hex" + (h.canEnd ? "" : " ed-reach-pass") + (h.enemyZOC ? " ed-reach-zoc" : "");
      const grp = el("g", { class: cls, "data-reach-hex": h.hex }, layer);
      el("title", {}, grp).textContent = `${h.hex}: cost ${h.cost}${h.enemyZOC ? ", enemy ZOC: must stop" : ""}${h.canEnd ? "" : ", pass only: " + h.why}`;
      el("polygon", { points: hexPoints(h.hex, 0.9) }, grp);
      const c = g.hexes[h.hex];
      el("text", { x: c.x, y: c.y + 40 }, grp).textContent = String(h.cost);
    }
  }

  function attack(hex) {
    run(async () => {
      state.combat = await api("POST", "combat", { edition: state.edition }, { scenario: state.doc, attackers: [...state.attackers], defender: hex });
      drawUnitPanel();
      $("ed-unit-box").open = true;
    });
  }

  function combatTable(c) {
    const t = html("table", { class: "ed-combat", id: "ed-combat" });
    const row = (k, v) => { const tr = html("tr"); tr.append(html("th", {}, k), html("td", {}, v)); t.appendChild(tr); };
    row("combat in", c.hex);
    for (const a of c.attackers) row("attacker", `${a.id} ${a.stats} in ${a.hex}${a.across ? " across " + a.across : ""}`);
    row("attack", c.attackers.map((a) => a.attack).join("+") + " = " + c.attack);
    for (const d of c.defenders) row("defender", `${d.id} ${d.stats} ${d.force}`);
    row("defense", String(c.defense));
    for (const f of c.factors) row("terrain", `${f.id} x${f.multiplier}${f.rule ? " [" + f.rule + "]" : ""}`);
    for (const n of c.notApplying) row("not applying", `${n.id}: ${n.reason}`);
    if (c.factors.length > 1) row("combined", `x${c.multiplier}${c.combineRule ? " [" + c.combineRule + "]" : ""}`);
    row("modified", `${c.defense} x ${c.multiplier} = ${c.modifiedDefense}`);
    row("odds", `${c.ratio} → ${c.column}`);
    return t;
  }

  // ---- dragging and clicking ----

  let drag = null;
  let pan = null;

  function dropTarget(x, y) {
    const under = document.elementFromPoint(x, y);
    if (!under) return null;
    const zone = under.closest("[data-drop-zone]");
    if (zone) return { zone: zone.dataset.dropZone };
    if (under.closest("#ed-trays")) return {};
    if (under.closest("#ed-map")) {
      const p = toSVG(x, y);
      const hex = hexAt(p.x, p.y);
      return hex ? { hex } : null;
    }
    return null;
  }

  function onPointerDown(ev) {
    if (ev.button !== 0 || playing()) return;
    const unit = ev.target.closest("[data-unit]");
    if (unit) {
      ev.preventDefault();
      drag = { id: unit.dataset.unit, x: ev.clientX, y: ev.clientY, started: false, shift: ev.shiftKey, ghost: null };
      return;
    }
    if (ev.target.closest("#ed-map")) {
      ev.preventDefault();
      pan = { x: ev.clientX, y: ev.clientY, view: state.view, moved: false };
    }
  }

  function onPointerMove(ev) {
    if (drag) {
      if (!drag.started && Math.hypot(ev.clientX - drag.x, ev.clientY - drag.y) > 4) {
        drag.started = true;
        const p = state.pieces.get(drag.id);
        const u = unitsNow().find((x) => x.counter === drag.id);
        const ghost = document.createElementNS(SVGNS, "svg");
        ghost.setAttribute("viewBox", "-31 -31 62 62");
        ghost.setAttribute("class", "ed-ghost");
        const node = counterNode(drag.id, u ? u.force : p && p.force);
        if (node) ghost.appendChild(node);
        document.body.appendChild(ghost);
        drag.ghost = ghost;
        document.body.classList.add("ed-dragging");
      }
      if (drag.started) {
        drag.ghost.style.left = ev.clientX - 24 + "px";
        drag.ghost.style.top = ev.clientY - 24 + "px";
        const t = dropTarget(ev.clientX, ev.clientY);
        drawHover(t && t.hex ? t.hex : "");
      }
      return;
    }
    if (pan) {
      const dx = ev.clientX - pan.x, dy = ev.clientY - pan.y;
      if (!pan.moved && Math.hypot(dx, dy) < 4) return;
      pan.moved = true;
      const r = state.svg.getBoundingClientRect();
      const f = Math.max(pan.view.w / r.width, pan.view.h / r.height);
      setView({ x: pan.view.x - dx * f, y: pan.view.y - dy * f, w: pan.view.w, h: pan.view.h });
    }
  }

  function onPointerUp(ev) {
    if (drag) {
      const d = drag;
      drag = null;
      if (d.ghost) d.ghost.remove();
      document.body.classList.remove("ed-dragging");
      drawHover(state.inspected);
      if (!d.started) {
        select(d.id, d.shift || ev.shiftKey);
        return;
      }
      const t = dropTarget(ev.clientX, ev.clientY);
      if (t) move(d.id, t);
      return;
    }
    if (pan) {
      const p = pan;
      pan = null;
      if (!p.moved && ev.target.closest("#ed-map")) {
        const q = toSVG(ev.clientX, ev.clientY);
        const hex = hexAt(q.x, q.y);
        if (hex) inspect(hex);
      }
    }
  }

  function onWheel(ev) {
    ev.preventDefault();
    const p = toSVG(ev.clientX, ev.clientY);
    zoom(ev.deltaY > 0 ? 1.2 : 1 / 1.2, p.x, p.y);
  }

  function onKey(ev) {
    const mod = ev.ctrlKey || ev.metaKey;
    if (playing() || ev.target.closest("input, select, textarea")) return;
    if (mod && ev.key.toLowerCase() === "z" && !ev.shiftKey) { ev.preventDefault(); undo(); }
    else if (mod && (ev.key.toLowerCase() === "y" || (ev.key.toLowerCase() === "z" && ev.shiftKey))) { ev.preventDefault(); redo(); }
    else if (mod && ev.key.toLowerCase() === "s") { ev.preventDefault(); save(); }
    else if ((ev.key === "Enter" || ev.key === " ") && ev.target.closest("[data-unit]")) { ev.preventDefault(); pick(ev.target.closest("[data-unit]").dataset.unit); }
    else if (ev.key === "Escape") { state.selected = ""; state.attackers.clear(); state.reach = null; state.combat = null; drawSelection(); drawUnitPanel(); drawReach(); }
  }

  // ---- dialogs and controls ----

  function openNew() {
    const from = $("ed-new-from");
    from.replaceChildren();
    for (const s of editionEntry().scenarios) from.appendChild(html("option", { value: s.id }, `${s.name} (${s.id})`));
    from.value = state.doc.id;
    if (!from.value && from.options.length) from.selectedIndex = 0;
    $("ed-new-error").textContent = "";
    $("ed-new-dialog").showModal();
  }

  function createNew(ev) {
    if ($("ed-new-dialog").returnValue !== "ok") return;
    ev && ev.preventDefault && ev.preventDefault();
    const q = { id: $("ed-new-id").value.trim(), name: $("ed-new-name").value.trim(), from: $("ed-new-from").value, copy: $("ed-new-copy").checked, author: $("ed-new-author").value.trim() };
    run(async () => {
      const a = await api("POST", "new", { edition: state.edition }, q);
      adopt(a);
      fillScenarioPicker({ id: a.id, name: a.scenario.name });
      $("ed-scenario").value = a.id;
      status(`New scenario ${a.id}, not saved yet`);
    });
  }

  function rename() {
    const name = $("ed-rename-name").value.trim();
    if ($("ed-rename-dialog").returnValue !== "ok" || !name || name === state.doc.name) return;
    const doc = Object.assign({}, state.doc, { name });
    change(`renamed to ${name}`, () => rejudge(doc));
  }

  function confirmLeave() {
    return JSON.stringify(state.doc) === state.savedDoc || !state.doc ||
      window.confirm("The scenario has changes that are not saved. Leave it anyway?");
  }

  function bindUI() {
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("pointermove", onPointerMove);
    document.addEventListener("pointerup", onPointerUp);
    document.addEventListener("keydown", onKey);
    $("ed-map").addEventListener("wheel", onWheel, { passive: false });
    window.addEventListener("resize", () => { if (state.view) setView(state.view); });
    $("ed-zoom-in").addEventListener("click", () => zoom(1 / 1.4));
    $("ed-zoom-out").addEventListener("click", () => zoom(1.4));
    $("ed-zoom-fit").addEventListener("click", () => setView(state.full));
    $("ed-undo").addEventListener("click", undo);
    $("ed-redo").addEventListener("click", redo);
    $("ed-save").addEventListener("click", save);
    $("ed-new").addEventListener("click", openNew);
    $("ed-new-dialog").addEventListener("close", createNew);
    $("ed-rename").addEventListener("click", () => { $("ed-rename-name").value = state.doc.name; $("ed-rename-dialog").showModal(); });
    $("ed-rename-dialog").addEventListener("close", rename);
    $("ed-message-download").addEventListener("click", () => download("json"));
    $("ed-map").addEventListener("keydown", onMapKey);
    $("ed-place-hex").addEventListener("keydown", (ev) => { if (ev.key === "Enter") { ev.preventDefault(); placeTyped(); } });
    $("ed-place-btn").addEventListener("click", placeTyped);
    $("ed-place-tray").addEventListener("click", () => state.selected && move(state.selected, {}));
    // the list follows the folder: read it again when the author comes
    // back to the page (from a terminal where a scenario was added, say)
    window.addEventListener("focus", () => run(refreshList));
    for (const b of document.querySelectorAll("[data-download]")) b.addEventListener("click", () => download(b.dataset.download));
    $("ed-edition").addEventListener("change", (ev) => {
      if (!confirmLeave()) { ev.target.value = state.edition; return; }
      run(() => loadEdition(ev.target.value));
    });
    $("ed-scenario").addEventListener("change", (ev) => {
      if (!confirmLeave()) { ev.target.value = state.doc.id; return; }
      run(() => loadScenario(ev.target.value));
    });
    window.addEventListener("beforeunload", (ev) => {
      if (state.doc && JSON.stringify(state.doc) !== state.savedDoc && state.loaded.writable) ev.preventDefault();
    });
  }

  // bfgEditor lets a test find where things are drawn on the screen; the
  // test then moves the real mouse there.
  window.bfgEditor = {
    hexPoint(hex, dx, dy) {
      const c = state.board.geometry.hexes[hex];
      return c ? toClient(c.x + (dx || 0), c.y + (dy || 0)) : null;
    },
    zonePoint(zone) {
      const n = document.querySelector(`#ed-zoneboxes [data-drop-zone="${CSS.escape(zone)}"] rect`);
      if (!n) return null;
      const r = n.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    trayPoint() {
      document.getElementById("ed-trays").scrollIntoView({ block: "end" });
      const r = document.getElementById("ed-trays").getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.bottom - 10 };
    },
    unitPoint(id) {
      const n = document.querySelector(`#ed-counters [data-unit="${CSS.escape(id)}"]`) || document.querySelector(`#ed-trays [data-unit="${CSS.escape(id)}"]`);
      if (!n) return null;
      if (n.closest("#ed-trays")) n.scrollIntoView({ block: "center" });
      const r = n.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    centreOn,
    zoomTo(w) { const v = state.view; zoom(w / v.w); },
    where: whereNow,
    doc() { return JSON.stringify(state.doc); },
  };

  // bfgMap is what the play mode (play.js) shares of the editor: the map
  // as drawn, its geometry and counters, and the way to show another
  // edition's map.
  window.bfgMap = {
    board: () => state.board,
    svg: () => state.svg,
    editions: () => state.editions,
    edition: () => state.edition,
    rules: () => state.rules,
    counterNode, hexAt, hexPoints, toSVG, toClient, setView, centreOn, el,
    view: () => state.view,
    // useEdition shows the map of edition id, as picking it in the bar
    // does; false when the author keeps unsaved changes instead.
    async useEdition(id) {
      if (id === state.edition) return true;
      if (!confirmLeave()) return false;
      $("ed-edition").value = id;
      await loadEdition(id);
      return true;
    },
  };

  start();
})();
