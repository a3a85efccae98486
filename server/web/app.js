// pokersim's calculator page: seats with hands or painted ranges, board
// and dead cards, a run streamed from POST /api/equity with a progress bar
// and a Stop button, and the whole state in the URL.

import { APIError, getJSON, postJSON, streamEquity } from "./api.js";
import { Picker, cardsIn, drawCards, isHand, ranksOf } from "./cards.js";
import { RangeGrid } from "./grid.js";
import { BoardView } from "./rangeboard.js";
import { clearAnalyses, renderAnalyses } from "./analyses.js";
import { asCSV, asMarkdown, asText, copyText } from "./copy.js";
import { clearResult, renderResult } from "./results.js";
import { deleteRange, onSavedChange, saveRange, savedRanges } from "./saved.js";
import { SWITCHES, readURL, writeURL } from "./state.js";

const $ = (id) => document.getElementById(id);
const MAX_SEATS = 10;
const DEFAULT = { players: ["AhKh", "QQ+, AKs"], game: "holdem", board: "", dead: "", method: "auto",
  trials: "", stderr: "", time: "", seed: "", confidence: "", categories: false, by_class: true,
  outs: false, by_card: false, streets: false, distribution: false };

const page = {
  games: [],
  ranking: [],
  maxSeats: MAX_SEATS,
  seats: [],
  run: null, // the AbortController of the run under way
  live: null, // the AbortController of the live calculation under way
  partial: null, // the last partial result of the run under way
  table: null, // the result shown, as a table to copy
  nav: 0, // counts the moves in the history, so that a run's result goes to its own entry
};

// SWITCH_IDS are the ids of the analyses' check boxes.
const SWITCH_IDS = { outs: "outs", by_card: "by-card", streets: "streets", distribution: "distribution" };

function game() {
  return page.games.find((g) => g.name === $("game").value) || page.games[0];
}

// rangesAllowed reports whether the game's players may hold ranges: of
// two-card combos, painted on the grid (Hold'em, short deck), or of Omaha
// hands, written in ProPokerTools' syntax.
function rangesAllowed() {
  return game().holding === "combos" || game().holding === "patterns";
}

// gridAllowed reports whether the game's ranges are of two-card combos,
// those of the 13x13 grid.
function gridAllowed() {
  return game().holding === "combos";
}

// debounce returns f delayed until ms after the last call.
// Its cancel method drops a call on its way.
function debounce(f, ms) {
  let t = 0;
  const g = (...args) => {
    clearTimeout(t);
    t = setTimeout(() => f(...args), ms);
  };
  g.cancel = () => clearTimeout(t);
  return g;
}

// ---- Seats ----

// looksLikeHand reports whether text is written as n cards, a rank and a
// letter each, whether or not the letters are suits: "AhKx" is a mistyped
// hand, not a range, and its seat stays a hand's.
function looksLikeHand(text, n) {
  const t = (text || "").replace(/[\s,]/g, "");
  return t.length > 0 && t.length <= 2 * n && /^(?:(?:10|[2-9tjqka])[a-z\u2660-\u2667])+$/i.test(t) &&
    ![...t].some((c, i) => i % 2 === 1 && /[2-9tjqka]/i.test(c));
}

// twoCards returns text if it is a known hand of two cards, else "".
function twoCards(text) {
  return cardsIn(text).length === 2 && isHand(text, 2) ? text.trim() : "";
}

