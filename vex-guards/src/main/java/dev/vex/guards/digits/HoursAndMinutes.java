package dev.vex.guards.digits;

/**
 * A length of time written as hours and minutes ("16 h 56 min", "16 t 56 min", "16 hours and 56
 * minutes", "16 timer og 56 minutter"): either number is part of a duration, no figure's claim
 * (#22, content-cases15 E069: the day length "(16 t 56 min)" beside the sunrise and sunset was read
 * as two temperatures, and the honest reply replaced). Only the pair counts: "16 t" or "56 min"
 * alone is left to the other checks ("1 t" may be a teaspoon, "35 min" a step's time that is
 * checked). Reads at most a few words on either side of the number: constant work per number.
 * Stateless.
 */
final class HoursAndMinutes {
  private HoursAndMinutes() {}

  /** The most characters a unit word or the words between the two numbers take. */
  private static final int SPAN = 16;

  /**
   * Whether the number is the hours or the minutes of a length of time written as both.
   *
   * @param text the reply
   * @param n a number read from it, without a unit
   */
  static boolean part(String text, ReadNumber n) {
    int end = n.end();
    // cheap pre-check: a letter h, t or m (any case) right after the number and its spaces
    int at = skipSpaces(text, end);
    if (at >= text.length()) {
      return false;
    }
    char c = Character.toLowerCase(text.charAt(at));
    if (c == 'h' || c == 't') {
      return hoursThenMinutes(text, at);
    }
    if (c == 'm') {
      return word(text, at, MINUTES) > 0 && minutesAfterHours(text, n.start());
    }
    return false;
  }

  private static final String[] HOURS = {"hours", "hour", "hrs", "hr", "h", "timer", "time", "t"};

  private static final String[] MINUTES = {"minutes", "minute", "minutter", "mins", "min", "m"};

  private static final String[] JOINS = {"and", "og", ","};

  /** Whether an hours word starts at {@code at}, then (a join and) a number and a minutes word. */
  private static boolean hoursThenMinutes(String text, int at) {
    int len = word(text, at, HOURS);
    if (len == 0) {
      return false;
    }
    int i = skipJoin(text, skipSpaces(text, at + len));
    int digits = i;
    while (i < text.length() && i - digits < 3 && Chars.isDigit(text.charAt(i))) {
      i++;
    }
    if (i == digits || (i < text.length() && Chars.isDigit(text.charAt(i)))) {
      return false;
    }
    return word(text, skipSpaces(text, i), MINUTES) > 0;
  }

  /** Whether the number ending before {@code start} follows a number and an hours word. */
  private static boolean minutesAfterHours(String text, int start) {
    int i = start - 1;
    int stop = Math.max(0, start - 3 * SPAN);
    // back over spaces and a join ("16 hours and 56 minutes", "16 t, 56 min")
    while (i >= stop && !Chars.isDigit(text.charAt(i))) {
      i--;
    }
    if (i < stop) {
      return false;
    }
    int numberEnd = i + 1;
    int at = skipSpaces(text, numberEnd);
    int len = word(text, at, HOURS);
    return len > 0 && skipJoin(text, skipSpaces(text, at + len)) == start;
  }

  /** The length of the first of {@code words} standing at {@code at} as a whole word, else 0. */
  private static int word(String text, int at, String[] words) {
    for (String w : words) {
      int end = at + w.length();
      if (end <= text.length()
          && text.regionMatches(true, at, w, 0, w.length())
          && (end == text.length() || !Chars.isLetter(text.charAt(end)))) {
        return w.length();
      }
    }
    return 0;
  }

  private static int skipJoin(String text, int at) {
    for (String j : JOINS) {
      int len = word(text, at, new String[] {j});
      if (len > 0) {
        return skipSpaces(text, at + len);
      }
    }
    return at;
  }

  private static int skipSpaces(String text, int at) {
    int i = at;
    while (i < text.length()
        && i - at < SPAN
        && (text.charAt(i) == ' ' || text.charAt(i) == '\u00a0')) {
      i++;
    }
    return i;
  }
}
