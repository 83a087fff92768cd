package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An amount of one currency converted at a rate the turn holds (#22): "1,000 NOK is about $93.76",
 * "500 kroner blir rundt 46,88 dollar", "250 dollar tilsvarer 2 666,25 kroner". The sum is the
 * amount times the rate of that pair ({@code NOK/USD rate}), not the rate itself: it states the
 * product (rounding and hedges as {@link FigureMatcher} allows) or is wrong ("1,000 NOK is about
 * $97.50" for 1,000 × 0.0937647). Only a currency sum right after "AMOUNT CURRENCY" and a linking
 * word is read, and only when the turn holds that pair's rate; one unit ("1 USD = 10.665 NOK") is
 * the rate itself and is left to {@link CrossRates}. The window looked at is {@value #WINDOW}
 * characters, so the cost is linear in the reply. Thread-safe.
 */
final class RateAmounts {
  private RateAmounts() {}

  /** What {@link #judge} returns for a sum that is the amount times the rate. */
  static final String HELD = "held";

  /** How far before a sum its amount and currency are looked for. */
  private static final int WINDOW = 64;

  /**
   * Compiled the first time a turn holding a rate has a currency sum to read: a turn without one
   * never compiles it (#23's cold start).
   */
  private static final class Compiled {
    /** "1,000 NOK is about ", "500 norske kroner blir rundt ", "250 USD = ", "2 500 kr gir ". */
    private static final Pattern AMOUNT_BEFORE =
        Pattern.compile(
            "(?iu)(?<![\\p{L}\\d.,])(\\d{1,3}(?:[ ,.\\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,4})?"
                + "|\\d{1,9}(?:[.,]\\d{1,4})?)\\s?"
                + CrossRates.PHRASE
                + "\\s?(?:(?:is|are|would be|will be|comes? to|makes?|gives?|gets you|buys"
                + "|is worth|are worth|worth|equals|in (?:us |american )?dollars is|er verdt"
                + "|verdt|er|blir|gir|tilsvarer|utgjør|kjøper|=|≈|~|→|->|about|around|roughly"
                + "|approximately|nearly|almost|ca\\.|cirka|rundt|omtrent|om lag|nesten|drøyt"
                + "|snaut)\\s?){1,4}[*_]{0,2}$");
  }

  /**
   * Whether the number is a sum for an amount of a currency whose rate to the number's currency the
   * turn holds: {@link #HELD} when it states the amount times the rate, why it is wrong when it
   * does not, null when it is no such sum. {@code held} marks the rate answered.
   */
  static String judge(
      String text, ReadNumber n, List<KeyFigure> figures, FigureMatcher matcher, boolean[] held) {
    if (n.unit().isEmpty() || !DigitScanGuard.isCurrency(n.unit()) || n.start() < 4) {
      return null;
    }
    int from = Math.max(0, n.start() - WINDOW);
    Matcher m =
        Compiled.AMOUNT_BEFORE.matcher(text.substring(from, n.start()).toLowerCase(Locale.ROOT));
    if (!m.find()) {
      return null;
    }
    String source = CrossRates.code(m.group(2), m.group(3));
    if (source == null || source.equals(n.unit())) {
      return null;
    }
    String label = source + "/" + n.unit() + " rate";
    for (int i = 0; i < figures.size(); i++) {
      KeyFigure f = figures.get(i);
      if (!f.label().equals(label)) {
        continue;
      }
      String written = m.group(1);
      BigDecimal[] readings = amounts(written);
      BigDecimal shown = null;
      for (BigDecimal amount : readings) {
        if (amount == null || amount.signum() <= 0) {
          continue;
        }
        if (amount.compareTo(BigDecimal.ONE) == 0) {
          if (readings.length == 1) {
            return null; // "1 USD = 10.665 NOK": the rate itself, judged as the rate
          }
          continue; // "1,000 NOK" read as one: the grouped reading was judged first
        }
        BigDecimal sum = f.value().multiply(amount);
        if (matcher.matches(n, new KeyFigure(label + " × " + written, sum, f.unit()))) {
          held[i] = true; // "1,000 NOK is about $93.76" answers "convert 1,000 NOK" from the rate
          return HELD;
        }
        if (shown == null) {
          shown = sum;
        }
      }
      if (shown == null) {
        return null;
      }
      return "'"
          + text.substring(n.start(), n.end())
          + "' is written as "
          + written.strip()
          + " "
          + source
          + " at the "
          + label
          + " ("
          + f.value().stripTrailingZeros().toPlainString()
          + " "
          + f.unit()
          + ") but is not their product ("
          + shown.setScale(2, java.math.RoundingMode.HALF_UP).toPlainString()
          + ")";
    }
    return null;
  }

  /**
   * The values an amount may be read as: "1,000" and "1.000" as a thousand (grouped) or as one (a
   * decimal mark), "2 500" as 2,500; the grouped reading first.
   */
  static BigDecimal[] amounts(String written) {
    String s = written.strip();
    String digits = s.replaceAll("[ \\u00a0\\u202f]", "");
    java.util.List<BigDecimal> out = new java.util.ArrayList<>(2);
    // grouped: every mark followed by exactly three digits is a thousands mark, the last "," or
    // "." followed by other than three digits a decimal mark
    String grouped = grouped(digits);
    if (grouped != null) {
      out.add(new BigDecimal(grouped));
    }
    // decimal: a single mark is a decimal mark
    int marks = 0;
    for (int i = 0; i < digits.length(); i++) {
      char c = digits.charAt(i);
      if (c == ',' || c == '.') {
        marks++;
      }
    }
    if (marks == 1) {
      BigDecimal d = new BigDecimal(digits.replace(',', '.'));
      if (grouped == null || d.compareTo(new BigDecimal(grouped)) != 0) {
        out.add(d);
      }
    } else if (marks == 0 && grouped == null) {
      out.add(new BigDecimal(digits));
    }
    return out.toArray(new BigDecimal[0]);
  }

  private static String grouped(String digits) {
    StringBuilder b = new StringBuilder(digits.length());
    int i = 0;
    int n = digits.length();
    while (i < n) {
      char c = digits.charAt(i);
      if (c >= '0' && c <= '9') {
        b.append(c);
        i++;
        continue;
      }
      int run = 0;
      while (i + 1 + run < n && Character.isDigit(digits.charAt(i + 1 + run))) {
        run++;
      }
      if (run == 3 && (i + 4 == n || !Character.isDigit(digits.charAt(i + 4)))) {
        i++; // a thousands mark
        continue;
      }
      if (i + 1 + run == n) {
        b.append('.'); // the decimal mark of the last group
        i++;
        continue;
      }
      return null;
    }
    return b.toString();
  }
}
