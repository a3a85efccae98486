// The flops page: two ranges against each other on every flop, from POST
// /api/flops. It shows the curve of each range's equity over the flops,
// the summary by texture, and a texture's flops, each a link to the
// calculator with the ranges and that flop as its board. Every rule about
// ranges, games and filters lives on the server; the page sends what was
// typed and draws the answer.

import { APIError, postJSON } from "./api.js";
import { cardElement, cardsIn } from "./cards.js";
import { writeURL } from "./state.js";

const $ = (id) => document.getElementById(id);
const SVGNS = "http://www.w3.org/2000/svg";
const COLORS = ["#1f6feb", "#d1493f"]; // range 1, range 2: as in flops.css
const DEFAULT = { ranges: ["QQ+, AK", "22+, A2s+, KTs+, QTs+, JTs, ATo+, KJo+"], game: "holdem", filter: "", hero: "" };

const page = {
  run: null, // the AbortController of the run under way
  doc: null, // the last answer shown
  shown: null, // the texture whose flops are listed: {group, name}
  sort: "1", // the order of the flops listed: "1" or "2" (that range's best first), "count", "flop"
};

// ORDERS are the orders of the flops listed, by the key of page.sort,
// with how the list says so.
const ORDERS = {
  1: { say: "range 1's best first", cmp: (a, b) => b.equity[0] - a.equity[0] },
  2: { say: "range 2's best first", cmp: (a, b) => b.equity[1] - a.equity[1] },
  count: { say: "the most raw flops first", cmp: (a, b) => b.count - a.count },
  flop: { say: "in the report's order", cmp: () => 0 },
};

// ---- State in the URL: ?r=RANGE&r=RANGE&game=shortdeck&filter=...&hero=AhKh ----

function readState(search) {
  const q = new URLSearchParams(search);
  const ranges = q.getAll("r");
  if (ranges.length !== 2) return null;
  return { ranges, game: q.get("game") || "holdem", filter: q.get("filter") || "", hero: q.get("hero") || "" };
}

function writeState(s) {
  const q = new URLSearchParams();
  for (const r of s.ranges) q.append("r", r);
  if (s.game !== "holdem") q.set("game", s.game);
  if (s.filter) q.set("filter", s.filter);
  if (s.hero) q.set("hero", s.hero);
  return "?" + q.toString();
}

function formState() {
  return { ranges: [$("r1").value.trim(), $("r2").value.trim()], game: $("game").value, filter: $("filter").value.trim(), hero: $("hero").value.trim() };
}

function setForm(s) {
  $("r1").value = s.ranges[0];
  $("r2").value = s.ranges[1];
  $("game").value = s.game;
  $("filter").value = s.filter;
  $("hero").value = s.hero;
}

// calculatorURL is the calculator (index.html) with the two ranges and
// flop as its board, in the query the calculator reads (state.js).
export function calculatorURL(s, flop) {
  return "./" + writeURL({ players: s.ranges, game: s.game, board: flop, method: "auto", by_class: true });
}

// ---- Figures ----

const pct = (x, digits = 1) => (100 * x).toFixed(digits) + "%";

// sortedCurve returns the steps of range i's curve: its equity on each
// flop, best first, each flop as wide as its share of the raw flops, as
// [x0, x1, equity] in fractions.
export function sortedCurve(flops, i) {
  // A flop with no deal (one range blocked on it) has no equity: no step.
  const dealt = flops.filter((f) => f.deals > 0);
  const total = dealt.reduce((s, f) => s + f.count, 0);
  const sorted = [...dealt].sort((a, b) => b.equity[i] - a.equity[i]);
  let x = 0;
  return sorted.map((f) => {
    const x0 = x;
    x += f.count / total;
    return [x0, x, f.equity[i]];
  });
}

// ---- Drawing ----

// el makes an element. Styles are set through the CSSOM, which the
// page's Content-Security-Policy allows where it blocks style attributes.
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k === "style") Object.assign(e.style, v);
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

