// A reply's Markdown as the server parsed it (ReplyMarkdown.java): a tree of the few elements
// allowed here. Each element is made with createElement from this fixed list, every text is set
// as a text node, and a link keeps its href only when safeHref (chat.js) takes it: nothing of the
// reply is ever parsed as HTML.
"use strict";

const MARKDOWN_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li",
  "blockquote", "pre", "code", "em", "strong", "a", "table", "thead", "tbody", "tr", "th", "td",
  "hr", "br"]);
const MARKDOWN_DEPTH = 32;

function markdownNode(node, depth) {
  if (!node || typeof node !== "object") return document.createTextNode("");
  if (node.t === "text" || depth > MARKDOWN_DEPTH || !MARKDOWN_TAGS.has(node.t)) {
    return document.createTextNode(node.t === "text" ? String(node.v ?? "") : markdownText(node));
  }
  let e;
  if (node.t === "a") {
    // Only what the page's own allowlist takes is a link; anything else stays its words.
    const safe = safeHref(node.href);
    if (!safe) e = document.createElement("span");
    else {
      e = document.createElement("a");
      e.href = safe;
      e.target = "_blank";
      e.rel = "noopener noreferrer";
    }
  } else {
    e = document.createElement(node.t);
    // Markdown headings sit below the page's own: h1 of a reply is shown as the largest of them.
    if (/^h[1-6]$/.test(node.t)) e.className = "md-heading md-" + node.t;
  }
  if (node.t === "ol" && Number.isInteger(node.start) && node.start >= 0) e.start = node.start;
  if ((node.t === "th" || node.t === "td") && /^(left|center|right)$/.test(node.align || "")) {
    e.className = "align-" + node.align;
  }
  for (const child of Array.isArray(node.c) ? node.c : []) {
    e.appendChild(markdownNode(child, depth + 1));
  }
  if (node.t === "table") {
    const wrap = document.createElement("div");
    wrap.className = "md-table";
    wrap.appendChild(e);
    return wrap;
  }
  return e;
}

function markdownText(node) {
  if (!node || typeof node !== "object") return "";
  if (node.t === "text") return String(node.v ?? "");
  return (Array.isArray(node.c) ? node.c : []).map(markdownText).join("");
}

// Renders the blocks into target, replacing what it showed.
function renderMarkdown(target, blocks) {
  target.textContent = "";
  target.classList.add("markdown");
  for (const b of blocks) target.appendChild(markdownNode(b, 0));
}