class Seat {
  constructor(text) {
    const li = $("seat-template").content.firstElementChild.cloneNode(true);
    this.el = li;
    this.input = li.querySelector(".seat-text");
    this.error = li.querySelector(".seat-error");
    this.handCards = li.querySelector(".hand-cards");
    this.slider = li.querySelector(".top-slider");
    this.sliderOut = li.querySelector(".top-out");
    this.count = li.querySelector(".range-count");
    this.weight = li.querySelector(".paint-weight");
    this.radios = [...li.querySelectorAll(".mode input")];
    this.panel = li.querySelector(".range-panel");
    this.toggle = li.querySelector(".panel-toggle");
    this.toggle.addEventListener("click", () => this.openPanel(this.panel.hidden));
    this.seq = 0; // the latest range request, so that late answers are dropped
    this.grid = new RangeGrid(li.querySelector(".range-grid"), {
      weight: () => Number(this.weight.value),
      onCommit: (t) => {
        this.input.value = t;
        this.refreshRange(true);
        changed();
      },
    });
    this.input.value = text;
    this.input.addEventListener("input", () => {
      this.clearError();
      if (this.mode === "range" && gridAllowed()) this.refreshRangeSoon();
      else drawCards(this.handCards, this.handText(), game().hole_cards);
      this.syncSlider();
      changed();
    });
    li.querySelector(".pick").addEventListener("click", () => this.pick());
    this.exportBox = li.querySelector("details.export");
    this.exportFormat = li.querySelector(".export-format");
    this.exportText = li.querySelector(".export-text");
    this.exportBox.addEventListener("toggle", () => this.refreshExport());
    this.exportFormat.addEventListener("change", () => this.refreshExport());
    li.querySelector(".export-copy").addEventListener("click", () => copyText(this.exportText.value).catch(() => {}));
    li.querySelector(".edit-cell").addEventListener("click", () => this.grid.editCell(this.grid.focusIndex));
    this.saved = li.querySelector(".saved-list");
    this.saveName = li.querySelector(".save-name");
    this.saved.addEventListener("change", () => {
      const r = savedRanges(game().holding).find((x) => x.name === this.saved.value);
      if (!r) return;
      this.input.value = r.text;
      this.saveName.value = r.name;
      this.clearError();
      this.setMode("range");
      this.syncSlider();
      changed();
    });
    li.querySelector(".save-range").addEventListener("click", () => {
      const name = this.saveName.value.trim();
      if (!name || !this.input.value.trim()) return;
      saveRange(name, this.input.value.trim(), game().holding);
      this.saved.value = name;
    });
    li.querySelector(".delete-range").addEventListener("click", () => {
      const name = this.saved.value || this.saveName.value.trim();
      if (name) deleteRange(name);
    });
    li.querySelector(".remove").addEventListener("click", () => removeSeat(this));
    li.querySelector(".clear-range").addEventListener("click", () => {
      this.seq++; // drop the answers on their way
      this.input.value = "";
      this.grid.setView(null);
      this.count.textContent = "";
      this.slider.value = "0";
      this.sliderOut.textContent = "0%";
      changed();
    });
    this.slider.addEventListener("input", () => {
      const v = this.slider.value;
      this.sliderOut.textContent = v + "%";
      this.input.value = Number(v) > 0 ? v + "%" : "";
      this.clearError();
      this.refreshRangeSoon();
      changed();
    });
    this.refreshRangeSoon = debounce(() => this.refreshRange(false), 150);
    // Choosing Range opens the grid, where the range is painted; a seat
    // changes mode only here, never by what is typed in it.
    // A click on Range opens them again if they were closed (arrow keys
    // in the group click too).
    for (const r of this.radios) {
      r.addEventListener("click", () => {
        if (this.mode !== r.value) this.setMode(r.value);
        this.openPanel(r.value === "range");
      });
      r.addEventListener("change", () => {
        if (this.mode !== r.value) this.setMode(r.value);
      });
    }
    const name = "mode-" + Math.random().toString(36).slice(2);
    for (const r of this.radios) r.name = name;
    const hand = isHand(text, game().hole_cards) || looksLikeHand(text, game().hole_cards);
    this.setMode(rangesAllowed() && !hand ? "range" : "hand");
    this.syncSlider();
  }

  setIndex(i) {
    this.index = i;
    const name = `Player ${i + 1}`;
    this.el.querySelector(".seat-name").textContent = name;
    const id = `seat-${i + 1}`;
    this.input.id = id;
    this.el.dataset.seat = String(i + 1);
    this.el.querySelector(".seat-label").htmlFor = id;
    this.panel.id = `${id}-panel`;
    this.toggle.setAttribute("aria-controls", this.panel.id);
    this.el.querySelector(".remove").setAttribute("aria-label", `Remove player ${i + 1}`);
    this.el.querySelector(".range-grid").setAttribute("aria-label",
      `Player ${i + 1}'s range: pairs on the diagonal, suited above, offsuit below. Arrow keys move, space toggles.`);
  }

