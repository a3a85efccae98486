// The solver's page: the spot is sent to POST /api/solve, which answers
// with the whole solved tree; the page then shows one node at a time, the
// root first: who acts, each action's frequency over the range that gets
// there (weighted by reach, as pokersim solve's text output weighs it)
// and a 13 x 13 grid per action, and a click on an action walks into it,
// the path above to walk back.
import { postJSON } from "./api.js";

const $ = (id) => document.getElementById(id);
const ranks = "AKQJT98765432";
const colours = ["#2f855a", "#c05621", "#b83280", "#2b6cb0", "#6b46c1", "#975a16", "#c53030"];

let solved = null; // the answer of /api/solve
let path = []; // the actions (and cards) from the root to the node shown
const fields = ["board", "oop", "ip", "pot", "stack", "bets", "accuracy"]; // the form's, by id and JSON name

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// classOf returns the grid index (row * 13 + column) and the name of a
// combo such as "AsKd": pairs on the diagonal, suited hands above it,
// offsuit below, as everywhere in pokersim.
function classOf(combo) {
  const a = ranks.indexOf(combo[0]), b = ranks.indexOf(combo[2]);
  const hi = Math.min(a, b), lo = Math.max(a, b);
  if (a === b) return { index: a * 14, name: combo[0] + combo[2] };
  const suited = combo[1] === combo[3];
  const name = ranks[hi] + ranks[lo] + (suited ? "s" : "o");
  return { index: suited ? hi * 13 + lo : lo * 13 + hi, name };
}

// nodeAt returns the node at the end of p.
function nodeAt(p) {
  let n = solved.root;
  for (const step of p) n = n.children ? n.children[step] : n.cards[step];
  return n;
}

// boardAt returns the board at the end of p: the spot's, and the river
// card if p has passed the chance node that deals it.
function boardAt(p) {
  let n = solved.root, board = solved.board;
  for (const step of p) {
    if (n.cards) board += " " + step;
    n = n.children ? n.children[step] : n.cards[step];
  }
  return board;
}

// summary weighs a decision node's strategies by reach: each action's
// share of the range, and by class the share that takes it.
function summary(n) {
  const acts = n.actions.length;
  const freq = new Array(acts).fill(0), byClass = new Map();
  let total = 0, ev = 0, eq = 0, evWeight = 0;
  for (const [combo, strat] of Object.entries(n.strategy)) {
    const w = n.reach ? n.reach[combo] : 1;
    const c = classOf(combo);
    let k = byClass.get(c.index);
    if (!k) byClass.set(c.index, (k = { name: c.name, weight: 0, acts: new Array(acts).fill(0) }));
    k.weight += w;
    total += w;
    strat.forEach((x, a) => { freq[a] += w * x; k.acts[a] += w * x; });
    if (n.ev[combo] !== null) {
      ev += w * n.ev[combo];
      eq += w * n.equity[combo];
      evWeight += w;
    }
  }
  return {
    freq: freq.map((x) => (total > 0 ? x / total : 0)), byClass,
    ev: evWeight > 0 ? ev / evWeight : null, equity: evWeight > 0 ? eq / evWeight : null,
  };
}

function pct(x) { return (100 * x).toFixed(1) + "%"; }

// grid draws one action's 13 x 13 grid: each class shaded by the share of
// its combos (weighted by reach) that take it.
function grid(action, a, byClass, colour) {
  const t = el("table", "strategy");
  t.dataset.action = action;
  t.append(el("caption", "", action));
  for (let row = 0; row < 13; row++) {
    const tr = el("tr");
    for (let col = 0; col < 13; col++) {
      const i = row * 13 + col;
      const k = byClass.get(i);
      const name = row === col ? ranks[row] + ranks[col] : row < col ? ranks[row] + ranks[col] + "s" : ranks[col] + ranks[row] + "o";
      const td = el("td", "", name);
      if (!k || k.weight === 0) {
        td.className = "none";
      } else {
        const f = k.acts[a] / k.weight;
        td.dataset.hand = name;
        td.dataset.freq = f;
        td.style.background = `color-mix(in srgb, ${colour} ${Math.round(100 * f)}%, #fff)`;
        if (f > 0.55) td.className = "dark";
        td.title = `${name}: ${pct(f)} ${action}`;
        td.append(el("small", "", Math.round(100 * f) + "%"));
      }
      tr.append(td);
    }
    t.append(tr);
  }
  return t;
}

