package dev.vex.guards.links;

/**
 * A link found in a reply, where it stands in the reply's source text.
 *
 * @param kind how it was written
 * @param start the index of its first character in the source
 * @param end the index after its last character
 * @param url the destination as a renderer reads it (unescaped, entities decoded)
 * @param text what stays when the link goes (Markdown link text, image alt text, anchor text, an
 *     HTML block's text), as source; empty for bare URLs and autolinks
 */
record Link(Kind kind, int start, int end, String url, String text) {

  /** How a link was written. */
  enum Kind {
    /** {@code [title](url)} or {@code [title][ref]} */
    MARKDOWN,
    /** {@code ![alt](url)} */
    IMAGE,
    /** {@code <url>} */
    AUTOLINK,
    /** {@code <a href="url">text</a>}: the tags go, the text stays */
    HTML,
    /** one HTML tag with a URL attribute, or any tag once raw HTML is distrusted: it goes */
    HTML_TAG,
    /** a block of raw HTML: it becomes its text */
    HTML_BLOCK,
    /** {@code [ref]: url}, a link reference definition: it goes */
    DEFINITION,
    /** a URL in the running text, as an autolinker finds it, or a bare {@code javascript:} URL */
    BARE,
    /**
     * a stretch of source rewritten in place: {@code text} replaces it exactly (an off-list URL in
     * code becomes a placeholder, an HTML tag loses an attribute, a Markdown link its title)
     */
    REPLACE
  }
}
