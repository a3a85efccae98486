// The analyses after the flop, drawn from the JSON of
// "pokersim equity --outs --by-card --streets --distribution --format json":
// the players' outs, the equity after each next card (a strip of cards
// coloured by equity), the equity street by street (a line chart) and each
// range's equity distribution (a curve per range).

import { cardElement } from "./cards.js";

// ANALYSES are the analyses the page offers, by request switch, in the
// order they are shown.
export const ANALYSES = [
  { name: "outs", title: "Outs" },
  { name: "by_card", title: "Equity by next card" },
  { name: "streets", title: "Equity by street" },
  { name: "distribution", title: "Equity distribution" },
];

// PLAYER_COLOURS tell the players apart in the charts; player i is
// PLAYER_COLOURS[i % length].
const PLAYER_COLOURS = ["#1f6feb", "#d1462f", "#2f855a", "#8250df", "#bf8700", "#0a7ea4", "#cf222e", "#6e7781", "#953800", "#1b7c83"];

const SVG = "http://www.w3.org/2000/svg";

function pct(x, d = 1) {
  return (100 * x).toFixed(d) + "%";
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
}

function svgEl(tag, attrs) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, String(v));
  return e;
}

// renderAnalyses fills each panel of the analyses: with the result's
// figures where it has them, with the reason where the analysis was asked
// for and cannot be made (refused: name -> reason), and hides the others.
export function renderAnalyses(r, refused) {
  const wrap = document.getElementById("analyses");
  let any = false;
  for (const a of ANALYSES) {
    const panel = document.getElementById("an-" + a.name);
    const body = panel.querySelector(".an-body");
    panel.dataset.state = "none";
    if (refused[a.name]) {
      body.replaceChildren(el("p", "refused", refused[a.name]));
      panel.dataset.state = "refused";
    } else if (DRAW[a.name].has(r)) {
      body.replaceChildren(...DRAW[a.name].draw(r));
      panel.dataset.state = "shown";
    }
    panel.hidden = panel.dataset.state === "none";
    any = any || !panel.hidden;
  }
  wrap.hidden = !any;
}

// clearAnalyses hides every panel.
export function clearAnalyses() {
  document.getElementById("analyses").hidden = true;
}

const DRAW = {
  outs: { has: (r) => Array.isArray(r.outs), draw: drawOuts },
  by_card: { has: (r) => r.next && Array.isArray(r.next.cards), draw: drawByCard },
  streets: { has: (r) => Array.isArray(r.streets), draw: drawStreets },
  distribution: { has: (r) => Array.isArray(r.distributions), draw: drawDistributions },
};

// drawOuts lists, for each player behind, the chance of being behind, the
// expected number of winning and tying outs, and the cards, each with the
// chance it wins (it is drawn fainter the less sure it is).
function drawOuts(r) {
  // Counts as the command line writes them: whole numbers for known
  // hands, a decimal for ranges, whose counts are averages.
  const ranges = r.players.some((p) => p.combos);
  const count = (n) => (ranges ? n.toFixed(1) : String(Math.round(n * 1e9) / 1e9));
  const table = el("table", "stack outs-table");
  table.id = "outs-table";
  const head = ["Player", "Behind", "Outs", "Tie outs", "Cards"];
  const tr = el("tr");
  for (const h of head) {
    const th = el("th", "", h);
    th.scope = "col";
    tr.append(th);
  }
  tr.lastChild.className = "cards";
  table.createTHead().append(tr);
  const tbody = table.createTBody();
  for (const o of r.outs) {
    for (const [part, label] of [[o, o.low ? " (high)" : ""], [o.low, " (low)"]]) {
      if (!part) continue;
      const row = el("tr");
      row.dataset.player = String(o.player);
      row.dataset.count = String(part.count);
      row.dataset.tieCount = String(part.tie_count);
      row.dataset.behind = String(part.behind);
      if (part === o.low) row.dataset.half = "low";
      const th = el("th", "", `${o.player}${label}`);
      th.scope = "row";
      const cards = el("td", "out-cards");
      if (part.behind === 0) cards.textContent = "ahead on every deal";
      else if (!part.cards || part.cards.length === 0) cards.textContent = "none";
      for (const c of part.cards || []) {
        const e = cardElement(c.card);
        e.classList.add("small");
        e.dataset.card = c.card;
        e.dataset.win = String(c.win);
        e.dataset.tie = String(c.tie);
        e.style.setProperty("--p", String(Math.max(0.25, c.win + c.tie)));
        e.title = `${c.card}: wins ${pct(c.win)}, ties ${pct(c.tie)}${c.exclusive ? "" : " (also helps another player)"}`;
        cards.append(e);
      }
      row.append(th, cell(pct(part.behind)), cell(count(part.count)), cell(count(part.tie_count)), cards);
      label2(row, head);
      tbody.append(row);
    }
  }
  const note = el("p", "meta", "Outs are counted when the player is behind: the expected number of next cards that make the player win (or tie), over the deals where the player is behind now.");
  return [table, note];
}

