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
