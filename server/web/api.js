// The calls the page makes to pokersim's JSON API. Every rule about cards,
// ranges and requests lives on the server; the page asks it.

// APIError is an error answer of the API: {"error": message, "where": part}.
export class APIError extends Error {
  constructor(status, body) {
    super(body && body.error ? body.error : `HTTP ${status}`);
    this.status = status;
    this.where = (body && body.where) || "";
  }
}

async function answer(resp) {
  let body = null;
  try {
    body = await resp.json();
  } catch {
    body = null;
  }
  if (!resp.ok) throw new APIError(resp.status, body);
  return body;
}

// getJSON fetches a GET endpoint's JSON.
export async function getJSON(path, params, signal) {
  const q = params ? "?" + new URLSearchParams(params) : "";
  return answer(await fetch(path + q, { signal, headers: { Accept: "application/json" } }));
}

// postJSON posts a JSON body and returns the JSON answer.
export async function postJSON(path, body, signal) {
  return answer(await fetch(path, {
    method: "POST", signal, body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Accept: "application/json" },
  }));
}

// streamEquity posts an equity request asking for server-sent events and
// calls onEvent(name, data) for each: start, progress, partial, result,
// error. It resolves when the stream ends; aborting signal cancels the
// computation on the server.
export async function streamEquity(body, signal, onEvent) {
  const resp = await fetch("/api/equity", {
    method: "POST", signal, body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
  });
  if (!resp.ok || !(resp.headers.get("Content-Type") || "").startsWith("text/event-stream")) {
    await answer(resp);
    throw new APIError(resp.status, { error: "unexpected answer" });
  }
  const reader = resp.body.getReader();
  const decoder = new TextDecoder();
  let buf = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += decoder.decode(value, { stream: true });
    let end;
    while ((end = buf.indexOf("\n\n")) >= 0) {
      const block = buf.slice(0, end);
      buf = buf.slice(end + 2);
      let name = "message";
      let data = "";
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) name = line.slice(7);
        else if (line.startsWith("data: ")) data += line.slice(6);
      }
      if (data) onEvent(name, JSON.parse(data));
    }
  }
}
