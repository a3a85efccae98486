// Named ranges saved in the browser (localStorage), for every seat to
// load: {name: {text, holding}}, holding being the game's kind of range
// ("combos" for Hold'em and short deck, "patterns" for Omaha), so that a
// seat lists only the ranges its game reads.

const KEY = "pokersim.ranges";

function all() {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) || "{}");
    return v && typeof v === "object" ? v : {};
  } catch {
    return {};
  }
}

function put(v) {
  localStorage.setItem(KEY, JSON.stringify(v));
  window.dispatchEvent(new Event("pokersim-ranges"));
}

// savedRanges returns the names and texts of the ranges of a holding,
// sorted by name.
export function savedRanges(holding) {
  return Object.entries(all()).filter(([, r]) => r.holding === holding)
    .map(([name, r]) => ({ name, text: r.text })).sort((a, b) => a.name.localeCompare(b.name));
}

// saveRange saves text under name, replacing a range of that name.
export function saveRange(name, text, holding) {
  const v = all();
  v[name] = { text, holding };
  put(v);
}

// deleteRange deletes the range of that name.
export function deleteRange(name) {
  const v = all();
  delete v[name];
  put(v);
}

// onSavedChange calls f when the saved ranges change, here or in another
// tab.
export function onSavedChange(f) {
  window.addEventListener("pokersim-ranges", f);
  window.addEventListener("storage", (e) => { if (e.key === KEY) f(); });
}
