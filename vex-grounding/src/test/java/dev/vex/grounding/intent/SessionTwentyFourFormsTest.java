package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classes session 24 generalised (#21), each on messages written for this test (none is a table
 * row): what the user would get, an ask with its subject or nothing grounded, and the ordinary
 * messages beside them with the same words that must stay ungrounded.
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

  @Test
  void aCorrectionThenAQuestionOfThereAsksAboutThePlaceMeant() {
    assertThat(asks("sorry, I meant Tromsø - what's the weather there now"))
        .containsExactly("weather:Tromsø");
    assertThat(asks("nei, jeg mente Molde, hvordan er været der i morgen"))
        .containsExactly("weather:Molde");
    assertThat(asks("no, I meant that I was there yesterday")).isEmpty();
  }

  @Test
  void setIntoALanguageTranslates() {
    assertThat(asks("sett «takk for maten» om til tysk"))
        .containsExactly("translate:takk for maten");
    assertThat(asks("sett bordet om til kjøkkenet")).isEmpty();
  }

  @Test
  void whatIMissedWhileAwayOverAWeekAsksTheNews() {
    assertThat(asks("what did I miss while I was away last week")).containsExactly("news:");
  }

  @Test
  void aCurrencyInsteadAfterARateChangesItsTarget() {
    assertThat(asks("usd to nok", "in euros instead?")).containsExactly("currency:USD/EUR");
    assertThat(asks("500 kroner i euro", "i dollar i stedet?")).containsExactly("currency:NOK/USD");
    assertThat(asks("i stedet for å gå tur, hva med kino")).isEmpty();
  }

  @Test
  void whatItEndedBetweenTwoTeamsAsksTheirResult() {
    assertThat(asks("hva ble det mellom Brann og Molde"))
        .containsExactly("sports:Brann", "sports:Molde");
  }

  @Test
  void whoWonTheLastTimeTwoTeamsMetAsksNoMatchResult() {
    assertThat(asks("Brann result", "who won the last time they met?")).isEmpty();
    assertThat(asks("vant Brann?", "og når spiller de neste?")).containsExactly("sports:Brann");
  }

  @Test
  void anotherNationsKronerNamedInAConversionAddNoRateInNorwegianKroner() {
    assertThat(asks("200 euro i svenske og danske kroner")).containsExactly("currency:EUR/SEK,DKK");
  }

  private static List<String> when(String message) {
    return CLASSIFIER.classify(message).stream()
        .filter(Intent::isAsk)
        .map(i -> i.parameters().getOrDefault("when", ""))
        .toList();
  }
}