function svg(tag, attrs) {
  const e = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

// drawCurve draws the sorted curves of both ranges into #curve, at the
// width the page gives it, so that its text keeps its size on a phone.
function drawCurve(doc) {
  const box = $("curve");
  const width = Math.max(300, Math.min(box.clientWidth || 640, 1100));
  const height = Math.round(Math.max(220, Math.min(width * 0.45, 360)));
  const m = { left: 44, right: 12, top: 12, bottom: 40 };
  const w = width - m.left - m.right;
  const h = height - m.top - m.bottom;
  const X = (x) => m.left + x * w;
  const Y = (y) => m.top + (1 - y) * h;
  const s = svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img",
    "aria-label": "Each range's equity on every flop, sorted" });
  for (let k = 0; k <= 4; k++) {
    const v = k / 4;
    s.append(svg("line", { x1: X(0), x2: X(1), y1: Y(v), y2: Y(v), class: "grid" }));
    s.append(svg("line", { x1: X(v), x2: X(v), y1: Y(0), y2: Y(1), class: "grid" }));
    const ty = svg("text", { x: m.left - 6, y: Y(v) + 4, "text-anchor": "end" });
    ty.textContent = pct(v, 0);
    const tx = svg("text", { x: X(v), y: Y(0) + 16, "text-anchor": k === 0 ? "start" : k === 4 ? "end" : "middle" });
    tx.textContent = pct(v, 0);
    s.append(ty, tx);
  }
  const label = svg("text", { x: X(0.5), y: height - 6, "text-anchor": "middle" });
  label.textContent = "share of the flops, best first";
  s.append(label);
  doc.ranges.forEach((r, i) => {
    const steps = sortedCurve(doc.flops, i);
    const pts = steps.flatMap(([x0, x1, e]) => [`${X(x0).toFixed(1)},${Y(e).toFixed(1)}`, `${X(x1).toFixed(1)},${Y(e).toFixed(1)}`]);
    s.append(svg("polyline", { points: pts.join(" "), stroke: COLORS[i], class: "curve", "data-range": i + 1 }));
  });
  // The legend, bottom left (the curves fall from the top left), on a
  // backing so that a curve passing under it does not cross its text.
  const n = doc.ranges.length;
  s.append(svg("rect", { x: X(0) + 4, y: Y(0) - 12 - 18 * n, width: 140, height: 18 * n + 4, class: "legend-box" }));
  doc.ranges.forEach((r, i) => {
    const ly = Y(0) - 12 - 18 * (n - 1 - i);
    s.append(svg("line", { x1: X(0) + 10, x2: X(0) + 30, y1: ly - 4, y2: ly - 4, stroke: COLORS[i], class: "key" }));
    const t = svg("text", { x: X(0) + 36, y: ly });
    t.textContent = `Range ${i + 1}: ${pct(doc.equity[i])}`;
    s.append(t);
  });
  box.replaceChildren(s);
}

// bucketBar is a stacked bar of a range's shares of combos in the equity
// buckets.
function bucketBar(shares, edges) {
  const bar = el("div", { class: "fl-buckets" });
  const names = ["below " + pct(edges[0], 0)];
  for (let k = 1; k < edges.length; k++) names.push(`${pct(edges[k - 1], 0)}–${pct(edges[k], 0)}`);
  names.push("above " + pct(edges[edges.length - 1], 0));
  const total = shares.reduce((a, b) => a + b, 0) || 1;
  shares.forEach((v, k) => {
    const seg = el("span", { class: "b" + Math.min(k, 3), style: { width: `${(100 * v / total).toFixed(2)}%` }, title: `${names[k]}: ${pct(v / total)}` });
    bar.append(seg);
  });
  return bar;
}

// equityCell shows a range's equity with a bar under it, and its buckets.
function equityCell(equity, buckets, edges, i, made, deals) {
  const td = el("td", { class: "fl-eq", "data-equity": equity });
  if (deals === 0) {
    // Every flop here blocks a range: no deal, so no equity or buckets.
    td.append(el("span", { class: "fl-eqtext", title: "no deal: a range is blocked on these flops" }, "–"));
  } else {
    td.append(el("div", { class: "fl-eqbar" }, el("span", { style: { width: `${(100 * equity).toFixed(2)}%`, background: COLORS[i] } })));
    td.append(el("span", { class: "fl-eqtext" }, pct(equity)));
    if (buckets) td.append(bucketBar(buckets, edges));
  }
  if (made) {
    td.append(el("small", { class: "fl-made", title: "the share of the range's combos holding two pair or better, a set or better, the nuts" },
      `2p+ ${pct(made.two_pair, 0)} · set+ ${pct(made.sets, 0)} · nuts ${pct(made.nuts, 0)}`));
  }
  return td;
}

