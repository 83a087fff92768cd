package dev.vex.core.grounding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyFigureTest {
  private static final BigDecimal PRICE = new BigDecimal("65603");

  @Test
  void aliasesAreStrippedAndBlanksNullsAndRepeatsLeftOut() {
    KeyFigure f =
        KeyFigure.optional("BTC price", PRICE, "USD")
            .withAliases(" Bitcoin ", "BTC", null, "", "  ", "Bitcoin", "btc");

    assertThat(f.aliases()).containsExactly("Bitcoin", "BTC", "btc");
  }

  @Test
  void cleanAliasesAreKeptInTheirOrderAndCannotBeChanged() {
    List<String> mine = new ArrayList<>(List.of("Bitcoin", "BTC", "ether"));
    KeyFigure f = new KeyFigure("BTC price", PRICE, "USD", true, mine);
    mine.set(0, "Dogecoin");

    assertThat(f.aliases()).containsExactly("Bitcoin", "BTC", "ether");
    assertThatThrownBy(() -> f.aliases().add("x"))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void figuresOfOneSubjectShareTheAliasesTheFirstCleaned() {
    KeyFigure price = new KeyFigure("BTC price", PRICE, "USD").withAliases("Bitcoin", "BTC");
    KeyFigure high = new KeyFigure("BTC 24h high", PRICE, "USD", false, price.aliases());

    assertThat(high.aliases()).isSameAs(price.aliases());
    // a list with something to clean is still cleaned, not shared
    List<String> padded = Arrays.asList("Bitcoin", " BTC");
    assertThat(new KeyFigure("x", PRICE, "USD", false, padded).aliases())
        .containsExactly("Bitcoin", "BTC");
  }
}
