package dev.vex.guards.links;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether raw HTML in a reply can be read: jsoup, the parser that reads it as a browser does, is an
 * optional dependency of the guards. Without it on the class path (or, in a modular application,
 * without {@code org.jsoup} in the module graph) every piece of raw HTML is distrusted: the URL
 * allowlist removes it whatever it holds, as it does when raw HTML still renders an off-list URL
 * after removal, and the link check leaves it unchecked. Nothing is ever let through unread.
 */
final class HtmlReading {
  /** Whether jsoup can be loaded; decided once. */
  static final boolean JSOUP = present(HtmlReading.class.getClassLoader());

  private HtmlReading() {}

  /** Whether jsoup can be loaded by the given loader (null: the boot loader). */
  static boolean present(ClassLoader loader) {
    try {
      Class.forName("org.jsoup.Jsoup", false, loader);
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      Logger log = LoggerFactory.getLogger(HtmlReading.class);
      log.info(
          "jsoup is not on the class path: raw HTML in replies is removed unread by the URL"
              + " allowlist and left unchecked by the link check (add org.jsoup:jsoup to keep it"
              + " when its links are allowed)");
      return false;
    }
  }
}