  // refreshExport writes the seat's range in the chosen tool's format, as
  // the server exports it (GET /api/range?export=FORMAT), when the export
  // box is open.
  async refreshExport() {
    if (!this.exportBox.open) return;
    const text = this.input.value;
    const format = this.exportFormat.value;
    this.exportText.value = "";
    delete this.exportText.dataset.format;
    if (!text.trim() || !gridAllowed()) return;
    try {
      const v = await getJSON("/api/range", { range: text, game: game().name, export: format });
      if (this.input.value !== text || this.exportFormat.value !== format) return;
      this.exportText.value = v.export ? v.export.text : "";
      this.exportText.dataset.format = format;
    } catch (e) {
      this.exportText.value = e.message;
    }
  }

  // listSaved fills the list of saved ranges with those of the game's
  // kind of range.
  listSaved() {
    const keep = this.saved.value;
    const head = new Option(savedRanges(game().holding).length ? "load…" : "none saved", "");
    this.saved.replaceChildren(head, ...savedRanges(game().holding).map((r) => new Option(r.name, r.name)));
    this.saved.value = [...this.saved.options].some((o) => o.value === keep) ? keep : "";
  }

  // openPanel shows or hides the seat's range tools: the grid, the Top
  // slider, the export and the saved ranges.
  openPanel(on) {
    on = on && this.mode === "range";
    this.panel.hidden = !on;
    this.toggle.setAttribute("aria-expanded", String(on));
  }

  setMode(mode) {
    if (mode === "range" && !rangesAllowed()) mode = "hand";
    this.listSaved();
    this.mode = mode;
    for (const r of this.radios) r.checked = r.value === mode;
    this.el.classList.toggle("range", mode === "range");
    this.el.classList.toggle("no-ranges", !rangesAllowed());
    this.el.classList.toggle("text-range", !gridAllowed());
    const g = game();
    const label = this.el.querySelector(".seat-label");
    this.toggle.textContent = gridAllowed() ? "Grid" : "Saved";
    this.toggle.title = gridAllowed() ? "Paint the range on the grid, export it, save it" : "Saved ranges";
    if (mode !== "range") this.openPanel(false);
    if (mode === "range" && !gridAllowed()) {
      label.textContent = "Range (ProPokerTools syntax: AA**, KK**:ds, [T-8][T-8]** …)";
      this.input.placeholder = "AA**";
    } else if (mode === "range") {
      label.textContent = "Range (QQ+, AKs, 15%, AA@50 …)";
      this.input.placeholder = "QQ+, AKs";
      this.grid.setRanks(ranksOf(g.deck));
      this.refreshRange(false);
    } else {
      label.textContent = `Hand (${g.hole_cards} cards${g.partial ? " or fewer" : ""}, or random)`;
      this.input.placeholder = g.hole_cards === 2 ? "AhKh" : "random";
      drawCards(this.handCards, this.handText(), g.hole_cards);
    }
    if (page.boardView) page.boardView.seatsChanged();
  }

  // refreshRange asks the server to read the range text and paints the
  // grid with its answer; canonical, after painting, also puts the
  // server's spelling of the range in the text box.
  async refreshRange(canonical) {
    const text = this.input.value;
    const seq = ++this.seq;
    if (text.trim() === "" || !gridAllowed()) {
      this.grid.setView(null);
      this.count.textContent = "";
      if (text.trim() === "") this.followSlider(0);
      return;
    }
    try {
      const params = { range: text, game: game().name };
      const format = this.exportFormat.value;
      if (this.exportBox.open) params.export = format;
      const view = await getJSON("/api/range", params);
      // A later request, or a change of the text since, makes this answer stale.
      if (seq !== this.seq || this.input.value !== text) return;
      this.grid.setView(view);
      if (view.export && this.exportFormat.value === format) {
        this.exportText.value = view.export.text;
        this.exportText.dataset.format = format;
      }
      this.count.textContent = `${view.combos} combos (${view.percent.toFixed(1)}%)`;
      this.followSlider(view.percent);
      if (canonical && this.input.value === text) {
        this.input.value = view.text;
        changed();
      }
      this.clearError();
    } catch (e) {
      if (seq !== this.seq || this.input.value !== text) return;
      this.showError(e.message);
    }
  }

