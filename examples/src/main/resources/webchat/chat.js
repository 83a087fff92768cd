// The chat page. Everything shown is set with textContent or as an attribute of an element made
// here: no text from the server, a source or the model is ever parsed as HTML.
"use strict";

const conversation = document.getElementById("conversation");
const form = document.getElementById("ask");
const input = document.getElementById("message");
const send = document.getElementById("send");
const stop = document.getElementById("stop");
const notice = document.getElementById("notice");
const errorLine = document.getElementById("error");
let running = null; // the AbortController of the reply being written, or null

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

// A link only for http and https (and this server's own paths); anything else stays text.
function safeHref(href) {
  try {
    const u = new URL(String(href), window.location.href);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch (e) {
    return null;
  }
}

function link(href, text, className) {
  const safe = safeHref(href);
  if (!safe) return el("span", className, text);
  const a = el("a", className, text);
  a.href = safe;
  a.target = "_blank";
  a.rel = "noopener noreferrer";
  return a;
}

// Shows reply text, turning plain http(s) URLs into links.
function renderText(target, text) {
  target.textContent = "";
  const url = /https?:\/\/[^\s<>"'\])]+/g;
  let last = 0;
  let m;
  while ((m = url.exec(text)) !== null) {
    let u = m[0].replace(/[.,;:!?]+$/, "");
    target.appendChild(document.createTextNode(text.slice(last, m.index)));
    target.appendChild(link(u, u));
    last = m.index + u.length;
    url.lastIndex = last;
  }
  target.appendChild(document.createTextNode(text.slice(last)));
}

// The page's own words on a reply, in the reply's language ("lang" of the done event).
const WORDS = {
  en: { how: "How this answer was made", open: "Open ", change24: "24 h change ", change: "Change ",
        ingredients: "Ingredients", points: " points", source: "Source: ", fetched: " · fetched " },
  nb: { how: "Slik ble svaret laget", open: "Åpne ", change24: "Endring siste døgn ",
        change: "Endring ", ingredients: "Ingredienser", points: " poeng", source: "Kilde: ",
        fetched: " · hentet " },
};

function words(lang) {
  return WORDS[lang] || WORDS.en;
}

// Fields are [key, value, label]: the key is what the page looks for, the label what it shows.
function fieldList(fields, skip) {
  const dl = el("dl");
  for (const [k, v, label] of fields) {
    if (skip && skip(k)) continue;
    dl.appendChild(el("dt", null, label || k));
    dl.appendChild(el("dd", null, v));
  }
  return dl;
}

function changeBadge(value) {
  const b = el("span", "change", value);
  if (/^\s*[-\u2212]/.test(value)) b.classList.add("down");
  else if (/^\s*\+?\d/.test(value) && !/^\s*\+?0([.,]0+)?\s*%/.test(value)) b.classList.add("up");
  return b;
}

function card(c, w) {
  const kind = /^[a-z]+$/.test(c.kind || "") ? c.kind : "other";
  const box = el("article", "card card-" + kind);
  box.dataset.kind = kind;
  box.appendChild(el("h3", "card-title", c.title));
  const fields = c.fields || [];
  const get = (name) => (fields.find(([k]) => k === name) || [])[1];
  if (kind === "weather") {
    if (get("Now")) box.appendChild(el("p", "big", get("Now")));
    const range = fields.find(([k, v]) => / (to|til) /.test(v) && /\(\d{4}-\d{2}-\d{2}\)/.test(k));
    if (range) box.appendChild(el("p", "range", (range[2] || range[0]) + ": " + range[1]));
    box.appendChild(fieldList(fields, (k) => k === "Now" || (range && k === range[0])));
  } else if (kind === "crypto" || kind === "stocks") {
    const price = el("p", "big price", get("Price") || "");
    box.appendChild(price);
    const change = get("24h change") || get("Change");
    if (change) {
      const p = el("p", "change-line", kind === "crypto" ? w.change24 : w.change);
      p.appendChild(changeBadge(change));
      box.appendChild(p);
    }
    box.appendChild(fieldList(fields, (k) => k === "Price" || k === "24h change" || k === "Change"));
  } else if (kind === "recipes") {
    box.appendChild(fieldList(fields, (k) => k === "Ingredients"));
    if (c.ingredients && c.ingredients.length) {
      box.appendChild(el("h4", null, w.ingredients));
      const ul = el("ul", "ingredients");
      for (const i of c.ingredients) ul.appendChild(el("li", null, i));
      box.appendChild(ul);
    }
  } else if (kind === "news" && c.stories && c.stories.length) {
    const ol = el("ol", "stories");
    for (const s of c.stories) {
      const li = el("li");
      li.appendChild(link(s.url, s.title, "story"));
      li.appendChild(el("span", "points", " (" + s.points + w.points + ")"));
      ol.appendChild(li);
    }
    box.appendChild(ol);
  } else {
    box.appendChild(fieldList(fields));
  }
  const foot = el("footer");
  foot.appendChild(document.createTextNode(w.source));
  foot.appendChild(c.sourceUrl ? link(c.sourceUrl, c.sourceName || c.sourceUrl, "source")
                               : el("span", "source", c.sourceName));
  foot.appendChild(document.createTextNode(w.fetched));
  const t = el("time", "fetched", c.fetchedAtText);
  t.dateTime = c.fetchedAt;
  foot.appendChild(t);
  box.appendChild(foot);
  return box;
}

function finish(view, done) {
  const w = words(done.lang);
  view.turn.lang = done.lang === "nb" ? "nb" : "en";
  pageLang = view.turn.lang;
  view.how.querySelector("summary").textContent = w.how;
  // Markdown once the reply is whole; while it streams, and for anything without blocks, text.
  if (Array.isArray(done.blocks) && done.blocks.length) renderMarkdown(view.text, done.blocks);
  else renderText(view.text, done.text);
  if (done.cards && done.cards.length) {
    const cards = el("div", "cards");
    for (const c of done.cards) cards.appendChild(card(c, w));
    view.bubble.insertBefore(cards, view.how);
  }
  if (done.artefacts && done.artefacts.length) {
    const box = el("div", "artefacts");
    for (const a of done.artefacts) {
      const l = link(a.href, w.open + a.name, "artefact");
      l.dataset.mediaType = a.mediaType;
      box.appendChild(l);
    }
    view.bubble.insertBefore(box, view.how);
  }
  // After a reload the steps come with the reply; while it runs they came one by one.
  if (!view.steps.childElementCount && Array.isArray(done.steps)) {
    for (const s of done.steps) view.steps.appendChild(el("li", null, s));
  }
  const t = done.trace || {};
  if (t.summary) view.how.appendChild(el("p", "meta", t.summary));
  view.turn.dataset.done = "true";
}

// Shows why a reply did not come, in a style of its own for each kind: the server does not
// answer (offline), the stream was cut (cut), too many replies at once (busy), the person
// pressed Stop (stopped), the turn failed on the server (failed).
const ERROR_TEXT = {
  en: {
    offline: "The chat server does not answer. Is WebChat still running? Start it again and resend.",
    cut: "The connection ended before the reply was complete. Send the question again.",
    busy: "The server is busy writing other replies. Wait a moment and send again.",
    stopped: "Stopped. The rest of this reply was not written.",
    failed: "The reply failed.",
    running: "A reply is still being written. Wait for it, or press Stop.",
  },
  nb: {
    offline: "Chat-serveren svarer ikke. Kjører WebChat fortsatt? Start den igjen og send på nytt.",
    cut: "Forbindelsen ble brutt før svaret var ferdig. Send spørsmålet på nytt.",
    busy: "Serveren er opptatt med andre svar. Vent litt og send igjen.",
    stopped: "Stoppet. Resten av svaret ble ikke skrevet.",
    failed: "Svaret mislyktes.",
    running: "Et svar skrives fortsatt. Vent på det, eller trykk Stopp.",
  },
};
// The language of the last reply: the page's own sentences follow it.
let pageLang = "en";

function fail(view, kind, detail) {
  const texts = ERROR_TEXT[pageLang] || ERROR_TEXT.en;
  const k = kind in texts && kind !== "running" ? kind : "failed";
  view.turn.dataset.done = "true";
  view.turn.dataset.failed = "true";
  view.turn.dataset.error = k;
  view.bubble.classList.add("failed", "error-" + k);
  const p = el("p", "error-text", k === "failed" ? (texts.failed + " " + (detail || "")).trim()
                                                  : texts[k]);
  p.setAttribute("role", "alert");
  if (k === "failed" && detail) p.title = detail;
  view.bubble.insertBefore(p, view.how);
  if (!view.shown) view.text.remove();
  if (!view.steps.childElementCount) view.how.remove();
}

function newTurn(message) {
  const turn = el("li", "turn");
  turn.appendChild(el("div", "user", message));
  const bubble = el("div", "assistant");
  const text = el("div", "reply-text");
  // The steps are there for those who ask: folded away under one line.
  const how = el("details", "how");
  how.appendChild(el("summary", null, "How this answer was made"));
  const steps = el("ul", "steps");
  how.appendChild(steps);
  bubble.appendChild(text);
  bubble.appendChild(how);
  turn.appendChild(bubble);
  conversation.appendChild(turn);
  return { turn, bubble, text, how, steps, shown: "" };
}

function onEvent(view, event, data) {
  if (event === "delta") {
    view.shown += data.text;
    renderText(view.text, view.shown);
  } else if (event === "replaced") {
    view.shown = data.text;
    renderText(view.text, view.shown);
    view.turn.dataset.replaced = "true";
    view.steps.appendChild(el("li", "replaced-note", data.reason));
  } else if (event === "status") {
    view.steps.appendChild(el("li", null, data.text));
  } else if (event === "done") {
    finish(view, data);
  } else if (event === "error") {
    fail(view, data.kind || "failed", data.error);
  }
  window.scrollTo(0, document.body.scrollHeight);
}

async function ask(message, controller) {
  const view = newTurn(message);
  window.scrollTo(0, document.body.scrollHeight);
  let res;
  try {
    res = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message }),
      signal: controller.signal,
    });
  } catch (err) {
    fail(view, controller.signal.aborted ? "stopped" : "offline");
    return;
  }
  if (!res.ok || !res.body) {
    let why = "HTTP " + res.status;
    let kind = res.status === 503 ? "busy" : "failed";
    try {
      const body = await res.json();
      why = body.error || why;
      kind = body.kind || kind;
    } catch (e) { /* keep the status */ }
    fail(view, kind, why);
    return;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = "message";
        let data = "";
        for (const line of block.split("\n")) {
          if (line.startsWith("event: ")) event = line.slice(7);
          else if (line.startsWith("data: ")) data += line.slice(6);
        }
        // A block of comments only (the server's heartbeat) carries no event.
        if (data === "") continue;
        onEvent(view, event, JSON.parse(data));
      }
    }
  } catch (err) {
    if (view.turn.dataset.done !== "true") fail(view, controller.signal.aborted ? "stopped" : "cut");
    return;
  }
  if (view.turn.dataset.done !== "true") fail(view, "cut");
}

