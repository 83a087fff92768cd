package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.List;
import java.util.Locale;

/**
 * A listing's previous close written as its level now (#22, cases18 P040): "The index is at
 * 9,693.30", "Indeksen står i 9 693,30" when the price is 9,683.69 and 9,693.30 the close before.
 * The number matches a fetched figure, so the scan took it as stated; but the words right before it
 * ("is at", "trades at", "står i", "ligger på") name the level now, which is the price, and the
 * clause names no close or past day ("closed", "yesterday", "i går", "sluttkurs") that would make
 * it the close. Read only when the turn holds a previous close ({@link #any}) and the number
 * matched one and not the price; the words looked at are {@value #BACK} characters before the
 * number and its clause, so the cost is linear in the reply.
 */
final class NowLevels {
  private NowLevels() {}

  private static final int BACK = 24;

  /** How far either side of the number its sentence is read. */
  private static final int CLAUSE = 120;

  /** Words right before a number that make it the level now. */
  private static final List<String> NOW =
      List.of(
          " is at ",
          " is now at ",
          " is currently at ",
          " trades at ",
          " is trading at ",
          " stands at ",
          " sits at ",
          " står i ",
          " står nå i ",
          " står på ",
          " ligger på ",
          " ligger nå på ",
          " handles på ",
          " handles til ",
          " er nå på ");

  /** Words of a clause that make a number a close or a past day's, not the level now. */
  private static final List<String> PAST =
      List.of(
          "close",
          "closed",
          "closing",
          "yesterday",
          "previous",
          "last",
          "was ",
          "ended",
          "i går",
          "slutt",
          "stengte",
          "forrige",
          "endte",
          "var ",
          "lå ",
          "før",
          "before",
          "ago",
          "siden");

  /** Whether the turn holds a previous close: else no number is read here. */
  static boolean any(List<KeyFigure> figures) {
    for (KeyFigure f : figures) {
      if (f.label().endsWith(" previous close")) {
        return true;
      }
    }
    return false;
  }

  /** Whether a figure is a previous close, and which is a price (the level now). */
  static boolean isClose(KeyFigure f) {
    return f.label().endsWith(" previous close");
  }

  static boolean isPrice(KeyFigure f) {
    return f.label().endsWith(" price");
  }

  /**
   * Why the number, which states a previous close and not the price, is wrong as written for the
   * level now; null when its words do not make it the level now.
   */
  static String judge(String text, ReadNumber n, KeyFigure close, KeyFigure price) {
    int from = Math.max(0, n.start() - BACK);
    String before = " " + text.substring(from, n.start()).toLowerCase(Locale.ROOT);
    boolean now = false;
    for (String w : NOW) {
      if (before.endsWith(w) || before.endsWith(w.stripTrailing())) {
        now = true;
        break;
      }
      int at = before.lastIndexOf(w);
      // "is at $9,693" or "står i 9 693": only a currency sign or "about" between
      if (at >= 0 && before.length() - at - w.length() <= 7) {
        String rest = before.substring(at + w.length());
        now = rest.isBlank() || rest.strip().matches("[$€£]|about|around|ca\\.?|rundt|omtrent");
        if (now) {
          break;
        }
      }
    }
    if (!now) {
      return null;
    }
    // the sentence, at most CLAUSE characters either side of the number
    int start = n.start();
    while (start > 0 && n.start() - start < CLAUSE && !Chars.endsSentence(text, start - 1, true)) {
      start--;
    }
    int end = n.end();
    while (end < text.length() && end - n.end() < CLAUSE && !Chars.endsSentence(text, end, true)) {
      end++;
    }
    String clause = text.substring(start, end).toLowerCase(Locale.ROOT);
    for (String w : PAST) {
      if (clause.contains(w)) {
        return null;
      }
    }
    return "'"
        + text.substring(n.start(), n.end())
        + "' is written as the level now but is "
        + close.label()
        + " ("
        + close.value().stripTrailingZeros().toPlainString()
        + "); the level now is "
        + (price == null
            ? "not that close"
            : price.value().stripTrailingZeros().toPlainString() + " " + price.unit());
  }
}