  // followSlider sets the Top slider to a range's share of the deck, in
  // percent, unless the text is a share itself ("15%"), which the slider
  // already shows.
  followSlider(percent) {
    if (/^\s*(?:top)?\s*\d+(?:\.\d+)?\s*%\s*$/i.test(this.input.value)) return;
    this.slider.value = String(percent);
    this.sliderOut.textContent = `${percent.toFixed(1)}%`;
  }

  syncSlider() {
    const m = /^\s*(?:top)?\s*(\d+(?:\.\d+)?)\s*%\s*$/i.exec(this.input.value);
    if (m) {
      this.slider.value = m[1];
      this.sliderOut.textContent = m[1] + "%";
    }
  }

  showError(msg) {
    this.error.textContent = msg;
    this.error.hidden = false;
    this.input.setAttribute("aria-invalid", "true");
    this.el.classList.add("invalid");
  }

  clearError() {
    this.error.hidden = true;
    this.input.removeAttribute("aria-invalid");
    this.el.classList.remove("invalid");
  }

  // handText returns the seat's text if it is a hand, and "" if it is a
  // range (whose letters may look like cards: the "Ks" of "AKs").
  handText() {
    const t = this.input.value;
    return isHand(t, game().hole_cards) ? t : "";
  }

  pick() {
    const g = game();
    openPicker({
      title: `Player ${this.index + 1}'s hand`,
      hint: `Pick ${g.hole_cards} cards${g.partial ? " or fewer" : ""}. Cards in use elsewhere are greyed out.`,
      text: this.handText(),
      max: g.hole_cards,
      closeWhenFull: true,
      onChange: (t) => {
        this.input.value = t;
        this.clearError();
        drawCards(this.handCards, t, g.hole_cards);
        changed();
      },
    }, this);
  }
}

function renumber() {
  page.seats.forEach((s, i) => s.setIndex(i));
  const n = page.seats.length;
  for (const s of page.seats) s.el.querySelector(".remove").disabled = n <= 2;
  $("add-seat").disabled = n >= page.maxSeats;
  if (page.boardView) page.boardView.seatsChanged();
}

function addSeat(text) {
  const s = new Seat(text);
  page.seats.push(s);
  $("seats").append(s.el);
  renumber();
  return s;
}

function removeSeat(s) {
  if (page.seats.length <= 2) return;
  page.seats.splice(page.seats.indexOf(s), 1);
  s.el.remove();
  renumber();
  changed();
  const next = page.seats[Math.min(s.index, page.seats.length - 1)];
  next.input.focus();
}

// ---- Board, dead cards and the picker ----

let picker;

// usedExcept returns the cards held by every seat, the board and the dead
// cards, but for the one being picked.
function usedExcept(who) {
  const used = [];
  for (const s of page.seats) if (s !== who && s.mode === "hand") used.push(...cardsIn(s.handText()));
  if (who !== "board") used.push(...cardsIn($("board").value));
  if (who !== "dead") used.push(...cardsIn($("dead").value));
  return used;
}

function openPicker(target, who) {
  target.used = usedExcept(who);
  target.deck = game().deck;
  const opener = document.activeElement;
  target.onClose = () => opener && opener.focus && opener.focus();
  picker.open(target);
}

function drawBoard() {
  const g = game();
  drawCards($("board-cards"), $("board").value, Math.max(...g.streets));
  drawCards($("dead-cards"), $("dead").value, 0);
}

function setupCards() {
  picker = new Picker($("picker"));
  $("board-pick").addEventListener("click", () => {
    const g = game();
    openPicker({
      title: "Board", hint: `Pick the flop, turn and river: ${g.streets.filter((n) => n > 0).join(", ")} cards.`,
      text: $("board").value, max: Math.max(...g.streets), closeWhenFull: true,
      onChange: (t) => { $("board").value = t; drawBoard(); clearFieldError("board"); changed(); },
    }, "board");
  });
  $("dead-pick").addEventListener("click", () => {
    openPicker({
      title: "Dead cards", hint: "Cards out of play: in nobody's hand and not on the board.",
      text: $("dead").value, max: 52, closeWhenFull: false,
      onChange: (t) => { $("dead").value = t; drawBoard(); clearFieldError("dead"); changed(); },
    }, "dead");
  });
  for (const id of ["board", "dead"]) {
    $(id).addEventListener("input", () => { drawBoard(); clearFieldError(id); changed(); });
  }
}

