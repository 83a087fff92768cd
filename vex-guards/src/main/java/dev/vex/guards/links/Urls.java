package dev.vex.guards.links;

import java.io.ByteArrayOutputStream;
import java.net.IDN;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Reads the host of a URL the way a browser would (the WHATWG URL standard), without trusting
 * {@link java.net.URI}: tabs and line breaks anywhere are dropped, backslashes count as slashes,
 * userinfo is skipped, the host is percent-decoded, mapped with IDNA (fullwidth and ideographic
 * full stops become dots, zero-width characters vanish) and a host ending in a number is read as an
 * IPv4 address ({@code 127.1}, {@code 0x7f.0.0.1}, {@code 2130706433}).
 *
 * <p>Where the JDK's IDNA 2003 mapping could differ from a browser's UTS-46 mapping (the deviation
 * characters ß, ς, ZWJ, ZWNJ, and unassigned code points) the host is refused: it reads as null.
 */
final class Urls {
  private static final int MAX_URL = 8_192;

  private Urls() {}

  /**
   * Returns the URL's host in lower-case ASCII (IDNs as punycode, IPv4 dotted, IPv6 in brackets),
   * or null when the URL is not http(s) with an authority, or its host is malformed.
   */
  static String httpHost(String url) {
    Parts p = parts(url);
    return p == null ? null : p.host;
  }

  /** The parts of an http(s) URL a request needs. */
  record Parts(String scheme, String host, int port, String rest) {}

  /** Splits an http(s) URL as a browser would; null when it is not one or is malformed. */
  static Parts parts(String url) {
    if (url == null || url.length() > MAX_URL) {
      return null;
    }
    String u = clean(url);
    if (u.regionMatches(true, 0, "www.", 0, 4)) {
      u = "http://" + u;
    }
    int colon = schemeEnd(u);
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
    if (slashes == 0) {
      return null;
    }
    int to = from;
    while (to < u.length() && "/\\?#".indexOf(u.charAt(to)) < 0) {
      to++;
    }
    String authority = u.substring(from, to);
    String hostPort = authority.substring(authority.lastIndexOf('@') + 1);
    String rawHost = hostPort;
    int port = scheme.equals("https") ? 443 : 80;
    if (hostPort.startsWith("[")) {
      int close = hostPort.indexOf(']');
      if (close < 0) {
        return null;
      }
      rawHost = hostPort.substring(0, close + 1);
      String after = hostPort.substring(close + 1);
      if (!after.isEmpty()) {
        if (!after.startsWith(":")) {
          return null;
        }
        port = port(after.substring(1), port);
      }
    } else {
      int c = hostPort.lastIndexOf(':');
      if (c >= 0) {
        port = port(hostPort.substring(c + 1), port);
        rawHost = hostPort.substring(0, c);
      }
    }
    if (port < 0) {
      return null;
    }
    String host = rawHost.startsWith("[") ? ipv6(rawHost) : normalizeHost(rawHost);
    if (host == null) {
      return null;
    }
    return new Parts(scheme, host, port, u.substring(to));
  }

