package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * A market figure written at the wrong scale (#22): "$1.31 billion" for a market cap of 1.31
 * trillion, "1,3 milliarder" for "1,3 billioner", "$8.26B" for 82.6 billion, "ETH ≈ $19k" for
 * 1,921. A number in a currency, with at least two significant digits, that states no figure but
 * would state one of its subject in the same currency at ten, a hundred or a thousand times (or a
 * tenth, a hundredth, a thousandth) its value is that figure misstated. Constant work per number
 * and figure.
 */
final class Scales {
  private static final BigDecimal[] FACTORS = {
    BigDecimal.TEN,
    BigDecimal.valueOf(100),
    BigDecimal.valueOf(1000),
    new BigDecimal("0.1"),
    new BigDecimal("0.01"),
    new BigDecimal("0.001")
  };

  private Scales() {}

  /**
   * Why the unmatched number {@code n} is a figure at the wrong scale, or null.
   *
   * @param n the number, which states no figure
   * @param about whether figure {@code i} is of the number's subject
   */
  static String judge(
      String text,
      ReadNumber n,
      List<KeyFigure> figures,
      String[] units,
      java.util.function.IntPredicate about,
      FigureMatcher matcher) {
    if (!DigitScanGuard.isCurrency(n.unit())
        || n.readings().get(0).significantDigits() < 2
        || rangeStart(text, n.end())) {
      return null;
    }
    // the figures of the number's unit and subject, found once: the scale does not change them
    // (the test of each was asked again for every factor, per figure)
    int[] candidates = new int[figures.size()];
    int count = 0;
    for (int i = 0; i < figures.size(); i++) {
      if (n.unit().equals(units[i]) && about.test(i)) {
        candidates[count++] = i;
      }
    }
    if (count == 0) {
      return null;
    }
    for (BigDecimal factor : FACTORS) {
      List<ReadNumber.Reading> scaled = new ArrayList<>(n.readings().size());
      for (ReadNumber.Reading r : n.readings()) {
        scaled.add(new ReadNumber.Reading(r.value().multiply(factor), r.step().multiply(factor)));
      }
      ReadNumber s = new ReadNumber(scaled, n.unit(), n.approximate(), n.start(), n.end());
      for (int c = 0; c < count; c++) {
        int i = candidates[c];
        KeyFigure f = figures.get(i);
        if (matcher.matches(s, f, units[i])) {
          return "'"
              + text.substring(n.start(), n.end())
              + "' is "
              + f.label()
              + " ("
              + f.value().toPlainString()
              + " "
              + f.unit()
              + ") at the wrong scale";
        }
      }
    }
    return null;
  }

  /**
   * Whether another number follows as the other end of a range ("mellom 65 og 66 tusen", "65–66k",
   * "65 to 66 thousand"): the first shares the second's scale, which it does not show.
   */
  private static boolean rangeStart(String text, int end) {
    int i = end;
    int limit = Math.min(text.length(), end + 12);
    while (i < limit && text.charAt(i) == ' ') {
      i++;
    }
    int w = i;
    while (i < limit && Character.isLetter(text.charAt(i))) {
      i++;
    }
    String word = text.substring(w, i).toLowerCase(java.util.Locale.ROOT);
    if (i == w && i < limit && "-–—".indexOf(text.charAt(i)) >= 0) {
      i++;
    } else if (!RANGE_WORDS.contains(word)) {
      return false;
    }
    while (i < limit && (text.charAt(i) == ' ' || text.charAt(i) == '$')) {
      i++;
    }
    return i < limit && Character.isDigit(text.charAt(i));
  }

  private static final java.util.Set<String> RANGE_WORDS =
      java.util.Set.of("og", "and", "to", "til", "or", "eller");
}
