// The tournament page: ICM and push-or-fold, asking the server's JSON API
// (POST /api/icm, /api/pushfold, /api/pushfold/chart). Every rule lives on
// the server; the page only sends what was typed and draws the answer.
import { postJSON } from "./api.js";

const $ = (id) => document.getElementById(id);

// numbers splits a list typed with commas into JSON numbers, leaving
// anything that is not one as it is, for the server to name.
function numbers(s) {
  if (s.trim() === "") return [];
  return s.split(",").map((x) => {
    const t = x.trim();
    return t !== "" && !Number.isNaN(Number(t)) ? Number(t) : t;
  });
}

function showError(el, err) {
  el.textContent = err ? err.message : "";
  el.hidden = !err;
}

function cell(tag, text) {
  const c = document.createElement(tag);
  c.textContent = text;
  return c;
}

function fillTable(table, head, rows) {
  const thead = table.querySelector("thead");
  const tbody = table.querySelector("tbody");
  thead.replaceChildren();
  tbody.replaceChildren();
  if (!rows.length) return;
  const tr = document.createElement("tr");
  for (const h of head) tr.append(cell("th", h));
  thead.append(tr);
  for (const r of rows) {
    const row = document.createElement("tr");
    for (const v of r) row.append(cell("td", v));
    tbody.append(row);
  }
}

async function computeICM(ev) {
  ev.preventDefault();
  const body = { stacks: numbers($("stacks").value), payouts: numbers($("payouts").value), bubble: $("bubble").checked };
  showError($("icm-error"), null);
  try {
    const r = await postJSON("/api/icm", body);
    $("icm-method").textContent = r.method === "exact"
      ? `Exact (Malmuth-Harville), prize pool ${r.pool}.`
      : `Monte Carlo: ${r.trials} finishing orders, seed ${r.seed}; ± one standard error.`;
    fillTable($("icm-table"), ["player", "stack", "chips", "equity", "pool"], r.players.map((p) => [
      p.player, p.stack, (100 * p.chip_share).toFixed(2) + "%",
      p.equity.toFixed(2) + (p.stderr !== undefined ? ` ± ${p.stderr.toFixed(2)}` : ""),
      (100 * p.pool_share).toFixed(2) + "%",
    ]));
    const bf = r.bubble_factors || [];
    fillTable($("bubble-table"), ["bubble factor", ...bf.map((_, j) => `vs ${j + 1}`)], bf.map((row, i) => [
      `player ${i + 1}`, ...row.map((x, j) => (i === j ? "–" : x === null ? "∞" : x.toFixed(2))),
    ]));
  } catch (err) {
    showError($("icm-error"), err);
  }
}

const ranks = "AKQJT98765432";

// grid draws a 13x13 table: label(i) and shade(i) in [0,1] (or null for
// grey) for the class of grid index i.
function grid(title, label, shade, gap) {
  const t = document.createElement("table");
  t.className = "pf-grid";
  t.append(cell("caption", title));
  for (let row = 0; row < 13; row++) {
    const tr = document.createElement("tr");
    for (let col = 0; col < 13; col++) {
      const i = row * 13 + col;
      const td = document.createElement("td");
      const name = row === col ? ranks[row] + ranks[col] : row < col ? ranks[row] + ranks[col] + "s" : ranks[col] + ranks[row] + "o";
      td.append(cell("small", name), document.createTextNode(label(i)));
      const s = shade(i);
      td.style.background = s === null ? "#e8e8e8" : `rgb(${255 - Math.round(80 * s)},${235 - Math.round(200 * s)},${150 - Math.round(120 * s)})`;
      if (s !== null && s > 0.55) td.style.color = "#fff"; // dark cells: light text
      if (gap && gap(i)) td.classList.add("gap");
      tr.append(td);
    }
    t.append(tr);
  }
  return t;
}

function gameBody() {
  const stack = Number($("stack").value);
  const ante = Number($("ante").value);
  return { stack: Number.isNaN(stack) ? $("stack").value : stack, ante: Number.isNaN(ante) ? $("ante").value : ante };
}

async function ranges(ev) {
  ev.preventDefault();
  showError($("pf-error"), null);
  $("pf-method").textContent = "Solving…";
  try {
    const r = await postJSON("/api/pushfold", gameBody());
    $("pf-method").textContent = `${r.stack} bb, ante ${r.ante}: Nash equilibrium by ${r.method}${r.refined ? ", exact" : ""}; exploitability ${r.exploitability.toExponential(2)} bb per hand. Small blind pushes ${(100 * r.push_share).toFixed(1)}%, big blind calls ${(100 * r.call_share).toFixed(1)}%.`;
    const pct = (q) => (q === 0 ? "" : q === 1 ? "100" : (100 * q).toFixed(0));
    $("pf-grids").replaceChildren(
      grid("Small blind pushes (%)", (i) => pct(r.hands[i].push), (i) => (r.hands[i].push ? r.hands[i].push : null)),
      grid("Big blind calls (%)", (i) => pct(r.hands[i].call), (i) => (r.hands[i].call ? r.hands[i].call : null)),
    );
  } catch (err) {
    $("pf-method").textContent = "";
    showError($("pf-error"), err);
  }
}

async function chart() {
  showError($("pf-error"), null);
  $("pf-method").textContent = "Solving 191 stacks…";
  try {
    const r = await postJSON("/api/pushfold/chart", { ante: gameBody().ante });
    $("pf-method").textContent = `The largest stack (bb) at which each hand is played at least half the time; dashed: not played at some smaller stack. Exploitability at most ${r.exploitability.toExponential(2)} bb per hand.`;
    const h = r.hands;
    $("pf-grids").replaceChildren(
      grid("Small blind pushes", (i) => h[i].push || "–", (i) => (h[i].push_bb === null ? null : h[i].push_bb / r.max), (i) => h[i].push_gaps),
      grid("Big blind calls", (i) => h[i].call || "–", (i) => (h[i].call_bb === null ? null : h[i].call_bb / r.max), (i) => h[i].call_gaps),
    );
  } catch (err) {
    $("pf-method").textContent = "";
    showError($("pf-error"), err);
  }
}

$("icm-form").addEventListener("submit", computeICM);
$("pf-form").addEventListener("submit", ranges);
$("chart-button").addEventListener("click", chart);
