package dev.vex.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RemovedTest {

  @Test
  void aCorrectedFigureCountsAsRemovedAndAKeptOneDoesNot() {
    assertThat(
            Removed.figures("It is 25 °C, 25 °C tomorrow, wind 4 m/s", "It is 11 °C, wind 4 m/s"))
        .isEqualTo(2);
  }

  @Test
  void figuresInsideLinksAreNotFigures() {
    assertThat(Removed.figures("See https://x.example/2026/12 for 11 °C", "See it for 11 °C"))
        .isZero();
    assertThat(Removed.links("See https://x.example/2026/12 for 11 °C", "See it for 11 °C"))
        .isEqualTo(1);
  }

  @Test
  void aLinkKeptWithOtherPunctuationAfterItIsNotRemoved() {
    assertThat(
            Removed.links(
                "[a](https://ok.example/a), https://bad.example/b.", "https://ok.example/a; gone"))
        .isEqualTo(1);
  }
}
