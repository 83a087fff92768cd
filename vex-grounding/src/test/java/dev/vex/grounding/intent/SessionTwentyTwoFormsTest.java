package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 22 generalised (#21: the ones session 21 left, and tune10's misses), each on
 * messages written for this test (none is a table row): what the user would get, an ask with its
 * subject or nothing grounded, and the ordinary messages beside them with the same words that must
 * stay ungrounded.
 */
class SessionTwentyTwoFormsTest {

  @Test
  void aDishNamedAloneAsksForItsRecipe() {
    assertThat(asks("lapskaus?")).containsExactly("recipes:lapskaus");
    assertThat(asks("moussaka")).containsExactly("recipes:moussaka");
    assertThat(asks("fiskesuppe?")).containsExactly("recipes:fish soup");
    assertThat(asks("ratatouille?")).containsExactly("recipes:ratatouille");
    assertThat(asks("paella")).containsExactly("recipes:paella");
    // the dish in a statement, a meal or a drink offered, a choice: no recipe asked
    assertThat(asks("lapskaus er godt")).isEmpty();
    assertThat(asks("I had moussaka yesterday")).isEmpty();
    assertThat(asks("dinner?")).isEmpty();
    assertThat(asks("coffee?")).isEmpty();
    assertThat(asks("lunsj?")).isEmpty();
    assertThat(asks("pizza or sushi?")).isEmpty();
    assertThat(asks("yum, paella!")).isEmpty();
  }

  @Test
  void theLaundryOutsideAsksTheWeather() {
    assertThat(asks("can I hang the laundry outside in Drammen today"))
        .containsExactly("weather:Drammen");
    assertThat(asks("is it a day to hang the washing out in Leeds?"))
        .containsExactly("weather:Leeds");
    assertThat(asks("kan jeg henge ut klesvasken i Hamar i dag?"))
        .containsExactly("weather:Hamar");
    assertThat(asks("kan jeg tørke klær ute i Molde i morgen")).containsExactly("weather:Molde");
    // laundry done, and laundry in the machine: no forecast asked
    assertThat(asks("I hung the laundry outside yesterday")).isEmpty();
    assertThat(asks("how do I get the laundry out of the machine faster")).isEmpty();
    assertThat(asks("klesvasken ligger ute på plenen")).isEmpty();
  }
}
