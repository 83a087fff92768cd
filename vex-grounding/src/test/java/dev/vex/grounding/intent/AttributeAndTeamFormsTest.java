package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The forms session 15 generalised (#21), on messages of no table: what the user would get, an ask
 * with its subject or nothing grounded.
 */
class AttributeAndTeamFormsTest {

  @Test
  void weatherIsAskedByWhatTheSourceGives() {
    assertThat(asks("How cold is Trondheim?")).containsExactly("weather:Trondheim");
    assertThat(asks("how hot will Seville get this afternoon")).containsExactly("weather:Seville");
    assertThat(asks("what's the humidity like in Lagos today")).containsExactly("weather:Lagos");
    assertThat(asks("hvor fuktig er det i Grimstad nå")).containsExactly("weather:Grimstad");
    assertThat(asks("er det mye nedbør i Moss i kveld")).containsExactly("weather:Moss");
    assertThat(asks("is it snowing?")).containsExactly("weather:");
    assertThat(asks("snør det?")).containsExactly("weather:");
    assertThat(asks("er det iskaldt på Dovre nå")).containsExactly("weather:Dovre");
  }

  @Test
  void attributesOfOtherThingsAreNoWeather() {
    assertThat(asks("how hot is the sun's core")).isEmpty();
    assertThat(asks("how cold is dry ice")).isEmpty();
    assertThat(asks("how humid should a cigar humidor be")).isEmpty();
    assertThat(asks("how cold was it in Oslo last February")).isEmpty();
    assertThat(asks("er det vanlig med tåke i Bergen i november")).isEmpty();
    // the weather report holds no sunrise, sunset or air pressure: no ask to require it
    assertThat(asks("når står sola opp i Bodø i morgen")).isEmpty();
    assertThat(asks("what time is sunset in Lisbon today")).isEmpty();
    // the oven's temperature of a named dish asks for its recipe (#21, session 18), not the weather
    assertThat(asks("oven temperature for a Victoria sponge?"))
        .containsExactly("recipes:victoria sponge");
  }

  @Test
  void aTeamOfSeveralWordsIsReadBeforeItsFirstWord() {
    assertThat(asks("did Inter Miami lose")).containsExactly("sports:Inter Miami");
    assertThat(asks("next Minnesota United game")).containsExactly("sports:Minnesota United");
    assertThat(asks("did Inter lose")).containsExactly("sports:Inter Milan");
    assertThat(asks("når spelar Brann neste gong")).containsExactly("sports:Brann");
  }

  @Test
  void howToBuyAndWhetherToBuyAskNoPrice() {
    assertThat(asks("how can I buy Tesla shares from Norway")).isEmpty();
    assertThat(asks("bør jeg kjøpe ethereum nå")).isEmpty();
    assertThat(asks("should I buy solana now, what's the price?")).containsExactly("crypto:SOL");
    assertThat(asks("what was the Equinor share price when it launched")).isEmpty();
    assertThat(asks("what did Microsoft stock close at on New Year's Eve 1999")).isEmpty();
  }

  @Test
  void aDishWithoutSomethingIsTheDish() {
    assertThat(asks("brownies uten egg")).containsExactly("recipes:brownies");
    assertThat(asks("waffles without milk")).containsExactly("recipes:waffles");
    assertThat(asks("oppskrift på sukkerfri sjokoladekake"))
        .containsExactly("recipes:chocolate cake");
  }
}
