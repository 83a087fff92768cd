package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FigureMatcherTest {
  private static final NumberReader EN = NumberReader.forLocale(Locale.ENGLISH);

  private static boolean states(Tolerance tolerance, String text, String value, String unit) {
    KeyFigure figure = new KeyFigure("f", new BigDecimal(value), unit);
    FigureMatcher matcher = new FigureMatcher(tolerance);
    return EN.read(text).stream().anyMatch(n -> matcher.matches(n, figure));
  }

  @ParameterizedTest(name = "{0} states {1} {2}: {3}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          $86,123.45        | 86123.45 | USD  | true
          $86,123           | 86123.45 | USD  | true
          $86,124           | 86123.45 | USD  | false
          86.1k             | 86123.45 | USD  | true
          86k               | 86123.45 | USD  | true
          85k               | 86123.45 | USD  | false
          about $86,000     | 86123.45 | USD  | true
          $86,000           | 86123.45 | USD  | false
          about $87,000     | 86123.45 | USD  | false
          about 80k         | 86123.45 | USD  | false
          86 123 kr         | 86123.45 | USD  | false
          86 123 kr         | 86123.45 | NOK  | true
          86 123 kr         | 86123.45 | kr   | true
          1                 | 1.02     | USD  | false
          $1                | 1.02     | USD  | false
          $1.0              | 1.02     | USD  | true
          1.02%             | 1.02     | USD  | false
          down 2.31%        | -2.31    | %    | true
          2.31              | -2.31    | %    | false
          −3 °C             | -3       | °C   | true
          3 °C              | -3       | °C   | false
          -3 degrees        | -3       | °C   | true
          -3 °F             | -3       | °C   | false
          9 °C              | 9.4      | °C   | true
          9                 | 9.4      | °C   | false
          ca. 300           | 272.60   | NOK  | false
          2                 | 2        | ''   | true
          $2                | 2        | ''   | false
          """)
  void roundingToTheShownPrecisionStatesAFigure(
      String text, String value, String unit, boolean expected) {
    assertThat(states(Tolerance.ROUNDED, text, value, unit)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} states {1}: {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          about $87,000     | 86123.45 | true
          about $88,000     | 86123.45 | false
          $86,124           | 86123.45 | false
          around 87k        | 86123.45 | true
          """)
  void hedgedOneUnitAllowsOneUnitOfTheLastShownDigitWhenHedged(
      String text, String value, boolean expected) {
    assertThat(states(Tolerance.HEDGED_ONE_UNIT, text, value, "USD")).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          $       | USD
          usd     | USD
          kr      | NOK
          °C      | °C
          C       | °C
          percent | %
          chf     | CHF
          goals   | goals
          """)
  void figureUnitsAreCanonical(String unit, String canonical) {
    assertThat(FigureMatcher.canonicalUnit(unit)).isEqualTo(canonical);
  }

  /**
   * The shortcut that rejects a number far from a figure in doubles never rejects one within a
   * step: over values near and at the step's edge, at many scales, "clearly apart" always means the
   * exact difference is more than the step.
   */
  @Test
  void clearlyApartNeverRejectsANumberWithinAStep() {
    Random random = new Random(24);
    int apart = 0;
    for (int i = 0; i < 200_000; i++) {
      int scale = random.nextInt(12) - 3;
      BigDecimal step = BigDecimal.ONE.movePointLeft(scale);
      BigDecimal real = BigDecimal.valueOf(random.nextLong() % 10_000_000_000L, random.nextInt(10));
      BigDecimal offset =
          switch (random.nextInt(4)) {
            case 0 -> step;
            case 1 -> step.add(BigDecimal.ONE.movePointLeft(scale + 1 + random.nextInt(20)));
            case 2 -> step.subtract(BigDecimal.ONE.movePointLeft(scale + 1 + random.nextInt(20)));
            default -> step.multiply(BigDecimal.valueOf(random.nextInt(1000)));
          };
      BigDecimal value = random.nextBoolean() ? real.add(offset) : real.subtract(offset);
      if (FigureMatcher.clearlyApart(value, real, step)) {
        apart++;
        assertThat(value.subtract(real).abs()).as(value + " vs " + real).isGreaterThan(step);
      }
    }
    assertThat(apart).isGreaterThan(10_000);
  }
}
