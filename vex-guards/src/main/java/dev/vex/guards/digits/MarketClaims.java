package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.List;
import java.util.Locale;

/**
 * Which of a coin's market figures a number is written as, by the words next to it, when it states
 * none of them: "nummer 3 etter markedsverdi" is a rank, "28 % below its all-time high" a distance
 * from the record, "ned 9,7 % siste døgn" the day's change, "dropped about $2,800" the day's change
 * in the currency. Such a number that is not the figure of that name is a wrong claim, however far
 * it is from every figure. The figures are found by their labels as the crypto fetcher writes them
 * ({@code BTC market cap rank}, {@code BTC distance from its all-time high}, {@code BTC 24h
 * change}, {@code BTC 24h change in USD}). Words are read in a bounded window: linear in the text.
 */
final class MarketClaims {
  private static final int WINDOW = 60;

  private static final String RANK = " market cap rank";
  private static final String FROM_RECORD = " distance from its all-time high";
  private static final String CHANGE = " 24h change";
  private static final String CHANGE_IN = " 24h change in ";

  private static final List<String> RANK_WORDS =
      List.of("nummer", "number", "no", "nr", "rank", "ranked", "ranks", "plass", "#");
  private static final List<String> RECORD_WORDS =
      List.of(
          "all-time high",
          "all time high",
          "record",
          "rekord",
          "rekorden",
          "toppen",
          "peak",
          "ath",
          "high of");
  private static final List<String> DAY_WORDS =
      List.of("today", "i dag", "24", "døgn", "day", "dagen", "overnight", "i natt");

  private MarketClaims() {}

