package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.List;
import java.util.Set;

/**
 * A day's move told for an exchange rate the turn holds for one day only (#22): "Dollaren står i
 * 10,665 kroner, litt opp fra i går", "the euro is down today at 0.88 dollars". A rate source gives
 * the day's rates and nothing of the day before, so no move since yesterday or over today is in the
 * data: the direction is invented even where every figure is right. Judged only in a turn with a
 * pair's rate and no change figure (a figure in % or whose label names a change), and only where a
 * direction word ("up", "opp", "steg", "lower") stands within a few words of a word of the day
 * ("yesterday", "i går", "today", "i dag") in the same clause, with no negation or doubt in it ("I
 * can't tell whether it is up from yesterday", "om den er opp fra i går vet jeg ikke") and the
 * clause not a question. "Kursen i dag er 10,665 kroner" states no move; "it's up to you" names no
 * day. Each character is read a bounded number of times. Thread-safe.
 */
final class RateMoves {
  private RateMoves() {}

  /** How many words may stand between the direction word and the word of the day, either way. */
  private static final int REACH = 3;

  /** The most problems one reply adds. */
  private static final int MAX_PROBLEMS = 2;

  private static final Set<String> MOVES = Set.copyOf(union());

  /** Single words of a day; "i går", "i dag" are read as "går", "dag" after "i". */
  private static final Set<String> DAY_WORDS =
      Set.of("yesterday", "today", "overnight", "igår", "idag");

  /** Words that take the claim back or ask it; lower case. */
  private static final Set<String> DOUBTS = WordLists.set("RateMoves.DOUBTS");

  private static List<String> union() {
    java.util.List<String> out = new java.util.ArrayList<>(Directions.UP);
    out.addAll(Directions.DOWN);
    out.remove("loss"); // "the day's loss" reads as a move only with a figure
    return out;
  }

  /** Whether the turn has a pair's rate and no change figure: else nothing here is read. */
  static boolean applies(List<KeyFigure> figures) {
    if (!CrossRates.anyRate(figures)) {
      return false;
    }
    for (KeyFigure f : figures) {
      String label = f.label().toLowerCase(java.util.Locale.ROOT);
      if ("%".equals(f.unit().strip()) || label.contains("change") || label.contains("endring")) {
        return false;
      }
    }
    return true;
  }

  /**
   * Adds a problem for each clause (at most two) that tells a day's move of a rate the turn holds
   * for one day only.
   *
   * @param lower the reply in lower case, char for char
   */
  static void check(char[] lower, List<KeyFigure> figures, List<String> problems) {
    if (!applies(figures)) {
      return;
    }
    int n = lower.length;
    int added = 0;
    int clause = 0;
    for (int i = 0; i <= n && added < MAX_PROBLEMS; i++) {
      char c = i < n ? lower[i] : '\n';
      boolean end =
          c == '\n'
              || c == ';'
              || ((c == ',' || c == ':') && (i + 1 >= n || !Chars.isDigit(lower[i + 1])))
              || c == '?'
              || c == '!'
              || (c == '.' && (i + 1 >= n || lower[i + 1] == ' ' || lower[i + 1] == '\n'));
      if (!end) {
        continue;
      }
      if (c != '?' && !question(lower, i, n)) {
        String claim = claim(lower, clause, i);
        if (claim != null) {
          problems.add(
              "'" + claim + "' tells a move of the day, but the rate is given for one day only");
          added++;
        }
      }
      clause = i + 1;
    }
  }

  /** Whether the sentence the clause ending at {@code i} is part of ends in a question mark. */
  private static boolean question(char[] lower, int i, int n) {
    for (int j = i; j < n && j < i + 200; j++) {
      char c = lower[j];
      if (c == '?') {
        return true;
      }
      if (c == '\n' || c == '!' || (c == '.' && (j + 1 >= n || lower[j + 1] == ' '))) {
        return false;
      }
    }
    return false;
  }

  /** The words from a direction word to a word of the day in {@code lower[from, to)}, or null. */
  private static String claim(char[] lower, int from, int to) {
    int lastMove = -1; // word index of the last direction word
    int lastMoveStart = -1;
    int lastDay = -1;
    int lastDayStart = -1;
    int lastDayEnd = -1;
    boolean afterI = false; // the word before was "i"
    int word = 0;
    String found = null;
    int i = from;
    while (i < to) {
      if (!Chars.isLetter(lower[i]) && !apostrophe(lower[i])) {
        i++;
        continue;
      }
      int start = i;
      while (i < to && (Chars.isLetter(lower[i]) || apostrophe(lower[i]))) {
        i++;
      }
      if (i - start > 12) {
        afterI = false;
        word++;
        continue;
      }
      String w = new String(lower, start, i - start).replace('\u2019', '\'');
      if (DOUBTS.contains(w) || w.endsWith("n't")) {
        return null;
      }
      boolean day = DAY_WORDS.contains(w) || (afterI && (w.equals("går") || w.equals("dag")));
      if (day) {
        if (lastMove >= 0 && word - lastMove <= REACH + 1 && found == null) {
          found = new String(lower, lastMoveStart, i - lastMoveStart);
        }
        lastDay = word;
        lastDayStart = afterI ? Math.max(from, start - 2) : start;
        lastDayEnd = i;
      } else if (MOVES.contains(w) && !upTo(lower, i, to)) {
        if (lastDay >= 0 && word - lastDay <= REACH + 1 && found == null) {
          found = new String(lower, lastDayStart, i - lastDayStart);
        }
        lastMove = word;
        lastMoveStart = start;
      }
      afterI = w.equals("i");
      word++;
    }
    return lastDayEnd < 0 ? null : found;
  }

  private static boolean apostrophe(char c) {
    return c == '\'' || c == '\u2019';
  }

  /** Whether "up" or "opp" is followed by "to" or "til" and no number: "up to you", "opp til". */
  private static boolean upTo(char[] lower, int end, int to) {
    int j = end;
    while (j < to && lower[j] == ' ') {
      j++;
    }
    if (j + 2 < to
        && ((lower[j] == 't' && lower[j + 1] == 'o' && lower[j + 2] == ' ')
            || (j + 3 < to
                && lower[j] == 't'
                && lower[j + 1] == 'i'
                && lower[j + 2] == 'l'
                && lower[j + 3] == ' '))) {
      int k = j + (lower[j + 1] == 'o' ? 3 : 4);
      while (k < to && lower[k] == ' ') {
        k++;
      }
      return k >= to || !Chars.isDigit(lower[k]);
    }
    return false;
  }
}
