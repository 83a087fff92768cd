package dev.vex.guards.links;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Finds the URLs a person could copy out of plain text, code or an attribute value, where no
 * renderer makes a link of them: {@code scheme://…} (and a browser's {@code http:\\…}, {@code
 * https:/\…}, in any case), {@code www.…}, and bare domains ({@code EVIL.EXAMPLE}, {@code
 * Case.Attacker.Test/btc}) whose last label is a top-level domain of IANA's list.
 *
 * <p>Bare domains are read carefully, to leave prose and code alone: in text, a name of two labels
 * with neither path nor {@code www.} is taken for a file name when its last label is a common file
 * extension that is also a country code ({@code README.md}, {@code setup.py}) and for two joined
 * sentences when that label is capitalised ({@code rained.Today}); in code, a bare domain counts
 * only with a path or {@code www.} ({@code curl evil.example/x.sh}), since {@code user.email} and
 * {@code self.data} are properties. Linear in the text.
 */
final class TextUrls {
  /** What replaces an off-list URL inside code or HTML text: the code stays readable. */
  static final String PLACEHOLDER = "[link removed]";

  private static final Set<String> TLDS = loadTlds();
  private static final Set<String> FILE_EXTENSIONS =
      Set.of("md", "py", "sh", "rs", "pl", "pm", "ps", "cc", "so", "ml", "in", "am", "ai");

  /** A URL found in text: where it stands, and a form {@link Urls#httpHost} can judge. */
  record Found(int start, int end, String url) {}

  private TextUrls() {}

  /** Whether a character may stand right before a URL or domain (not inside a longer token). */
  private static boolean boundaryBefore(CharSequence s, int i, int from) {
    if (i <= from) {
      return true;
    }
    char c = s.charAt(i - 1);
    return !(Character.isLetterOrDigit(c)
        || c == '.'
        || c == '-'
        || c == '_'
        || c == '@'
        || c == '/'
        || c == '\\'
        || c == ':'
        || c == '%'
        || c == '&'
        || c == '='
        || c == '+');
  }

