// The hand history page: with JavaScript, the form posts the files to
// /api/hands into the frame below it, so the report comes back under the
// form and an error (a file over the server's size limit, one in no known
// format), which the API answers in JSON, is shown beside the form
// instead. The report is the API's own page, with its own styles, which
// this page's content security policy would refuse inline. Without
// JavaScript the form posts as it is and the report replaces the page.
const form = document.getElementById("hands-form");
const error = document.getElementById("hands-error");
const status = document.getElementById("hands-status");
const report = document.getElementById("hands-report");
const files = document.getElementById("hands-files");
const folder = document.getElementById("hands-folder");
const drop = document.getElementById("hands-drop");
const chosen = document.getElementById("hands-chosen");

// Many files at once: those chosen, a folder's, or those dropped (folders
// walked) all go into the form's one file input, which posts them in one
// request; the browser sends them as it reads them and the server reads
// them as they come. Hidden files (.DS_Store) are left out.
function choose(list) {
  const dt = new DataTransfer();
  let size = 0;
  for (const f of list) {
    if (f.name.startsWith(".")) continue;
    dt.items.add(f);
    size += f.size;
  }
  files.files = dt.files;
  const mb = (size / 1048576).toFixed(size < 1048576 ? 2 : 1);
  chosen.textContent = dt.files.length === 0 ? "no file chosen" : `${dt.files.length} file${dt.files.length === 1 ? "" : "s"} chosen, ${mb} MB`;
}

// walk returns the files of a dropped entry, a folder's recursively.
async function walk(entry) {
  if (entry.isFile) return [await new Promise((ok, fail) => entry.file(ok, fail))];
  if (!entry.isDirectory) return [];
  const reader = entry.createReader();
  const out = [];
  for (;;) {
    const batch = await new Promise((ok, fail) => reader.readEntries(ok, fail));
    if (batch.length === 0) return out;
    for (const e of batch) out.push(...await walk(e));
  }
}

files.addEventListener("change", () => choose(files.files));
folder.addEventListener("change", () => choose(folder.files));
drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
drop.addEventListener("dragleave", () => drop.classList.remove("over"));
drop.addEventListener("drop", async (e) => {
  e.preventDefault();
  drop.classList.remove("over");
  const entries = [...e.dataTransfer.items].map((i) => i.webkitGetAsEntry && i.webkitGetAsEntry()).filter(Boolean);
  choose(entries.length ? (await Promise.all(entries.map(walk))).flat() : e.dataTransfer.files);
});

form.target = report.name;

function show(msg) {
  error.textContent = msg;
  error.hidden = msg === "";
}

// fit makes the frame as tall as the report, so the page scrolls and not
// the frame.
function fit() {
  const doc = report.contentDocument;
  if (doc && doc.documentElement) report.style.height = doc.documentElement.scrollHeight + "px";
}

form.addEventListener("submit", () => {
  show("");
  status.textContent = "Reading the hands…";
});

report.addEventListener("load", () => {
  const doc = report.contentDocument;
  if (!doc || doc.URL === "about:blank") return;
  status.textContent = "";
  if (doc.contentType === "text/html") {
    report.hidden = false;
    fit();
    return;
  }
  report.hidden = true;
  let msg = doc.body ? doc.body.textContent : "no answer";
  try { msg = JSON.parse(msg).error; } catch { /* not JSON: the text itself */ }
  if (msg.includes("over this server's limit")) msg += ". Send fewer files at once, or run pokersim hands on the folder, which has no limit.";
  show(msg);
});
window.addEventListener("resize", fit);

// The replayer: a hand of the report stepped through, action by action,
// from POST api/replay with the file that holds it (kept by this page:
// the server keeps nothing). Its URL is #hand=ID&file=NAME&step=K; the
// arrows (or the buttons) step, Home and End go to the ends. Step 0 is
// the seats before the first action, then one step per action and per
// street dealt after the betting closed (each run's board), the last the
// end: every run's board, the winnings and the all-in EV. Opponents' cards
// and the equities are hidden until then unless shown.
const rp = {
  box: document.getElementById("replay"),
  id: document.getElementById("replay-id"),
  where: document.getElementById("replay-where"),
  step: document.getElementById("replay-step"),
  board: document.getElementById("replay-board"),
  action: document.getElementById("replay-action"),
  body: document.querySelector("#replay-table tbody"),
  note: document.getElementById("replay-note"),
  show: document.getElementById("replay-show"),
  doc: null, view: [], key: "", k: 0,
};

const suits = { s: ["\u2660", false], h: ["\u2665", true], d: ["\u2666", true], c: ["\u2663", false] };