function cell(text) {
  return el("td", "", text);
}

// label2 labels each cell of a row with its column's name, which the
// stacked layout of a phone shows before the figure.
function label2(row, head) {
  [...row.children].forEach((c, i) => c.setAttribute("data-label", head[i]));
}

// drawByCard draws the next card's strip: each card that can come,
// coloured red to green by the chosen player's equity after it, a row per
// suit; a select chooses the player.
function drawByCard(r) {
  const n = r.next;
  const players = r.players.length;
  const hint = el("p", "meta", `Player 1's equity after each ${n.street} card: red 0%, yellow 50%, green 100%. Tap a card for every player's equity.`);
  const strip = el("div", "card-strip");
  strip.id = "by-card-strip";
  const sel = el("select");
  sel.setAttribute("aria-label", "Player whose equity colours the cards");
  for (let i = 0; i < players; i++) sel.append(new Option(`Player ${i + 1}`, String(i)));
  const paint = () => {
    const p = Number(sel.value);
    hint.textContent = `Player ${p + 1}'s equity after each ${n.street} card: red 0%, yellow 50%, green 100%. Tap a card for every player's equity.`;
    for (const c of strip.querySelectorAll(".strip-card")) {
      const eq = JSON.parse(c.dataset.equity)[p];
      c.style.setProperty("--eq", String(eq));
      c.querySelector("small").textContent = (100 * eq).toFixed(0);
    }
  };
  const suits = new Map();
  for (const c of n.cards) {
    const s = c.card[1];
    if (!suits.has(s)) suits.set(s, el("div", "strip-row"));
    const e = el("button", "strip-card");
    e.type = "button";
    e.dataset.card = c.card;
    e.dataset.equity = JSON.stringify(c.equity);
    e.title = `${c.card}: ` + c.equity.map((x, i) => `player ${i + 1} ${pct(x, 2)}`).join(", ");
    e.setAttribute("aria-label", e.title);
    const face = cardElement(c.card);
    face.classList.add("small");
    e.append(face, el("small"));
    suits.get(s).append(e);
  }
  // A row per suit, in the picker's order.
  strip.append(...[..."shdc"].filter((x) => suits.has(x)).map((x) => suits.get(x)));
  // A tap (or a click, or Enter) writes the card's figures below the strip.
  const detail = el("output", "strip-detail meta");
  detail.setAttribute("aria-live", "polite");
  strip.addEventListener("click", (e) => {
    const b = e.target.closest(".strip-card");
    if (!b) return;
    for (const x of strip.querySelectorAll(".strip-card[aria-pressed=true]")) x.setAttribute("aria-pressed", "false");
    b.setAttribute("aria-pressed", "true");
    detail.textContent = b.title;
  });
  sel.addEventListener("change", paint);
  paint();
  const hist = el("p", "meta", `${n.street[0].toUpperCase() + n.street.slice(1)} cards by player 1's equity: ` +
    n.histogram.map((h, i) => `${["0–25%", "25–50%", "50–75%", "75–100%"][i]} ${pct(h)}`).join(", ") + ".");
  const out = [hint, strip, detail, hist];
  if (players > 1) out.unshift(labelled("Colour by ", sel));
  return out;
}

function labelled(text, control) {
  const l = el("label", "an-control", text);
  l.append(control);
  return l;
}

// drawStreets draws each player's equity on each street as a line chart,
// with the figures in a table below it.
function drawStreets(r) {
  const streets = r.streets;
  const W = 320, H = 180, L = 46, R = 12, T = 12, B = 26;
  const svg = svgEl("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart streets-chart", role: "img", "aria-label": "Equity by street" });
  axes(svg, W, H, L, R, T, B);
  const x = (i) => L + (streets.length === 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (streets.length - 1));
  const y = (e) => T + (1 - e) * (H - T - B);
  streets.forEach((s, i) => {
    const t = svgEl("text", { x: x(i), y: H - 8, "text-anchor": "middle", class: "tick" });
    t.textContent = s.street;
    svg.append(t);
  });
  r.players.forEach((_, p) => {
    const colour = PLAYER_COLOURS[p % PLAYER_COLOURS.length];
    const pts = streets.map((s, i) => [x(i), y(s.players[p].equity)]);
    svg.append(svgEl("polyline", { points: pts.map((q) => q.join(",")).join(" "), fill: "none", stroke: colour, "stroke-width": 2 }));
    pts.forEach(([cx, cy], i) => {
      const c = svgEl("circle", { cx, cy, r: 3.5, fill: colour, "data-player": p + 1, "data-street": streets[i].street, "data-equity": streets[i].players[p].equity });
      const title = svgEl("title");
      title.textContent = `Player ${p + 1} on the ${streets[i].street}: ${pct(streets[i].players[p].equity, 2)}`;
      c.append(title);
      svg.append(c);
    });
  });
  const head = ["Street", ...r.players.map((_, i) => `Player ${i + 1}`)];
  const table = el("table", "stack streets-table");
  const hr = el("tr");
  for (const h of head) {
    const th = el("th", "", h);
    th.scope = "col";
    hr.append(th);
  }
  table.createTHead().append(hr);
  const tb = table.createTBody();
  for (const s of streets) {
    const tr = el("tr");
    const th = el("th", "", `${s.street} ${s.board.join("")}`);
    th.scope = "row";
    tr.append(th, ...s.players.map((p) => cell(pct(p.equity, 2))));
    label2(tr, head);
    tb.append(tr);
  }
  return [figure(svg, legend(r.players.map((_, i) => `Player ${i + 1}`), r.players.map((_, i) => i))), table];
}

