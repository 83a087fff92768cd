package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.junit.jupiter.api.Test;

/**
 * {@link ReadNumber.Reading#significantDigits()} counts a whole number shown to the unit by its
 * digits, without dividing: the count must be the one the division gives, for every sign, magnitude
 * and step (a step of 1 written {@code 1.0} takes the division, as any other).
 */
class SignificantDigitsTest {
  private static int divided(BigDecimal value, BigDecimal step) {
    BigDecimal units = value.abs().divideToIntegralValue(step);
    return units.signum() == 0 ? 1 : units.setScale(0, RoundingMode.DOWN).precision();
  }

  @Test
  void aWholeNumberCountsAsTheDivisionCountsIt() {
    String[] values = {
      "0",
      "-0",
      "1",
      "-1",
      "9",
      "10",
      "-10",
      "99",
      "100",
      "86123",
      "-86123",
      "1000000",
      "123456789012345678901234567890",
      "-9223372036854775808",
      "1.5",
      "-1.5",
      "0.04",
      "12.00",
      "1E+3",
      "5E+1"
    };
    String[] steps = {"1", "1.0", "0.01", "10", "100", "1E+3", "0.5"};
    for (String v : values) {
      for (String s : steps) {
        BigDecimal value = new BigDecimal(v);
        BigDecimal step = new BigDecimal(s);
        assertThat(new ReadNumber.Reading(value, step).significantDigits())
            .as(v + " step " + s)
            .isEqualTo(divided(value, step));
      }
    }
  }

  @Test
  void theNumbersAReplyStatesCountAsBefore() {
    assertThat(
            NumberReader.forLocale(java.util.Locale.ENGLISH)
                .read("It is -1 °C, then 15 and 0, BTC 86,123.45 USD, 79.8k.")
                .stream()
                .map(n -> n.readings().get(0).significantDigits()))
        .containsExactly(1, 2, 1, 7, 3);
  }
}