// textureName is how the page names a texture, as the HTML report does
// (report.Texture.Label): the high card "A-high", connectedness
// "disconnected", "open-ended possible" or "straight possible".
function textureName(group, name) {
  if (group === "high") return name + "-high";
  if (group === "connected") return name === "none" ? "disconnected" : name + " possible";
  return name;
}

function flopsOf(doc, group, name) {
  return doc.flops.filter((f) => f.texture && f.texture[group] === name);
}

function renderTextures(doc) {
  const body = $("textures").querySelector("tbody");
  const total = doc.raw_flops || 1;
  body.replaceChildren();
  let group = "";
  for (const t of doc.textures) {
    if (t.group !== group) {
      group = t.group;
      body.append(el("tr", { class: "fl-group" }, el("th", { colspan: 4, scope: "colgroup" }, group)));
    }
    const b = el("button", { type: "button", class: "fl-texture", "data-group": t.group, "data-name": t.name, "aria-pressed": "false" },
      textureName(t.group, t.name));
    b.addEventListener("click", () => showFlops(t.group, t.name));
    const tr = el("tr", { "data-group": t.group, "data-name": t.name },
      el("th", { scope: "row" }, b),
      el("td", { class: "fl-share" }, `${t.flops}`, el("small", {}, pct(t.count / total))),
      equityCell(t.equity[0], t.buckets && t.buckets[0], doc.buckets, 0, t.made && t.made[0], t.deals),
      equityCell(t.equity[1], t.buckets && t.buckets[1], doc.buckets, 1, t.made && t.made[1], t.deals));
    body.append(tr);
  }
  $("textures-view").hidden = false;
}

// showFlops lists the flops of a texture in the order page.sort.
function showFlops(group, name, scroll = true) {
  const doc = page.doc;
  page.shown = { group, name };
  for (const tr of $("textures").querySelectorAll("tbody tr[data-name]")) {
    const on = tr.dataset.group === group && tr.dataset.name === name;
    tr.classList.toggle("selected", on);
    tr.querySelector("button").setAttribute("aria-pressed", on ? "true" : "false");
  }
  const order = ORDERS[page.sort];
  const flops = flopsOf(doc, group, name).sort(order.cmp); // stable: ties keep the report's order
  for (const th of $("flops").querySelectorAll("thead th")) {
    const on = th.querySelector("button").dataset.sort === page.sort;
    if (on) th.setAttribute("aria-sort", page.sort === "flop" ? "none" : "descending");
    else th.removeAttribute("aria-sort");
    th.classList.toggle("sorted", on);
  }
  const s = { ranges: doc.ranges, game: doc.game };
  const body = $("flops").querySelector("tbody");
  body.replaceChildren(...flops.map((f) => {
    const a = el("a", { href: calculatorURL(s, f.flop), class: "fl-flop", title: `Open ${f.flop} in the calculator`, "data-flop": f.flop },
      ...cardsIn(f.flop).map(cardElement));
    return el("tr", { "data-flop": f.flop },
      el("th", { scope: "row" }, a),
      el("td", { class: "fl-share" }, `${f.count}`),
      equityCell(f.equity[0], f.buckets && f.buckets[0], doc.buckets, 0, f.made && f.made[0], f.deals),
      equityCell(f.equity[1], f.buckets && f.buckets[1], doc.buckets, 1, f.made && f.made[1], f.deals));
  }));
  $("flops-h").textContent = `Flops: ${textureName(group, name)}`;
  $("flops-meta").textContent = `${flops.length} flops, ${order.say}. Click one to open it in the calculator, a heading to sort.`;
  $("flops-view").hidden = false;
  if (scroll) $("flops-view").scrollIntoView({ block: "start" });
}

// renderHero shows what the hero hand's cards remove from the other
// range: its combos by class, and its equity and made hands over the
// flops with and without them.
function renderHero(h) {
  $("hero-view").hidden = !h;
  if (!h) return;
  const num = (x) => String(Math.round(x * 100) / 100);
  $("hero-h").textContent = `Blockers of ${h.hand}`;
  $("hero-meta").textContent = `${h.hand}, a hand of range ${h.player}, blocks ${num(h.blocked)} of range ${h.other}'s ${num(h.combos)} combos.`;
  const row = (name, f) => el("tr", {}, el("th", { scope: "row" }, name), ...[0, 1].map((k) => el("td", {}, f(k))));
  $("hero-table").querySelector("thead th").textContent = `Range ${h.other}`;
  $("hero-table").querySelector("tbody").replaceChildren(
    row("Equity", (k) => pct(h.equity[k])),
    row("Two pair or better", (k) => pct(h.made[k].two_pair)),
    row("Sets or better", (k) => pct(h.made[k].sets)),
    row("The nuts", (k) => pct(h.made[k].nuts)));
  $("hero-removed").querySelector("tbody").replaceChildren(...h.removed.map((b) =>
    el("tr", { "data-class": b.class }, el("th", { scope: "row" }, b.class), el("td", { class: "fl-share" }, num(b.combos)), el("td", { class: "fl-share" }, num(b.removed)))));
}

