package dev.vex.guards.toolresults;

import dev.vex.guards.digits.NumberReader;
import dev.vex.guards.digits.ReadNumber;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the numbers of a text with what they are about: their unit ({@code kr}, {@code GB}, {@code
 * %}, {@code l}) and their labels, the content words next to them in the same clause ("Food: 4 200
 * kr" is about food, "3 failed" about failed).
 */
final class Figures {
  private Figures() {}

  /**
   * One number with its unit and labels.
   *
   * @param value the value
   * @param unit the canonical unit, or empty for a count
   * @param labels the stems of the content words next to it in its clause
   * @param hedged whether "about", "ca.", "omtrent" or the like came before it
   * @param start first character
   * @param end after the last character
   */
  record Figure(
      BigDecimal value, String unit, Set<String> labels, boolean hedged, int start, int end) {}

  private static final Pattern WORD = Pattern.compile("[\\p{L}][\\p{L}'’]*");

  private static final Map<String, String> UNIT_WORDS =
      Map.ofEntries(
          Map.entry("gb", "GB"),
          Map.entry("mb", "MB"),
          Map.entry("kb", "KB"),
          Map.entry("tb", "TB"),
          Map.entry("kg", "kg"),
          Map.entry("g", "g"),
          Map.entry("l", "l"),
          Map.entry("liter", "l"),
          Map.entry("litre", "l"),
          Map.entry("liters", "l"),
          Map.entry("litres", "l"),
          Map.entry("ml", "ml"),
          Map.entry("km", "km"),
          Map.entry("m", "m"),
          Map.entry("cm", "cm"),
          Map.entry("min", "min"),
          Map.entry("stk", ""),
          Map.entry("pcs", ""));

  private static final Set<String> STOP =
      Set.of(
          "the",
          "a",
          "an",
          "is",
          "are",
          "was",
          "were",
          "be",
          "been",
          "of",
          "on",
          "in",
          "at",
          "to",
          "for",
          "from",
          "by",
          "with",
          "you",
          "your",
          "you've",
          "you're",
          "i",
          "it",
          "its",
          "it's",
          "there",
          "this",
          "that",
          "these",
          "those",
          "has",
          "have",
          "had",
          "do",
          "did",
          "does",
          "about",
          "around",
          "roughly",
          "approximately",
          "approx",
          "ca",
          "circa",
          "nearly",
          "almost",
          "some",
          "just",
          "only",
          "now",
          "so",
          "far",
          "er",
          "var",
          "på",
          "av",
          "du",
          "har",
          "hadde",
          "det",
          "den",
          "de",
          "en",
          "et",
          "ei",
          "som",
          "til",
          "fra",
          "med",
          "om",
          "omtrent",
          "rundt",
          "cirka",
          "nesten",
          "kun",
          "bare",
          "nå",
          "skal",
          "kjøpe",
          "buy",
          "will",
          "can",
          "kan",
          "vil",
          "my",
          "min",
          "mitt",
          "mine",
          "din",
          "ditt",
          "dine",
          "our",
          "we",
          "vi",
          "kr",
          "nok",
          "usd",
          "eur",
          "prosent",
          "percent",
          "and",
          "og",
          "or",
          "eller",
          "but",
          "men",
          "spend",
          "spent",
          "cost",
          "costs",
          "koster",
          "comes",
          "come",
          "used",
          "use",
          "brukt",
          "bruker",
          "got",
          "get",
          "fikk",
          "få");

  private static final Set<String> HEDGES =
      Set.of(
          "about",
          "around",
          "roughly",
          "approximately",
          "approx",
          "ca",
          "circa",
          "nearly",
          "almost",
          "some",
          "omtrent",
          "rundt",
          "cirka",
          "nesten",
          "like",
          "over",
          "under");

  private static final Set<String> CONJUNCTIONS =
      Set.of("and", "og", "but", "men", "while", "mens", "whereas");

  /**
   * Reads a text's figures.
   *
   * @param text the text
   * @param locale how ambiguous separators read
   * @param skip spans (pairs of start, end) that are dates or times, not figures
   * @return the figures, in order
   */
  static List<Figure> read(String text, Locale locale, List<int[]> skip) {
    List<ReadNumber> numbers = new ArrayList<>();
    for (ReadNumber n : NumberReader.forLocale(locale).read(text)) {
      if (!overlaps(n.start(), n.end(), skip)) {
        numbers.add(n);
      }
    }
    List<int[]> words = new ArrayList<>();
    Matcher m = WORD.matcher(text);
    while (m.find()) {
      if (!inNumber(m.start(), numbers)) {
        words.add(new int[] {m.start(), m.end()});
      }
    }
    List<Figure> out = new ArrayList<>(numbers.size());
    for (int k = 0; k < numbers.size(); k++) {
      ReadNumber n = numbers.get(k);
      String unit = n.unit();
      int from = clauseStart(text, n.start());
      int to = clauseEnd(text, n.end());
      boolean hedged = n.approximate();
      // the words of the clause before it, back to the previous number of the clause
      List<String> before = new ArrayList<>();
      boolean prevInClause = false;
      for (int w = words.size() - 1; w >= 0; w--) {
        int[] s = words.get(w);
        if (s[1] > n.start()) {
          continue;
        }
        if (s[0] < from) {
          break;
        }
        if (k > 0 && s[0] < numbers.get(k - 1).end()) {
          break;
        }
        before.add(lower(text, s));
      }
      if (k > 0 && numbers.get(k - 1).end() > from) {
        prevInClause = true;
        // the previous number's unit word is its own
        if (!before.isEmpty() && UNIT_WORDS.containsKey(before.get(before.size() - 1))) {
          before.remove(before.size() - 1);
        }
      }
      if (!before.isEmpty() && HEDGES.contains(before.get(0))) {
        hedged = true;
      }
      List<String> after = new ArrayList<>();
      boolean nextInClause = k + 1 < numbers.size() && numbers.get(k + 1).start() < to;
      int highest = nextInClause ? numbers.get(k + 1).start() : to;
      for (int[] s : words) {
        if (s[0] < n.end()) {
          continue;
        }
        if (s[1] > highest) {
          break;
        }
        String word = lower(text, s);
        if (after.isEmpty() && unit.isEmpty() && UNIT_WORDS.containsKey(word)) {
          unit = UNIT_WORDS.get(word);
          continue;
        }
        after.add(word);
      }
      Set<String> labels = new HashSet<>();
      // before: nearest first; a word nearer the previous number is that number's
      int taken = 0;
      for (int i = 0; i < before.size() && taken < 2; i++) {
        int distHere = i + 1;
        int distPrev = before.size() - i;
        if (prevInClause && distPrev < distHere) {
          break;
        }
        String word = before.get(i);
        if (!STOP.contains(word) && !UNIT_WORDS.containsKey(word)) {
          labels.add(stem(word));
          taken++;
        }
      }
      taken = 0;
      for (int i = 0; i < after.size() && taken < 2; i++) {
        int distHere = i + 1;
        int distNext = after.size() - i;
        if (nextInClause && distNext < distHere) {
          break;
        }
        String word = after.get(i);
        if (!STOP.contains(word) && !UNIT_WORDS.containsKey(word)) {
          labels.add(stem(word));
          taken++;
        }
      }
      out.add(new Figure(n.value(), unit, Set.copyOf(labels), hedged, n.start(), n.end()));
    }
    return out;
  }

  private static boolean overlaps(int start, int end, List<int[]> spans) {
    for (int[] s : spans) {
      if (start < s[1] && s[0] < end) {
        return true;
      }
    }
    return false;
  }

  private static boolean inNumber(int at, List<ReadNumber> numbers) {
    for (ReadNumber n : numbers) {
      if (at >= n.start() && at < n.end()) {
        return true;
      }
    }
    return false;
  }

  private static String lower(String text, int[] span) {
    return text.substring(span[0], span[1]).toLowerCase(Locale.ROOT);
  }

  /** Files and file, skipped and skip: a crude stem, enough to tie a label to its echo. */
  static String stem(String word) {
    String w = word.replace("’", "'");
    if (w.endsWith("'s")) {
      w = w.substring(0, w.length() - 2);
    }
    if (w.length() > 4 && w.endsWith("ed")) {
      w = w.substring(0, w.length() - 2);
    } else if (w.length() > 3 && w.endsWith("s")) {
      w = w.substring(0, w.length() - 1);
    }
    if (w.length() > 4 && w.endsWith("e")) {
      w = w.substring(0, w.length() - 1);
    }
    return w;
  }

  /** A clause ends at a line break, a semicolon, a bracket, a comma or stop before a space. */
  static int clauseStart(String text, int at) {
    int i = at - 1;
    while (i >= 0) {
      if (boundaryAt(text, i)) {
        return i + 1;
      }
      if (conjunctionEndingAt(text, i)) {
        return i + 1;
      }
      i--;
    }
    return 0;
  }

  static int clauseEnd(String text, int at) {
    int i = at;
    while (i < text.length()) {
      if (boundaryAt(text, i) || conjunctionStartingAt(text, i)) {
        return i;
      }
      i++;
    }
    return text.length();
  }

  private static boolean boundaryAt(String text, int i) {
    char c = text.charAt(i);
    if (c == '\n' || c == ';' || c == '(' || c == ')' || c == '!' || c == '?') {
      return true;
    }
    if ((c == ',' || c == '.')
        && (i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1)))) {
      // "14. mars" is a date, not the end of a clause
      return !(c == '.' && i > 0 && Character.isDigit(text.charAt(i - 1)));
    }
    return false;
  }

  private static boolean conjunctionEndingAt(String text, int i) {
    if (!Character.isWhitespace(text.charAt(i))) {
      return false;
    }
    int e = i;
    int s = e - 1;
    while (s >= 0 && Character.isLetter(text.charAt(s))) {
      s--;
    }
    return s + 1 < e
        && (s < 0 || Character.isWhitespace(text.charAt(s)))
        && CONJUNCTIONS.contains(text.substring(s + 1, e).toLowerCase(Locale.ROOT));
  }

  private static boolean conjunctionStartingAt(String text, int i) {
    if (i > 0 && !Character.isWhitespace(text.charAt(i - 1))) {
      return false;
    }
    int e = i;
    while (e < text.length() && Character.isLetter(text.charAt(e))) {
      e++;
    }
    return e > i
        && (e == text.length() || Character.isWhitespace(text.charAt(e)))
        && CONJUNCTIONS.contains(text.substring(i, e).toLowerCase(Locale.ROOT));
  }
}
