// The hand history page: with JavaScript, the form posts the file to
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
  if (msg.includes("over this server's limit")) msg += ". Split the file, or run pokersim hands on it, which has no limit.";
  show(msg);
});
window.addEventListener("resize", fit);
