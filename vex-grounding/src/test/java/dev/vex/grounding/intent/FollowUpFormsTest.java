package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The follow-up forms of session 16's second round (#21) and the Norwegian possessive of a team, on
 * messages of no table: what the user would get, an ask with its subject or nothing grounded.
 */
class FollowUpFormsTest {

  @Test
  void sameForAndTrailingWordsCarryTheKind() {
    assertThat(asks("weather in Tromsø?", "the same for Harstad please"))
        .containsExactly("weather:Harstad");
    assertThat(asks("hva koster bitcoin?", "samme for cardano da")).containsExactly("crypto:ADA");
    assertThat(asks("weather in Leeds", "can you check York too?")).containsExactly("weather:York");
    // "check" names no new subject without "too"
    assertThat(asks("weather in Leeds", "can you check my email")).isEmpty();
    // a mention stays a mention
    assertThat(asks("who founded Microsoft?", "same for Apple")).isEmpty();
  }

  @Test
  void aTeamsMatchAndAPricesMoveWithoutTheSubject() {
    assertThat(asks("Everton result?", "and the next one?")).containsExactly("sports:Everton");
    assertThat(asks("Everton result?", "how many times have they won the league?")).isEmpty();
    assertThat(asks("Everton result?", "who is their coach?")).isEmpty();
    assertThat(asks("bitcoin price?", "has it gone down today?")).containsExactly("crypto:BTC");
    assertThat(asks("bitcoin price?", "why did it go down?")).isEmpty();
    assertThat(asks("bitcoin price?", "how much did it go up in 2021?")).isEmpty();
  }

  @Test
  void theNorwegianPossessiveOfATeamBeforeItsMatch() {
    assertThat(asks("Hvordan gikk Liverpools siste kamp?")).containsExactly("sports:Liverpool");
    assertThat(asks("når er Arsenals neste kamp")).containsExactly("sports:Arsenal");
    assertThat(asks("Liverpools fans er best")).isEmpty();
  }
}