  private static boolean endsToken(char c) {
    return Character.isWhitespace(c) || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`';
  }

  /**
   * The URLs in {@code s[from, to)}, in a new list the caller may change; {@code code} reads it as
   * code.
   */
  static List<Found> find(CharSequence s, int from, int to, boolean code) {
    List<Found> out = new ArrayList<>(0);
    int i = from;
    while (i < to) {
      char c = s.charAt(i);
      if (!isAsciiLetterOrDigit(c)) {
        i++;
        continue;
      }
      if (i == from || !isSchemeChar(s.charAt(i - 1))) {
        int end = scheme(s, i, to);
        if (end > 0) {
          int stop = tokenEnd(s, end, to);
          String token = s.subSequence(i, stop).toString();
          out.add(new Found(i, stop, asHttp(token)));
          i = stop;
          continue;
        }
      }
      if (!boundaryBefore(s, i, from)) {
        i = restOfWord(s, i + 1, to);
        continue;
      }
      int hostEnd = hostEnd(s, i, to);
      if (hostEnd > i) {
        String host = s.subSequence(i, hostEnd).toString();
        boolean path = hostEnd < to && (s.charAt(hostEnd) == '/' || s.charAt(hostEnd) == '\\');
        boolean www = host.regionMatches(true, 0, "www.", 0, 4);
        if (isBareDomain(host, path, www, code)) {
          int stop =
              path || (hostEnd < to && s.charAt(hostEnd) == ':')
                  ? tokenEnd(s, hostEnd, to)
                  : hostEnd;
          out.add(new Found(i, stop, "http://" + s.subSequence(i, stop)));
          i = stop;
          continue;
        }
        i = hostEnd;
        continue;
      }
      i = restOfWord(s, i + 1, to);
    }
    return out;
  }

  /**
   * Skips the ASCII letters and digits from {@code i} on: {@link #find} passes over each of them
   * unchanged (a scheme or a domain starts only after a character that is no scheme character, and
   * never right after a letter or digit).
   */
  private static int restOfWord(CharSequence s, int i, int to) {
    while (i < to && isAsciiLetterOrDigit(s.charAt(i))) {
      i++;
    }
    return i;
  }

  /** The index after {@code scheme:} and its slashes, or -1 when no URL with authority starts. */
  private static int scheme(CharSequence s, int i, int to) {
    if (!isAsciiLetter(s.charAt(i))) {
      return -1;
    }
    int j = i + 1;
    while (j < to && j - i < 32) {
      char c = s.charAt(j);
      if (c == ':') {
        int k = j + 1;
        while (k < to && (s.charAt(k) == '/' || s.charAt(k) == '\\')) {
          k++;
        }
        return k > j + 1 && k < to && !endsToken(s.charAt(k)) ? k : -1;
      }
      if (!(isAsciiLetterOrDigit(c) || c == '+' || c == '-' || c == '.')) {
        return -1;
      }
      j++;
    }
    return -1;
  }

  /** Where a URL's text ends: white space, a quote, an angle bracket, or an unopened ')'. */
  private static int tokenEnd(CharSequence s, int from, int to) {
    int depth = 0;
    int j = from;
    while (j < to) {
      char c = s.charAt(j);
      if (endsToken(c)) {
        break;
      }
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        if (depth == 0) {
          break;
        }
        depth--;
      }
      j++;
    }
    while (j > from && ".,;:!?".indexOf(s.charAt(j - 1)) >= 0) {
      j--; // a sentence's punctuation after a URL is not part of it
    }
    return j;
  }

  /** The end of a dotted name starting at {@code i} (labels of letters, digits and hyphens). */
  private static int hostEnd(CharSequence s, int i, int to) {
    int j = i;
    int lastDot = -1;
    while (j < to) {
      char c = s.charAt(j);
      if (isAsciiLetterOrDigit(c) || c == '-' || (c > 0x7F && Character.isLetterOrDigit(c))) {
        j++;
      } else if ((c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61')
          && j > i
          && j + 1 < to
          && (isAsciiLetterOrDigit(s.charAt(j + 1)) || s.charAt(j + 1) > 0x7F)
          && j - 1 != lastDot) {
        lastDot = j;
        j++;
      } else {
        break;
      }
    }
    return lastDot < 0 ? i : j;
  }

  private static boolean isBareDomain(String name, boolean path, boolean www, boolean code) {
    if (endsInDigits(name)) {
      return false; // read as an IPv4 address or as no host (2.3, 86,123.45): never a TLD
    }
    String host = Urls.normalizeHost(name);
    if (host == null) {
      return false;
    }
    int dot = host.lastIndexOf('.');
    if (dot < 0) {
      return false;
    }
    String tld = host.substring(dot + 1);
    if (!TLDS.contains(tld)) {
      return false;
    }
    if (www || path) {
      return true;
    }
    if (code) {
      return false;
    }
    boolean twoLabels = host.indexOf('.') == dot;
    if (twoLabels && FILE_EXTENSIONS.contains(tld)) {
      return false;
    }
    String lastLabel = name.substring(Math.max(name.lastIndexOf('.'), 0) + 1);
    boolean titleCase =
        lastLabel.length() > 1
            && Character.isUpperCase(lastLabel.charAt(0))
            && lastLabel.substring(1).chars().allMatch(Character::isLowerCase);
    return !(twoLabels && titleCase);
  }

  /**
   * Whether the name's last label (after its last dot of any kind) is ASCII digits only: {@link
   * Urls#normalizeHost} then reads the whole name as an IPv4 address (or as no host), whose last
   * label is digits too, and no top-level domain is.
   */
  private static boolean endsInDigits(String name) {
    int i = name.length();
    while (i > 0 && name.charAt(i - 1) >= '0' && name.charAt(i - 1) <= '9') {
      i--;
    }
    if (i == name.length() || i == 0) {
      return false;
    }
    char dot = name.charAt(i - 1);
    return dot == '.' || dot == '\u3002' || dot == '\uFF0E' || dot == '\uFF61';
  }

  /** A URL of any scheme with an authority, in a form whose host {@link Urls} reads. */
  private static String asHttp(String token) {
    int colon = token.indexOf(':');
    String scheme = token.substring(0, colon).toLowerCase(Locale.ROOT);
    if (scheme.equals("http") || scheme.equals("https")) {
      return token;
    }
    return "http" + token.substring(colon);
  }

  private static boolean isSchemeChar(char c) {
    return isAsciiLetterOrDigit(c) || c == '+' || c == '-' || c == '.';
  }

  private static boolean isAsciiLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  private static boolean isAsciiLetterOrDigit(char c) {
    return isAsciiLetter(c) || c >= '0' && c <= '9';
  }

  private static Set<String> loadTlds() {
    try (InputStream in = TextUrls.class.getResourceAsStream("tlds.txt")) {
      if (in == null) {
        throw new IllegalStateException("tlds.txt is missing from vex-guards");
      }
      Set<String> tlds = new HashSet<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        String t = line.strip();
        if (!t.isEmpty() && !t.startsWith("#")) {
          tlds.add(t);
        }
      }
      return Set.copyOf(tlds);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
