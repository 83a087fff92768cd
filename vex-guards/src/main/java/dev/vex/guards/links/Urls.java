package dev.vex.guards.links;

import java.net.IDN;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Reads the host of a URL the way a browser would, without trusting {@link java.net.URI}. */
final class Urls {
  private Urls() {}

  /**
   * Returns the URL's host in lower-case ASCII (IDNs as punycode), or null when the URL is not
   * http(s), or its host is malformed. Userinfo ({@code https://coingecko.com@evil.example/}) is
   * skipped as browsers do; backslashes end the authority as slashes do.
   */
  static String httpHost(String url) {
    String u = url.strip();
    if (u.regionMatches(true, 0, "www.", 0, 4)) {
      u = "http://" + u;
    }
    int colon = u.indexOf(':');
    if (colon <= 0) {
      return null;
    }
    String scheme = u.substring(0, colon).toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      return null;
    }
    int from = colon + 1;
    int slashes = 0;
    while (from < u.length() && (u.charAt(from) == '/' || u.charAt(from) == '\\')) {
      from++;
      slashes++;
    }
    if (slashes != 2) {
      return null;
    }
    int to = from;
    while (to < u.length() && "/\\?#".indexOf(u.charAt(to)) < 0) {
      to++;
    }
    String authority = u.substring(from, to);
    String host = authority.substring(authority.lastIndexOf('@') + 1);
    if (host.startsWith("[")) {
      int close = host.indexOf(']');
      return close > 0 ? host.substring(0, close + 1).toLowerCase(Locale.ROOT) : null;
    }
    int port = host.lastIndexOf(':');
    if (port >= 0) {
      String digits = host.substring(port + 1);
      if (!digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
        return null;
      }
      host = host.substring(0, port);
    }
    return normalizeHost(host);
  }

  /** Lower-case ASCII form of a host or domain, or null when it is not a valid host name. */
  static String normalizeHost(String raw) {
    String host = raw.indexOf('%') >= 0 ? percentDecode(raw) : raw;
    if (host == null || host.isEmpty()) {
      return null;
    }
    String ascii;
    try {
      ascii = IDN.toASCII(host, IDN.ALLOW_UNASSIGNED).toLowerCase(Locale.ROOT);
    } catch (IllegalArgumentException e) {
      return null;
    }
    if (ascii.endsWith(".")) {
      ascii = ascii.substring(0, ascii.length() - 1);
    }
    if (ascii.isEmpty() || ascii.startsWith(".") || ascii.contains("..")) {
      return null;
    }
    for (int i = 0; i < ascii.length(); i++) {
      char c = ascii.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.')) {
        return null;
      }
    }
    return ascii;
  }

  /** Whether the host is the domain or one of its subdomains. */
  static boolean within(String host, String domain) {
    return host.equals(domain)
        || (host.length() > domain.length()
            && host.endsWith(domain)
            && host.charAt(host.length() - domain.length() - 1) == '.');
  }

  /**
   * A URL in the form used to compare it with the turn's links: scheme and host lower case, no
   * fragment, no trailing slash.
   */
  static String comparable(String url) {
    String u = url.strip();
    int hash = u.indexOf('#');
    if (hash >= 0) {
      u = u.substring(0, hash);
    }
    while (u.endsWith("/")) {
      u = u.substring(0, u.length() - 1);
    }
    int schemeEnd = u.indexOf("://");
    if (schemeEnd < 0) {
      return u;
    }
    int pathStart = u.indexOf('/', schemeEnd + 3);
    int cut = pathStart < 0 ? u.length() : pathStart;
    return u.substring(0, cut).toLowerCase(Locale.ROOT) + u.substring(cut);
  }

  private static String percentDecode(String s) {
    byte[] out = new byte[s.length()];
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '%') {
        if (i + 2 >= s.length()) {
          return null;
        }
        int hi = Character.digit(s.charAt(i + 1), 16);
        int lo = Character.digit(s.charAt(i + 2), 16);
        if (hi < 0 || lo < 0) {
          return null;
        }
        out[n++] = (byte) (hi * 16 + lo);
        i += 2;
      } else if (c < 0x80) {
        out[n++] = (byte) c;
      } else {
        return null;
      }
    }
    return new String(out, 0, n, StandardCharsets.UTF_8);
  }

  /**
   * Returns the URL as a {@link java.net.URI} for an HTTP request: host in punycode, userinfo
   * dropped, non-ASCII and unsafe characters percent-encoded; null when that is impossible.
   */
  static java.net.URI toUri(String url) {
    String host = httpHost(url);
    if (host == null) {
      return null;
    }
    String u = url.strip();
    if (u.regionMatches(true, 0, "www.", 0, 4)) {
      u = "http://" + u;
    }
    int colon = u.indexOf(':');
    String scheme = u.substring(0, colon).toLowerCase(Locale.ROOT);
    int from = colon + 3;
    int to = from;
    while (to < u.length() && "/\\?#".indexOf(u.charAt(to)) < 0) {
      to++;
    }
    String hostPort = u.substring(from, to).substring(u.substring(from, to).lastIndexOf('@') + 1);
    int port = hostPort.startsWith("[") ? hostPort.indexOf("]:") + 1 : hostPort.lastIndexOf(':');
    String portPart = port > 0 ? hostPort.substring(port) : "";
    StringBuilder rest = new StringBuilder();
    int hash = u.indexOf('#', to);
    String tail = u.substring(to, hash < 0 ? u.length() : hash);
    for (byte b : tail.replace('\\', '/').getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c > 0x20 && c < 0x7f && "\"<>\\^`{|}".indexOf(c) < 0) {
        rest.append((char) c);
      } else {
        rest.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)));
        rest.append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
      }
    }
    try {
      return new java.net.URI(scheme + "://" + host + portPart + rest);
    } catch (java.net.URISyntaxException e) {
      return null;
    }
  }

  /**
   * Whether the host is written as a loopback, private, link-local or unspecified address, or is
   * {@code localhost}. Names are not resolved.
   */
  static boolean isPrivateLiteral(String host) {
    if (host.equals("localhost") || host.endsWith(".localhost") || host.startsWith("[")) {
      return true;
    }
    String[] parts = host.split("\\.", -1);
    boolean numeric = host.chars().allMatch(c -> Character.isDigit(c) || c == '.' || c == 'x');
    if (parts.length != 4) {
      return numeric;
    }
    int[] octets = new int[4];
    for (int i = 0; i < 4; i++) {
      if (parts[i].isEmpty()
          || parts[i].length() > 3
          || !parts[i].chars().allMatch(Character::isDigit)) {
        return numeric;
      }
      octets[i] = Integer.parseInt(parts[i]);
    }
    int a = octets[0];
    int b = octets[1];
    return a == 0
        || a == 10
        || a == 127
        || (a == 169 && b == 254)
        || (a == 172 && b >= 16 && b <= 31)
        || (a == 192 && b == 168)
        || (a == 100 && b >= 64 && b <= 127);
  }
}
