// Drawing a result: the JSON of "pokersim equity --format json", as
// POST /api/equity answers it.

import { renderHeatmap } from "./grid.js";

// decimals returns the decimals of percentages, as the command line's text
// output chooses them: 4 for exact results, and for Monte Carlo enough to
// show the interval's first significant digit (2 to 5).
function decimals(r) {
  if (r.mode !== "montecarlo") return 4;
  let d = 2;
  for (const p of r.players) {
    if (p.ci_high == null || r.samples < 100) continue;
    const h = (100 * (p.ci_high - p.ci_low)) / 2;
    if (h > 0) d = Math.max(d, Math.ceil(-Math.log10(h)) + 1);
  }
  return Math.min(d, 5);
}

// percent writes a fraction as a percentage with d decimals.
export function percent(x, d) {
  return (100 * x).toFixed(d) + "%";
}

function cell(text, cls) {
  const td = document.createElement("td");
  td.textContent = text;
  if (cls) td.className = cls;
  return td;
}

// renderResult draws r in the results section; note says how it came to
// be shown ("partial", "stopped") or is empty for a final result.
// duration writes a calculation's time: microseconds below a tenth of a
// millisecond (a table's answer), milliseconds below a second.
function duration(seconds) {
  if (seconds < 1e-4) return `${Math.max(1, Math.round(seconds * 1e6))} µs`;
  if (seconds < 1) return `${(seconds * 1000).toFixed(1)} ms`;
  return `${seconds.toFixed(2)} s`;
}

export function renderResult(r, note) {
  const section = document.getElementById("results");
  const table = document.getElementById("result-table");
  const mc = r.mode === "montecarlo";
  const d = decimals(r);
  table.classList.toggle("exact", !mc);
  // A hi-lo game's figures, as the command line shows them: the scoops,
  // each half's wins and ties, and the share of each half won.
  const hilo = r.players.some((p) => p.hilo);
  table.classList.toggle("hilo", hilo);
  // A hi-lo game's eleven columns do not fit beside the inputs: its
  // results go below them, across the page.
  section.classList.toggle("wide", hilo);
  const ciHead = mc ? `±${Math.round(100 * (r.confidence || 0.95))}%` : "±";
  // The columns shown, by the class of their cells; the same columns make
  // the copies (text, Markdown, CSV).
  const cols = [["Player", "player"], ["Hand", "hand"], ["Equity", "equity"]];
  if (mc) cols.push([ciHead, "ci"]);
  if (hilo) cols.push(...HILO.map((f, i) => [HILO_HEADS[i], "hilo " + f]));
  else cols.push(["Win", "win"], ["Tie", "tie"]);
  const model = { head: cols.map((c) => c[0]), rows: [] };
  table.querySelector("th.ci").textContent = ciHead;
  const rows = r.players.map((p, i) => {
    const tr = document.createElement("tr");
    tr.dataset.player = String(i + 1);
    tr.dataset.equity = String(p.equity);
    tr.dataset.win = String(p.win);
    tr.dataset.tie = String(p.tie);
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = String(i + 1);
    th.dataset.label = "Player";
    const hand = cell(p.hand, "hand");
    hand.title = p.hand + (p.combos ? ` (${p.combos} combos)` : "");
    const eq = cell("", "equity");
    const v = document.createElement("div");
    v.textContent = percent(p.equity, d);
    const bar = document.createElement("div");
    bar.className = "bar";
    const fill = document.createElement("div");
    fill.style.setProperty("--w", String(p.equity));
    bar.append(fill);
    eq.append(v, bar);
    let ci = "";
    if (mc && p.ci_high != null && r.samples >= 100) ci = percent((p.ci_high - p.ci_low) / 2, d);
    else if (mc) ci = "n/a";
    const line = [String(i + 1), p.hand, percent(p.equity, d)];
    if (mc) line.push(ci);
    tr.append(th, hand, eq, cell(ci, "ci"), cell(percent(p.win, d), "win"), cell(percent(p.tie, d), "tie"));
    if (hilo) {
      const h = p.hilo || {};
      tr.dataset.hilo = JSON.stringify(h);
      for (const f of HILO) tr.append(cell(percent(h[f] || 0, d), "hilo " + f));
      line.push(...HILO.map((f) => percent(h[f] || 0, d)));
    } else {
      line.push(percent(p.win, d), percent(p.tie, d));
    }
    model.rows.push(line);
    labelCells(tr, table);
    return tr;
  });
  table.tBodies[0].replaceChildren(...rows);

  const meta = [];
  if (mc) {
    meta.push(`Monte Carlo, ${r.samples.toLocaleString("en")} trials`);
    meta.push(`seed ${r.seed}`);
  } else {
    meta.push(`exact, ${r.samples.toLocaleString("en")} ${r.players.some((p) => p.combos) ? "outcomes" : "boards"}`);
  }
  if (r.method) meta.push(r.method);
  meta.push(r.game);
  if (r.board.length) meta.push("board " + r.board.join(""));
  if (r.dead.length) meta.push("dead " + r.dead.join(""));
  if (r.no_low != null) meta.push(`no low ${percent(r.no_low, 2)} of the ${mc ? "trials" : "boards"}`);
  if (r.seconds) meta.push(duration(r.seconds));
  if (r.time_limited) meta.push("stopped at the time limit");
  if (r.interrupted) meta.push("interrupted: partial result");
  if (note) meta.push(note);
  const metaEl = document.getElementById("result-meta");
  metaEl.textContent = meta.join(" · ");
  model.meta = metaEl.textContent;
  metaEl.dataset.mode = r.mode;
  metaEl.dataset.samples = String(r.samples);
  if (r.no_low != null) metaEl.dataset.noLow = String(r.no_low);
  else delete metaEl.dataset.noLow;

  const hw = document.getElementById("heatmap-wrap");
  hw.hidden = !(r.by_class && r.by_class.length && r.players[0].combos);
  if (!hw.hidden) renderHeatmap(document.getElementById("heatmap"), r.by_class);

  const cw = document.getElementById("categories-wrap");
  cw.hidden = !r.players[0].categories;
  if (!cw.hidden) renderCategories(r);
  section.hidden = false;
  section.dataset.final = note ? "false" : "true";
  return model;
}

