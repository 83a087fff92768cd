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

  private static final NumberReader NB = NumberReader.forLocale(Locale.forLanguageTag("nb-NO"));

  /** {@link #states} in Norwegian, rounded. */
  private static boolean statesNb(String text, String value, String unit) {
    KeyFigure figure = new KeyFigure("f", new BigDecimal(value), unit);
    FigureMatcher matcher = new FigureMatcher(Tolerance.ROUNDED);
    return NB.read(text).stream().anyMatch(n -> matcher.matches(n, figure));
  }

  /**
   * A one-sided hedge says on which side of the stated number the real value lies (#22): on the
   * right side it states the figure at the shown scale, on the wrong side it does not, for prices,
   * temperatures, rates and counts. A bare number beside a price may be of something else ("just
   * under 160 people"): its side is not judged.
   */
  @ParameterizedTest(name = "{0} states {1} {2}: {3}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          just under $160         | 160.55   | USD | false
          just over $160          | 160.55   | USD | true
          a bit above $160        | 160.55   | USD | true
          a bit below $160        | 160.55   | USD | false
          almost $161             | 160.55   | USD | true
          nearly $160             | 160.55   | USD | false
          barely over $160        | 160.55   | USD | true
          about $160              | 160.55   | USD | true
          nearly 20 °C            | 19.6     | °C  | true
          just over 20 °C         | 19.6     | °C  | false
          a bit above 20 °C       | 20.4     | °C  | true
          almost 20 °C            | 20.4     | °C  | false
          just under 3%           | -2.97    | %   | true
          just over 3%            | -2.97    | %   | false
          nearly 11.7 NOK         | 11.69    | NOK | true
          just over 11.7 NOK      | 11.69    | NOK | false
          just under 160          | 160.55   | USD | true
          nearly 20 million       | 19995671 | ''  | true
          just over 20 million    | 19995671 | ''  | false
          """)
  void aOneSidedHedgeStatesAFigureOnlyOnItsSide(
      String text, String value, String unit, boolean expected) {
    assertThat(states(Tolerance.ROUNDED, text, value, unit)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} states {1} {2}: {3}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          snaut 160 dollar        | 160.55   | USD | false
          drøyt 160 dollar        | 160.55   | USD | true
          i underkant av 160 kr   | 160.55   | NOK | false
          i overkant av 160 kr    | 160.55   | NOK | true
          vel 160 kr              | 160.55   | NOK | true
          knapt 161 kr            | 160.55   | NOK | true
          knapt 160 kr            | 160.55   | NOK | false
          nesten 20 °C            | 19.6     | °C  | true
          nesten 20 °C            | 20.4     | °C  | false
          drøyt 20 °C             | 19.6     | °C  | false
          litt over 3 %           | 3.2      | %   | true
          litt under 3 %          | 3.2      | %   | false
          snaut 11,7 kr           | 11.69    | NOK | true
          drøyt 11,7 kr           | 11.69    | NOK | false
          snaut 160               | 160.55   | USD | true
          nesten -5 °C            | -4.8     | °C  | true
          """)
  void aOneSidedHedgeStatesAFigureOnlyOnItsSideInNorwegian(
      String text, String value, String unit, boolean expected) {
    assertThat(statesNb(text, value, unit)).isEqualTo(expected);
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

  /** Numbers as replies write them: signs, decimals, ambiguous groups, hedges, units, percents. */
  private static java.util.List<ReadNumber> numbers(Random random, int count) {
    String[] forms = {"%s", "about %s", "$%s", "%s %%", "-%s °C", "%s kr", "drøyt %s", "%sk"};
    java.util.List<ReadNumber> out = new java.util.ArrayList<>();
    while (out.size() < count) {
      String digits =
          switch (random.nextInt(5)) {
            case 0 -> Integer.toString(random.nextInt(20));
            case 1 -> random.nextInt(100) + "." + random.nextInt(100);
            case 2 -> random.nextInt(1000) + "," + (100 + random.nextInt(900));
            case 3 -> Long.toString(random.nextLong() % 1_000_000_000L).replace("-", "");
            default -> "9".repeat(1 + random.nextInt(30));
          };
      String text = String.format(Locale.ROOT, forms[random.nextInt(forms.length)], digits);
      out.addAll(
          (random.nextBoolean() ? EN : NumberReader.forLocale(Locale.forLanguageTag("nb")))
              .read(text));
    }
    return out;
  }

  /** Figure values: small integers (many alike, as a weather report's), prices, huge values. */
  private static double[] reals(Random random, int count) {
    double[] reals = new double[count];
    for (int i = 0; i < count; i++) {
      reals[i] =
          switch (random.nextInt(6)) {
            case 0 -> random.nextInt(3);
            case 1 -> random.nextInt(40) - 10;
            case 2 -> random.nextInt(100);
            case 3 ->
                new BigDecimal(random.nextInt(100_000) + "." + random.nextInt(100)).doubleValue();
            case 4 -> new BigDecimal("1e400").doubleValue(); // no finite double
            default -> -random.nextDouble() * 5;
          };
    }
    return reals;
  }

  @Test
  void theLookUpInSortedValuesKeepsTheBitsOfThePassOverEveryFigure() {
    Random random = new Random(23);
    int kept = 0;
    for (int round = 0; round < 300; round++) {
      double[] reals = reals(random, 1 + random.nextInt(64));
      FigureMatcher.Values values = FigureMatcher.Values.of(reals);
      for (ReadNumber n : numbers(random, 40)) {
        long all = FigureMatcher.mayBeClose(n, reals, 0.10);
        assertThat(FigureMatcher.mayBeClose(n, values, 0.10)).as(n + " " + reals).isEqualTo(all);
        kept += Long.bitCount(all);
      }
    }
    assertThat(kept).isGreaterThan(10_000);
  }

  @Test
  void aNumberThatStatesAFigureKeepsItsMayMatchBit() {
    Random random = new Random(21);
    FigureMatcher matcher = new FigureMatcher(Tolerance.HEDGED_ONE_UNIT);
    int matched = 0;
    int ruledOut = 0;
    for (int round = 0; round < 300; round++) {
      double[] reals = reals(random, 1 + random.nextInt(64));
      java.util.List<KeyFigure> figures = new java.util.ArrayList<>();
      for (double r : reals) {
        BigDecimal value = Double.isFinite(r) ? BigDecimal.valueOf(r) : new BigDecimal("1e400");
        figures.add(new KeyFigure("f", value, random.nextBoolean() ? "" : "%"));
      }
      long every = reals.length == 64 ? -1L : (1L << reals.length) - 1;
      for (ReadNumber n : numbers(random, 40)) {
        long may = FigureMatcher.mayMatch(n, reals, every);
        for (int i = 0; i < reals.length; i++) {
          boolean bit = (may & (1L << i)) != 0;
          if (matcher.matches(n, figures.get(i))) {
            matched++;
            assertThat(bit).as(n + " states " + figures.get(i)).isTrue();
          } else if (!bit) {
            ruledOut++;
          }
        }
      }
    }
    assertThat(matched).isGreaterThan(200);
    assertThat(ruledOut).isGreaterThan(100_000);
  }
}
