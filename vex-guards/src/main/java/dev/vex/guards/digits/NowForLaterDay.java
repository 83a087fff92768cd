package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * The temperature now written for another day (#22): "Søndag blir det rundt 9 grader" when it is 9
 * °C now and Sunday goes from 5 to 19 °C. A number whose clause speaks only of later days, names no
 * hour or part of the day and no other quantity, matches the temperature now and neither the low
 * nor the high of any of those days is now's figure carried over, not that day's; it is judged only
 * when the report holds those days' low or high. "Tomorrow it'll be 9 degrees at best" for a high
 * of 9 is that day's own and passes. The work is one pass over the turn's figures for such a number
 * only. Thread-safe (no state).
 */
final class NowForLaterDay {
  private NowForLaterDay() {}

  /**
   * Why the number is now's temperature written for a later day, or null when it is not: its clause
   * speaks of {@code spokenOf} (later days only), it matched now's temperature, and none of those
   * days' low or high is what it states. The reason names what was read: the number, the days,
   * now's figure and the days' range.
   */
  static String judge(
      String text,
      ReadNumber n,
      Roles.Role role,
      Set<LocalDate> spokenOf,
      List<KeyFigure> figures,
      LocalDate[] dates,
      Roles.Role[] roles,
      FigureMatcher matcher) {
    if (role != null && role != Roles.Role.NOW) {
      return null; // "feels like", "wind", "the high": judged by their own words
    }
    if (saidNow(text, n.start(), n.end())) {
      return null; // "It's 20 °C at the moment." after a sentence about Monday: now's, said so
    }
    KeyFigure now = null;
    for (int i = 0; i < figures.size() && now == null; i++) {
      if (roles[i] == Roles.Role.NOW && dates[i] == null && matcher.matches(n, figures.get(i))) {
        now = figures.get(i);
      }
    }
    if (now == null) {
      return null;
    }
    KeyFigure low = null;
    KeyFigure high = null;
    for (int i = 0; i < figures.size(); i++) {
      if (dates[i] == null || !spokenOf.contains(dates[i])) {
        continue;
      }
      if (roles[i] == Roles.Role.LOW || roles[i] == Roles.Role.HIGH) {
        KeyFigure f = figures.get(i);
        if (matcher.matches(n, f)) {
          return null; // the day's own low or high, which now's happens to be
        }
        if (roles[i] == Roles.Role.LOW) {
          low = low == null ? f : low;
        } else {
          high = high == null ? f : high;
        }
      }
    }
    if (low == null && high == null) {
      return null; // a day the report does not hold: nothing to judge it by
    }
    StringBuilder why =
        new StringBuilder("'")
            .append(text, n.start(), n.end())
            .append("' is written for ")
            .append(new java.util.TreeSet<>(spokenOf))
            .append(" but is the temperature now (")
            .append(plain(now))
            .append("), not that day's:");
    if (low != null) {
      why.append(" low ").append(plain(low));
    }
    if (high != null) {
      why.append(low != null ? "," : "").append(" high ").append(plain(high));
    }
    return why.toString();
  }

  /** How far from the number a word saying "now" is looked for: a bound on the work per number. */
  private static final int REACH = 80;

  private static final Set<String> NOW_WORDS = WordLists.set("NowForLaterDay.NOW_WORDS");

  /**
   * Whether the number's own sentence, within {@link #REACH} characters of it, says it is the
   * figure now ("at the moment", "right now", "akkurat nå", "for øyeblikket"): then the later day a
   * sentence before it named is not the day it is written for. Nynorsk "no" counts only in
   * Norwegian forms ("akkurat no", "no er det"), which English "no" beside a temperature rarely is.
   */
  static boolean saidNow(String text, int start, int end) {
    int from = start;
    int floor = Math.max(0, start - REACH);
    while (from > floor && !sentenceEnd(text, from - 1)) {
      from--;
    }
    int to = end;
    int ceiling = Math.min(text.length(), end + REACH);
    while (to < ceiling && !sentenceEnd(text, to)) {
      to++;
    }
    int i = from;
    while (i < to) {
      while (i < to && !Character.isLetter(text.charAt(i))) {
        i++;
      }
      int w = i;
      while (i < to && Character.isLetter(text.charAt(i))) {
        i++;
      }
      if (i > w && i - w <= 12) {
        String word = text.substring(w, i).toLowerCase(java.util.Locale.ROOT);
        if (NOW_WORDS.contains(word) && (!word.equals("no") || norwegianNo(text, w, i))) {
          return true;
        }
      }
    }
    return false;
  }

  /** "akkurat no", "no er det", "det er no": nynorsk "now", not the English answer word. */
  private static boolean norwegianNo(String text, int w, int i) {
    String before = text.substring(Math.max(0, w - 9), w).toLowerCase(java.util.Locale.ROOT);
    String after =
        text.substring(i, Math.min(text.length(), i + 4)).toLowerCase(java.util.Locale.ROOT);
    return before.endsWith("akkurat ") || before.endsWith("er ") || after.startsWith(" er ");
  }

  private static boolean sentenceEnd(String text, int i) {
    char c = text.charAt(i);
    if (c == '!' || c == '?' || c == '\n') {
      return true;
    }
    return c == '.'
        && (i + 1 >= text.length() || !Character.isDigit(text.charAt(i + 1)))
        && (i == 0
            || !Character.isDigit(text.charAt(i - 1))
            || i + 1 >= text.length()
            || Character.isWhitespace(text.charAt(i + 1)));
  }

  private static String plain(KeyFigure f) {
    return f.value().stripTrailingZeros().toPlainString() + " " + f.unit().strip();
  }
}