  /** Drops what a browser drops: outer C0 controls and spaces, every tab and line break. */
  private static String clean(String url) {
    int a = 0;
    int b = url.length();
    while (a < b && url.charAt(a) <= ' ') {
      a++;
    }
    while (b > a && url.charAt(b - 1) <= ' ') {
      b--;
    }
    StringBuilder out = new StringBuilder(b - a);
    for (int i = a; i < b; i++) {
      char c = url.charAt(i);
      if (c != '\t' && c != '\n' && c != '\r') {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static int schemeEnd(String u) {
    if (u.isEmpty() || !isAsciiLetter(u.charAt(0))) {
      return -1;
    }
    for (int i = 1; i < u.length() && i < 40; i++) {
      char c = u.charAt(i);
      if (c == ':') {
        return i;
      }
      if (!(isAsciiLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
        return -1;
      }
    }
    return -1;
  }

  private static int port(String digits, int dflt) {
    if (digits.isEmpty()) {
      return dflt;
    }
    if (digits.length() > 5 || !allDigits(digits, 0)) {
      return -1;
    }
    int p = Integer.parseInt(digits);
    return p <= 65535 ? p : -1;
  }

  private static String ipv6(String bracketed) {
    String inner = bracketed.substring(1, bracketed.length() - 1);
    if (inner.isEmpty() || !ipv6Chars(inner)) {
      return null;
    }
    return "[" + inner.toLowerCase(Locale.ROOT) + "]";
  }

  /**
   * Lower-case ASCII form of a host or domain, or null when it is not a valid host name. A host
   * that ends in a number is read as an IPv4 address and returned dotted.
   */
  static String normalizeHost(String raw) {
    String host = raw.indexOf('%') >= 0 ? percentDecode(raw) : raw;
    if (host == null || host.isEmpty()) {
      return null;
    }
    for (int i = 0; i < host.length(); i++) {
      char c = host.charAt(i);
      if (c == 'ß' || c == 'ς' || c == '\u200C' || c == '\u200D') {
        return null;
      }
    }
    String ascii;
    if (plainAscii(host)) {
      ascii = host.toLowerCase(Locale.ROOT); // what IDN.toASCII gives it, without its work
    } else {
      try {
        ascii = IDN.toASCII(host, 0).toLowerCase(Locale.ROOT);
      } catch (IllegalArgumentException e) {
        return null;
      }
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
    String last = ascii.substring(ascii.lastIndexOf('.') + 1);
    if (isNumberPart(last)) {
      long v = ipv4(ascii);
      return v < 0 ? null : dotted(v);
    }
    return ascii;
  }

  /**
   * Whether {@link IDN#toASCII(String, int)} with no flags returns the host unchanged: every
   * character ASCII, and every label between full stops of 1 to 63 characters (the last may be
   * empty: a trailing full stop). IDNA maps no ASCII character and splits only at full stops here;
   * any other host goes through the JDK.
   */
  private static boolean plainAscii(String host) {
    int label = 0;
    int n = host.length();
    for (int i = 0; i < n; i++) {
      char c = host.charAt(i);
      if (c >= 0x80) {
        return false;
      }
      if (c == '.') {
        if (label == 0) {
          return false;
        }
        label = 0;
      } else if (++label > 63) {
        return false;
      }
    }
    return true;
  }

  /** Whether a label is a number as the IPv4 parser reads it: decimal, 0x hex, or 0 octal. */
  private static boolean isNumberPart(String label) {
    if (label.isEmpty()) {
      return false;
    }
    if (label.startsWith("0x")) {
      return allHex(label, 2);
    }
    return allDigits(label, 0);
  }

  // Loops, not streams over chars(): the first URL a cold JVM reads (a fact card's source) does not
  // load the stream classes and spin lambdas for them (#23).

  private static boolean allDigits(String s, int from) {
    for (int i = from; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  private static boolean allHex(String s, int from) {
    for (int i = from; i < s.length(); i++) {
      if (Character.digit(s.charAt(i), 16) < 0) {
        return false;
      }
    }
    return true;
  }

  private static boolean ipv6Chars(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.digit(c, 16) < 0 && c != ':' && c != '.') {
        return false;
      }
    }
    return true;
  }

  /** The WHATWG IPv4 parser: one to four parts, each decimal, octal or hex; -1 when invalid. */
  static long ipv4(String host) {
    String[] parts = host.split("\\.", -1);
    if (parts.length > 4) {
      return -1;
    }
    long[] n = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      String s = parts[i];
      int radix = 10;
      if (s.startsWith("0x") || s.startsWith("0X")) {
        s = s.substring(2);
        radix = 16;
      } else if (s.length() > 1 && s.startsWith("0")) {
        s = s.substring(1);
        radix = 8;
      }
      if (s.isEmpty()) {
        n[i] = 0;
        continue;
      }
      if (s.length() > 12) {
        return -1;
      }
      try {
        n[i] = Long.parseLong(s, radix);
      } catch (NumberFormatException e) {
        return -1;
      }
    }
    for (int i = 0; i < n.length - 1; i++) {
      if (n[i] > 255) {
        return -1;
      }
    }
    long last = n[n.length - 1];
    if (last >= (1L << (8 * (5 - n.length)))) {
      return -1;
    }
    long v = last;
    for (int i = 0; i < n.length - 1; i++) {
      v += n[i] << (8 * (3 - i));
    }
    return v;
  }

  private static String dotted(long v) {
    return ((v >> 24) & 255) + "." + ((v >> 16) & 255) + "." + ((v >> 8) & 255) + "." + (v & 255);
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
    for (int i = 0; i < cut; i++) {
      char c = u.charAt(i);
      if (c >= 'A' && c <= 'Z' || c > 0x7F) {
        return u.substring(0, cut).toLowerCase(Locale.ROOT) + u.substring(cut);
      }
    }
    return u; // scheme and host are lower case already
  }

  private static String percentDecode(String s) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(s.length());
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
        out.write(hi * 16 + lo);
        i += 2;
      } else {
        byte[] b = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
        out.write(b, 0, b.length);
      }
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  /**
   * Returns the request target of the URL: path and query, percent-encoded, never empty; the
   * fragment is dropped.
   */
  static String target(Parts p) {
    String rest = p.rest();
    int hash = rest.indexOf('#');
    String tail = hash < 0 ? rest : rest.substring(0, hash);
    StringBuilder out = new StringBuilder();
    if (!tail.startsWith("/") && !tail.startsWith("\\")) {
      out.append('/');
    }
    for (byte b : tail.replace('\\', '/').getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c > 0x20 && c < 0x7f && "\"<>\\^`{|}".indexOf(c) < 0) {
        out.append((char) c);
      } else {
        out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)));
        out.append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
      }
    }
    return out.toString();
  }

  /** Percent-encodes what a {@link java.net.URI} refuses; {@code %} escapes stay as they are. */
  static String encode(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c > 0x20 && c < 0x7f && "\"<>\\^`{|}".indexOf(c) < 0) {
        out.append((char) c);
      } else {
        out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)));
        out.append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
      }
    }
    return out.toString();
  }

  private static boolean isAsciiLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }
}
