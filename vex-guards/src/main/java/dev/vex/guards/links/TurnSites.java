package dev.vex.guards.links;

import java.util.Locale;
import java.util.Set;

/**
 * The sites of a turn's links, as a reply names them: a story fetched from {@code
 * https://www.medievalists.net/2025/07/…} may be credited to {@code medievalists.net}, and {@code
 * https://antirez.com/news/154} written as {@code antirez.com/news/154} (#22: a bare domain is read
 * as {@code http://} and was removed as off the allowlist, though it names the source the turn
 * fetched).
 *
 * <p>Two forms of an http(s) URL are allowed beside the turn's links as written: the same address
 * with the other scheme or without {@code www.}, and the bare site (no path, query, port or
 * userinfo) of a turn link's host, {@code www.} aside. Any other path on that host, a userinfo
 * ({@code antirez.com@evil.example}), a port, another subdomain or a lookalike host stays off the
 * list. The keys are added to the turn's link set once per turn, so each URL is judged by two set
 * lookups.
 */
final class TurnSites {
  /** Prefixes no comparable URL can start with. */
  private static final String SAME = "\u0000same:";

  private static final String SITE = "\u0000site:";

  private TurnSites() {}

  /** Adds the keys of one of the turn's links to {@code out}. */
  static void addKeys(String url, Set<String> out) {
    String same = same(url);
    if (same != null) {
      out.add(SAME + same);
      out.add(SITE + same.substring(0, same.indexOf('|')));
    }
  }

  /** Whether a URL is a turn link in another form or the bare site of one (see the class). */
  static boolean allows(String url, Set<String> turnLinks) {
    String same = same(url);
    if (same == null) {
      return false;
    }
    if (turnLinks.contains(SAME + same)) {
      return true;
    }
    int bar = same.indexOf('|');
    return bar == same.length() - 1 && turnLinks.contains(SITE + same.substring(0, bar));
  }

  /**
   * The URL as host (no {@code www.}), {@code |}, then path and query (no fragment, no trailing
   * slash); null when it is no http(s) URL, has a userinfo or a port that is not its scheme's.
   */
  private static String same(String url) {
    if (url.indexOf('@') >= 0 || !(url.regionMatches(true, 0, "http", 0, 4))) {
      return null;
    }
    Urls.Parts p = Urls.parts(url);
    if (p == null || p.port() != (p.scheme().equals("https") ? 443 : 80)) {
      return null;
    }
    String host = p.host();
    if (host.startsWith("www.")) {
      host = host.substring(4);
    }
    String rest = p.rest();
    int hash = rest.indexOf('#');
    if (hash >= 0) {
      rest = rest.substring(0, hash);
    }
    int end = rest.length();
    while (end > 0 && rest.charAt(end - 1) == '/') {
      end--;
    }
    return host.toLowerCase(Locale.ROOT) + "|" + rest.substring(0, end);
  }
}
