// The tournament page: ICM, push or fold under ICM (the blinds' game and
// the three-handed button game) and heads-up push or fold, asking the
// server's JSON API (POST /api/icm, /api/pushfold/icm,
// /api/pushfold/button, /api/pushfold, /api/pushfold/chart). Every rule
// lives on the server; the page only sends what was typed and draws the
// answer, its figures written as the command line prints them.
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

// gain writes a gain from deviating (an exploitability) for people, as
// the command line does: 0 below 1e-12, where rounding differs between
// machines, and otherwise three significant digits, never with an
// exponent ("0.0000236", not "2.36e-05").
export function gain(x) {
  if (!(Math.abs(x) >= 1e-12)) return "0";
  const d = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(x))));
  return Number(x.toPrecision(3)).toFixed(Math.min(d, 20));
}

// pct writes a frequency of the grids as the command line's grids do:
// "100", the rounded percent, or "" for never (the command's ".").
function pct(q) {
  return q === 0 ? "" : q === 1 ? "100" : (100 * q).toFixed(0);
}

// fieldError shows err beside the input of the form that it names
// (err.where: "stacks", "payouts", "ante", ...), or in box when it names
// none; it clears the form's earlier errors first.
function fieldError(form, box, err) {
  for (const el of form.querySelectorAll(".field-error")) el.remove();
  for (const el of form.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
  showError(box, null);
  if (!err) return;
  const input = err.where && form.querySelector(`[name="${CSS.escape(err.where)}"]`);
  if (!input) {
    showError(box, err);
    return;
  }
  const msg = document.createElement("span");
  msg.className = "field-error error";
  msg.setAttribute("role", "alert");
  msg.textContent = err.message;
  input.setAttribute("aria-invalid", "true");
  input.closest("label").append(msg);
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
  fieldError($("icm-form"), $("icm-error"), null);
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
    fieldError($("icm-form"), $("icm-error"), err);
  }
}

const ranks = "AKQJT98765432";

// grid draws a 13x13 table: label(i) and shade(i) in [0,1] (or null for
// grey) for the class of grid index i; gap(i) dashes a cell, and mark(td,
// i) may mark it further.
function grid(title, label, shade, gap, mark) {
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
      td.dataset.hand = name;
      if (mark) mark(td, i);
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
  fieldError($("pf-form"), $("pf-error"), null);
  $("pf-method").textContent = "Solving…";
  try {
    const r = await postJSON("/api/pushfold", gameBody());
    $("pf-method").textContent = `${r.stack} bb, ante ${r.ante}: Nash equilibrium by ${r.method}${r.refined ? ", exact" : ""}; exploitability ${gain(r.exploitability)} bb per hand. Small blind pushes ${(100 * r.push_share).toFixed(1)}%, big blind calls ${(100 * r.call_share).toFixed(1)}%.`;
    $("pf-grids").replaceChildren(
      grid("Small blind pushes (%)", (i) => pct(r.hands[i].push), (i) => (r.hands[i].push ? r.hands[i].push : null)),
      grid("Big blind calls (%)", (i) => pct(r.hands[i].call), (i) => (r.hands[i].call ? r.hands[i].call : null)),
    );
  } catch (err) {
    $("pf-method").textContent = "";
    fieldError($("pf-form"), $("pf-error"), err);
  }
}

async function chart() {
  fieldError($("pf-form"), $("pf-error"), null);
  $("pf-method").textContent = "Solving 191 stacks…";
  try {
    const r = await postJSON("/api/pushfold/chart", { ante: gameBody().ante });
    $("pf-method").textContent = `The largest stack (bb) at which each hand is played at least half the time; dashed: not played at some smaller stack. Exploitability at most ${gain(r.exploitability)} bb per hand.`;
    const h = r.hands;
    $("pf-grids").replaceChildren(
      grid("Small blind pushes", (i) => h[i].push || "–", (i) => (h[i].push_bb === null ? null : h[i].push_bb / r.max), (i) => h[i].push_gaps),
      grid("Big blind calls", (i) => h[i].call || "–", (i) => (h[i].call_bb === null ? null : h[i].call_bb / r.max), (i) => h[i].call_gaps),
    );
  } catch (err) {
    $("pf-method").textContent = "";
    fieldError($("pf-form"), $("pf-error"), err);
  }
}

$("icm-form").addEventListener("submit", computeICM);
$("pf-form").addEventListener("submit", ranges);
$("chart-button").addEventListener("click", chart);

// ---- Push or fold under ICM ----

const ICMPF_DEFAULTS = {
  blinds: { stacks: "8,12,10", payouts: "65,35", order: "small blind, big blind, then the players who folded" },
  button: { stacks: "10,10,10", payouts: "50,30,20", order: "button, small blind, big blind, then the players sitting out" },
};

