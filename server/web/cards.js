// Cards on the page: drawing them, and the picker dialog. The page reads
// card text only to draw it and to grey out cards in use in the picker;
// whether it is valid is for the server to say.

export const RANKS = "AKQJT98765432";
export const SUITS = "shdc";
const SYMBOLS = { s: "♠", h: "♥", d: "♦", c: "♣" };
const SUIT_OF = { "♠": "s", "♥": "h", "♦": "d", "♣": "c" };

// cardsIn returns the cards written in text, such as ["Ah", "Kh"] for
// "AhKh" or "A♥ K♥", in a canonical spelling; other text is skipped.
export function cardsIn(text) {
  const out = [];
  const re = /(10|[2-9tjqka])\s*([shdc♠♥♦♣])\ufe0f?/gi;
  for (const m of (text || "").matchAll(re)) {
    const rank = m[1] === "10" ? "T" : m[1].toUpperCase();
    const s = m[2].toLowerCase();
    out.push(rank + (SUIT_OF[s] || s));
  }
  return out;
}

// ranksOf returns the ranks of a deck (a list of cards), best first:
// "AKQJT98765432" for the full deck.
export function ranksOf(cards) {
  const have = new Set(cards.map((c) => c[0]));
  return [...RANKS].filter((r) => have.has(r)).join("");
}

// isHand reports whether text is exactly n cards (or empty, or "random"):
// a hand rather than a range.
export function isHand(text, n) {
  const t = (text || "").trim();
  if (t === "" || /^(random|any)$/i.test(t)) return true;
  const stripped = t.replace(/(10|[2-9tjqka])\s*([shdc♠♥♦♣])\ufe0f?/gi, "").replace(/[\s,]/g, "");
  return stripped === "" && cardsIn(t).length <= n;
}

// cardElement draws a card, or an empty slot for null.
export function cardElement(card) {
  const el = document.createElement("span");
  el.className = "card";
  if (!card) {
    el.classList.add("slot");
    el.textContent = "?";
    return el;
  }
  const suit = card[1];
  el.classList.add("suit-" + suit);
  if (suit === "h" || suit === "d") el.classList.add("red");
  el.textContent = card[0] + SYMBOLS[suit];
  el.title = card;
  return el;
}

// drawCards fills el with the cards of text and empty slots up to slots.
export function drawCards(el, text, slots) {
  const cards = cardsIn(text);
  el.replaceChildren(...cards.map(cardElement));
  for (let i = cards.length; i < slots; i++) el.append(cardElement(null));
}

// Picker is the card picker dialog: a button for each card of the game's
// deck, suits in rows, with the cards used elsewhere disabled.
export class Picker {
  constructor(dialog) {
    this.dialog = dialog;
    this.grid = dialog.querySelector("#picker-cards");
    this.title = dialog.querySelector("#picker-title");
    this.hint = dialog.querySelector("#picker-hint");
    this.buttons = new Map();
    for (const s of SUITS) {
      for (const r of RANKS) {
        const card = r + s;
        const b = document.createElement("button");
        b.type = "button";
        b.dataset.card = card;
        b.textContent = r + SYMBOLS[s];
        b.setAttribute("aria-label", card);
        b.setAttribute("aria-pressed", "false");
        b.classList.add("suit-" + s);
        if (s === "h" || s === "d") b.classList.add("red");
        b.addEventListener("click", () => this.toggle(card));
        this.grid.append(b);
        this.buttons.set(card, b);
      }
    }
    dialog.querySelector("#picker-clear").addEventListener("click", () => {
      this.cards = [];
      this.commit();
    });
    this.grid.addEventListener("keydown", (e) => this.arrows(e));
    dialog.addEventListener("close", () => this.onClose && this.onClose());
  }

  // open shows the picker for a target: {title, hint, text, max, used
  // (cards taken elsewhere), deck (cards in play), onChange(text),
  // closeWhenFull}.
  open(target) {
    this.target = target;
    this.cards = cardsIn(target.text).slice(0, target.max);
    this.title.textContent = target.title;
    this.hint.textContent = target.hint;
    this.onClose = target.onClose;
    this.refresh();
    this.dialog.showModal();
    const first = [...this.buttons.values()].find((b) => !b.disabled);
    if (first) first.focus();
  }

  toggle(card) {
    const i = this.cards.indexOf(card);
    if (i >= 0) this.cards.splice(i, 1);
    else if (this.cards.length < this.target.max) this.cards.push(card);
    else return;
    this.commit();
    if (this.target.closeWhenFull && this.cards.length === this.target.max) this.dialog.close("done");
  }

  commit() {
    this.target.onChange(this.cards.join(""));
    this.refresh();
  }

  // refresh shows the cards of the game's deck alone (short deck has no
  // Twos to Fives), those in use elsewhere disabled.
  refresh() {
    const used = new Set(this.target.used);
    const inDeck = new Set(this.target.deck);
    const full = this.cards.length >= this.target.max;
    for (const [card, b] of this.buttons) {
      const mine = this.cards.includes(card);
      b.setAttribute("aria-pressed", String(mine));
      b.hidden = !inDeck.has(card);
      b.disabled = !mine && (used.has(card) || !inDeck.has(card) || full);
    }
    const ranks = new Set([...inDeck].map((c) => c[0]));
    this.grid.style.setProperty("--ranks", String(ranks.size || 13));
  }

  // arrows moves the focus among the cards with the arrow keys.
  arrows(e) {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -13, ArrowDown: 13 };
    if (!(e.key in moves)) return;
    const all = [...this.buttons.values()];
    let i = all.indexOf(document.activeElement);
    if (i < 0) return;
    e.preventDefault();
    // Move on past the cards that cannot be picked.
    for (let n = 0; n < all.length; n++) {
      i = (i + moves[e.key] + all.length) % all.length;
      if (!all[i].disabled) {
        all[i].focus();
        return;
      }
    }
  }
}
