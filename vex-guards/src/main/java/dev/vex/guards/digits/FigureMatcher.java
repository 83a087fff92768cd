package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

/** Decides whether a number read from a reply states a key figure. Thread-safe. */
final class FigureMatcher {
  private static final BigDecimal TWO = BigDecimal.valueOf(2);

  private final Tolerance tolerance;
  private final java.util.Map<String, String> units =
      new java.util.concurrent.ConcurrentHashMap<>();

  FigureMatcher(Tolerance tolerance) {
    this.tolerance = tolerance;
  }

  /** The canonical form of a key figure's unit, comparable with {@link ReadNumber#unit()}. */
  static String canonicalUnit(String unit) {
    String u = unit.strip();
    String upper = u.toUpperCase(Locale.ROOT);
    return switch (upper) {
      case "$", "US$", "USD", "DOLLAR", "DOLLARS" -> "USD";
      case "KR", "KR.", "NOK", "KRONER" -> "NOK";
      case "€", "EUR", "EURO" -> "EUR";
      case "£", "GBP" -> "GBP";
      case "°C", "C", "℃", "CELSIUS", "DEG C", "DEGC" -> "°C";
      case "°F", "F", "FAHRENHEIT" -> "°F";
      case "%", "PERCENT", "PROSENT", "PCT" -> "%";
      default -> u.length() == 3 && letters(upper) ? upper : u;
    };
  }