function icmpfGame() {
  return document.querySelector('input[name="icmpf-game"]:checked').value;
}

// numberOr returns the text as a JSON number where it reads as one.
function numberOr(text) {
  const t = text.trim();
  return t !== "" && !Number.isNaN(Number(t)) ? Number(t) : t;
}

// chooseGame shows the fields of the game chosen, and its example stacks
// and payouts in place of the other's if they were not changed.
function chooseGame() {
  const g = icmpfGame();
  const other = ICMPF_DEFAULTS[g === "blinds" ? "button" : "blinds"];
  if ($("icmpf-stacks").value === other.stacks && $("icmpf-payouts").value === other.payouts) {
    $("icmpf-stacks").value = ICMPF_DEFAULTS[g].stacks;
    $("icmpf-payouts").value = ICMPF_DEFAULTS[g].payouts;
  }
  $("icmpf-order").textContent = ICMPF_DEFAULTS[g].order;
  $("icmpf").classList.toggle("button-game", g === "button");
}

function icmpfBody() {
  const body = { stacks: numbers($("icmpf-stacks").value), payouts: numbers($("icmpf-payouts").value), ante: numberOr($("icmpf-ante").value || "0") };
  if (icmpfGame() === "button") {
    if ($("icmpf-deals").value.trim()) body.deals = numberOr($("icmpf-deals").value);
    if ($("icmpf-seed").value.trim()) body.seed = numberOr($("icmpf-seed").value);
  }
  return body;
}

// line adds a paragraph of text to the summary.
function line(box, text) {
  const p = document.createElement("p");
  p.textContent = text;
  box.append(p);
  return p;
}

const share = (x) => (100 * x).toFixed(1) + "%";

// solveBlinds solves the blinds' game under ICM, and beside it the same
// stacks in chips (heads-up, the smaller stack's) and the bubble factors
// of the two blinds: how far ICM moves each range from chip EV.
async function solveBlinds(body) {
  const [r, chips, bubble] = await Promise.all([
    postJSON("/api/pushfold/icm", body),
    postJSON("/api/pushfold", { stack: Math.min(body.stacks[0], body.stacks[1]), ante: body.ante }).catch(() => null),
    postJSON("/api/icm", { stacks: body.stacks, payouts: body.payouts, bubble: true }).catch(() => null),
  ]);
  const box = $("icmpf-summary");
  box.replaceChildren();
  line(box, `Nash equilibrium by ${r.method}, ${r.iterations} iterations${r.refined ? ", then exact by the indifference equations of the mixed hands" : ""}.`);
  line(box, `Exploitability ${gain(r.exploitability)} in prize equity per hand (small blind ${gain(r.gain_sb)}, big blind ${gain(r.gain_bb)}).`).id = "icmpf-exploit";
  line(box, `The small blind's expected prize: ${r.value >= 0 ? "+" : ""}${r.value.toFixed(4)} per hand.`);
  const vs = chips ? ` (${share(chips.push_share)} in chips)` : "";
  const vsCall = chips ? ` (${share(chips.call_share)} in chips)` : "";
  line(box, `Under ICM the small blind pushes ${share(r.push_share)} of hands${vs}, and the big blind calls ${share(r.call_share)}${vsCall}` +
    (chips ? `; chips: heads-up push or fold at ${chips.stack} bb, the smaller stack.` : "."));
  const bf = bubble && bubble.bubble_factors;
  if (bf && bf[0][1] != null && bf[1][0] != null) {
    line(box, `Bubble factors: the small blind against the big blind ${bf[0][1].toFixed(2)}, the big blind against the small blind ${bf[1][0].toFixed(2)} (what losing a hand against the other costs over what winning it gains).`).id = "icmpf-bubble";
  }
  const differ = (icm, chip) => (td) => {
    if (chip === null || Math.abs(icm - chip) < 0.5) return;
    td.classList.add("differs");
    td.title = `${td.dataset.hand}: ${pct(icm) || "0"}% under ICM, ${pct(chip) || "0"}% in chips`;
  };
  const h = r.hands;
  const c = chips ? chips.hands : null;
  $("icmpf-grids").replaceChildren(
    grid(`Small blind pushes ${share(r.push_share)} (%)`, (i) => pct(h[i].push), (i) => (h[i].push ? h[i].push : null), null,
      (td, i) => differ(h[i].push, c ? c[i].push : null)(td)),
    grid(`Big blind calls ${share(r.call_share)} (%)`, (i) => pct(h[i].call), (i) => (h[i].call ? h[i].call : null), null,
      (td, i) => differ(h[i].call, c ? c[i].call : null)(td)),
  );
  $("icmpf-legend").textContent = "Percent of the time each hand is played under ICM. Outlined: played the other way in chips (by half the time or more); hover for both.";
  $("icmpf-legend").hidden = !chips;
}

