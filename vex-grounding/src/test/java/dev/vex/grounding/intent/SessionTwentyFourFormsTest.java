package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classes session 24 generalised (#21), each on messages written for this test (none is a
 * table row): what the user would get, an ask with its subject or nothing grounded, and the
 * ordinary messages beside them with the same words that must stay ungrounded.
 */
class SessionTwentyFourFormsTest {
  private static final GroundingClassifier CLASSIFIER = GroundingClassifier.create();

  @Test
  void whichNameACoinGoesByIsNoPriceQuestion() {
    assertThat(asks("is it called POL now?")).isEmpty();
    assertThat(asks("it's POL now, right?")).isEmpty();
    assertThat(asks("heter den POL nå?")).isEmpty();
    assertThat(asks("matic price", "so it's POL now?")).isEmpty();
    assertThat(asks("matic kurs", "heter den POL nå?")).isEmpty();
    // a word of a price keeps it an ask
    assertThat(asks("what's the price of the coin called POL")).containsExactly("crypto:POL");
    assertThat(asks("btc price", "is it up now?")).containsExactly("crypto:BTC");
  }

  @Test
  void whenAMatchWasAsksTheLastMatchNotTheNext() {
    assertThat(when("when did arsenal play chelsea?")).containsExactly("last", "last");
    assertThat(when("når spilte molde mot brann?")).containsExactly("last", "last");
    // a word of the match to come keeps the next one
    assertThat(when("when does arsenal play chelsea next?")).containsOnly("next");
    assertThat(when("are arsenal playing chelsea soon? who won last time?"))
        .containsExactly("next", "next");
  }

  @Test
  void aVerbOfAResultBeforeATeamAsksTheResult() {
    assertThat(asks("spilte Molde uavgjort i går")).containsExactly("sports:Molde");
    assertThat(asks("tapte Brann")).containsExactly("sports:Brann");
    // the speaker's own match, or no team: nothing grounded
    assertThat(asks("spilte du fotball i helga")).isEmpty();
    assertThat(asks("tapte nøklene mine på bussen")).isEmpty();
  }

  @Test
  void howManyCommentsOrPointsOfAStoryIsAnAsk() {
    assertThat(asks("the rust story on hn, hvor mange poeng")).containsExactly("news:");
    assertThat(asks("how many points has the top story on hacker news got"))
        .containsExactly("news:");
    // comments on something else: nothing grounded
    assertThat(asks("how many comments did my blog post get")).isEmpty();
  }

  private static List<String> when(String message) {
    return CLASSIFIER.classify(message).stream()
        .filter(Intent::isAsk)
        .map(i -> i.parameters().getOrDefault("when", ""))
        .toList();
  }
}