function render(doc) {
  page.doc = doc;
  page.shown = null;
  const n = doc.flops.length;
  const kind = { suits: "flop classes under suit symmetry", partial: "flop classes under partial suit symmetry (a range names suits)" }[doc.symmetry] ||
    "raw flops (a range names suits: no suit symmetry)";
  $("meta").textContent = `${doc.game === "shortdeck" ? "Short deck" : "Hold'em"}: ${n.toLocaleString("en")} ${kind}` +
    ` standing for ${doc.raw_flops.toLocaleString("en")} raw flops${doc.filter ? ` (filter: ${doc.filter})` : ""}.` +
    ` Equity on average: range 1 ${pct(doc.equity[0], 2)}, range 2 ${pct(doc.equity[1], 2)}.`;
  $("results").hidden = false;
  drawCurve(doc);
  renderHero(doc.hero);
  renderTextures(doc);
  $("flops-view").hidden = true;
}

// ---- Running ----

// showError shows the server's message, and marks the field it blames
// (its "where": ranges, board_filter, game).
function showError(err) {
  $("error").textContent = err ? err.message : "";
  $("error").hidden = !err;
  for (const id of ["r1", "r2", "filter", "game", "hero"]) $(id).removeAttribute("aria-invalid");
  if (!err || !err.where) return;
  const range = /^range ([12])\b/.exec(err.message);
  const id = { board_filter: "filter", game: "game", hero: "hero", ranges: range ? "r" + range[1] : "" }[err.where];
  if (id) $(id).setAttribute("aria-invalid", "true");
}

// busy shows that a run is under way; the figures of the last run stay,
// greyed, until the new ones replace them, and stay greyed (stale) after a
// run that failed or was stopped.
function busy(on, stale = on) {
  for (const id of ["results", "hero-view", "textures-view", "flops-view"]) $(id).classList.toggle("stale", stale);
  $("run").disabled = on;
  $("stop").disabled = !on;
  $("progress").hidden = !on;
  document.body.dataset.busy = on ? "true" : "false";
}

async function run() {
  if (page.run) page.run.abort();
  const s = formState();
  history.replaceState(null, "", writeState(s));
  const ctl = new AbortController();
  page.run = ctl;
  showError(null);
  busy(true);
  const started = performance.now();
  const tick = () => { $("status").textContent = `Working on every flop… ${Math.round((performance.now() - started) / 1000)} s`; };
  tick();
  const timer = setInterval(tick, 1000);
  let shown = false; // whether this run's figures replaced the last's
  try {
    const doc = await postJSON("/api/flops", { game: s.game, ranges: s.ranges, board_filter: s.filter, hero: s.hero }, ctl.signal);
    render(doc);
    shown = true;
    $("status").textContent = `Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`;
  } catch (e) {
    if (e.name === "AbortError") {
      $("status").textContent = "Stopped.";
    } else {
      $("status").textContent = "";
      showError(e instanceof APIError ? e : new Error("the server did not answer: " + e.message));
    }
  } finally {
    clearInterval(timer);
    if (page.run === ctl) {
      page.run = null;
      busy(false, !shown);
    }
  }
}

function start() {
  const s = readState(location.search);
  setForm(s || DEFAULT);
  $("form").addEventListener("submit", (e) => { e.preventDefault(); run(); });
  $("stop").addEventListener("click", () => page.run && page.run.abort());
  for (const b of $("flops").querySelectorAll("button.fl-sort")) {
    b.addEventListener("click", () => {
      page.sort = b.dataset.sort;
      if (page.shown) showFlops(page.shown.group, page.shown.name, false);
    });
  }
  let width = 0;
  new ResizeObserver(() => {
    const w = $("curve").clientWidth;
    if (page.doc && w !== width) drawCurve(page.doc);
    width = w;
  }).observe($("curve"));
  document.body.dataset.ready = "true";
  if (s) run();
}

start();
