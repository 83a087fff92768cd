package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A listing's change since the previous close in points (#22): "opp 9,6 poeng fra gårsdagen", "down
 * 9.6 points". The stock report gives the price and the previous close, not their difference; the
 * difference is worked out here, and a number in points of its size must carry its sign ("opp 9,6
 * poeng" when the index fell 9.61 is wrong). Thread-safe.
 */
final class IndexPoints {
  private IndexPoints() {}

  private static final String PREVIOUS_CLOSE = " previous close";
  private static final String PRICE = " price";

  /** "points", "pts", "poeng", "punkter" right after the number. */
  private static final Pattern POINTS =
      Pattern.compile("(?iu)^\\s{0,2}(?:points?|pts\\.?|poeng|punkter)(?![\\p{L}])");

  /**
   * Per figure, the change since the previous close of a "X previous close" figure whose listing
   * has a "X price" in the same currency (price minus close, signed); null when the turn has none.
   */
  static KeyFigure[] changes(List<KeyFigure> figures) {
    KeyFigure[] out = null;
    for (int i = 0; i < figures.size(); i++) {
      KeyFigure close = figures.get(i);
      String label = close.label();
      if (!label.endsWith(PREVIOUS_CLOSE) || label.endsWith(" chart" + PREVIOUS_CLOSE)) {
        continue;
      }
      String symbol = label.substring(0, label.length() - PREVIOUS_CLOSE.length());
      for (KeyFigure price : figures) {
        if (price.label().equals(symbol + PRICE) && price.unit().equals(close.unit())) {
          if (out == null) {
            out = new KeyFigure[figures.size()];
          }
          out[i] =
              new KeyFigure(
                  symbol + " change since the previous close",
                  price.value().subtract(close.value()),
                  close.unit(),
                  false,
                  close.aliases());
          break;
        }
      }
    }
    return out;
  }

  /**
   * Whether a hedged number in points states the size of a change ({@code size}, its absolute
   * value): "nesten 10 poeng", "almost 10 points" for 9.61, within 5 % as a hedged one-digit sum in
   * a currency is, and on the side a one-sided hedge puts it ("nearly 10" is not 10.3). The figure
   * matcher reads a hedged bare "10" as one digit of no unit, which states nothing, so "Opp nesten
   * 10 poeng" for a fall of 9.61 passed unjudged (#22, cases10 P029).
   */
  static boolean hedgedSize(ReadNumber n, KeyFigure size) {
    BigDecimal real = size.value().abs();
    BigDecimal stated = n.value();
    if (!n.approximate() || real.signum() == 0 || stated.signum() <= 0) {
      return false;
    }
    if (stated.subtract(real).abs().doubleValue() > 0.05 * real.doubleValue()) {
      return false;
    }
    List<ReadNumber.Reading> readings = n.readings();
    int side =
        readings.size() < 2
            ? 0
            : readings.get(readings.size() - 1).value().compareTo(readings.get(0).value());
    return side == 0 || real.compareTo(stated) != -side;
  }

  /** Whether the number is written in points ("9,6 poeng", "9.6 points"). */
  static boolean inPoints(String text, ReadNumber n) {
    int end = Math.min(text.length(), n.end() + 12);
    return n.unit().isEmpty() && POINTS.matcher(text.subSequence(n.end(), end)).find();
  }
}