// cardSpans renders cards ("Ah") as spans, red for hearts and diamonds;
// hidden ones as "?".
function cardSpans(cards, hidden) {
  const out = document.createDocumentFragment();
  for (const c of cards) {
    const s = document.createElement("span");
    s.className = "card";
    if (hidden) {
      s.textContent = "?";
      s.classList.add("hidden");
    } else {
      const [sym, red] = suits[c[1]] || [c[1], false];
      s.textContent = c[0].replace("T", "10") + sym;
      s.title = c;
      if (red) s.classList.add("red");
    }
    out.append(s);
  }
  return out;
}

const streetCards = { preflop: 0, flop: 3, turn: 4, river: 5 };
const money = (x) => x.toFixed(2);
const pct = (x) => (100 * x).toFixed(2) + "%";

function params() {
  const p = new URLSearchParams(location.hash.slice(1));
  return { hand: p.get("hand"), file: p.get("file") || "", step: Math.max(0, parseInt(p.get("step") || "0", 10) || 0) };
}

// view lists the replayer's steps: the seats, each action, each street
// dealt after the betting closed (an all-in's), and the end.
function view(d) {
  const v = [{ street: d.steps.length ? d.steps[0].street : "preflop", start: true }];
  let bets = {}, street = "";
  for (const st of d.steps) {
    if (st.street !== street) [bets, street] = [{}, st.street];
    if (st.action !== "antes") bets[st.player] = (bets[st.player] || 0) + (st.action === "returns" ? -st.amount : st.amount);
    v.push({ st, street: st.street, to: bets[st.player] });
  }
  const last = v[v.length - 1].street;
  for (const street of ["flop", "turn", "river"]) {
    if (streetCards[street] > streetCards[last] && d.boards.length && d.boards[0].length >= streetCards[street]) v.push({ street, deal: true });
  }
  v.push({ street: "river", end: true });
  return v;
}

function go(k) {
  if (!rp.doc) return;
  const p = params();
  k = Math.min(Math.max(k, 0), rp.view.length - 1);
  history.replaceState(null, "", `#hand=${encodeURIComponent(p.hand)}&file=${encodeURIComponent(p.file)}&step=${k}`);
  rp.k = k;
  render();
}

function render() {
  const d = rp.doc, k = rp.k, v = rp.view[k], n = rp.view.length - 1, end = !!v.end, st = v.st, street = v.street;
  const open = rp.show.checked || end || d.follow < 0;
  rp.step.textContent = `step ${k}/${n}`;
  rp.board.textContent = "";
  const several = d.boards.length > 1 && (end || v.deal);
  d.boards.forEach((b, run) => {
    if (run > 0 && !several) return;
    const cards = end ? b : b.slice(0, streetCards[street] ?? 0);
    const line = document.createElement("span");
    line.className = "run";
    if (several) line.append(`run ${run + 1}: `);
    line.append(cards.length ? cardSpans(cards, false) : "no board yet");
    rp.board.append(line, " ");
  });
  const lastStep = [...rp.view.slice(0, k + 1)].reverse().find((x) => x.st);
  const pot = lastStep ? lastStep.st.pot : 0;
  if (v.start) {
    rp.action.textContent = `Seats and stacks, ${d.unit}, big blind ${money(d.big_blind)}`;
  } else if (v.deal) {
    rp.action.textContent = `${street} dealt${several ? " on each run" : ""}; pot ${money(pot)}`;
  } else if (end) {
    rp.action.textContent = `End: pot ${money(pot)} ${d.unit}, rake ${money(d.rake)}${d.allin_street ? `; all-in on the ${d.allin_street}, valued by equity` : ""}`;
  } else {
    let t = `${street}: ${d.players[st.player].name} ${st.action}`;
    if (st.action === "raises") t += ` to ${money(v.to)}`;
    else if (st.amount > 0) t += ` ${money(st.amount)}`;
    if (st.all_in) t += " all-in";
    t += `; pot ${money(st.pot)}`;
    if (st.to_call > 0) t += `; to call ${money(st.to_call)}, pot odds ${pct(st.pot_odds)}`;
    if (st.spr > 0) t += `; SPR ${st.spr.toFixed(2)}`;
    rp.action.textContent = t;
  }
  const folded = new Set();
  for (const x of rp.view.slice(0, k + 1)) if (x.st && x.st.action === "folds") folded.add(x.st.player);
  // The equities at the start of this street, on each run shown; at the
  // end the river's.
  const eqs = d.equities.filter((e) => e.street === street && (several || e.run === 0));
  rp.body.textContent = "";
  d.players.forEach((p, i) => {
    const tr = document.createElement("tr");
    if (folded.has(i)) tr.className = "folded";
    if (st && st.player === i) tr.classList.add("acting");
    const td = (text, num) => {
      const c = document.createElement("td");
      if (num) c.className = "num";
      c.append(text);
      tr.append(c);
      return c;
    };
    td(String(p.seat) + (p.position ? " " + p.position : ""));
    td(p.name + (i === d.follow ? " (followed)" : ""));
    td(p.cards ? cardSpans(p.cards, !open && i !== d.follow) : "");
    const stacks = lastStep ? lastStep.st.stacks : null;
    td(money((stacks ? stacks[i] : p.stack) + (end ? p.won : 0)), true); // at the end, with the pots collected
    const shown = eqs.filter((e) => e.players.includes(i)).map((e) => pct(e.equity[e.players.indexOf(i)]));
    td(open && !folded.has(i) ? shown.join(" / ") : "", true);
    td(end ? `${money(p.won)} (net ${money(p.net)}${p.expected !== undefined ? `; all-in EV ${money(p.expected)}, adjusted ${money(p.adjusted)}` : ""})` : "", true);
    rp.body.append(tr);
  });
  rp.note.textContent = !open ? "Opponents' cards and the equities are hidden until the end: tick \u201copponents' cards\u201d to show them."
    : eqs.length ? `Equity: each known hand's exact share of the pot at the start of the ${street}${several ? ", run by run" : ""}, as pokersim equity --streets gives it.` : "";
}

