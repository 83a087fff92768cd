package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A move told with its own two ends whose direction word goes the other way (#22): "Apple har falt
 * fra 160,55 til 75,09 dollar" (from the higher to the lower is a fall, but read backwards in time
 * it was a rise: the words say which way the reply means), "Den steg litt i dag, til 9 683,69 fra 9
 * 693,30" (from 9,693.30 to 9,683.69 is a fall, not a rise). Each end may be a right figure, so the
 * figure matcher passes both; the defect is the word against the pair. Judged only where a pair is
 * written "from A to B" or "to B from A" ("fra A til B", "til B fra A") right after a direction
 * word with at most a few filler words between ("steg litt i dag"), and one of the ends states a
 * figure of the turn (within half a percent): "prices went up from 9 to 5" in a turn with no such
 * figure is not read. Thread-safe.
 */
final class FromToMoves {
  private FromToMoves() {}

  /** How far before the pair's first word a direction word is looked for, in characters. */
  private static final int REACH = 48;

  /** How many filler words may stand between the direction word and the pair. */
  private static final int MAX_FILLERS = 4;

  /** Words that may stand between a direction word and its pair; lower case. */
  private static final Set<String> FILLERS = WordLists.set("FromToMoves.FILLERS");

  private static final Set<String> NEGATIONS =
      Set.of("not", "never", "hasn't", "didn't", "ikke", "ikkje", "aldri");

  /** How far after "from" or "to" a digit must stand for the pre-check (a currency between). */
  private static final int DIGIT_REACH = 8;

  /**
   * The cheap pre-check: "from" or "fra", and "to" or "til", each with a digit at most {@link
   * #DIGIT_REACH} characters after it (the pair's numbers, a currency sign or code between), in any
   * case. One pass per pair of words ("from" or "fra" in one, "to" or "til" in the other); most
   * replies fail it on the first pass and read no number here.
   */
  static boolean mayHold(String text) {
    return beforeDigit(text, "from", "fra") && beforeDigit(text, "to", "til");
  }

  /**
   * Adds to {@code problems} each pair whose direction word contradicts its ends, saying what was
   * read: "read 'falt fra 160,55 til 75,09' as a fall where 160,55 to 75,09 is a rise". One read of
   * the numbers, each consecutive pair looked at once with bounded look-back: linear.
   */
  static void check(String text, Locale locale, List<KeyFigure> figures, List<String> problems) {
    if (figures.isEmpty() || !mayHold(text)) {
      return;
    }
    ReadNumber a = null;
    for (ReadNumber b : NumberReader.forLocale(locale).each(text)) {
      if (a != null) {
        judge(text, a, b, figures, problems);
      }
      a = b;
    }
  }

  /**
   * The first problem of {@link #check} in one sentence, or null: for a subject only mentioned,
   * whose sentence {@link MentionCheck} reads alone.
   */
  static String first(String sentence, Locale locale, List<KeyFigure> figures) {
    List<String> problems = new java.util.ArrayList<>(1);
    check(sentence, locale, figures, problems);
    return problems.isEmpty() ? null : problems.get(0);
  }

  private static void judge(
      String text, ReadNumber a, ReadNumber b, List<KeyFigure> figures, List<String> problems) {
    if (a.end() > b.start() || b.start() - a.end() > 16) {
      return;
    }
    String between = text.substring(a.end(), b.start()).strip().toLowerCase(Locale.ROOT);
    boolean forward; // "from A to B" (else "to B from A")
    if (between.equals("to") || between.equals("til")) {
      forward = true;
    } else if (between.equals("from") || between.equals("fra")) {
      forward = false;
    } else {
      return;
    }
    int wordEnd = Affixes.skipSpacesBack(text, a.start());
    String first = Affixes.wordBefore(text, wordEnd).toLowerCase(Locale.ROOT);
    boolean firstFits =
        forward
            ? first.equals("from") || first.equals("fra")
            : first.equals("to") || first.equals("til");
    if (!firstFits) {
      return;
    }
    BigDecimal from = forward ? a.value() : b.value();
    BigDecimal to = forward ? b.value() : a.value();
    int stated = to.compareTo(from);
    if (stated == 0 || !statesFigure(a, figures) && !statesFigure(b, figures)) {
      return;
    }
    int wordStart = wordEnd - first.length();
    int[] found = direction(text, wordStart);
    if (found == null) {
      return;
    }
    if (found[0] == stated) {
      KeyFigure now = nowPrice(forward ? a : b, figures);
      if (now != null
          && !states(forward ? b : a, now)
          && since(text, found[1], Math.max(a.end(), b.end()))) {
        // "har falt fra 160,55 til 75,09 dollar siden januar 2020": a move since a past time ends
        // at the price now, not starts there
        problems.add(
            "read '"
                + text.substring(found[1], Math.max(a.end(), b.end())).strip()
                + "' as a move since then that starts at "
                + now.label()
                + " "
                + now.value().toPlainString()
                + ", which is now");
      }
      return;
    }
    problems.add(
        "read '"
            + text.substring(found[1], b.end()).strip()
            + "' as a "
            + (found[0] > 0 ? "rise" : "fall")
            + " where "
            + from.toPlainString()
            + " to "
            + to.toPlainString()
            + " is a "
            + (stated > 0 ? "rise" : "fall"));
  }