// ---- State ----

const OPTIONS = ["method", "trials", "stderr", "time", "seed", "confidence"];

function state() {
  const s = { players: page.seats.map((x) => x.input.value), game: $("game").value, board: $("board").value, dead: $("dead").value };
  for (const f of OPTIONS) s[f] = $(f).value.trim();
  s.categories = $("categories").checked;
  s.by_class = $("by-class").checked;
  for (const f of SWITCHES) s[f] = $(SWITCH_IDS[f]).checked;
  return s;
}

function setState(s) {
  if (page.games.some((g) => g.name === s.game)) $("game").value = s.game;
  $("seats").replaceChildren();
  page.seats = [];
  const players = s.players.slice(0, page.maxSeats);
  while (players.length < 2) players.push("");
  for (const p of players) addSeat(p);
  $("board").value = s.board;
  $("dead").value = s.dead;
  for (const f of OPTIONS) $(f).value = s[f] || (f === "method" ? "auto" : "");
  $("categories").checked = s.categories;
  $("by-class").checked = s.by_class;
  for (const f of SWITCHES) $(SWITCH_IDS[f]).checked = Boolean(s[f]);
  if (OPTIONS.some((f) => f !== "method" && s[f]) || s.method !== "auto" || s.categories) $("options").open = true;
  drawBoard();
  applyGame();
}

// saveURL keeps the inputs in the URL. An entry of the history that holds
// a calculation keeps its URL: the first change after it opens a new
// entry, a draft, which later changes replace and the next calculation
// takes over.
const saveURL = debounce(() => {
  const url = writeURL(state());
  if (history.state && history.state.result) history.pushState(null, "", url);
  else history.replaceState(null, "", url);
}, 200);

function changed() {
  saveURL();
  if (page.boardView) page.boardView.seatsChanged();
  showRefusals();
  liveSoon();
}

// ---- Live equity ----

// liveEligible reports whether the inputs are a question the server
// answers from its exact preflop table in about a millisecond: two
// Hold'em players, hands or unweighted ranges, no board, no dead card,
// nothing that asks for Monte Carlo, and no hand categories. The page
// then recalculates as the grid is painted or a range typed, without Run.
// (Weights such as AA@33 take the enumeration instead, which is not
// instant; so do categories, which the table does not hold: for two wide
// ranges that is seconds of the server's time at each change, with no
// progress bar or Stop.)
function liveEligible(s) {
  return s.game === "holdem" && s.players.length === 2 && s.players.every((p) => p.trim() !== "" && dyadicWeights(p)) &&
    s.board.trim() === "" && s.dead.trim() === "" && (s.method === "auto" || s.method === "exact") &&
    !s.trials && !s.stderr && !s.time && !s.categories;
}

