package dev.vex.guards.digits;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A multiple written in words between two amounts of money the same sentence states, in a market
 * turn (#22): "Solana's $46.3B market cap is more than double TRON's $26.8B" (1.73 times), "more
 * than five times USDC's (~$75B)" beside ~$232B (3.1 times), "nearly triple its close of $75.09"
 * beside $160.55 (2.1 times), "dobbelt så stor som". The two amounts are the nearest ones in a
 * currency before the words and after them (or the two nearest before: "from $75.09 to $160.55, so
 * it has more than doubled"); the words' qualifier sets what the ratio of the larger to the smaller
 * may be: "more than"/"mer enn" at least the multiple, "nearly"/"nesten" a little under it, "about"
 * or none near it (a fifth either way). Each amount is judged against the source elsewhere; here
 * only the multiple. "Three times a day" is no comparison: "times"/"ganger" needs a comparison
 * after it ("as", "that of", "bigger", "så", a possessive). At most {@link #MAX_HITS} phrases are
 * judged, each within {@link #MAX_SENTENCE} characters: linear in the reply.
 */
final class Multiples {
  private static final int MAX_HITS = 8;
  private static final int MAX_SENTENCE = 400;

  private Multiples() {}

  private static final Map<String, Integer> WORDS =
      Map.ofEntries(
          Map.entry("double", 2),
          Map.entry("doubled", 2),
          Map.entry("twice", 2),
          Map.entry("dobbelt", 2),
          Map.entry("doblet", 2),
          Map.entry("dobla", 2),
          Map.entry("triple", 3),
          Map.entry("tripled", 3),
          Map.entry("trippel", 3),
          Map.entry("tredoblet", 3),
          Map.entry("tredobla", 3),
          Map.entry("quadruple", 4),
          Map.entry("quadrupled", 4),
          Map.entry("firedoblet", 4));

  /** A part of every multiple word: a reply without any is passed after a few searches. */
  private static final List<String> KEYS = WordLists.list("Multiples.KEYS");

  private static final Lowered ANY_KEY = new Lowered(KEYS);

  private static boolean anyKey(String lower) {
    for (String k : KEYS) {
      if (lower.contains(k)) {
        return true;
      }
    }
    return false;
  }

  /** What may follow "N times" / "N ganger" in a comparison. */
  private static final Set<String> COMPARED = WordLists.set("Multiples.COMPARED");

  private static final Set<String> MORE = Set.of("more", "over", "above", "mer", "drøyt", "well");
  private static final Set<String> NEARLY =
      Set.of("nearly", "almost", "nesten", "nærmere", "close", "under");
  private static final Set<String> LESS = Set.of("less", "mindre", "fewer");

  /** The problems found, each a sentence for the guard's reason. */
  static List<String> problems(String text, Locale locale) {
    if (!ANY_KEY.in(text, 0, text.length())) {
      return new ArrayList<>(); // no multiple is written: the text is not lower-cased at all
    }
    return written(text, locale);
  }

  /**
   * As {@link #problems(String, Locale)}, the text's characters lower-cased one by one given as
   * {@link Subjects#lower} makes them: the search for a multiple word reads them, not the text
   * lower-cased again (#24).
   */
  static List<String> problems(String text, char[] lower, Locale locale) {
    if (!ANY_KEY.in(lower, 0, lower.length)) {
      return new ArrayList<>(); // no multiple is written
    }
    return written(text, locale);
  }

  /** The problems of a text in which a multiple word may be written. */
  private static List<String> written(String text, Locale locale) {
    List<String> out = new ArrayList<>();
    String lower = text.toLowerCase(Locale.ROOT);
    if (lower.length() != text.length() || !anyKey(lower)) {
      return out; // positions would not line up, or no multiple is written
    }
    NumberReader reader = null;
    int hits = 0;
    int n = lower.length();
    int i = 0;
    String prev2 = "";
    String prev1 = "";
    int sentenceStart = 0;
    while (i < n && hits < MAX_HITS) {
      char c = lower.charAt(i);
      if (c == '.' || c == '!' || c == '?' || c == '\n') {
        if (c == '\n' || ends(text, i)) {
          sentenceStart = i + 1;
          prev1 = "";
          prev2 = "";
        }
        i++;
        continue;
      }
      if (!Character.isLetterOrDigit(c)) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && (Character.isLetterOrDigit(lower.charAt(i)) || lower.charAt(i) == '\'')) {
        i++;
      }
      String w = lower.substring(start, i);
      Integer times = WORDS.get(w);
      if (times == null && ("times".equals(w) || "ganger".equals(w))) {
        String next = nextWord(lower, i);
        if (next != null && (COMPARED.contains(next) || next.endsWith("'s"))) {
          times = count(prev2, prev1);
        }
      }
      if (times != null) {
        hits++;
        if (reader == null) {
          reader = NumberReader.forLocale(locale);
        }
        String p = judge(text, lower, sentenceStart, start, i, times, prev2, prev1, reader);
        if (p != null) {
          out.add(p);
        }
      }
      prev2 = prev1;
      prev1 = w;
    }
    return out;
  }

  /**
   * Whether the mark at {@code at} ends a sentence: at the end, or before a space and a word that
   * is not lower case or a digit ("46,3 mrd. dollar" goes on), as {@link DatedMarket#sentences}.
   */
  private static boolean ends(String text, int at) {
    int n = text.length();
    if (at + 1 >= n) {
      return true;
    }
    if (!Character.isWhitespace(text.charAt(at + 1))) {
      return false;
    }
    int k = at + 1;
    while (k < n && text.charAt(k) == ' ') {
      k++;
    }
    return k >= n || !(Character.isLowerCase(text.charAt(k)) || Character.isDigit(text.charAt(k)));
  }

  private static Integer count(String prev2, String prev1) {
    Integer c = NumberWords.word(prev1);
    if (c == null
        && !prev1.isEmpty()
        && prev1.length() <= 2
        && prev1.chars().allMatch(Character::isDigit)) {
      c = Integer.parseInt(prev1);
    }
    if (c == null && ("thousand".equals(prev1) || "tusen".equals(prev1))) {
      Integer k = NumberWords.word(prev2);
      c = (k == null ? 1 : k) * 1000;
    }
    if (c == null && ("hundred".equals(prev1) || "hundre".equals(prev1))) {
      Integer k = NumberWords.word(prev2);
      c = (k == null ? 1 : k) * 100;
    }
    return c != null && c >= 2 ? c : null;
  }

  private static String nextWord(String lower, int at) {
    int j = at;
    while (j < lower.length() && lower.charAt(j) == ' ') {
      j++;
    }
    int s = j;
    while (j < lower.length()
        && (Character.isLetterOrDigit(lower.charAt(j)) || lower.charAt(j) == '\'')) {
      j++;
    }
    return s == j ? null : lower.substring(s, j);
  }

  private static String judge(
      String text,
      String lower,
      int sentenceStart,
      int start,
      int end,
      int times,
      String prev2,
      String prev1,
      NumberReader reader) {
    int from = Math.max(sentenceStart, start - MAX_SENTENCE);
    int to = end;
    int limit = Math.min(text.length(), end + MAX_SENTENCE);
    while (to < limit) {
      char c = text.charAt(to);
      if (c == '\n' || ".!?".indexOf(c) >= 0 && ends(text, to)) {
        break;
      }
      to++;
    }
    String sentence = text.substring(from, to);
    ReadNumber before = null;
    ReadNumber earlier = null;
    ReadNumber after = null;
    for (ReadNumber r : reader.read(sentence)) {
      if (!DigitScanGuard.isCurrency(r.unit()) || r.value().signum() <= 0) {
        continue;
      }
      if (from + r.end() <= start) {
        earlier = before;
        before = r;
      } else if (from + r.start() >= end && after == null) {
        after = r;
      }
    }
    ReadNumber other = after != null ? after : earlier;
    if (before == null || other == null || !before.unit().equals(other.unit())) {
      return null;
    }
    BigDecimal a = before.value();
    BigDecimal b = other.value();
    double ratio =
        Math.max(a.doubleValue(), b.doubleValue()) / Math.min(a.doubleValue(), b.doubleValue());
    String q = qualifier(prev2, prev1, lower, start);
    boolean wrong =
        switch (q) {
          case "more" -> ratio < times * 0.97;
          case "nearly" -> ratio > times * 1.03 || ratio < times * 0.8;
          case "less" -> ratio > times * 1.03;
          default -> ratio < times * 0.8 || ratio > times * 1.25;
        };
    if (!wrong) {
      return null;
    }
    return "'"
        + text.substring(start, end)
        + "' ("
        + q
        + ") between "
        + sentence.substring(before.start(), before.end())
        + " and "
        + sentence.substring(other.start(), other.end())
        + ", whose ratio is "
        + String.format(Locale.ROOT, "%.2f", ratio);
  }

  /** "more than", "nearly", "less than" or "about" from the words before the multiple. */
  private static String qualifier(String prev2, String prev1, String lower, int start) {
    for (String w : new String[] {prev1, prev2}) {
      if (MORE.contains(w)) {
        return "more";
      }
      if (NEARLY.contains(w)) {
        return "nearly";
      }
      if (LESS.contains(w)) {
        return "less";
      }
    }
    // "more than twice", "mer enn dobbelt", "well over double": the word before "than"/"enn"
    if ("than".equals(prev1) || "enn".equals(prev1)) {
      return MORE.contains(prev2) ? "more" : LESS.contains(prev2) ? "less" : "about";
    }
    int k = Math.max(0, start - 24);
    String before = lower.substring(k, start);
    if (before.contains("more than") || before.contains("mer enn") || before.contains(" over ")) {
      return "more";
    }
    if (before.contains("less than") || before.contains("mindre enn")) {
      return "less";
    }
    if (before.contains("nearly") || before.contains("almost") || before.contains("nesten")) {
      return "nearly";
    }
    return "about";
  }
}