// BUTTON_RANGES are the ranges of the button's game, in the command
// line's order and words.
const BUTTON_RANGES = [
  ["push", "Button pushes"],
  ["call_sb", "Small blind calls the button's push"],
  ["call_bb", "Big blind calls the button's push (small blind folded)"],
  ["overcall", "Big blind calls the push and the small blind's call"],
  ["sb_push", "Button folded: small blind pushes"],
  ["bb_call", "Button folded: big blind calls"],
];

// solveButton solves the three-handed game, and again on another sample
// of deals (the next seed): the three-way showdown is sampled, and the
// cells that move by a quarter or more between the two samples are
// hatched, the page's measure of the sampling error.
async function solveButton(body) {
  const seed = body.seed || 0;
  const [r, again] = await Promise.all([
    postJSON("/api/pushfold/button", body),
    postJSON("/api/pushfold/button", { ...body, seed: seed + 1 }).catch(() => null),
  ]);
  const box = $("icmpf-summary");
  box.replaceChildren();
  const deals = r.deals.toLocaleString("en");
  line(box, `After a push: ${r.method}, ${r.iterations} iterations over ${deals} sampled deals (seed ${r.seed}); after a fold: the blinds' game, exact.`);
  line(box, `Gain from deviating, in prize equity per hand over the sample: button ${gain(r.gains[0])}, small blind ${gain(r.gains[1])}, big blind ${gain(r.gains[2])}.`).id = "icmpf-exploit";
  line(box, `In the blinds' game after a fold: small blind ${gain(r.blinds_gains[0])}, big blind ${gain(r.blinds_gains[1])}.`);
  const v = r.values.map((x) => x.toFixed(4));
  const f = r.fold_values.map((x) => x.toFixed(4));
  line(box, `Expected prizes: button ${v[0]}, small blind ${v[1]}, big blind ${v[2]} (after a fold ${f[0]}, ${f[1]}, ${f[2]}).`);
  const moved = {};
  for (const [key] of BUTTON_RANGES) {
    moved[key] = again ? r.hands.filter((h, i) => Math.abs(h[key] - again.hands[i][key]) >= 0.25).length : 0;
  }
  const sampled = line(box, `Sampled: the three-way showdown (a push, a call and the big blind's overcall) is valued over ${deals} random deals, so the ranges after a push are exact for this sample, not for the game; the overcall rests on the sample alone and is the noisiest.` +
    (again ? ` Solved again on another sample (seed ${seed + 1}), ${BUTTON_RANGES.slice(0, 4).map(([k, t]) => `${moved[k]} of 169 hands of "${t.toLowerCase()}"`).join(", ")} move by 25 points or more: those cells are hatched. Raise the deals for steadier ranges.` : ""));
  sampled.id = "icmpf-sampling";
  const h = r.hands;
  $("icmpf-grids").replaceChildren(...BUTTON_RANGES.map(([key, title]) => grid(
    `${title} ${share(r.shares[key])} (%)`, (i) => pct(h[i][key]), (i) => (h[i][key] ? h[i][key] : null), null,
    (td, i) => {
      if (!again || Math.abs(h[i][key] - again.hands[i][key]) < 0.25) return;
      td.classList.add("unsteady");
      td.title = `${td.dataset.hand}: ${pct(h[i][key]) || "0"}% with seed ${r.seed}, ${pct(again.hands[i][key]) || "0"}% with seed ${again.seed}`;
    },
  )));
  $("icmpf-legend").textContent = "Percent of the time each hand is played. Hatched: moved by 25 points or more on another sample of deals; hover for both.";
  $("icmpf-legend").hidden = !again;
}

async function solveICMPushFold(ev) {
  ev.preventDefault();
  const form = $("icmpf-form");
  fieldError(form, $("icmpf-error"), null);
  const body = icmpfBody();
  $("icmpf-summary").replaceChildren();
  line($("icmpf-summary"), "Solving…");
  $("icmpf-grids").replaceChildren();
  $("icmpf-legend").hidden = true;
  form.querySelector("button[type=submit]").disabled = true;
  try {
    await (icmpfGame() === "button" ? solveButton(body) : solveBlinds(body));
    document.body.dataset.icmpf = icmpfGame();
  } catch (err) {
    $("icmpf-summary").replaceChildren();
    fieldError(form, $("icmpf-error"), err);
  } finally {
    form.querySelector("button[type=submit]").disabled = false;
  }
}

for (const r of document.querySelectorAll('input[name="icmpf-game"]')) r.addEventListener("change", chooseGame);
$("icmpf-form").addEventListener("submit", solveICMPushFold);
chooseGame();
