// The "range on the board" view: what a range holds on the board of the
// form (POST /api/range, the JSON of "pokersim range --format json"), made
// hands in the exclusive and overlapping views and draws, with a filter of
// classes and draws (--keep) whose range can be copied into a seat.

import { APIError, postJSON } from "./api.js";
import { percent } from "./results.js";

const $ = (id) => document.getElementById(id);

// weighted writes a weighted number of combos as the command line does:
// whole numbers as such, others with up to two decimals ("4.5", "0.33").
export function weighted(x) {
  if (Number.isInteger(x)) return String(x);
  return x.toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
}

function cell(text, cls) {
  const td = document.createElement("td");
  td.textContent = text;
  if (cls) td.className = cls;
  return td;
}

// BoardView drives the section #board-view. Its host gives it the seats
// ({index, mode, text(), hand()}: hand() is the seat's known two-card
// hand or ""), the game, the board and dead cards, and copy(seatIndex,
// range).
export class BoardView {
  constructor(host) {
    this.host = host;
    this.seq = 0; // the latest request, so that late answers are dropped
    this.auto = true; // the range is the first seat's holding one, until the user chooses
    $("rb-seat").addEventListener("change", () => { this.auto = false; this.fromSeat(); });
    $("rb-range").addEventListener("input", () => { this.auto = false; $("rb-seat").value = "typed"; });
    $("rb-form").addEventListener("submit", (e) => { e.preventDefault(); this.show(); });
    $("rb-keep-form").addEventListener("submit", (e) => { e.preventDefault(); this.keep(); });
    $("rb-copy").addEventListener("click", () => this.copy());
    for (const t of ["rb-made", "rb-draws"]) {
      $(t).addEventListener("change", (e) => {
        if (e.target.matches("input[type=checkbox]")) this.checked();
      });
    }
  }

  // seatsChanged lists the seats in the selects, keeping the choices, and
  // follows the chosen seat's range.
  seatsChanged() {
    const seats = this.host.seats();
    const fill = (sel, extra) => {
      const keep = sel.value;
      const opts = seats.map((s) => new Option(`Player ${s.index + 1}`, String(s.index)));
      if (extra) opts.push(new Option(extra, "typed"));
      sel.replaceChildren(...opts);
      if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
    };
    fill($("rb-seat"), "typed below");
    fill($("rb-copy-seat"), "");
    if (this.auto) {
      const r = seats.find((s) => s.mode === "range");
      $("rb-seat").value = r ? String(r.index) : "typed";
    }
    this.fromSeat();
  }

  // fromSeat copies the chosen seat's range into the text box.
  fromSeat() {
    const v = $("rb-seat").value;
    if (v === "typed") return;
    const s = this.host.seats()[Number(v)];
    if (s) $("rb-range").value = s.text();
  }

  // request returns the question of the view: the range, the form's game
  // (Hold'em or short deck), board and dead cards, and the other seats'
  // known hands as opponents.
  request() {
    const chosen = $("rb-seat").value;
    if (chosen !== "typed") this.fromSeat();
    const vs = this.host.seats().filter((s) => String(s.index) !== chosen).map((s) => s.hand()).filter((h) => h);
    const q = { range: $("rb-range").value, board: this.host.board() };
    const game = this.host.game();
    if (game && game !== "holdem") q.game = game;
    const dead = this.host.dead();
    if (dead) q.dead = dead;
    if (vs.length) q.vs = vs;
    return q;
  }

  async show() {
    const seq = ++this.seq;
    this.error("");
    // The view is busy until the answer comes, for assistive technology
    // (and for the page's tests, which can tell a request under way from
    // one never made). showing, not seq, says whose answer ends it: keep,
    // which show calls with a filter, takes a seq of its own.
    this.showing = seq;
    $("board-view").setAttribute("aria-busy", "true");
    try {
      const r = await postJSON("/api/range", this.request());
      if (seq !== this.seq) return;
      this.render(r);
      if ($("rb-keep").value.trim()) await this.keep();
    } catch (e) {
      if (seq !== this.seq) return;
      $("rb-result").hidden = true;
      this.error(e.message, e.where);
    } finally {
      if (this.showing === seq) $("board-view").removeAttribute("aria-busy");
    }
  }