async function openReplay() {
  const p = params();
  if (!p.hand) {
    rp.box.hidden = true;
    rp.doc = null;
    return;
  }
  const key = p.hand + "\u0000" + p.file;
  rp.box.hidden = false;
  if (rp.doc && rp.key === key) {
    rp.k = Math.min(p.step, rp.view.length - 1);
    render();
    return;
  }
  rp.id.textContent = "#" + p.hand;
  const all = [...files.files];
  const chosen = all.filter((f) => f.name === p.file);
  if (all.length === 0) {
    rp.where.textContent = "Choose the hand history files again: the page keeps them only while it is open.";
    return;
  }
  const fd = new FormData();
  fd.append("player", form.elements.player.value);
  for (const f of chosen.length ? chosen : all) fd.append("file", f);
  rp.where.textContent = "Reading the hand…";
  const resp = await fetch("api/replay?hand=" + encodeURIComponent(p.hand), { method: "POST", body: fd });
  const body = await resp.json().catch(() => ({ error: "no answer" }));
  if (!resp.ok) {
    rp.where.textContent = body.error || resp.statusText;
    return;
  }
  rp.doc = body;
  rp.view = view(body);
  rp.key = key;
  rp.where.textContent = `${body.file}:${body.line}, ${body.game}, ${body.unit}, big blind ${money(body.big_blind)}. Keys: \u2190 \u2192 step, Home and End.`;
  rp.k = Math.min(p.step, rp.view.length - 1);
  render();
  rp.box.scrollIntoView({ block: "start" });
}

document.getElementById("replay-first").addEventListener("click", () => go(0));
document.getElementById("replay-prev").addEventListener("click", () => go(rp.k - 1));
document.getElementById("replay-next").addEventListener("click", () => go(rp.k + 1));
document.getElementById("replay-last").addEventListener("click", () => go(Infinity));
document.getElementById("replay-close").addEventListener("click", () => {
  history.replaceState(null, "", location.pathname);
  openReplay();
});
rp.show.addEventListener("change", () => rp.doc && render());
document.addEventListener("keydown", (e) => {
  if (rp.box.hidden || !rp.doc || (e.target.matches && e.target.matches("input[type=text]"))) return;
  const to = { ArrowRight: rp.k + 1, ArrowLeft: rp.k - 1, Home: 0, End: Infinity }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  go(to);
});
window.addEventListener("hashchange", openReplay);

// The report's hand links open the replayer on this page.
report.addEventListener("load", () => {
  const doc = report.contentDocument;
  if (!doc) return;
  doc.addEventListener("click", (e) => {
    const a = e.target.closest && e.target.closest("a.replay");
    if (!a) return;
    e.preventDefault();
    location.hash = `hand=${encodeURIComponent(a.dataset.hand)}&file=${encodeURIComponent(a.dataset.file)}&step=0`;
  });
  doc.addEventListener("keydown", (e) => document.dispatchEvent(new KeyboardEvent("keydown", { key: e.key })));
});
