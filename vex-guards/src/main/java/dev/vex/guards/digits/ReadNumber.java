package dev.vex.guards.digits;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;

/**
 * A number as a reply stated it, read by {@link NumberReader}.
 *
 * <p>A number written with one separator followed by three digits ({@code 1,234} or {@code 1.234})
 * is ambiguous: it has two readings, the one the reply's locale suggests first. Every other number
 * has one reading.
 *
 * @param readings the possible values, most likely first; never empty
 * @param unit the canonical unit or currency stated next to it ({@code USD}, {@code NOK}, {@code
 *     EUR}, {@code GBP}, {@code SEK}, {@code JPY}, {@code %}, {@code °C}, {@code °F}, {@code °} for
 *     degrees of no stated scale), or empty
 * @param approximate whether a hedge ("about", "around", "ca.", "rundt", "~") came before it
 * @param start the index of its first character in the text (sign and currency included)
 * @param end the index after its last character (magnitude word and unit included)
 */
public record ReadNumber(
    List<Reading> readings, String unit, boolean approximate, int start, int end) {

  /** Validates and copies. */
  public ReadNumber {
    readings = List.copyOf(readings);
    if (readings.isEmpty()) {
      throw new IllegalArgumentException("a number needs at least one reading");
    }
    Objects.requireNonNull(unit, "unit");
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("bad span " + start + ".." + end);
    }
  }

  /**
   * Returns the most likely value.
   *
   * @return the value, sign and magnitude applied ({@code 79.8k} is 79800)
   */
  public BigDecimal value() {
    return readings.get(0).value();
  }

  /**
   * Returns the unit of the last digit shown for the most likely reading: 0.01 for {@code
   * 86,123.45}, 1 for {@code 86 123}, 100 for {@code 79.8k}, 1000 for {@code 86 tusen}.
   *
   * @return the step, always positive
   */
  public BigDecimal step() {
    return readings.get(0).step();
  }

  /**
   * One way to read a number.
   *
   * @param value the value
   * @param step the unit of the last digit shown; positive
   */
  public record Reading(BigDecimal value, BigDecimal step) {
    /** Validates. */
    public Reading {
      Objects.requireNonNull(value, "value");
      Objects.requireNonNull(step, "step");
      if (step.signum() <= 0) {
        throw new IllegalArgumentException("step must be positive: " + step);
      }
    }

    /**
     * Returns how many significant digits the reply showed: 2 for {@code 86k}, 7 for {@code
     * 86,123.45}, 1 for {@code 3}.
     *
     * @return the count, at least 1
     */
    public int significantDigits() {
      if (value.scale() == 0 && BigDecimal.ONE.equals(step)) {
        return value.precision(); // a whole number shown to the unit: its digits, 1 for 0
      }
      if (BigInteger.ONE.equals(step.unscaledValue())) {
        // a power of ten, as most steps are: the units are the value with its point moved, with
        // no division (a scan asks this of every number close to a figure)
        BigDecimal units = value.abs().movePointRight(step.scale()).setScale(0, RoundingMode.DOWN);
        return units.signum() == 0 ? 1 : units.precision();
      }
      BigDecimal units = value.abs().divideToIntegralValue(step);
      return units.signum() == 0 ? 1 : units.setScale(0, RoundingMode.DOWN).precision();
    }
  }
}