  error(msg, where) {
    $("rb-error").textContent = msg;
    $("rb-error").hidden = !msg;
    $("rb-range").toggleAttribute("aria-invalid", msg !== "" && where === "range");
  }

  render(r) {
    this.report = r;
    const kept = new Set($("rb-keep").value.split(",").map((x) => x.trim()).filter((x) => x));
    const check = (name, title) => {
      const td = document.createElement("td");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.value = name;
      box.checked = kept.has(name);
      box.setAttribute("aria-label", "Keep " + title);
      td.append(box);
      return td;
    };
    const row = (name, title, cells) => {
      const tr = document.createElement("tr");
      tr.dataset.name = name;
      const th = document.createElement("th");
      th.scope = "row";
      th.textContent = title;
      tr.append(check(name, title), th, ...cells);
      return tr;
    };
    $("rb-made").tBodies[0].replaceChildren(...r.made.filter((m) => m.any.combos > 0).map((m) => {
      const tr = row(m.class, m.title, [cell(weighted(m.best.weight)), cell(percent(m.best.share, 2), "share"),
        cell(weighted(m.any.weight)), cell(percent(m.any.share, 2), "share")]);
      tr.dataset.best = JSON.stringify(m.best);
      tr.dataset.any = JSON.stringify(m.any);
      tr.style.setProperty("--w", String(m.best.share));
      return tr;
    }));
    const draws = r.draws.filter((d) => d.combos > 0);
    $("rb-draws").tBodies[0].replaceChildren(...draws.map((d) => {
      const tr = row(d.draw, d.title, [cell(weighted(d.weight)), cell(percent(d.share, 2), "share")]);
      tr.dataset.count = JSON.stringify({ combos: d.combos, weight: d.weight, share: d.share });
      tr.style.setProperty("--w", String(d.share));
      return tr;
    }));
    $("rb-draws-wrap").hidden = draws.length === 0;
    // Each cell names its column, for the stacked layout of a phone.
    for (const t of [$("rb-made"), $("rb-draws")]) {
      const heads = [...t.tHead.rows[0].cells].map((th) => th.textContent);
      for (const tr of t.tBodies[0].rows) [...tr.cells].forEach((c, i) => { c.dataset.label = heads[i]; });
    }
    let combos = `${r.left} of ${r.combos} combos left`;
    if (r.weight !== r.combos || r.left_weight !== r.left) combos += `, weight ${weighted(r.left_weight)} of ${weighted(r.weight)}`;
    const meta = [combos, "board " + r.board.join("")];
    if (r.dead.length) meta.push("dead " + r.dead.join(""));
    if (r.vs.length) meta.push("vs " + r.vs.join(", "));
    $("rb-meta").textContent = meta.join(" · ");
    $("rb-result").hidden = false;
  }

  // checked writes the boxes ticked as the filter, and applies it.
  checked() {
    const names = [...document.querySelectorAll("#rb-made tbody input:checked, #rb-draws tbody input:checked")].map((b) => b.value);
    $("rb-keep").value = names.join(",");
    this.keep();
  }

  // keep asks for the range of the combos that pass the filter.
  async keep() {
    const seq = ++this.seq;
    const out = $("rb-kept");
    const filter = $("rb-keep").value.trim();
    this.kept = "";
    $("rb-copy").disabled = true;
    if (!filter) {
      out.textContent = "";
      delete out.dataset.combos;
      return;
    }
    try {
      const r = await postJSON("/api/range", { ...this.request(), keep: filter });
      if (seq !== this.seq) return;
      this.kept = r.keep.range;
      out.textContent = `${r.keep.range} (${weighted(r.keep.combos)} combos)`;
      out.dataset.combos = String(r.keep.combos);
      out.classList.remove("error");
      $("rb-copy").disabled = false;
    } catch (e) {
      if (seq !== this.seq) return;
      out.textContent = e instanceof APIError ? e.message : String(e);
      out.classList.add("error");
      delete out.dataset.combos;
    }
  }

  copy() {
    if (this.kept) this.host.copy(Number($("rb-copy-seat").value), this.kept);
  }
}
