// The editor of one cell of the range grid, as Equilab's suit selection:
// which combos of the class are in the range (AhKh and AsKs only, say)
// and at what weight.

import { SUITS, cardElement } from "./cards.js";

// combosOf returns the combos of a class, such as "AKs", as the page
// writes them: "AsKs", "AhKh", ... in the order of the suits s, h, d, c.
export function combosOf(hand) {
  const [a, b] = [hand[0], hand[1]];
  const out = [];
  if (a === b) {
    for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) out.push(a + SUITS[i] + b + SUITS[j]);
  } else if (hand[2] === "s") {
    for (const s of SUITS) out.push(a + s + b + s);
  } else {
    for (const s of SUITS) for (const t of SUITS) if (s !== t) out.push(a + s + b + t);
  }
  return out;
}

// comboKey is the same for a combo written in either order: "AhKh" and
// "KhAh".
export function comboKey(combo) {
  return [combo.slice(0, 2), combo.slice(2, 4)].sort().join("");
}

// cellText writes a cell's part of a range: the class alone where every
// combo is chosen, else the combos, each at weight w in (0,1] ("" for 1,
// "@50" for a half); "" if none is chosen.
export function cellText(hand, chosen, w) {
  const suffix = w === 1 ? "" : "@" + String(Math.round(w * 10000) / 100);
  const all = combosOf(hand);
  if (chosen.length === 0 || w <= 0) return "";
  if (chosen.length === all.length) return hand + suffix;
  return all.filter((c) => chosen.includes(c)).map((c) => c + suffix).join(", ");
}

// CellEditor is the dialog; one serves every grid of the page.
export class CellEditor {
  constructor() {
    const d = document.createElement("dialog");
    d.id = "cell-editor";
    d.setAttribute("aria-labelledby", "cell-editor-title");
    d.innerHTML = `<form method="dialog">
      <h2 id="cell-editor-title"></h2>
      <p class="hint">Choose the combos of the range, and their weight.</p>
      <div class="combo-buttons" role="group" aria-label="Combos"></div>
      <div class="cell-row">
        <button type="button" class="secondary all">All</button>
        <button type="button" class="secondary none">None</button>
        <label>Weight <input class="cell-weight" type="number" min="1" max="100" step="any" value="100"> %</label>
      </div>
      <div class="picker-buttons">
        <button value="cancel" class="secondary">Cancel</button>
        <button value="apply" class="primary apply">Apply</button>
      </div></form>`;
    document.body.append(d);
    this.dialog = d;
    this.buttons = d.querySelector(".combo-buttons");
    this.weight = d.querySelector(".cell-weight");
    d.querySelector(".all").addEventListener("click", () => this.setAll(true));
    d.querySelector(".none").addEventListener("click", () => this.setAll(false));
    d.addEventListener("close", () => {
      if (d.returnValue === "apply" && this.onApply) this.onApply(this.text());
      if (this.opener && this.opener.focus) this.opener.focus();
    });
  }

  // open shows the cell of class hand whose combos weigh weights (by
  // comboKey); onApply(text) gets the cell's new part of the range.
  open(hand, weights, onApply) {
    this.hand = hand;
    this.onApply = onApply;
    this.opener = document.activeElement;
    this.dialog.returnValue = "";
    this.dialog.querySelector("h2").textContent = hand;
    const combos = combosOf(hand);
    const ws = combos.map((c) => weights.get(comboKey(c)) || 0).filter((w) => w > 0);
    const w = ws.length && ws.every((x) => x === ws[0]) ? ws[0] : 1;
    this.weight.value = String(Math.round(w * 10000) / 100);
    this.buttons.replaceChildren(...combos.map((c) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "combo";
      b.dataset.combo = c;
      b.setAttribute("aria-label", c);
      b.setAttribute("aria-pressed", String((weights.get(comboKey(c)) || 0) > 0));
      b.append(cardElement(c.slice(0, 2)), cardElement(c.slice(2, 4)));
      b.addEventListener("click", () => b.setAttribute("aria-pressed", String(b.getAttribute("aria-pressed") !== "true")));
      return b;
    }));
    this.dialog.showModal();
    this.buttons.firstChild.focus();
  }

  setAll(on) {
    for (const b of this.buttons.children) b.setAttribute("aria-pressed", String(on));
  }

  text() {
    const chosen = [...this.buttons.children].filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.dataset.combo);
    const w = Math.min(100, Math.max(0, Number(this.weight.value) || 0)) / 100;
    return cellText(this.hand, chosen, w);
  }
}

