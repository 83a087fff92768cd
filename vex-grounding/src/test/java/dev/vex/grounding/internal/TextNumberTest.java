package dev.vex.grounding.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Scale;
import org.junit.jupiter.api.Test;

/**
 * {@link Text#number} formats by hand; the JDK's {@link DecimalFormat} with the pattern it replaced
 * ({@code #,##0}, HALF_UP, at most n decimals, Norwegian with a space and a hyphen-minus) is the
 * oracle.
 */
class TextNumberTest {
  @Property(tries = 3000, seed = "20261203")
  void writesWhatDecimalFormatWrote(
      @ForAll @BigRange(min = "-1000000000000", max = "1000000000000") @Scale(10) BigDecimal n,
      @ForAll @IntRange(min = 0, max = 8) int decimals,
      @ForAll boolean nb) {
    assertThat(Text.number(n, decimals, nb)).isEqualTo(reference(n, decimals, nb));
  }

  /**
   * Numbers with no more decimals than kept (a price of 65603 or 0.52, as a source sends them) are
   * written from their own digits, without rounding: the same text.
   */
  @Property(tries = 3000, seed = "20261205")
  void writesWhatDecimalFormatWroteForNumbersThatNeedNoRounding(
      @ForAll long unscaled,
      @ForAll @IntRange(min = -3, max = 8) int scale,
      @ForAll @IntRange(min = 0, max = 8) int decimals,
      @ForAll boolean nb) {
    BigDecimal n = BigDecimal.valueOf(unscaled, scale);
    assertThat(Text.number(n, decimals, nb)).isEqualTo(reference(n, decimals, nb));
  }

  @Test
  void edgeCasesMatchToo() {
    String[] values = {
      "0", "-0.001", "0.005", "-0.005", "0.004999", "1E+3", "-1234567.125", "0.000000015",
      "999.995", "999999.999", "100", "1000000", "-1000", "12345.6789", "0.1", "-0.10"
    };
    for (String v : values) {
      for (int d = 0; d <= 8; d++) {
        for (boolean nb : new boolean[] {false, true}) {
          BigDecimal n = new BigDecimal(v);
          assertThat(Text.number(n, d, nb))
              .as(v + " " + d + " " + nb)
              .isEqualTo(reference(n, d, nb));
        }
      }
    }
    assertThat(Text.price(new BigDecimal("89369.4"), false)).isEqualTo("89,369.4");
    assertThat(Text.price(new BigDecimal("89369.4"), true)).isEqualTo("89 369,4");
    assertThat(Text.percent(new BigDecimal("-0.2712"), true)).isEqualTo("-0,27 %");
  }

  private static String reference(BigDecimal n, int decimals, boolean nb) {
    DecimalFormatSymbols symbols =
        DecimalFormatSymbols.getInstance(nb ? Locale.forLanguageTag("nb-NO") : Locale.ENGLISH);
    if (nb) {
      symbols.setGroupingSeparator(' ');
      symbols.setMinusSign('-');
    }
    DecimalFormat f = new DecimalFormat("#,##0", symbols);
    f.setMaximumFractionDigits(decimals);
    f.setRoundingMode(RoundingMode.HALF_UP);
    return f.format(n);
  }
}