// axes draws the equity axis, 0% to 100%, with grid lines at quarters,
// and its name along it.
function axes(svg, W, H, L, R, T, B) {
  const name = svgEl("text", { x: 0, y: 0, "text-anchor": "middle", class: "tick axis-name",
    transform: `translate(9 ${T + (H - T - B) / 2}) rotate(-90)` });
  name.textContent = "equity";
  svg.append(name);
  for (const q of [0, 0.25, 0.5, 0.75, 1]) {
    const yy = T + (1 - q) * (H - T - B);
    svg.append(svgEl("line", { x1: L, x2: W - R, y1: yy, y2: yy, class: q === 0 ? "axis" : "gridline" }));
    const t = svgEl("text", { x: L - 4, y: yy + 3, "text-anchor": "end", class: "tick" });
    t.textContent = `${100 * q}%`;
    svg.append(t);
  }
}

function figure(svg, leg) {
  const f = el("figure", "chart-wrap");
  f.append(svg, leg);
  return f;
}

// legend names the colour of each line.
function legend(names, players) {
  const l = el("figcaption", "chart-legend");
  names.forEach((name, i) => {
    const item = el("span", "legend-item");
    const sw = el("span", "legend-swatch");
    sw.style.setProperty("--c", PLAYER_COLOURS[players[i] % PLAYER_COLOURS.length]);
    item.append(sw, document.createTextNode(name));
    l.append(item);
  });
  return l;
}

// drawDistributions draws each range's equity distribution: its hands
// sorted by equity, best first, x the share of the range up to the hand
// and y its equity, as solvers draw it; and the share of the range in each
// quarter of equity.
function drawDistributions(r) {
  const W = 320, H = 200, L = 46, R = 20, T = 12, B = 30;
  const svg = svgEl("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart distribution-chart", role: "img", "aria-label": "Equity distribution of each range" });
  axes(svg, W, H, L, R, T, B);
  for (const q of [0, 0.5, 1]) {
    const t = svgEl("text", { x: L + q * (W - L - R), y: H - 14, "text-anchor": "middle", class: "tick" });
    t.textContent = `${100 * q}%`;
    svg.append(t);
  }
  const xl = svgEl("text", { x: L + (W - L - R) / 2, y: H - 2, "text-anchor": "middle", class: "tick" });
  xl.textContent = "share of the range, best hands first";
  svg.append(xl);
  const x = (s) => L + s * (W - L - R);
  const y = (e) => T + (1 - e) * (H - T - B);
  for (const d of r.distributions) {
    const colour = PLAYER_COLOURS[(d.player - 1) % PLAYER_COLOURS.length];
    // A step curve: each hand holds its equity over its share of the range.
    let prev = 0;
    const pts = [];
    for (const p of d.points) {
      pts.push([x(prev), y(p.equity)], [x(p.share), y(p.equity)]);
      prev = p.share;
    }
    svg.append(svgEl("polyline", { points: pts.map((q) => q.join(",")).join(" "), fill: "none", stroke: colour, "stroke-width": 2,
      class: "curve", "data-player": d.player, "data-points": d.points.length }));
  }
  const head = ["Player", "0–25%", "25–50%", "50–75%", "75–100%", "Above 80%"];
  const table = el("table", "stack distribution-table");
  const hr = el("tr");
  for (const h of head) {
    const th = el("th", "", h);
    th.scope = "col";
    hr.append(th);
  }
  table.createTHead().append(hr);
  const tb = table.createTBody();
  for (const d of r.distributions) {
    const tr = el("tr");
    tr.dataset.player = String(d.player);
    const th = el("th", "", `${d.player}: ${d.hand}`);
    th.scope = "row";
    tr.append(th, ...d.buckets.map((b) => cell(pct(b))), cell(pct(d.above_80)));
    label2(tr, head);
    tb.append(tr);
  }
  const cap = el("p", "meta", "The share of each range whose equity falls in each quarter.");
  return [figure(svg, legend(r.distributions.map((d) => `Player ${d.player}: ${d.hand}`), r.distributions.map((d) => d.player - 1))), table, cap];
}