// labelCells labels each cell of a row with its column's heading, which
// the stacked layout of a phone shows before the figure.
function labelCells(tr, table) {
  const heads = [...table.tHead.rows[0].cells].map((th) => th.textContent);
  [...tr.cells].forEach((c, i) => { if (heads[i]) c.dataset.label = heads[i]; });
}

// HILO lists the hi-lo figures of a player, in the order of the columns.
const HILO = ["scoop", "high_win", "high_tie", "low_win", "low_tie", "high_equity", "low_equity"];
const HILO_HEADS = ["Scoop", "High win", "High tie", "Low win", "Low tie", "High half", "Low half"];

const CATEGORIES = ["Straight Flush", "Four of a Kind", "Full House", "Flush", "Straight",
  "Three of a Kind", "Two Pair", "One Pair", "High Card"];

function renderCategories(r) {
  const t = document.getElementById("categories-table");
  const head = document.createElement("tr");
  const corner = document.createElement("th");
  corner.textContent = "Hand category";
  head.append(corner, ...r.players.map((_, i) => {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = `Player ${i + 1}`;
    return th;
  }));
  t.tHead.replaceChildren(head);
  const names = CATEGORIES.filter((c) => c in r.players[0].categories);
  t.tBodies[0].replaceChildren(...names.map((name) => {
    const tr = document.createElement("tr");
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = name;
    tr.append(th, ...r.players.map((p) => cell(percent(p.categories[name] || 0, 2))));
    labelCells(tr, t);
    return tr;
  }));
}

// clearResult hides the results.
export function clearResult() {
  document.getElementById("results").hidden = true;
}
