/**
 * Vex guards: the number-aware digit scan, the URL allowlist and the link check.
 *
 * <p>Start with {@link dev.vex.guards.Guards#defaults()}. Packages: {@code dev.vex.guards} (the
 * recommended pipeline), {@code dev.vex.guards.digits} (the digit scan and its number reader),
 * {@code dev.vex.guards.links} (the URL allowlist and the link check), {@code dev.vex.guards.fetch}
 * (what a reply says when live data could not be fetched).
 */
module dev.vex.guards {
  requires transitive dev.vex.core;
  requires org.slf4j;
  requires org.commonmark;
  requires org.commonmark.ext.autolink;
  requires org.nibor.autolink; // the autolink extension's own link finder, which it brings
  // optional: without jsoup, raw HTML in a reply is removed unread (see the README)
  requires static org.jsoup;

  exports dev.vex.guards;
  exports dev.vex.guards.digits;
  exports dev.vex.guards.fetch;
  exports dev.vex.guards.links;
}