// dyadicWeights reports whether every weight written in a range (AA@75)
// is a whole multiple of a power of two (75% is 3/4), as the table needs
// to give the enumeration's figures bit for bit; the paint weights are.
// Weights written otherwise (AA:0.33, "33: AA", [33]AA[/33]) are not
// read here, so a range holding them is not: the server would enumerate
// it, seconds for a wide range at each change.
function dyadicWeights(text) {
  return !/[:[]/.test(text) && [...text.matchAll(/@\s*([0-9.]+)/g)].every((m) => Number.isInteger((Number(m[1]) / 100) * 2 ** 20));
}

const liveSoon = debounce(() => live(), 150);

// live asks for the inputs' equity as they are, when liveEligible, and
// shows it unless a run is under way or the inputs changed since. An
// answer that is not the table's (the server chose otherwise) is shown
// too: it is the same calculation Run would make. Errors are left for Run
// to report: a range half typed is not a mistake yet.
async function live() {
  if (page.live) page.live.abort();
  page.live = null;
  const s = state();
  if (page.run || !liveEligible(s)) return;
  const ctl = new AbortController();
  page.live = ctl;
  const body = requestBody();
  const key = JSON.stringify(body);
  try {
    const data = await postJSON("/api/equity", body, ctl.signal);
    if (page.live !== ctl || page.run || JSON.stringify(requestBody()) !== key) return;
    clearErrors();
    page.table = renderResult(data, "");
    $("result-meta").textContent += " · live";
    renderAnalyses(data, {});
    $("status").textContent = data.method === "preflop table" ? "Live: exact, from the preflop table." : "Live.";
    // What the result answers, for whoever reads the page (and its tests).
    $("results").dataset.live = body.players.join(" vs ");
    document.body.dataset.live = String(Number(document.body.dataset.live || 0) + 1);
  } catch {
    // Aborted by a later change, or not a question yet.
  } finally {
    if (page.live === ctl) page.live = null;
  }
}

// refusals returns, for each analysis after the flop, why it cannot be
// made for the inputs as they are ("" if it can): the game's reason
// (GET /api/games), a board of the wrong size, or no range. With details,
// it says more where the short reason leaves something out.
function refusals(details) {
  const g = game();
  const n = cardsIn($("board").value).length;
  const out = {};
  for (const a of SWITCHES) {
    let why = (g.refused || {})[a] || "";
    if (!why && (a === "outs" || a === "by_card") && !(n >= 3 && n < g.board_cards)) {
      why = n >= g.board_cards ? "not on the river" : "needs a flop or a turn";
      if (details) why = `needs a flop or a turn: ${Math.min(3, g.board_cards)} to ${g.board_cards - 1} board cards (the board has ${n})`;
    } else if (!why && a === "streets" && n === 0) {
      why = "needs a board";
    } else if (!why && a === "distribution" && !page.seats.some((s) => s.mode === "range" && s.input.value.trim() !== "")) {
      why = "needs a range";
      if (details) why = "needs a player with a range";
    }
    out[a] = why;
  }
  return out;
}

// showRefusals writes beside each analysis why it cannot be made; one the
// game refuses cannot be chosen at all.
function showRefusals() {
  const why = refusals();
  const full = refusals(true);
  const g = game();
  for (const a of SWITCHES) {
    const box = $(SWITCH_IDS[a]);
    const label = box.closest("label");
    label.querySelector(".why").textContent = why[a];
    label.title = full[a];
    label.classList.toggle("refused", Boolean(why[a]));
    box.disabled = Boolean((g.refused || {})[a]);
  }
  // Hand categories: a game played for the low alone has none.
  const noCategories = (g.refused || {}).categories || "";
  $("categories").disabled = noCategories !== "";
  $("categories").closest("label").title = noCategories;
}

// applyGame shows what the game takes: ranges or not, a board or not.
function applyGame() {
  const g = game();
  $("board-field").hidden = g.board_cards === 0;
  // The classes of a range on a board are those of two-card ranges:
  // Hold'em's and short deck's (package postflop).
  $("board-view").hidden = g.holding !== "combos";
  for (const s of page.seats) s.setMode(s.mode);
  drawBoard();
  showRefusals();
}

// ---- Running ----

// number turns an option's text into a JSON number where it reads as one;
// other text is sent as it is, for the server to report.
function number(text) {
  if (text === "") return undefined;
  const x = Number(text);
  return Number.isFinite(x) ? x : text;
}

function requestBody() {
  const s = state();
  const body = { players: s.players, game: s.game };
  if (s.board && game().board_cards > 0) body.board = s.board;
  if (s.dead) body.dead = s.dead;
  if (s.method !== "auto") body.method = s.method;
  for (const f of ["trials", "stderr", "seed", "confidence"]) {
    const v = number(s[f]);
    if (v !== undefined) body[f] = v;
  }
  if (s.time) body.time = s.time;
  if (s.categories && !(game().refused || {}).categories) body.categories = true;
  if (s.by_class && page.seats[0].mode === "range" && gridAllowed()) body.by_class = true;
  const why = refusals();
  for (const a of SWITCHES) if (s[a] && !why[a]) body[a] = true;
  return body;
}

function clearErrors() {
  $("error").hidden = true;
  for (const s of page.seats) s.clearError();
  for (const id of ["board", "dead", ...OPTIONS]) clearFieldError(id);
}

// fieldError returns the box of an error about the field id, beside it:
// under the board's and the dead cards' inputs, and in an option's label.
function fieldError(id) {
  const own = document.getElementById(id + "-error");
  if (own) return own;
  const label = $(id).closest("label");
  let box = label.querySelector(".field-error");
  if (!box) {
    box = document.createElement("span");
    box.className = "field-error error";
    box.id = id + "-error";
    box.hidden = true;
    label.append(box);
  }
  return box;
}

function clearFieldError(id) {
  $(id).removeAttribute("aria-invalid");
  const box = document.getElementById(id + "-error");
  if (box) box.hidden = true;
}

// showError shows an error of the API beside the part it names (a
// player's seat, the board, the dead cards or an option), and under Run
// when it names none (a card held twice, "matchup").
function showError(e) {
  const where = e.where || "";
  const m = /^player (\d+)$/.exec(where);
  let field = null;
  if (m && page.seats[Number(m[1]) - 1]) {
    const s = page.seats[Number(m[1]) - 1];
    s.showError(e.message);
    field = s.input;
  } else if (where === "board" || where === "dead cards" || OPTIONS.includes(where)) {
    const id = where === "dead cards" ? "dead" : where;
    if (OPTIONS.includes(id)) $("options").open = true;
    field = $(id);
    const box = fieldError(id);
    box.textContent = e.message;
    box.hidden = false;
  } else {
    const box = $("error");
    box.textContent = e.message;
    box.hidden = false;
  }
  if (field) {
    field.setAttribute("aria-invalid", "true");
    field.focus();
  }
}

function setRunning(on) {
  $("run").disabled = on;
  $("stop").disabled = !on;
  $("progress").hidden = !on;
  document.body.dataset.running = String(on);
}

// run runs the calculation of the inputs. Each calculation is an entry of
// the history, its URL the inputs and its state the result, so that Back
// and Forward show it again without running it; opened from a link
// (fromURL), the calculation takes the entry it was opened in.
async function run(fromURL) {
  if (page.run) return;
  liveSoon.cancel();
  if (page.live) page.live.abort();
  page.live = null;
  clearErrors();
  saveURL.cancel();
  const url = writeURL(state());
  if (!fromURL && history.state && history.state.result) history.pushState(null, "", url);
  else history.replaceState(null, "", url);
  const nav = page.nav;
  clearAnalyses(); // those of the last calculation, until this one's come
  delete $("results").dataset.live;
  const refused = Object.fromEntries(Object.entries(refusals(true)).filter(([a, why]) => why && state()[a]));
  const ctl = new AbortController();
  page.run = ctl;
  page.partial = null;
  setRunning(true);
  $("progress").value = 0;
  $("status").textContent = "Starting…";
  try {
    await streamEquity(requestBody(), ctl.signal, (name, data) => {
      switch (name) {
        case "start":
          $("status").textContent = data.mode === "exact" ? "Enumerating every board…" : "Monte Carlo…";
          break;
        case "progress":
          $("progress").value = data.done;
          break;
        case "partial":
          page.partial = data;
          page.table = renderResult(data, "running…");
          $("status").textContent = `Monte Carlo: ${data.samples.toLocaleString("en")} trials so far`;
          break;
        case "result":
          page.table = renderResult(data, "");
          renderAnalyses(data, refused);
          if (page.nav === nav && location.search === url) history.replaceState({ result: data, refused }, "", url);
          $("status").textContent = data.interrupted ? "Stopped." : "Done.";
          page.partial = null;
          break;
        case "error":
          throw new APIError(data.status, data);
      }
    });
  } catch (e) {
    if (page.nav !== nav) {
      // Back or Forward went to another entry, which shows its own result.
    } else if (ctl.signal.aborted) {
      if (page.partial) page.table = renderResult(page.partial, "stopped: partial result");
      $("status").textContent = "Stopped.";
    } else {
      clearResult();
      clearAnalyses();
      $("status").textContent = "";
      showError(e instanceof APIError ? e : new APIError(0, { error: "cannot reach the server: " + e.message }));
    }
  } finally {
    page.run = null;
    setRunning(false);
  }
}

function stop() {
  if (page.run) page.run.abort();
}

// ---- Start ----

async function start() {
  const [games, limits] = await Promise.all([getJSON("/api/games"), getJSON("/api/limits")]);
  page.games = games;
  page.maxSeats = Math.min(MAX_SEATS, limits.max_players);
  const sel = $("game");
  sel.replaceChildren(...games.map((g) => new Option(g.title, g.name)));
  page.boardView = new BoardView({
    seats: () => page.seats.map((s) => ({ index: s.index, mode: s.mode, text: () => s.input.value,
      hand: () => (s.mode === "hand" ? twoCards(s.input.value) : "") })),
    board: () => $("board").value,
    dead: () => $("dead").value,
    game: () => $("game").value,
    copy: (i, text) => {
      const s = page.seats[i];
      if (!s) return;
      s.input.value = text;
      s.clearError();
      s.setMode("range");
      s.syncSlider();
      changed();
    },
  });
  const fromURL = readURL(location.search);
  setState(fromURL || DEFAULT);
  sel.addEventListener("change", () => { applyGame(); changed(); });
  $("add-seat").addEventListener("click", () => {
    if (page.seats.length >= page.maxSeats) return;
    const s = addSeat("");
    s.input.focus();
    changed();
  });
  for (const f of [...OPTIONS, "categories", "by-class", ...Object.values(SWITCH_IDS)]) {
    $(f).addEventListener("input", () => { clearFieldError(f); changed(); });
    $(f).addEventListener("change", changed);
  }
  $("form").addEventListener("submit", (e) => { e.preventDefault(); run(); });
  $("stop").addEventListener("click", stop);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && page.run) stop();
  });
  setupCards();
  onSavedChange(() => { for (const s of page.seats) s.listSaved(); });
  setupFourColour();
  for (const b of document.querySelectorAll("button.copy")) b.addEventListener("click", () => copy(b.dataset.format));
  window.addEventListener("popstate", (e) => restore(e.state));
  document.body.dataset.ready = "true";
  if (fromURL) run(true);
}

