package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.List;

/**
 * The size of a fetched ranking named as the list ("the top 10", "topp 10", "top-10-listen"): on a
 * turn whose figures rank subjects by market cap, a number right after "top" or "topp" that equals
 * the last rank fetched names the list the reply speaks of, and is no one subject's rank (#22:
 * "nearly everything else in the top 10 is in the red" was read as DOGE's rank 10 written next to
 * another coin). Any other number after "top" ("XRP is in the top 3") is judged as before. A
 * pre-check of a few characters before the number; the last rank is found once per reply.
 */
final class TopLists {
  private static final String RANK = "market cap rank";

  private TopLists() {}

  /** The highest market cap rank among the figures, or 0 when they rank nothing. */
  static int lastRank(List<KeyFigure> figures) {
    int last = 0;
    for (KeyFigure f : figures) {
      if (f.label().endsWith(RANK)) {
        last = Math.max(last, f.value().intValue());
      }
    }
    return last;
  }

  /**
   * Whether the number at {@code n} names a list of {@code lastRank} subjects: written right after
   * "top" or "topp" (a space or a hyphen between) and equal to it.
   */
  static boolean names(String text, ReadNumber n, int lastRank) {
    if (lastRank <= 0
        || !n.unit().isEmpty()
        || n.value().compareTo(java.math.BigDecimal.valueOf(lastRank)) != 0) {
      return false;
    }
    int i = n.start() - 1;
    if (i < 0 || (text.charAt(i) != ' ' && text.charAt(i) != '-' && text.charAt(i) != '\u00a0')) {
      return false;
    }
    int end = i;
    int start = end;
    while (start > 0 && start > end - 5 && Character.isLetter(text.charAt(start - 1))) {
      start--;
    }
    if (start > 0 && Character.isLetter(text.charAt(start - 1))) {
      return false;
    }
    String w = text.substring(start, end).toLowerCase(java.util.Locale.ROOT);
    return w.equals("top") || w.equals("topp");
  }
}
