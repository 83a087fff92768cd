package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.Locale;
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
}
