package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The hand-written ticker check says exactly what the regular expression it replaced says. */
class TickerTest {
  private static final Pattern TICKER = Pattern.compile("[A-Z][A-Z0-9]{0,5}(?:\\.[A-Z]{1,3})?");

  @Property(tries = 2000, seed = "20261203")
  void agreesWithTheRegularExpression(@ForAll("words") String w) {
    assertThat(StockRule.ticker(w, 0)).as(w).isEqualTo(TICKER.matcher(w).matches());
    assertThat(StockRule.ticker("$" + w, 1)).as("$" + w).isEqualTo(TICKER.matcher(w).matches());
  }

  @Provide
  Arbitrary<String> words() {
    return Arbitraries.strings().withChars("AZBQ09a.$-ø").ofMinLength(0).ofMaxLength(12);
  }

  @Test
  void knownCases() {
    assertThat(StockRule.ticker("AAPL", 0)).isTrue();
    assertThat(StockRule.ticker("EQNR.OL", 0)).isTrue();
    assertThat(StockRule.ticker("BRK.B", 0)).isTrue();
    assertThat(StockRule.ticker("ABCDEF", 0)).isTrue();
    assertThat(StockRule.ticker("ABCDEFG", 0)).isFalse();
    assertThat(StockRule.ticker("AB.", 0)).isFalse();
    assertThat(StockRule.ticker("AB.CDEF", 0)).isFalse();
    assertThat(StockRule.ticker("aapl", 0)).isFalse();
    assertThat(StockRule.ticker("", 0)).isFalse();
    assertThat(StockRule.ticker("$", 1)).isFalse();
  }
}
