// The 13x13 grid of starting-hand classes: pairs on the diagonal, suited
// hands above it, offsuit below, rows and columns from Ace down to Two, in
// the order of the server's class index (deck.Class.Index).

import { RANKS } from "./cards.js";
import { CellEditor, combosOf, comboKey } from "./cell.js";

let editor = null; // the cell editor, made on first use

// classAt returns the name of the class at grid index i: "AA", "AKs", "AKo".
export function classAt(i) {
  const row = Math.floor(i / 13);
  const col = i % 13;
  if (row === col) return RANKS[row] + RANKS[col];
  if (col > row) return RANKS[row] + RANKS[col] + "s";
  return RANKS[col] + RANKS[row] + "o";
}

function kindAt(i) {
  const row = Math.floor(i / 13);
  const col = i % 13;
  return row === col ? "pair" : col > row ? "suited" : "offsuit";
}

// weightSuffix writes a paint weight as range notation: "" for 1, "@50".
function weightSuffix(w) {
  return w === 1 ? "" : "@" + String(Math.round(w * 10000) / 100);
}

// RangeGrid paints a range. Its state is the server's view of the range
// text (GET /api/range) and the cells painted since; commit() writes them
// back as range text for the server to read again. Click or drag to paint
// (or, starting on a painted cell, to erase); arrow keys move, space or
// enter toggles.
export class RangeGrid {
  constructor(el, { weight, onCommit }) {
    this.el = el;
    this.weight = weight; // () => the paint weight, in (0,1]
    this.onCommit = onCommit; // (text) => void
    this.view = null; // the server's classes, in grid order
    this.painted = new Map(); // index -> weight (0: erased)
    this.edited = new Map(); // index -> the cell's text, from the cell editor
    this.cells = [];
    this.focusIndex = 0;
    this.out = new Set(); // the indexes of classes with a rank not in the game's deck
    for (let i = 0; i < 169; i++) {
      const c = document.createElement("div");
      c.className = "cell " + kindAt(i);
      c.setAttribute("role", "gridcell");
      c.dataset.index = String(i);
      c.dataset.hand = classAt(i);
      c.tabIndex = i === 0 ? 0 : -1;
      const label = document.createElement("span");
      label.textContent = classAt(i);
      c.append(label);
      this.cells.push(c);
    }
    // Rows, for the grid role.
    for (let r = 0; r < 13; r++) {
      const row = document.createElement("div");
      row.setAttribute("role", "row");
      row.style.setProperty("display", "contents");
      row.append(...this.cells.slice(13 * r, 13 * r + 13));
      el.append(row);
    }
    el.addEventListener("pointerdown", (e) => this.down(e));
    el.addEventListener("pointermove", (e) => this.move(e));
    window.addEventListener("pointerup", () => this.up());
    window.addEventListener("pointercancel", () => this.up());
    el.addEventListener("keydown", (e) => this.key(e));
    // The cell with the focus is the one the editor button opens, however
    // it came to have it.
    el.addEventListener("focusin", (e) => {
      const c = e.target.closest && e.target.closest(".cell");
      if (c && this.el.contains(c)) this.setFocus(Number(c.dataset.index));
    });
    // A right click (or a long press) opens the cell's suits and weight.
    el.addEventListener("contextmenu", (e) => {
      const i = this.cellAt(e);
      if (i < 0) return;
      e.preventDefault();
      this.dragging = false;
      this.editCell(i);
    });
    // Space and Enter toggle a cell: they must not also scroll the page
    // (a keypress of its own, as some keyboards and tools send, would).
    el.addEventListener("keypress", (e) => {
      if (e.key === " " || e.key === "Enter") e.preventDefault();
    });
  }

  // setRanks greys out the classes with a rank outside ranks (a string
  // such as "AKQJT9876" for short deck): they cannot be painted.
  setRanks(ranks) {
    this.out.clear();
    for (let i = 0; i < 169; i++) {
      const r = Math.floor(i / 13);
      const c = i % 13;
      const out = !ranks.includes(RANKS[r]) || !ranks.includes(RANKS[c]);
      if (out) this.out.add(i);
      this.cells[i].classList.toggle("out", out);
      if (out) this.cells[i].setAttribute("aria-disabled", "true");
      else this.cells[i].removeAttribute("aria-disabled");
    }
  }

  // setView shows the server's view of a range; null clears the grid.
  setView(view) {
    this.view = view ? view.classes : null;
    this.painted.clear();
    this.edited.clear();
    this.render();
  }

  // editCell opens the editor of cell i: its combos and their weight.
  editCell(i) {
    if (this.out.has(i)) return;
    editor = editor || new CellEditor();
    const weights = new Map();
    const v = this.view && this.view[i];
    if (this.painted.has(i)) {
      for (const c of combosOf(classAt(i))) weights.set(comboKey(c), this.painted.get(i));
    } else if (v && v.weights) {
      for (const [c, w] of Object.entries(v.weights)) weights.set(comboKey(c), w);
    }
    this.setFocus(i);
    editor.open(classAt(i), weights, (text) => {
      this.painted.delete(i);
      this.edited.set(i, text);
      this.renderCell(i);
      this.onCommit(this.text());
    });
  }