  /**
   * The direction word before {@code at} with only filler words between, within the sentence and
   * {@link #REACH} characters: {direction, its start}, or null.
   */
  private static int[] direction(String text, int at) {
    int limit = Math.max(0, at - REACH);
    int i = at;
    int fillers = 0;
    while (i > limit) {
      char c = text.charAt(i - 1);
      if (c == '.' || c == '!' || c == '?' || c == '\n' || c == ';' || Character.isDigit(c)) {
        return null;
      }
      if (!Chars.isLetter(c)) {
        i--;
        continue;
      }
      int end = i;
      while (i > limit && Chars.isLetter(text.charAt(i - 1))) {
        i--;
      }
      String w = text.substring(i, end).toLowerCase(Locale.ROOT);
      int d = Directions.word(w);
      if (d != 0) {
        String before = Affixes.wordBefore(text, Affixes.skipSpacesBack(text, i));
        return NEGATIONS.contains(before.toLowerCase(Locale.ROOT)) ? null : new int[] {d, i};
      }
      if (!FILLERS.contains(w) || ++fillers > MAX_FILLERS) {
        return null;
      }
    }
    return null;
  }

  /** The word that dates a move back from now: "since", "siden". */
  private static final Set<String> SINCE = Set.of("since", "siden");

  /**
   * Whether "since" or "siden" stands in the sentence around {@code from}..{@code to}, at most
   * {@link #REACH} characters after it or before it.
   */
  private static boolean since(String text, int from, int to) {
    int n = text.length();
    int i = to;
    while (i < n && i - to < REACH && ".!?\n;".indexOf(text.charAt(i)) < 0) {
      if (Chars.isLetter(text.charAt(i)) && (i == 0 || !Chars.isLetter(text.charAt(i - 1)))) {
        if (SINCE.contains(Affixes.wordAfter(text, i))) {
          return true;
        }
      }
      i++;
    }
    i = from;
    while (i > 0 && from - i < REACH && ".!?\n;".indexOf(text.charAt(i - 1)) < 0) {
      i--;
      if (Chars.isLetter(text.charAt(i)) && (i == 0 || !Chars.isLetter(text.charAt(i - 1)))) {
        if (SINCE.contains(Affixes.wordAfter(text, i))) {
          return true;
        }
      }
    }
    return false;
  }

  /** The turn's price now ("X price") the number states, or null. */
  private static KeyFigure nowPrice(ReadNumber n, List<KeyFigure> figures) {
    for (KeyFigure f : figures) {
      if (f.label().endsWith(" price") && states(n, f)) {
        return f;
      }
    }
    return null;
  }

  private static boolean states(ReadNumber n, KeyFigure f) {
    double real = f.value().doubleValue();
    return real != 0 && Math.abs(n.value().doubleValue() - real) <= 0.005 * Math.abs(real);
  }

  /** Whether the number states one of the figures, within half a percent. */
  private static boolean statesFigure(ReadNumber n, List<KeyFigure> figures) {
    double v = n.value().doubleValue();
    for (KeyFigure f : figures) {
      double real = f.value().doubleValue();
      if (real != 0 && Math.abs(v - real) <= 0.005 * Math.abs(real)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code a} or {@code b} (lower case, starting with the same ASCII letter) stands as a
   * word in the text, in any case, with a digit within {@link #DIGIT_REACH} characters after it: as
   * {@code beforeDigit(text, a) || beforeDigit(text, b)} of one word each, in one pass (#24: a pass
   * per word, each character lower-cased by {@link Character#toLowerCase(char)}, cost the weather
   * cell a twentieth of its time over a megabyte of numbers). An ASCII character is compared with
   * the first letter without a look-up ({@code (c | 0x20)} is that letter only for it and its upper
   * case); only a character beyond ASCII is lower-cased.
   */
  private static boolean beforeDigit(String text, String a, String b) {
    int n = text.length();
    char first = a.charAt(0);
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c < 128 ? (c | 0x20) != first : Character.toLowerCase(c) != first) {
        continue;
      }
      if (i > 0 && Chars.isLetter(text.charAt(i - 1))) {
        continue;
      }
      if (wordBeforeDigit(text, i, a) || wordBeforeDigit(text, i, b)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code word} stands at {@code i}, in any case, with a digit soon after it. */
  private static boolean wordBeforeDigit(String text, int i, String word) {
    int n = text.length();
    int len = word.length();
    if (i + len > n
        || !text.regionMatches(true, i, word, 0, len)
        || (i + len < n && Chars.isLetter(text.charAt(i + len)))) {
      return false;
    }
    for (int j = i + len; j < n && j <= i + len + DIGIT_REACH; j++) {
      if (Character.isDigit(text.charAt(j))) {
        return true;
      }
    }
    return false;
  }
}
