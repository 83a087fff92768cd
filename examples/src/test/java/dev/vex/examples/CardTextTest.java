package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** {@link CardText}: a card's labels and numbers in the reply's language, dates left alone. */
class CardTextTest {
  private static final Locale NB = CardText.NORWEGIAN;

  @Test
  void norwegianCardsWriteNumbersAsTheNorwegianReplyDoes() {
    assertThat(CardText.value("Price", "89,369 USD", NB)).isEqualTo("89 369 USD");
    assertThat(CardText.value("Price", "1,234,567.89 USD", NB)).isEqualTo("1 234 567,89 USD");
    assertThat(CardText.value("24h change", "-0.27 %", NB)).isEqualTo("-0,27 %");
    assertThat(CardText.value("Today (2026-04-03)", "1 to 11 °C", NB)).isEqualTo("1 til 11 °C");
    assertThat(CardText.value("Wind", "8 km/h SW", NB)).isEqualTo("8 km/t SW");
    assertThat(CardText.value("Market time", "2020-01-03 16:00 EST", NB))
        .isEqualTo("2020-01-03 16:00 EST");
    assertThat(CardText.value("Ingredients", "1.5 cups; 1,000 g", NB))
        .isEqualTo("1.5 cups; 1,000 g");
    assertThat(CardText.value("Price", "0.00001234 USD", NB)).isEqualTo("0,00001234 USD");
  }

  @Test
  void norwegianCardsHaveNorwegianLabelsAndTitles() {
    assertThat(CardText.label("Price", NB)).isEqualTo("Pris");
    assertThat(CardText.label("Feels like", NB)).isEqualTo("Føles som");
    assertThat(CardText.label("Today (2026-04-03)", NB)).isEqualTo("I dag (2026-04-03)");
    assertThat(CardText.label("Something new", NB)).isEqualTo("Something new");
    assertThat(CardText.title("Weather in Heideck, Germany", NB))
        .isEqualTo("Været i Heideck, Germany");
  }

  @Test
  void englishCardsStayAsTheFetchersWroteThem() {
    assertThat(CardText.value("Price", "89,369 USD", Locale.ENGLISH)).isEqualTo("89,369 USD");
    assertThat(CardText.label("Price", Locale.ENGLISH)).isEqualTo("Price");
    assertThat(CardText.title("Weather in Oslo", Locale.ENGLISH)).isEqualTo("Weather in Oslo");
  }
}
