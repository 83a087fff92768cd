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

  private static final Set<String> ABBREVIATIONS = WordLists.set("Subjects.ABBREVIATIONS");

  private final String text;
  private final char[] lower;
  private final int[] mentionStart;
  private final int[] mentionEnd;
  private final String[] mentionKey;
  private final int subjectCount;
  private int cursor; // the last answer of firstMentionFrom: one scan's thread only

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
    // Every place where an alias's characters stand (as String.indexOf finds them, overlapping
    // ones too), in one pass over the text: the aliases are grouped by their first character and
    // only the places holding one are compared. A search per alias was a pass over the text each,
    // and String.indexOf of a Latin-1 alias in text with other characters is not vectorised.
    // The groups of Latin-1 first characters in an array by the character, others (rare) in a
    // map; the mentions in arrays kept in order as they are found (by start, the longer first on
    // the same start), not an int[] each sorted after (#24: a team's name a few words apart).
    @SuppressWarnings("unchecked")
    List<Map.Entry<String, String>>[] latin = (List<Map.Entry<String, String>>[]) new List<?>[256];
    Map<Character, List<Map.Entry<String, String>>> wide = new HashMap<>();
    for (Map.Entry<String, String> e : keys.entrySet()) {
      String alias = e.getKey();
      if (alias.isEmpty()) {
        continue; // never: KeyFigure drops blank aliases
      }
      char c = alias.charAt(0);
      if (c < 256) {
        if (latin[c] == null) {
          latin[c] = new ArrayList<>();
        }
        latin[c].add(e);
      } else {
        wide.computeIfAbsent(c, k -> new ArrayList<>()).add(e);
      }
    }
    Found found = new Found();
    if (!keys.isEmpty()) {
      for (int at = 0; at < lower.length; at++) {
        char c = lower[at];
        List<Map.Entry<String, String>> list =
            c < 256 ? latin[c] : wide.isEmpty() ? null : wide.get(c);
        if (list == null || (at > 0 && Chars.isLetterOrDigit(lower[at - 1]))) {
          continue; // no alias starts with it, or it is inside a word (see mention)
        }
        for (int k = 0; k < list.size(); k++) {
          Map.Entry<String, String> e = list.get(k);
          if (startsAt(at, e.getKey())) {
            mention(e.getKey(), e.getValue(), at, found);
          }
        }
      }
    }
    mentionStart = Arrays.copyOf(found.start, found.size);
    mentionEnd = Arrays.copyOf(found.end, found.size);
    mentionKey = Arrays.copyOf(found.key, found.size);
  }

  /** The mentions found so far, in order: by start, the longer first on the same start. */
  private static final class Found {
    int size;
    int[] start = new int[16];
    int[] end = new int[16];
    String[] key = new String[16];

    void add(int s, int e, String k) {
      if (size == start.length) {
        start = Arrays.copyOf(start, size * 2);
        end = Arrays.copyOf(end, size * 2);
        key = Arrays.copyOf(key, size * 2);
      }
      // found in order of their starts: only those of the same start may need moving
      int i = size;
      while (i > 0 && start[i - 1] == s && end[i - 1] < e) {
        start[i] = start[i - 1];
        end[i] = end[i - 1];
        key[i] = key[i - 1];
        i--;
      }
      start[i] = s;
      end[i] = e;
      key[i] = k;
      size++;
    }
  }

  /** Adds the alias written at {@code at} when it stands as a word of its own. */
  private void mention(String alias, String key, int at, Found found) {
    int end = at + alias.length();
    if ((at == 0 || !Chars.isLetterOrDigit(lower[at - 1]))
        && (end == lower.length || !Chars.isLetter(lower[end]))) {
      found.add(at, end, key);
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
    // a few steps on from the last answer when it is near (a reply's pairs ask in order), else a
    // binary search: the same index either way (#24)
    int c = cursor;
    if (c <= mentionStart.length && (c == 0 || mentionStart[c - 1] < at)) {
      for (int k = 0; k < 8; k++, c++) {
        if (c == mentionStart.length || mentionStart[c] >= at) {
          cursor = c;
          return c;
        }
      }
    }
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
    cursor = lo;
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

  // What the last calls of boundaryBetween read (isBoundary depends on the text alone): a place
  // where a clause ends, and a range with none. The numbers of a reply ask in order, each about
  // the text between it and the mentions around it, which the number before read too (#24).
  private int knownBoundary = -1;
  private int clearFrom;
  private int clearTo;

  /** Whether a clause ends between {@code from} and {@code to}. */
  boolean boundaryBetween(int from, int to) {
    if (knownBoundary >= from && knownBoundary < to) {
      return true;
    }
    boolean inClear = from >= clearFrom && from <= clearTo;
    int k = inClear ? Math.max(from, clearTo) : from; // [from, clearTo) holds no boundary
    for (; k < to; k++) {
      if (isBoundary(k)) {
        knownBoundary = k;
        if (!inClear) {
          clearFrom = from;
        }
        clearTo = k;
        return true;
      }
    }
    if (inClear) {
      clearTo = Math.max(clearTo, to);
    } else {
      clearFrom = from;
      clearTo = to;
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
