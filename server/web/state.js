// The page's state in its URL, so that a link shares a calculation and a
// reload keeps it: ?game=holdem&p=AhKh&p=QQ%2B%2CAKs&board=Ts9h2c&...
// Every field is a request field of POST /api/equity, players as "p".

const FIELDS = ["game", "board", "dead", "method", "trials", "stderr", "time", "seed", "confidence"];

// SWITCHES are the analyses after the flop, "1" in the URL when asked for.
export const SWITCHES = ["outs", "by_card", "streets", "distribution"];

// readURL returns the state in the URL's query, or null if it has no
// players.
export function readURL(search) {
  const q = new URLSearchParams(search);
  const players = q.getAll("p");
  if (players.length === 0) return null;
  const s = { players };
  for (const f of FIELDS) s[f] = q.get(f) || "";
  s.game = s.game || "holdem";
  s.method = s.method || "auto";
  s.categories = q.get("categories") === "1";
  s.by_class = q.get("by_class") !== "0";
  for (const f of SWITCHES) s[f] = q.get(f) === "1";
  return s;
}

// writeURL returns the query that readURL reads back to s, leaving out
// empty fields and defaults.
export function writeURL(s) {
  const q = new URLSearchParams();
  if (s.game && s.game !== "holdem") q.set("game", s.game);
  for (const p of s.players) q.append("p", p);
  for (const f of FIELDS) {
    if (f === "game" || !s[f] || (f === "method" && s[f] === "auto")) continue;
    q.set(f, s[f]);
  }
  if (s.categories) q.set("categories", "1");
  if (!s.by_class) q.set("by_class", "0");
  for (const f of SWITCHES) if (s[f]) q.set(f, "1");
  return "?" + q.toString();
}