form.addEventListener("submit", async (e) => {
  e.preventDefault();
  if (running) {
    // Enter while a reply is written: say why nothing happens, keep what was typed.
    notice.textContent = (ERROR_TEXT[pageLang] || ERROR_TEXT.en).running;
    notice.classList.remove("flash");
    void notice.offsetWidth; // restarts the flash
    notice.classList.add("flash");
    return;
  }
  const message = input.value.trim();
  if (!message) return;
  input.value = "";
  notice.textContent = "";
  errorLine.textContent = "";
  const controller = new AbortController();
  running = controller;
  document.body.dataset.running = "true";
  stop.hidden = false;
  try {
    await ask(message, controller);
  } catch (err) {
    errorLine.textContent = "The request failed: " + err;
  } finally {
    running = null;
    delete document.body.dataset.running;
    stop.hidden = true;
    notice.textContent = "";
    input.focus();
  }
});

stop.addEventListener("click", () => {
  if (running) running.abort();
});

async function loadHistory() {
  const res = await fetch("/api/history");
  if (!res.ok) return;
  for (const x of await res.json()) {
    finish(newTurn(x.message), x.reply);
  }
  // The newest message in view, as after each reply.
  const last = conversation.lastElementChild;
  if (last) last.scrollIntoView({ block: "end" });
  window.scrollTo(0, document.body.scrollHeight);
}

input.focus();

loadHistory().catch((err) => { errorLine.textContent = "Could not load the conversation: " + err; });
