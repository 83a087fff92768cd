package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Who a number in a reply is about. The subjects are the key figures' aliases ("Bitcoin", "BTC",
 * "Oslo"); a number belongs to the alias written before it in the same clause, else to one written
 * after it in the same clause ("$86k (BTC)"), else to the last alias before it ("Bitcoin had a calm
 * day. It trades at $86,123."). Clauses end at sentence ends, line breaks, commas, semicolons,
 * table bars and the words "and", "og", "while", "mens", "but", "men", "whereas", "vs".
 *
 * <p>Mentions are found with one search per alias (at most 64 aliases): linear in the text.
 */
final class Subjects {
  private static final int MAX_ALIASES = 64;
  private static final int WINDOW = 300;
  private static final List<String> JOINS =
      List.of(" and ", " og ", " while ", " mens ", " but ", " men ", " whereas ", " vs ", " vs. ");

  /**
   * The second characters of the joins (each starts with a space): a space before none is no join.
   */
  private static final String JOIN_SECONDS = joinSeconds();

  private static String joinSeconds() {
    StringBuilder out = new StringBuilder();
    for (String join : JOINS) {
      if (join.charAt(0) != ' ') {
        throw new IllegalStateException("a join that does not start with a space: " + join);
      }
      out.append(join.charAt(1));
    }
    return out.toString();
  }

  private static final Set<String> ABBREVIATIONS =
      Set.of("ca", "approx", "kl", "nr", "mill", "mrd", "bl", "e.g", "i.e", "vs", "st", "mr", "dr");

  private final String text;
  private final char[] lower;
  private final int[] mentionStart;
  private final int[] mentionEnd;
  private final String[] mentionKey;
  private final int subjectCount;

  private Subjects(String text, char[] lower, List<KeyFigure> figures) {
    if (lower.length != text.length()) {
      throw new IllegalArgumentException("not the text's characters: " + lower.length);
    }
    this.text = text;
    this.lower = lower;
    Map<String, String> keys = new HashMap<>();
    Set<String> subjects = new LinkedHashSet<>();
    List<String> last = null;
    for (KeyFigure f : figures) {
      if (f.aliases() == last) {
        continue; // the list the figure before had (a fetcher's figures of one subject share it)
      }
      last = f.aliases();
      String key = key(f);
      if (key == null) {
        continue;
      }
      subjects.add(key);
      for (String alias : f.aliases()) {
        if (keys.size() < MAX_ALIASES) {
          keys.putIfAbsent(alias.toLowerCase(Locale.ROOT), key);
        }
      }
    }
    this.subjectCount = subjects.size();
    List<int[]> found = new ArrayList<>();
    List<String> foundKeys = new ArrayList<>();
    // Every place where an alias's characters stand (as String.indexOf finds them, overlapping
    // ones too), in one pass over the text: the aliases are grouped by their first character and
    // only the places holding one are compared. A search per alias was a pass over the text each,
    // and String.indexOf of a Latin-1 alias in text with other characters is not vectorised.
    // the first characters: Latin-1 ones in a 256-bit set, others (rare) in a sorted array; a
    // set over every char was 8 KB allocated per scan
    long[] latin = new long[4];
    StringBuilder others = new StringBuilder();
    Map<Character, List<Map.Entry<String, String>>> byFirst = new HashMap<>();
    for (Map.Entry<String, String> e : keys.entrySet()) {
      String alias = e.getKey();
      if (alias.isEmpty()) {
        continue; // never: KeyFigure drops blank aliases
      }
      char c = alias.charAt(0);
      if (c < 256) {
        latin[c >>> 6] |= 1L << c;
      } else if (others.indexOf(String.valueOf(c)) < 0) {
        others.append(c);
      }
      byFirst.computeIfAbsent(c, k -> new ArrayList<>()).add(e);
    }
    char[] wide = others.toString().toCharArray();
    java.util.Arrays.sort(wide);
    if (!byFirst.isEmpty()) {
      for (int at = 0; at < lower.length; at++) {
        char c = lower[at];
        boolean first =
            c < 256
                ? (latin[c >>> 6] & (1L << c)) != 0
                : wide.length > 0 && java.util.Arrays.binarySearch(wide, c) >= 0;
        if (!first || (at > 0 && Chars.isLetterOrDigit(lower[at - 1]))) {
          continue; // no alias starts with it, or it is inside a word (see mention)
        }
        for (Map.Entry<String, String> e : byFirst.get(c)) {
          if (startsAt(at, e.getKey())) {
            mention(e.getKey(), e.getValue(), at, found, foundKeys);
          }
        }
      }
    }
    found.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(b[1], a[1]));
    mentionStart = new int[found.size()];
    mentionEnd = new int[found.size()];
    mentionKey = new String[found.size()];
    for (int i = 0; i < found.size(); i++) {
      mentionStart[i] = found.get(i)[0];
      mentionEnd[i] = found.get(i)[1];
      mentionKey[i] = foundKeys.get(found.get(i)[2]);
    }
  }

  /** Adds the alias written at {@code at} when it stands as a word of its own. */
  private void mention(
      String alias, String key, int at, List<int[]> found, List<String> foundKeys) {
    int end = at + alias.length();
    if ((at == 0 || !Chars.isLetterOrDigit(lower[at - 1]))
        && (end == lower.length || !Chars.isLetter(lower[end]))) {
      found.add(new int[] {at, end, foundKeys.size()});
      foundKeys.add(key);
    }
  }

  static Subjects of(String text, List<KeyFigure> figures) {
    return new Subjects(text, lower(text), figures);
  }

  /**
   * The subjects over text whose characters {@link #lower} gave: one lower-casing serves every
   * reader of the same text (the digit scan reads its figures' subjects and its matches' teams).
   */
  static Subjects of(String text, char[] lower, List<KeyFigure> figures) {
    return new Subjects(text, lower, figures);
  }

  /**
   * The text's characters, each lower-cased as {@link Character#toLowerCase(char)} does; shared,
   * never written after.
   */
  static char[] lower(String text) {
    char[] lower = text.toCharArray();
    for (int i = 0; i < lower.length; i++) {
      char c = lower[i];
      if (c < 0x80) {
        if (c >= 'A' && c <= 'Z') {
          lower[i] = (char) (c + ('a' - 'A'));
        }
      } else {
        lower[i] = Chars.toLowerCase(c);
      }
    }
    return lower;
  }

  /** The subject key of a figure: its first alias, lower case; null when it has none. */
  static String key(KeyFigure f) {
    return f.aliases().isEmpty() ? null : f.aliases().get(0).toLowerCase(Locale.ROOT);
  }

  /**
   * Whether {@code key} is the figure's subject key, as {@code key.equals(key(f))}, without
   * lower-casing the alias into a new string when both are ASCII.
   */
  static boolean isKeyOf(String key, KeyFigure f) {
    if (f.aliases().isEmpty()) {
      return key == null;
    }
    if (key == null) {
      return false;
    }
    String alias = f.aliases().get(0);
    int n = alias.length();
    if (n != key.length()) {
      return nonAscii(alias) && key.equals(alias.toLowerCase(Locale.ROOT));
    }
    for (int i = 0; i < n; i++) {
      char a = alias.charAt(i);
      char k = key.charAt(i);
      if (a > 0x7F || k > 0x7F) {
        return key.equals(alias.toLowerCase(Locale.ROOT)); // lower-casing may change the length
      }
      if (k != (a >= 'A' && a <= 'Z' ? (char) (a + ('a' - 'A')) : a)) {
        return false;
      }
    }
    return true;
  }

  private static boolean nonAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) > 0x7F) {
        return true;
      }
    }
    return false;
  }

  /** Whether the lower-case text holds {@code word} at {@code at}. */
  private boolean startsAt(int at, String word) {
    if (at + word.length() > lower.length) {
      return false;
    }
    for (int i = 0; i < word.length(); i++) {
      if (lower[at + i] != word.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** How many distinct subjects the turn's figures have. */
  int count() {
    return subjectCount;
  }

  /** How many mentions of an alias the text has. */
  int mentions() {
    return mentionStart.length;
  }

  /** Where mention {@code i} starts; mentions are ordered by start, longest first. */
  int mentionStart(int i) {
    return mentionStart[i];
  }

  /** Where mention {@code i} ends. */
  int mentionEnd(int i) {
    return mentionEnd[i];
  }

  /** The subject key of mention {@code i}. */
  String mentionKey(int i) {
    return mentionKey[i];
  }

  /**
   * The index of the first mention that starts at or after {@code at}; {@link #mentions()} if none.
   */
  int firstMentionFrom(int at) {
    int lo = 0;
    int hi = mentionStart.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (mentionStart[mid] < at) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /** The subject key of what stands at {@code start..end}, or null when no alias is near. */
  String of(int start, int end) {
    if (mentionStart.length == 0) {
      return null;
    }
    int before = Arrays.binarySearch(mentionStart, start);
    int i = before >= 0 ? before - 1 : -before - 2;
    while (i >= 0 && mentionEnd[i] > start) {
      i--;
    }
    if (i >= 0 && start - mentionEnd[i] <= WINDOW && !boundaryBetween(mentionEnd[i], start)) {
      return mentionKey[i];
    }
    int j = before >= 0 ? before : -before - 1;
    while (j < mentionStart.length && mentionStart[j] < end) {
      j++;
    }
    if (j < mentionStart.length
        && mentionStart[j] - end <= WINDOW
        && !boundaryBetween(end, mentionStart[j])) {
      return mentionKey[j];
    }
    return i >= 0 ? mentionKey[i] : null;
  }

  /** Whether a clause ends between {@code from} and {@code to}. */
  boolean boundaryBetween(int from, int to) {
    for (int k = from; k < to; k++) {
      if (isBoundary(k)) {
        return true;
      }
    }
    return false;
  }

  private boolean isBoundary(int k) {
    char c = text.charAt(k);
    if (c == '\n' || c == ';' || c == '|' || c == '•') {
      return true;
    }
    if (c == ',') {
      return !(k > 0
          && k + 1 < text.length()
          && Chars.isDigit(text.charAt(k - 1))
          && Chars.isDigit(text.charAt(k + 1)));
    }
    if (c == '.' || c == '!' || c == '?') {
      boolean end = k + 1 == text.length() || Character.isWhitespace(text.charAt(k + 1));
      return end && !(c == '.' && abbreviation(k));
    }
    if (c == ' ' && k + 1 < lower.length && JOIN_SECONDS.indexOf(lower[k + 1]) >= 0) {
      for (String join : JOINS) {
        if (startsAt(k, join)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean abbreviation(int dot) {
    int from = dot;
    while (from > 0
        && dot - from < 8
        && (Chars.isLetter(text.charAt(from - 1)) || text.charAt(from - 1) == '.')) {
      from--;
    }
    return ABBREVIATIONS.contains(new String(lower, from, dot - from));
  }
}