  /** Whether every character is a letter ({@code chars().allMatch}, without a stream a call). */
  private static boolean letters(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (!Character.isLetter(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The last units canonicalised, as {unit, canonical} pairs compared by identity: a scan asks for
   * the same few figures' units once per number and figure, and a string's identity is cheaper to
   * compare than its hash. Replaced whole (copy on write); a lost update only costs a lookup.
   */
  private volatile String[][] recent = new String[0][];

  private String unit(KeyFigure figure) {
    String key = figure.unit();
    String[][] seen = recent;
    for (String[] pair : seen) {
      if (pair[0] == key) {
        return pair[1];
      }
    }
    String u = lookUp(figure);
    if (seen.length < 16) {
      String[][] more = java.util.Arrays.copyOf(seen, seen.length + 1);
      more[seen.length] = new String[] {key, u};
      recent = more;
    }
    return u;
  }

  private String lookUp(KeyFigure figure) {
    String u = units.get(figure.unit());
    if (u == null) {
      u = canonicalUnit(figure.unit());
      if (units.size() < 1_000) {
        units.put(figure.unit(), u);
      }
    }
    return u;
  }

  /** Whether the number's unit and kind allow it to state the figure at all. */
  boolean compatible(ReadNumber number, KeyFigure figure) {
    return compatible(number, unit(figure));
  }

  /**
   * {@link #compatible(ReadNumber, KeyFigure)} for a figure whose canonical unit is known ({@link
   * #canonicalUnit}).
   */
  static boolean compatible(ReadNumber number, String fu) {
    String nu = number.unit();
    if ("%".equals(fu) || "%".equals(nu)) {
      return fu.equals(nu);
    }
    if (nu.isEmpty()) {
      return true;
    }
    if (isTemperature(fu)) {
      return nu.equals(fu) || "°".equals(nu);
    }
    return nu.equals(fu);
  }

  /** Whether the number states the figure: compatible, and one reading rounds to it. */
  boolean matches(ReadNumber number, KeyFigure figure) {
    return matches(number, figure, unit(figure));
  }

  /**
   * {@link #matches(ReadNumber, KeyFigure)} for a figure whose canonical unit ({@link
   * #canonicalUnit} of its unit) the caller holds: a scan compares each number with several
   * figures, and the unit's look-up cost as much as the rest.
   */
  boolean matches(ReadNumber number, KeyFigure figure, String fu) {
    if (!compatible(number, fu)) {
      return false;
    }
    // "18 °C", "nearly 3 %": a temperature or a percentage written with its unit may be rounded
    // to one digit ("3 %" for a change of -2.97 %)
    boolean unitShown = !number.unit().isEmpty() && (isTemperature(fu) || "%".equals(fu));
    boolean currency = number.unit().equals(fu) && DigitScanGuard.isCurrency(fu);
    BigDecimal real = value(number, figure.value());
    boolean percent = "%".equals(number.unit());
    List<ReadNumber.Reading> readings = number.readings();
    if (number.approximate()
        && readings.size() > 1
        && (!number.unit().isEmpty() || fu.isEmpty())
        && wrongSide(readings, real, percent)) {
      return false; // "just under $160" for 160.55: the hedge's side is false, whatever the scale
    }
    for (int k = 0; k < readings.size(); k++) {
      ReadNumber.Reading r = readings.get(k);
      // only a percentage is compared by size: any other reading is compared as it is
      ReadNumber.Reading stated = percent ? new ReadNumber.Reading(r.value().abs(), r.step()) : r;
      if (matches(stated, number.approximate(), unitShown, currency, real, readings)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Which of the figures the number may {@link #matches match}: bit {@code i} is clear only when
   * every reading is {@link #clearlyApart} from figure {@code i}'s value by more than its step,
   * which {@link #matches} needs for a number that is not hedged. Judged on the same doubles as
   * {@link #clearlyApart}, so a clear bit is never wrong; a hedged number (its step may grow) and
   * more than 64 figures keep every bit. Most of the numbers a {@link #mayBeClose} bit keeps for
   * the window of {@link #near} are ruled out here at the cost of a subtraction.
   *
   * @param number the number
   * @param reals the figures' values, as {@link BigDecimal#doubleValue}
   * @param among the figures to look at (bits of {@link #mayBeClose}); the others stay clear
   * @return of those, the figures not ruled out, one bit each
   */
  static long mayMatch(ReadNumber number, double[] reals, long among) {
    if (reals.length > 64 || number.approximate()) {
      return among;
    }
    boolean percent = "%".equals(number.unit());
    List<ReadNumber.Reading> readings = number.readings();
    long maybe = 0;
    for (int j = 0; j < readings.size(); j++) {
      ReadNumber.Reading r = readings.get(j);
      double v = r.value().doubleValue();
      v = percent ? Math.abs(v) : v;
      double step = r.step().doubleValue();
      for (long left = among & ~maybe; left != 0; left &= left - 1) {
        int i = Long.numberOfTrailingZeros(left);
        if (!clearlyApart(v, percent ? Math.abs(reals[i]) : reals[i], step)) {
          maybe |= 1L << i;
        }
      }
    }
    return maybe;
  }

  /**
   * Whether the number is within {@code window} (relative) of the figure, with the precision to
   * state it (two significant digits or a unit), yet does not state it.
   */
  boolean near(ReadNumber number, KeyFigure figure, double window) {
    if (!compatible(number, figure) || figure.value().signum() == 0) {
      return false;
    }
    BigDecimal real = value(number, figure.value());
    double realD = real.doubleValue();
    double far = Math.abs(realD) * window * (1 + 1e-6) + Math.ulp(realD) * 4;
    boolean anyClose = !Double.isFinite(realD);
    for (ReadNumber.Reading r : number.readings()) {
      double d = Math.abs(value(number, r.value()).doubleValue() - realD);
      anyClose |= !(d > far);
    }
    if (!anyClose) { // every reading clearly out of the window: no exact decimals needed
      return false;
    }
    BigDecimal limit = real.abs().multiply(BigDecimal.valueOf(window));
    for (ReadNumber.Reading r : number.readings()) {
      boolean precise = r.significantDigits() >= 2 || !number.unit().isEmpty();
      if (precise && value(number, r.value()).subtract(real).abs().compareTo(limit) <= 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Which of the figures the number may {@link #matches match} or be {@link #near} (within {@code
   * window}): bit {@code i} is clear only when every reading is certainly further from figure
   * {@code i}'s value than both the widest rounding step it can be given (its step; a hedged
   * number's trailing zeros, never more than the number itself) and the window. Judged in doubles
   * with a margin far above their rounding error, so a clear bit is never wrong and the exact
   * comparison can be skipped for it; unsure cases (more than 64 figures, values beyond a double)
   * keep their bit. A scan of many numbers rules most of them out this way at the cost of a
   * subtraction.
   *
   * @param number the number
   * @param reals the figures' values, as {@link BigDecimal#doubleValue}
   * @param window the relative window of {@link #near}
   * @return the figures not ruled out, one bit each
   */
  static long mayBeClose(ReadNumber number, double[] reals, double window) {
    if (reals.length > 64) {
      return -1L;
    }
    boolean percent = "%".equals(number.unit());
    List<ReadNumber.Reading> readings = number.readings();
    int k = readings.size();
    double v0 = 0;
    double w0 = 0;
    double[] vs = null;
    double[] ws = null;
    if (k == 1) {
      ReadNumber.Reading r = readings.get(0);
      v0 = r.value().doubleValue();
      v0 = percent ? Math.abs(v0) : v0;
      w0 = width(r, v0, number.approximate());
    } else {
      vs = new double[k];
      ws = new double[k];
      for (int j = 0; j < k; j++) {
        ReadNumber.Reading r = readings.get(j);
        double v = r.value().doubleValue();
        vs[j] = percent ? Math.abs(v) : v;
        ws[j] = width(r, vs[j], number.approximate());
      }
    }
    long close = 0;
    for (int i = 0; i < reals.length; i++) {
      double real = percent ? Math.abs(reals[i]) : reals[i];
      boolean maybe;
      if (k == 1) {
        maybe = mayBeClose(v0, w0, real, window);
      } else {
        maybe = false;
        for (int j = 0; j < k && !maybe; j++) {
          maybe = mayBeClose(vs[j], ws[j], real, window);
        }
      }
      if (maybe) {
        close |= 1L << i;
      }
    }
    return close;
  }

  /**
   * The figures' values sorted, signed and by size, so that {@link #mayBeClose(ReadNumber, Values,
   * double)} looks only at the few values near a number instead of at every figure: a weather
   * report has 60 figures, and a reply can hold half a million numbers per megabyte.
   */
  static final class Values {
    /**
     * The figures' indexes by their value, or by its size: one class for both orders where two
     * lambdas cost a generated class each on the first grounded turn (#23 cold start).
     */
    private static final class ByValue implements java.util.Comparator<Integer> {
      private final double[] reals;
      private final boolean size;

      ByValue(double[] reals, boolean size) {
        this.reals = reals;
        this.size = size;
      }

      @Override
      public int compare(Integer a, Integer b) {
        double x = reals[a];
        double y = reals[b];
        return size ? Double.compare(Math.abs(x), Math.abs(y)) : Double.compare(x, y);
      }
    }

    final double[] reals;
    private final double[] signed;
    private final int[] signedFigure;
    private final double[] sizes;
    private final int[] sizeFigure;
    private final long notFinite; // figures whose value is no finite double: never ruled out

    /** Up to this many figures are not sorted: the look-up passes over them all. */
    private static final int FEW = 8;

    private Values(double[] reals) {
      this.reals = reals;
      if (reals.length <= FEW) { // a pass over a few figures costs less than sorting them
        signed = null;
        signedFigure = null;
        sizes = null;
        sizeFigure = null;
        notFinite = 0;
        return;
      }
      long nf = 0;
      int finite = 0;
      for (int i = 0; i < reals.length; i++) {
        if (Double.isFinite(reals[i])) {
          finite++;
        } else if (i < 64) {
          nf |= 1L << i;
        }
      }
      notFinite = nf;
      Integer[] bySigned = new Integer[finite];
      Integer[] bySize = new Integer[finite];
      int k = 0;
      for (int i = 0; i < reals.length; i++) {
        if (Double.isFinite(reals[i])) {
          bySigned[k] = i;
          bySize[k] = i;
          k++;
        }
      }
      java.util.Arrays.sort(bySigned, new ByValue(reals, false));
      java.util.Arrays.sort(bySize, new ByValue(reals, true));
      signed = new double[finite];
      signedFigure = new int[finite];
      sizes = new double[finite];
      sizeFigure = new int[finite];
      for (int j = 0; j < finite; j++) {
        signedFigure[j] = bySigned[j];
        signed[j] = reals[bySigned[j]];
        sizeFigure[j] = bySize[j];
        sizes[j] = Math.abs(reals[bySize[j]]);
      }
    }

    /**
     * The figures' values, as {@link BigDecimal#doubleValue}, sorted for the look-up.
     *
     * @param reals the values by figure
     * @return the sorted values
     */
    static Values of(double[] reals) {
      return new Values(reals);
    }
  }

  /**
   * {@link #mayBeClose(ReadNumber, double[], double)}, the same bits, looking only at the figures
   * whose values lie near the number's readings (a binary search in the sorted values, then the
   * same test for each of them) instead of at every figure.
   *
   * @param number the number
   * @param values the figures' values
   * @param window the relative window of {@link #near}; below 0.5
   * @return the figures not ruled out, one bit each
   */
  static long mayBeClose(ReadNumber number, Values values, double window) {
    double[] reals = values.reals;
    if (values.signed == null || reals.length > 64 || !(window < 0.5)) {
      return mayBeClose(number, reals, window);
    }
    boolean percent = "%".equals(number.unit());
    double[] sorted = percent ? values.sizes : values.signed;
    int[] figure = percent ? values.sizeFigure : values.signedFigure;
    List<ReadNumber.Reading> readings = number.readings();
    long close = values.notFinite; // mayBeClose keeps them
    for (int j = 0; j < readings.size(); j++) {
      ReadNumber.Reading r = readings.get(j);
      double v = r.value().doubleValue();
      v = percent ? Math.abs(v) : v;
      double w = width(r, v, number.approximate());
      if (!Double.isFinite(v) || !Double.isFinite(w)) {
        return mayBeClose(number, reals, window); // every figure is kept; no search needed
      }
      // A value further than reach from v cannot pass the test below: |v - real| <= limit with
      // |real| <= |v| + |v - real| gives |v - real| <= a / (1 - b); a thousandth more for rounding.
      double b = window * (1 + 1e-6) + 1e-6;
      double a =
          (w + Math.abs(v) * window) * (1 + 1e-6)
              + 1e-6 * (2 * Math.abs(v) + w)
              + Double.MIN_NORMAL;
      double reach = a / (1 - b) * 1.001 + Double.MIN_NORMAL;
      double lo = v - reach;
      double hi = v + reach;
      for (int k = firstAtLeast(sorted, lo); k < sorted.length && sorted[k] <= hi; k++) {
        int i = figure[k];
        if (mayBeClose(v, w, percent ? Math.abs(reals[i]) : reals[i], window)) {
          close |= 1L << i;
        }
      }
    }
    return close;
  }

  /** The first index of a sorted array whose value is at least {@code lo}, or its length. */
  private static int firstAtLeast(double[] sorted, double lo) {
    int from = 0;
    int to = sorted.length;
    while (from < to) {
      int mid = (from + to) >>> 1;
      if (sorted[mid] < lo) {
        from = mid + 1;
      } else {
        to = mid;
      }
    }
    return from;
  }

  /** The widest rounding step a reading can be judged at: a hedged one's is at most its size. */
  private static double width(ReadNumber.Reading r, double v, boolean approximate) {
    double step = r.step().doubleValue();
    return approximate ? Math.max(step, Math.abs(v)) : step;
  }

  private static boolean mayBeClose(double v, double width, double real, double window) {
    if (!Double.isFinite(v) || !Double.isFinite(width) || !Double.isFinite(real)) {
      return true;
    }
    double limit =
        Math.max(width, Math.abs(real) * window) * (1 + 1e-6)
            + 1e-6 * (Math.abs(v) + Math.abs(real) + width)
            + Double.MIN_NORMAL;
    return !(Math.abs(v - real) > limit);
  }

  /** The least size of a figure a hedged number of one digit may state within 5 %. */
  private static final double LARGE = 100_000;

  /**
   * The side of the stated number a one-sided hedge puts the real value on ("drøyt 20 millioner":
   * +1, "just under": -1), as the reader's half-step reading beside the first shows it; 0 when
   * none.
   */
  private static int side(List<ReadNumber.Reading> readings) {
    if (readings.size() < 2) {
      return 0;
    }
    ReadNumber.Reading first = readings.get(0);
    ReadNumber.Reading last = readings.get(readings.size() - 1);
    BigDecimal diff = last.value().subtract(first.value());
    return diff.abs().multiply(TWO).compareTo(last.step()) == 0 ? diff.signum() : 0;
  }

  /**
   * Whether a one-sided hedge ({@link #side}: "just under", "snaut", "nearly", "drøyt", "i overkant
   * av") puts the real value on the side it is not: "just under $160" for 160.55, "drøyt 20 °C" for
   * 19.6. The real value equal to the stated one is not on the wrong side ("nearly $160" for
   * 160.00). A percentage is compared by size, as {@link #value} does ("down nearly 3 %" for -2.97
   * %); a stated or real value below zero is left alone: "nearly -5 °C" speaks of the size and
   * "just under -5 °C" of the scale, and the reading does not keep which word it was. The caller
   * judges the side only for a number in the figure's unit or a count: a bare number beside a price
   * ("just under 160 people") may be of something else, and stays as it was read.
   */
  private static boolean wrongSide(
      List<ReadNumber.Reading> readings, BigDecimal real, boolean percent) {
    int side = side(readings);
    if (side == 0) {
      return false;
    }
    BigDecimal stated = readings.get(0).value();
    if (percent) {
      stated = stated.abs();
    }
    if (stated.signum() <= 0 || real.signum() < 0) {
      return false;
    }
    return real.compareTo(stated) == -side;
  }

  /**
   * Whether the reading states the real value; {@code readings} are all the number's, whose
   * one-sided hedge ({@link #side}) a hedged count of one digit must respect.
   */
  private boolean matches(
      ReadNumber.Reading r,
      boolean approximate,
      boolean unitShown,
      boolean oneDigitInCurrency,
      BigDecimal real,
      List<ReadNumber.Reading> readings) {
    if (r.value().compareTo(real) == 0) {
      return true;
    }
    BigDecimal step = approximate ? roundingStep(r) : r.step();
    if (clearlyApart(r.value(), real, step)) {
      return false; // what follows needs the difference within a step; most numbers are far off
    }
    if (!unitShown && oneDigit(r.value(), step)) {
      // "about 9 cents" for 0.093069: one digit, hedged and in a currency, within 5 % (#22); so is
      // a hedged count of a hundred thousand or more ("just under 20 million" BTC for 19,995,671)
      double diff = r.value().subtract(real).abs().doubleValue();
      return approximate
          && diff <= 0.05 * real.abs().doubleValue()
          && (oneDigitInCurrency
              || (real.abs().doubleValue() >= LARGE
                  && real.compareTo(r.value()) != -side(readings)));
    }
    BigDecimal diff = r.value().subtract(real).abs();
    if (diff.multiply(TWO).compareTo(step) <= 0) {
      return true;
    }
    return approximate && tolerance == Tolerance.HEDGED_ONE_UNIT && diff.compareTo(step) <= 0;
  }

  /**
   * Whether a reading of the value shown to the step has fewer than two significant digits ({@link
   * ReadNumber.Reading#significantDigits}): whether {@code |value| < 10 × step}, judged in doubles
   * when they are far from the edge, else on the exact decimals (asked of every number close to a
   * figure, the exact division cost a tenth of the weather cell).
   */
  private static boolean oneDigit(BigDecimal value, BigDecimal step) {
    double v = Math.abs(value.doubleValue());
    double s = 10 * step.doubleValue();
    if (Double.isFinite(v) && Double.isFinite(s) && s > 0) {
      if (v < s * (1 - 1e-9)) {
        return true;
      }
      if (v > s * (1 + 1e-9)) {
        return false;
      }
    }
    return new ReadNumber.Reading(value, step).significantDigits() < 2;
  }

  /**
   * Whether {@code |value - real|} is certainly more than {@code step}, judged in doubles with a
   * margin far above their rounding error; false when unsure (then the exact decimals decide).
   */
  static boolean clearlyApart(BigDecimal value, BigDecimal real, BigDecimal step) {
    return clearlyApart(value.doubleValue(), real.doubleValue(), step.doubleValue());
  }

  /** {@link #clearlyApart(BigDecimal, BigDecimal, BigDecimal)} on the values' doubles. */
  private static boolean clearlyApart(double v, double r, double s) {
    double diff = Math.abs(v - r);
    double margin = 8 * Math.ulp(Math.max(Math.abs(v), Math.abs(r))) + 1e-9 * s;
    return Double.isFinite(diff) && Double.isFinite(s) && diff > s + margin;
  }

  /**
   * A hedged integer's trailing zeros are rounding: "about 86,000" is 86 thousands. Zeros after a
   * decimal mark are precision shown on purpose ("about 1.0").
   */
  private static BigDecimal roundingStep(ReadNumber.Reading r) {
    // a step with decimals is a shown decimal scaled ("$3.0k": 0.1 × 1000 = 100.0): its zero is
    // shown on purpose, unlike the zeros of "30k" (1000) or "3,000" (1)
    if (r.step().compareTo(BigDecimal.ONE) < 0 || r.step().scale() > 0) {
      return r.step();
    }
    BigDecimal units = r.value().divideToIntegralValue(r.step());
    if (units.signum() == 0) {
      return r.step();
    }
    BigDecimal stripped = units.stripTrailingZeros();
    int zeros = Math.max(0, -stripped.scale());
    return r.step().multiply(BigDecimal.ONE.movePointRight(zeros));
  }

  /** Percentages compare by size: "down 2.31%" states a change of -2.31 %. */
  private static BigDecimal value(ReadNumber number, BigDecimal v) {
    return "%".equals(number.unit()) ? v.abs() : v;
  }

  static boolean isTemperature(String unit) {
    return "°C".equals(unit) || "°F".equals(unit);
  }
}