function crumbs() {
  const items = ["root", ...path];
  $("crumbs").replaceChildren(...items.map((label, i) => {
    const li = el("li");
    const b = el("button", "", label);
    b.type = "button";
    if (i === items.length - 1) b.setAttribute("aria-current", "step");
    b.addEventListener("click", () => go(path.slice(0, i)));
    li.append(b);
    return li;
  }));
  $("back").disabled = path.length === 0;
}

// show draws the node at path.
function show() {
  const n = nodeAt(path);
  crumbs();
  const actions = $("actions"), grids = $("grids");
  actions.replaceChildren();
  grids.replaceChildren();
  document.body.dataset.node = path.join("/");
  if (n.end) {
    $("node-head").textContent = n.end === "fold" ? "The hand ends: a fold." : "The hand ends at a showdown.";
    return;
  }
  if (n.cards) {
    $("node-head").textContent = "The river card: pick one.";
    for (const card of Object.keys(n.cards)) {
      const b = el("button", "card-choice", card);
      b.type = "button";
      b.dataset.action = card;
      b.addEventListener("click", () => go([...path, card]));
      actions.append(b);
    }
    return;
  }
  const s = summary(n);
  const who = n.player === "oop" ? "OOP" : "IP";
  let head = `Board ${boardAt(path)}: ${who} to act, ${Object.keys(n.strategy).length} combos.`;
  if (s.ev !== null) head += ` Mean EV ${s.ev.toFixed(2)} chips, equity ${pct(s.equity)}.`;
  $("node-head").textContent = head;
  n.actions.forEach((action, a) => {
    const colour = colours[a % colours.length];
    const b = el("button", "action");
    b.type = "button";
    b.dataset.action = action;
    b.dataset.freq = s.freq[a];
    const bar = el("span", "bar"), fill = el("span");
    fill.style.width = pct(s.freq[a]);
    fill.style.background = colour;
    bar.append(fill);
    b.append(el("strong", "", action), el("span", "freq", pct(s.freq[a]) + " of the range"), bar);
    b.addEventListener("click", () => go([...path, action]));
    actions.append(b);
    grids.append(grid(action, a, s.byClass, colour));
  });
}

function go(p) {
  path = p;
  show();
}

function showError(err) {
  $("solve-error").textContent = err ? err.message : "";
  $("solve-error").hidden = !err;
  for (const id of fields) {
    $(id).setAttribute("aria-invalid", err && err.where === id ? "true" : "false");
  }
}

// request reads the form: numbers where they are numbers, anything else
// as typed, for the server to name.
function request() {
  const num = (id) => {
    const v = $(id).value.trim();
    return v !== "" && !Number.isNaN(Number(v)) ? Number(v) : v;
  };
  const body = { board: $("board").value, oop: $("oop").value, ip: $("ip").value, pot: num("pot"), stack: num("stack"), bets: $("bets").value };
  if ($("accuracy").value.trim() !== "") body.accuracy = num("accuracy");
  return body;
}

// saveState keeps the spot in the URL, so that a link shares it and a
// reload keeps it; loadState reads it back, and says whether there was one.
function saveState() {
  history.replaceState(null, "", "?" + new URLSearchParams(fields.map((id) => [id, $(id).value])));
}

function loadState() {
  const q = new URLSearchParams(location.search);
  if (!q.has("board")) return false;
  for (const id of fields) if (q.has(id)) $(id).value = q.get(id);
  return true;
}

async function solve(ev) {
  if (ev) ev.preventDefault();
  saveState();
  showError(null);
  document.body.dataset.busy = "true";
  $("run").disabled = true;
  $("run").textContent = "Solving…";
  try {
    solved = await postJSON("/api/solve", request());
    $("solution").textContent = `Exploitability ${solved.exploitability}% of the pot after ${solved.iterations} iterations; board ${solved.board}, pot ${solved.pot}, stack ${solved.stack}.`;
    $("tree").hidden = false;
    go([]);
  } catch (err) {
    $("tree").hidden = true;
    showError(err);
  } finally {
    document.body.dataset.busy = "false";
    $("run").disabled = false;
    $("run").textContent = "Solve";
  }
}

$("solve-form").addEventListener("submit", solve);
$("back").addEventListener("click", () => go(path.slice(0, -1)));
if (loadState()) solve();
document.body.dataset.ready = "true";
