package dev.vex.grounding.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The coin table's records compare by their components, as generated record methods would. */
class CoinsTest {
  @Test
  void coinsAreEqualExactlyWhenTheirComponentsAre() {
    Coins.Coin btc = Coins.byName("bitcoin").orElseThrow();
    Coins.Coin copy = new Coins.Coin(btc.id(), btc.symbol(), btc.name(), btc.everydayWord());

    assertThat(copy).isEqualTo(btc).hasSameHashCodeAs(btc);
    assertThat(new Coins.Coin(btc.id(), btc.symbol(), btc.name(), !btc.everydayWord()))
        .isNotEqualTo(btc);
    assertThat(new Coins.Coin(btc.id(), "XBT", btc.name(), btc.everydayWord())).isNotEqualTo(btc);
    assertThat(new Coins.Coin(null, null, null, false))
        .isEqualTo(new Coins.Coin(null, null, null, false))
        .isNotEqualTo(btc)
        .isNotEqualTo(null);
  }
}
