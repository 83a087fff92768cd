package dev.vex.guards.links;

/**
 * A link found in a reply.
 *
 * @param kind how it was written
 * @param start the index of its first character
 * @param end the index after its last character
 * @param url the URL as written
 * @param text the link's visible text (Markdown title, image alt text, anchor text), or empty
 */
record Link(Kind kind, int start, int end, String url, String text) {

  /** How a link was written. */
  enum Kind {
    /** {@code [title](url)} */
    MARKDOWN,
    /** {@code ![alt](url)} */
    IMAGE,
    /** {@code <url>} */
    AUTOLINK,
    /** {@code <a href="url">text</a>} */
    HTML,
    /** a URL in the running text */
    BARE
  }
}