  /** Whether the turn holds market figures at all: only then is a number read this way. */
  static boolean any(List<KeyFigure> figures) {
    for (KeyFigure f : figures) {
      String l = f.label();
      if (l.endsWith(RANK) || l.endsWith(FROM_RECORD) || l.endsWith(CHANGE)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Why the number, which states no figure, is wrong as the market figure its words make it, or
   * null.
   */
  static String judge(
      String text, ReadNumber n, String subject, List<KeyFigure> figures, FigureMatcher matcher) {
    String unit = n.unit();
    String suffix;
    if (unit.isEmpty() && rankWordBefore(text, n)) {
      suffix = RANK;
    } else if ("%".equals(unit) && inClause(text, n, RECORD_WORDS)) {
      suffix = FROM_RECORD;
    } else if ("%".equals(unit) && Directions.of(text, n) != 0 && inClause(text, n, DAY_WORDS)) {
      suffix = CHANGE;
    } else if (DigitScanGuard.isCurrency(unit) && directionRightBefore(text, n)) {
      suffix = CHANGE_IN + unit;
    } else {
      return null;
    }
    return judgeAs(text, n, subject, figures, matcher, suffix);
  }

  private static String judgeAs(
      String text,
      ReadNumber n,
      String subject,
      List<KeyFigure> figures,
      FigureMatcher matcher,
      String suffix) {
    String unit = n.unit();
    if (subject == null) {
      int named = 0;
      for (KeyFigure f : figures) {
        named += f.label().endsWith(suffix) ? 1 : 0;
      }
      if (named != 1) {
        return null; // a number no coin's name goes with, among several coins: whose is unknown
      }
    }
    for (KeyFigure f : figures) {
      if (!f.label().endsWith(suffix) || !about(subject, f)) {
        continue;
      }
      if (suffix.startsWith(CHANGE_IN)) {
        // "dropped $2,008" states a change of -2,007.88: the direction word carries the sign
        ReadNumber size = new ReadNumber(n.readings(), unit, n.approximate(), n.start(), n.end());
        KeyFigure abs = new KeyFigure(f.label(), f.value().abs(), f.unit(), false, f.aliases());
        if (matcher.matches(size, abs)) {
          return null;
        }
      } else if (matcher.matches(n, f)) {
        return null;
      }
      return "'"
          + text.substring(n.start(), n.end())
          + "' is written as "
          + f.label()
          + " but does not state it ("
          + f.value().stripTrailingZeros().toPlainString()
          + (f.unit().isEmpty() ? "" : " " + f.unit())
          + ")";
    }
    return null;
  }

  /** Ranks written as ordinals: "ranked 9th", "#3rd", "the 2nd largest". */
  static final java.util.regex.Pattern ORDINAL =
      java.util.regex.Pattern.compile(
          "(?i)\\b(?:ranked|rank|ranks|number|no\\.?|#)\\s*(\\d{1,4})(?:st|nd|rd|th)\\b"
              + "|\\b(\\d{1,4})(?:st|nd|rd|th)\\s+(?:largest|biggest|by market cap)\\b");

  /**
   * Ranks written as ordinals ("ranked 9th", "the 3rd largest"), which the number reader leaves as
   * words: each must state its coin's rank.
   */
  static List<String> ordinals(
      String text, Subjects subjects, List<KeyFigure> figures, FigureMatcher matcher) {
    List<String> out = new java.util.ArrayList<>();
    eachOrdinal(
        text,
        () -> out.size() < 4,
        m -> {
          int g = m.group(1) != null ? 1 : 2;
          java.math.BigDecimal v = new java.math.BigDecimal(m.group(g));
          ReadNumber n =
              new ReadNumber(
                  List.of(new ReadNumber.Reading(v, java.math.BigDecimal.ONE)),
                  "",
                  false,
                  m.start(g),
                  m.end(g));
          String problem =
              judgeAs(text, n, subjects.of(m.start(), m.end()), figures, matcher, RANK);
          if (problem != null) {
            out.add(problem);
          }
        });
    return out;
  }

  /** The characters after the rank word before an ordinal's digits: "ranked", "number", "no.". */
  private static final int RANK_WORD = 7;

  /** The characters of the longest word after an ordinal: "by market cap". */
  private static final int ORDINAL_WORD = 13;

  /**
   * Hands each match of {@link #ORDINAL} in the text to {@code each}, in order, as one find over
   * the whole text would find them, while {@code more} holds. The pattern is tried only in windows
   * around the places where digits meet an ordinal's suffix ("9th"), which every match holds, with
   * the bounds transparent: on a text of many numbers and few ordinals, trying it at every position
   * was a quarter of the digit scan's time. Linear in the text.
   *
   * <p>A match holds one ordinal (at most four digits and "st", "nd", "rd" or "th"), the rank word
   * and white space before it or the white space and word after it; its window is that span at its
   * widest. The windows start in the order of their ordinals, so overlapping ones are merged as
   * they come, and a match, lying within one window, is the one the pattern finds in it.
   */
  static void eachOrdinal(
      String text,
      java.util.function.BooleanSupplier more,
      java.util.function.Consumer<java.util.regex.MatchResult> each) {
    java.util.regex.Matcher m =
        ORDINAL.matcher(text).useTransparentBounds(true).useAnchoringBounds(false);
    int n = text.length();
    int from = 0; // where the next match may start: after the last one
    int windowStart = -1;
    int windowEnd = -1;
    for (int i = 0; i + 2 < n && more.getAsBoolean(); i++) {
      if (!isDigit(text.charAt(i)) || !ordinalSuffix(text.charAt(i + 1), text.charAt(i + 2))) {
        continue;
      }
      int digits = i;
      while (digits > 0 && isDigit(text.charAt(digits - 1))) {
        digits--;
      }
      if (i - digits >= 4) {
        continue; // more than four digits: no match holds them
      }
      int spaceBefore = digits;
      while (spaceBefore > 0 && Character.isWhitespace(text.charAt(spaceBefore - 1))) {
        spaceBefore--;
      }
      int spaceAfter = i + 3;
      while (spaceAfter < n && Character.isWhitespace(text.charAt(spaceAfter))) {
        spaceAfter++;
      }
      int start = Math.max(0, spaceBefore - RANK_WORD);
      int end = Math.min(n, spaceAfter + ORDINAL_WORD);
      if (windowStart >= 0 && start <= windowEnd) {
        windowEnd = Math.max(windowEnd, end);
        continue;
      }
      if (windowStart >= 0) {
        from = find(m, Math.max(from, windowStart), windowEnd, more, each);
      }
      windowStart = start;
      windowEnd = end;
    }
    if (windowStart >= 0 && more.getAsBoolean()) {
      find(m, Math.max(from, windowStart), windowEnd, more, each);
    }
  }

  /** The matches in {@code [from, to)}; returns the end of the last one, or {@code from}. */
  private static int find(
      java.util.regex.Matcher m,
      int from,
      int to,
      java.util.function.BooleanSupplier more,
      java.util.function.Consumer<java.util.regex.MatchResult> each) {
    int end = from;
    m.region(from, to);
    while (more.getAsBoolean() && m.find()) {
      end = m.end();
      each.accept(m);
    }
    return end;
  }

  /** "st", "nd", "rd" or "th" in any ASCII case, as the pattern's case-blind slices compare. */
  private static boolean ordinalSuffix(char a, char b) {
    char x = (char) (a | 0x20);
    char y = (char) (b | 0x20);
    return (x == 's' && y == 't')
        || (x == 'n' && y == 'd')
        || (x == 'r' && y == 'd')
        || (x == 't' && y == 'h');
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean about(String subject, KeyFigure f) {
    return subject == null || f.aliases().isEmpty() || Subjects.isKeyOf(subject, f);
  }

  /** "nummer 3", "ranked 5", "#4", "plass 2": a rank word right before the number. */
  private static boolean rankWordBefore(String text, ReadNumber n) {
    int i = n.start();
    while (i > 0 && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '.')) {
      i--;
    }
    if (i > 0 && text.charAt(i - 1) == '#') {
      return true;
    }
    int end = i;
    while (i > 0 && end - i < 8 && Character.isLetter(text.charAt(i - 1))) {
      i--;
    }
    if (i == end || (i > 0 && Character.isLetter(text.charAt(i - 1)))) {
      return false;
    }
    return RANK_WORDS.contains(text.substring(i, end).toLowerCase(Locale.ROOT));
  }

  /** A direction word at most two words before a currency number: "dropped about $2,800". */
  private static boolean directionRightBefore(String text, ReadNumber n) {
    int i = n.start();
    for (int words = 0; words < 3 && i > 0; words++) {
      while (i > 0 && !Character.isLetter(text.charAt(i - 1))) {
        char c = text.charAt(i - 1);
        if (c == '.' || c == '!' || c == '?' || c == '\n' || c == ';' || c == ',') {
          return false;
        }
        i--;
      }
      int end = i;
      while (i > 0 && end - i < 14 && Character.isLetter(text.charAt(i - 1))) {
        i--;
      }
      if (i == end) {
        return false;
      }
      String w = text.substring(i, end).toLowerCase(Locale.ROOT);
      if (Directions.word(w) != 0 && !"to".equals(w)) {
        return !"til".equals(w);
      }
    }
    return false;
  }

  /** Whether one of the words is in the number's clause, within the window either side. */
  private static boolean inClause(String text, ReadNumber n, List<String> words) {
    int from = n.start();
    int min = Math.max(0, n.start() - WINDOW);
    while (from > min && !stop(text, from - 1)) {
      from--;
    }
    int to = n.end();
    int max = Math.min(text.length(), n.end() + WINDOW);
    while (to < max && !stop(text, to)) {
      to++;
    }
    String clause = text.substring(from, to).toLowerCase(Locale.ROOT);
    for (String w : words) {
      int at = clause.indexOf(w);
      while (at >= 0) {
        boolean startOk = at == 0 || !Character.isLetterOrDigit(clause.charAt(at - 1));
        int e = at + w.length();
        boolean endOk = e >= clause.length() || !Character.isLetter(clause.charAt(e));
        if (startOk && endOk) {
          return true;
        }
        at = clause.indexOf(w, at + 1);
      }
    }
    return false;
  }

  /** A sentence mark (a full stop followed by a space or the end, not a decimal point). */
  private static boolean stop(String text, int i) {
    char c = text.charAt(i);
    if (c == '!' || c == '?' || c == '\n' || c == ';') {
      return true;
    }
    return c == '.' && (i + 1 >= text.length() || Character.isWhitespace(text.charAt(i + 1)));
  }
}
