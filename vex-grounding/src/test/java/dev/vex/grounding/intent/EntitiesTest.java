package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The gazetteer and lexicon names the classifier trims, splits and reads follow-ups with. */
class EntitiesTest {
  private static List<String> subjects(String message) {
    return GroundingClassifier.create().classify(message).stream()
        .map(i -> i.kind() + ":" + i.subject())
        .toList();
  }

  @Test
  void aRulesPlaceIsTrimmedToTheKnownPlaceInIt() {
    assertThat(subjects("will it rain in oslo during the match tonight"))
        .containsExactly("weather:Oslo");
    assertThat(subjects("weather update trondheim pls")).containsExactly("weather:Trondheim");
  }

  @Test
  void joinedPlacesAreSplitIntoOneIntentEach() {
    assertThat(subjects("temps for oslo bergen and tromsø tomorrow"))
        .containsExactly("weather:Oslo", "weather:Bergen", "weather:Tromsø");
  }

  @Test
  void aPlaceTheRuleMissedIsFoundInTheMessage() {
    assertThat(subjects("weather forecast new york")).containsExactly("weather:New York");
  }

  @Test
  void aShortFollowUpNamingOnlySubjectsIsACandidateOfEachSubjectsKind() {
    assertThat(subjects("and in trondheim?")).containsExactly("weather:Trondheim");
    assertThat(subjects("hva med doge da")).containsExactly("crypto:DOGE");
    assertThat(subjects("aker bp i dag")).containsExactly("stocks:Aker BP");
    assertThat(subjects("btc eth sol")).containsExactly("crypto:BTC", "crypto:ETH", "crypto:SOL");
    // a word that is no subject ("deg") makes it an ordinary message
    assertThat(GroundingClassifier.create().classify("hvordan går det med deg")).isEmpty();
  }

  @Test
  void norwegianCurrencyFormsAndComparisonsOfWarmthAreRead() {
    assertThat(subjects("svensk krone i norske kroner i dag")).containsExactly("currency:SEK/NOK");
    assertThat(subjects("pundet mot krona nå")).containsExactly("currency:GBP/NOK");
    assertThat(subjects("er det varmere i bergen eller trondheim nå"))
        .containsExactly("weather:Bergen", "weather:Trondheim");
  }

  @Test
  void aCompanyWhoseNameBeginsAnotherIsNotASecondSubject() {
    assertThat(subjects("Kongsberg Gruppen aksje")).containsExactly("stocks:Kongsberg Gruppen");
  }

  @Test
  void aPlaceThatIsAlsoACommonWordCountsOnlyWithACapitalOrAfterIn() {
    assertThat(Entities.places(new Utterance("that was nice of you"))).isEmpty();
    assertThat(Entities.places(new Utterance("weather in nice"))).hasSize(1);
    assertThat(Entities.places(new Utterance("Nice tomorrow"))).hasSize(1);
  }

  @Test
  void theAskModelTellsAKnownPlaceFromALowerCaseWordTheRuleTookForOne() {
    assertThat(ModelInput.masked("weather in oslo tomorrow")).contains("xplace");
    List<Intent> hate = GroundingClassifier.create().classify("i hate cold weather");
    assertThat(hate).allMatch(i -> !i.isAsk());
  }
}
