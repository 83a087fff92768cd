// The memory page. Entries are set with textContent only: never parsed as HTML.
"use strict";

const entries = document.getElementById("entries");
const archived = document.getElementById("archived");
const status = document.getElementById("memory-status");
const undo = document.getElementById("undo");
const clean = document.getElementById("clean");
const note = document.getElementById("note");
const errorLine = document.getElementById("error");

function item(m, when, action, label) {
  const li = document.createElement("li");
  li.dataset.id = String(m.id);
  const text = document.createElement("span");
  text.className = "text";
  text.textContent = m.text;
  const time = document.createElement("span");
  time.className = "when";
  time.textContent = when;
  li.appendChild(text);
  li.appendChild(time);
  const b = document.createElement("button");
  b.type = "button";
  b.className = action;
  b.textContent = label;
  b.setAttribute("aria-label", label + ": " + m.text);
  b.addEventListener("click", () => {
    call("/api/memory/" + action, { id: m.id }).catch((err) => { errorLine.textContent = String(err); });
  });
  li.appendChild(b);
  return li;
}

function render(page) {
  entries.textContent = "";
  for (const m of page.entries) entries.appendChild(item(m, m.created, "forget", "Delete"));
  if (!page.entries.length) entries.appendChild(Object.assign(document.createElement("li"),
      { className: "empty", textContent: "Nothing remembered yet." }));
  archived.textContent = "";
  for (const m of page.archived) {
    archived.appendChild(item(m, "archived " + m.archived, "restore", "Restore"));
  }
  undo.disabled = !page.canUndo;
  if (page.message) status.textContent = page.message;
  document.body.dataset.version = String(Number(document.body.dataset.version || 0) + 1);
}

async function call(path, body) {
  errorLine.textContent = "";
  const res = await fetch(path, body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const page = await res.json();
  if (!res.ok) {
    errorLine.textContent = page.error || "HTTP " + res.status;
    return;
  }
  render(page);
}

document.getElementById("add").addEventListener("submit", (e) => {
  e.preventDefault();
  const text = note.value.trim();
  if (!text) return;
  note.value = "";
  call("/api/memory/notes", { text }).catch((err) => { errorLine.textContent = String(err); });
});
clean.addEventListener("click", () => {
  call("/api/memory/clean", {}).catch((err) => { errorLine.textContent = String(err); });
});
undo.addEventListener("click", () => {
  call("/api/memory/undo", {}).catch((err) => { errorLine.textContent = String(err); });
});
call("/api/memory").catch((err) => { errorLine.textContent = String(err); });
