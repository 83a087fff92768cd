package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The forms session 14 generalised (#21): what the user would get for a message, an ask with its
 * subject or nothing grounded.
 */
class GeneralisedFormsTest {

  @Test
  void aDishIsTheHeadOfWhatIsMade() {
    assertThat(asks("how do i make mac and cheese")).containsExactly("recipes:mac and cheese");
    assertThat(asks("korleis lagar ein raspeball")).containsExactly("recipes:raspeball");
    assertThat(asks("how do I make a burger menu in css")).isEmpty();
    assertThat(asks("how do you make pasta not stick together")).isEmpty();
    assertThat(asks("hvordan lage kake i minecraft")).isEmpty();
  }

  @Test
  void weatherGoneByOrUsualIsNotAsked() {
    assertThat(asks("I got soaked in the rain yesterday in Bergen")).isEmpty();
    assertThat(asks("er det alltid kaldt på Svalbard")).isEmpty();
    assertThat(asks("e det kaldt ute i dag")).containsExactly("weather:");
  }

  @Test
  void teamsAgainstEachOtherAndKronerByNation() {
    assertThat(asks("når spiller Real Madrid mot Barça")).hasSize(2);
    assertThat(asks("how much is 1000 Danish kroner in euros")).containsExactly("currency:DKK/EUR");
    assertThat(asks("kan du slå opp i ordboka hva ordet betyr")).isEmpty();
  }
}
