// The PQL page: a query box whose statements the server runs (POST
// /api/pql), one line per selector with its method and trials, and an
// error with the caret under its place. The language lives on the
// server; the page sends the text and draws the answer.
import { postJSON } from "./api.js";

const $ = (id) => document.getElementById(id);

// examples are the four queries, as ProPokerTools writes them,
// with what the page changes to run them: the second evaluates two
// equities on every deal, so it samples fewer.
const examples = [
  { query: "select avg(riverEquity(hero)) as heroEquity\nfrom game='holdem', hero='AA', villain='**'" },
  {
    query: "select count(HvHequity(villain, turn) > 0.5 and winsHi(hero)) as suckAndResuck\nfrom game='omahahi', hero='AA**', villain='****'\nwhere HvHequity(hero, flop) > 0.5",
    trials: 2000, note: "Each deal values both hands on the flop and the turn: 2,000 trials keep it to seconds.",
  },
  {
    query: "select count(tiesLo(hero)) as lostSomeChips\nfrom game='omaha8', hero='A2**', villain1='15%', villain2='15%'\nwhere nutLo(hero, river) and not (winsHi(hero) or tiesHi(hero))",
    note: "pokersim ranks Omaha hands for 15% by equity against one random hand; ProPokerTools' ranking is not public, so its 15% holds mostly the same hands.",
  },
  { query: "select histogram(winningHandType())\nfrom game='studhi', syntax='generic', p1='*', p2='*', p3='*', p4='*', p5='*'" },
];

let running = null; // the AbortController of the run in flight

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function fmt(x) { return x.toFixed(6); }
function pm(se) { return se ? ` ± ${fmt(se)}` : ""; }

// request reads the form into the body of POST /api/pql: what is typed,
// as it is, for the server to judge (a trials of "x" is its 400).
function request() {
  const body = { query: $("query").value, method: $("method").value };
  for (const name of ["trials", "seed"]) {
    const v = $(name).value.trim();
    if (v !== "") body[name] = /^\d+$/.test(v) ? Number(v) : v;
  }
  return body;
}

// selectorRow draws one selector: its name, and its value with the
// standard error, or a histogram's buckets, one line each.
function selectorRow(s) {
  const tr = el("tr");
  tr.dataset.name = s.name;
  tr.append(el("th", "", s.name));
  const td = el("td", "value");
  if (s.value !== null && typeof s.value === "object") {
    td.className = "histogram";
    tr.className = "hist";
    const ul = el("ul", "buckets");
    for (const [label, frac] of Object.entries(s.value).sort((a, b) => b[1] - a[1])) {
      const li = el("li");
      li.dataset.bucket = label;
      li.dataset.value = frac;
      const bar = el("span", "bar");
      bar.style.width = `${Math.max(0.5, 100 * frac)}%`;
      const se = s.stderr && s.stderr[label];
      li.append(el("span", "label", label), el("span", "track"), el("span", "frac", fmt(frac) + pm(se)));
      li.children[1].append(bar);
      ul.append(li);
    }
    td.append(ul);
  } else {
    td.dataset.value = s.value;
    td.append(fmt(s.value));
    if (s.stderr) td.append(el("small", "", pm(s.stderr)));
  }
  tr.append(td);
  return tr;
}

function statement(r) {
  const div = el("div", "statement");
  div.append(el("code", "src", r.query.trim()));
  const table = el("table", "selectors");
  const tbody = el("tbody");
  for (const s of r.selectors) tbody.append(selectorRow(s));
  table.append(tbody);
  const method = r.method === "exact" ? "exact enumeration" : "Monte Carlo";
  let text = `${method}, ${r.trials.toLocaleString("en")} trials`;
  if (r.deals !== r.trials) text += ` of ${r.deals.toLocaleString("en")} deals`;
  // Without trials, Monte Carlo on the server stops at its time limit:
  // say so, and how to get the same numbers again.
  if (r.time_limited) text += "; stopped at the server's time limit (give trials and a seed to repeat it exactly)";
  const p = el("p", "method", text);
  p.dataset.method = r.method;
  p.dataset.trials = r.trials;
  div.append(table, p);
  return div;
}

// showError shows err: its message as prose, and where the query is at
// fault (the line quoted, a caret under the place) kept as it is, in a
// fixed-width font so that the caret stays under its character.
function showError(err) {
  const e = $("pql-error");
  const [msg, ...at] = err ? err.message.split("\n") : [""];
  e.querySelector(".msg").textContent = msg;
  e.querySelector(".at").textContent = at.join("\n");
  e.querySelector(".at").hidden = at.length === 0;
  e.hidden = !err;
  $("query").setAttribute("aria-invalid", err && err.where === "query" ? "true" : "false");
}

async function run(ev) {
  if (ev) ev.preventDefault();
  if (running) running.abort();
  const ctl = new AbortController();
  running = ctl;
  const body = request();
  saveState(body);
  showError(null);
  document.body.dataset.busy = "true";
  $("run").textContent = "Running…";
  try {
    const a = await postJSON("/api/pql", body, ctl.signal);
    const results = Array.isArray(a) ? a : [a];
    $("statements").replaceChildren(...results.map(statement));
    $("results").hidden = false;
  } catch (err) {
    if (err.name === "AbortError") return;
    $("results").hidden = true;
    showError(err);
  } finally {
    if (running === ctl) {
      running = null;
      document.body.dataset.busy = "false";
      $("run").textContent = "Run";
    }
  }
}

// saveState keeps the query and options in the URL, so that a link
// shares the query and a reload keeps it.
function saveState(body) {
  const q = new URLSearchParams({ q: body.query });
  if (body.method !== "auto") q.set("method", body.method);
  for (const name of ["trials", "seed"]) if (body[name] !== undefined) q.set(name, body[name]);
  history.replaceState(null, "", "?" + q);
}

function loadState() {
  const q = new URLSearchParams(location.search);
  if (!q.has("q")) return false;
  $("query").value = q.get("q");
  $("method").value = q.get("method") || "auto";
  $("trials").value = q.get("trials") || "";
  $("seed").value = q.get("seed") || "";
  return true;
}

function useExample(i) {
  const x = examples[i];
  $("query").value = x.query;
  $("method").value = "auto";
  $("trials").value = x.trials ? String(x.trials) : "";
  $("example-note").textContent = x.note || "";
  $("example-note").hidden = !x.note;
  run();
}

$("pql-form").addEventListener("submit", run);
$("query").addEventListener("keydown", (ev) => {
  if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) run(ev);
});
for (const b of document.querySelectorAll("[data-example]")) {
  b.addEventListener("click", () => useExample(Number(b.dataset.example)));
}
if (loadState()) run();
document.body.dataset.ready = "true";