// setupFourColour keeps the four-colour deck choice in localStorage.
function setupFourColour() {
  const box = $("four-colour");
  let on = false;
  try {
    on = localStorage.getItem("pokersim.fourColour") === "1";
  } catch {
    on = false;
  }
  box.checked = on;
  document.body.classList.toggle("four-colour", on);
  box.addEventListener("change", () => {
    document.body.classList.toggle("four-colour", box.checked);
    try {
      localStorage.setItem("pokersim.fourColour", box.checked ? "1" : "0");
    } catch {
      // Private windows may refuse storage: the choice lasts the page.
    }
  });
}

// restore shows an entry of the history: its inputs, from its URL, and
// its result, from its state, if it has one.
function restore(entry) {
  page.nav++;
  stop();
  saveURL.cancel();
  clearErrors();
  setState(readURL(location.search) || DEFAULT);
  $("status").textContent = "";
  if (entry && entry.result) {
    page.table = renderResult(entry.result, "");
    renderAnalyses(entry.result, entry.refused || {});
  } else {
    page.table = null;
    clearResult();
    clearAnalyses();
  }
}

// copy copies the result shown as text, Markdown or CSV, or the page's
// link, and says so beside the buttons; the text copied is kept in the
// status's data-copied for whoever checks.
async function copy(format) {
  const out = $("copy-status");
  const writers = { text: asText, markdown: asMarkdown, csv: asCSV };
  let text;
  if (format === "link") text = location.href;
  else if (page.table) text = writers[format](page.table);
  else return;
  try {
    await copyText(text);
    out.dataset.copied = text;
    out.textContent = format === "link" ? "Link copied." : `Copied as ${{ text: "text", markdown: "Markdown", csv: "CSV" }[format]}.`;
  } catch (e) {
    out.textContent = "Could not copy: " + e.message;
  }
}

start().catch((e) => {
  const box = $("error");
  box.textContent = "pokersim's server did not answer: " + e.message;
  box.hidden = false;
});
