package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Classes generalised by session 20's second intent helper (#21) from the tuning part's out-of-fold
 * misses, each on messages written for this test (none is a table row): "sol" the coin beside
 * another coin or a word of a price or a move, the weather asked by the sun being out or by
 * scraping the car, and the same words in talk that asks for nothing.
 */
class SunCoinAndFrostFormsTest {

  @Test
  void solBesideAnotherCoinOrAMoveIsTheCoin() {
    assertThat(asks("sol or eth, which gained more today"))
        .containsExactlyInAnyOrder("crypto:SOL", "crypto:ETH");
    assertThat(asks("has sol gone up today in percent")).containsExactly("crypto:SOL");
    assertThat(asks("har sol falt i dag")).containsExactly("crypto:SOL");
    assertThat(asks("btc og sol kurs")).containsExactlyInAnyOrder("crypto:BTC", "crypto:SOL");
  }

  @Test
  void solTheSunStaysWeatherOrTalk() {
    assertThat(asks("blir det sol i Molde i morgen")).containsExactly("weather:Molde");
    assertThat(asks("er det sol i Bodø nå")).containsExactly("weather:Bodø");
    assertThat(asks("sol and moon are my cats")).isEmpty();
    assertThat(asks("sol er best om sommeren")).isEmpty();
  }

  @Test
  void theWeatherAskedByTheSunOrByFrostOnTheCar() {
    assertThat(asks("is the sun out in Trondheim right now")).containsExactly("weather:Trondheim");
    assertThat(asks("do I need to scrape the windshield tomorrow morning in Lillehammer"))
        .containsExactly("weather:Lillehammer");
    // the same words of a day gone by ask for nothing
    assertThat(asks("the sun out in Spain was brutal last summer")).isEmpty();
    assertThat(asks("I had to scrape the car every morning last winter in Kiruna")).isEmpty();
  }
}