  fill(i) {
    if (this.edited.has(i)) return this.edited.get(i) === "" ? 0 : this.view && this.view[i] ? this.view[i].fill : 0.5;
    if (this.painted.has(i)) return Math.min(this.painted.get(i), 1);
    return this.view ? this.view[i].fill : 0;
  }

  render() {
    for (let i = 0; i < 169; i++) this.renderCell(i);
  }

  renderCell(i) {
    const c = this.cells[i];
    const f = this.fill(i);
    c.style.setProperty("--fill", String(f));
    c.classList.toggle("on", f >= 0.5);
    c.classList.toggle("part", f > 0 && f < 0.5);
    c.setAttribute("aria-selected", String(f > 0));
    const pct = Math.round(f * 100);
    c.setAttribute("aria-label", this.out.has(i) ? `${classAt(i)}: not in this deck` : `${classAt(i)} ${pct}%`);
  }

  cellAt(e) {
    const el = document.elementFromPoint(e.clientX, e.clientY);
    const cell = el && el.closest(".cell");
    return cell && this.el.contains(cell) ? Number(cell.dataset.index) : -1;
  }

  down(e) {
    const i = this.cellAt(e);
    if (i < 0 || e.button !== 0) return;
    e.preventDefault();
    this.cells[i].focus();
    this.setFocus(i);
    // Starting on a cell painted at this weight erases; elsewhere paints.
    const w = this.weight();
    this.paintWeight = Math.abs(this.fill(i) - Math.min(w, 1)) < 1e-9 ? 0 : w;
    this.dragging = true;
    this.paint(i);
  }

  move(e) {
    if (!this.dragging) return;
    const i = this.cellAt(e);
    if (i >= 0) this.paint(i);
  }

  up() {
    if (!this.dragging) return;
    this.dragging = false;
    this.commit();
  }

  paint(i) {
    if (this.out.has(i)) return;
    this.edited.delete(i);
    this.painted.set(i, this.paintWeight);
    this.renderCell(i);
  }

  key(e) {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -13, ArrowDown: 13, Home: -(this.focusIndex % 13), End: 12 - (this.focusIndex % 13) };
    if (e.key in moves) {
      e.preventDefault();
      const j = this.focusIndex + moves[e.key];
      if (j >= 0 && j < 169) {
        this.setFocus(j);
        this.cells[j].focus();
      }
      return;
    }
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      const i = this.focusIndex;
      const w = this.weight();
      this.paintWeight = Math.abs(this.fill(i) - Math.min(w, 1)) < 1e-9 ? 0 : w;
      this.paint(i);
      this.commit();
    }
  }

  setFocus(i) {
    this.cells[this.focusIndex].tabIndex = -1;
    this.focusIndex = i;
    this.cells[i].tabIndex = 0;
  }

  // text writes the range as painted: the server's text of each class
  // left alone, and the painted classes at their weights.
  text() {
    const parts = [];
    for (let i = 0; i < 169; i++) {
      if (this.edited.has(i)) {
        if (this.edited.get(i)) parts.push(this.edited.get(i));
      } else if (this.painted.has(i)) {
        const w = this.painted.get(i);
        if (w > 0) parts.push(classAt(i) + weightSuffix(w));
      } else if (this.view && this.view[i].text) {
        parts.push(this.view[i].text);
      }
    }
    return parts.join(", ");
  }

  commit() {
    if (this.painted.size > 0 || this.edited.size > 0) this.onCommit(this.text());
  }
}

// renderHeatmap draws a range's equity by class (the by_class lines of a
// result) as a coloured 13x13 grid: red for 0%, yellow for 50%, green for
// 100%; classes outside the range are blank.
export function renderHeatmap(el, byClass) {
  const lines = new Map(byClass.map((l) => [l.hand, l]));
  const cells = [];
  for (let i = 0; i < 169; i++) {
    const hand = classAt(i);
    const c = document.createElement("div");
    c.className = "cell " + kindAt(i);
    c.setAttribute("role", "cell");
    c.dataset.hand = hand;
    const name = document.createElement("span");
    name.textContent = hand;
    c.append(name);
    const l = lines.get(hand);
    if (l) {
      c.classList.add("hot");
      c.style.setProperty("--eq", String(l.equity));
      c.dataset.equity = String(l.equity);
      const v = document.createElement("small");
      v.textContent = (100 * l.equity).toFixed(1);
      c.append(v);
      c.title = `${hand}: ${(100 * l.equity).toFixed(2)}% equity, ${l.combos} combos`;
    } else {
      c.classList.add("empty");
    }
    cells.push(c);
  }
  el.replaceChildren(...cells);
}
