// Copying a result: its table as plain text (aligned columns), Markdown or
// CSV, and the page's link, through the Clipboard API or, where the page
// may not use it (an insecure origin, a refused permission), the older
// copy command on a hidden text area.

// asText writes a table ({head, rows, meta}) in aligned columns, the first
// two to the left and the figures to the right, as the command line does.
export function asText(t) {
  const all = [t.head, ...t.rows];
  const widths = t.head.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  const line = (r) => r.map((v, i) => (i < 2 ? String(v).padEnd(widths[i]) : String(v).padStart(widths[i]))).join("  ").trimEnd();
  return [...all.map(line), "", t.meta].join("\n") + "\n";
}

// asMarkdown writes a table as a Markdown table, figures aligned right,
// with its note below.
export function asMarkdown(t) {
  const esc = (v) => String(v).replace(/\\/g, "\\\\").replace(/\|/g, "\\|");
  const row = (r) => "| " + r.map(esc).join(" | ") + " |";
  const rule = "|" + t.head.map((_, i) => (i < 2 ? " --- " : " ---: ")).join("|") + "|";
  return [row(t.head), rule, ...t.rows.map(row), "", t.meta].join("\n") + "\n";
}

// asCSV writes a table as CSV (RFC 4180): a field with a comma, a quote
// or a line break is quoted, its quotes doubled.
export function asCSV(t) {
  const field = (v) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return [t.head, ...t.rows].map((r) => r.map(field).join(",")).join("\r\n") + "\r\n";
}

// copyText puts text on the clipboard and resolves to how: "clipboard" or
// "fallback"; it rejects if neither way works.
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return "clipboard";
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "visually-hidden";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    if (!ok) throw new Error("the browser refused to copy");
    return "fallback";
  }
}
