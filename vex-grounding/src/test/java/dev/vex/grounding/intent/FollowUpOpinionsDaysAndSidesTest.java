package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 29's follow-up classes (#21), learnt by class from followup-tune13…18's misses and the
 * known leftovers, on messages written by the follow-up helper and in no table (DEFINITIONS.md's
 * decisions of session 29): a judgement of the figure just given asks nothing; a day changed alone,
 * in nynorsk or as "the rest of the week", keeps the place; a price only mentioned is converted
 * however the currency is asked, also when written with its sign; a nation's youth side of another
 * age or of the other sex; a club's other section; a recipe for another number of people and the
 * margin of a result asked just before; "there" after a place whose name is whole by its kind
 * ("Palm Springs") named in a message that asked nothing. Beside each, the follow-ups of the same
 * form that still ask, or ask nothing.
 */
class FollowUpOpinionsDaysAndSidesTest {
  @Test
  void aJudgementOfTheFigureJustGivenAsksNothing() {
    assertThat(asks("ada price", "is that a good price?")).isEmpty();
    assertThat(asks("hva står cardano i", "er det en god pris?")).isEmpty();
    assertThat(asks("temperatur i Narvik", "er det kaldt?")).isEmpty();
    assertThat(asks("eth price", "is that expensive?")).isEmpty();
    // with a time, "there" or a move of today it asks again
    assertThat(asks("my aunt lives in Reykjavik", "is it cold there now?"))
        .containsExactly("weather:Reykjavik");
    assertThat(asks("temperatur i Narvik", "er det kaldt i morgen?"))
        .containsExactly("weather:Narvik");
    assertThat(asks("eth price", "is it up today?")).containsExactly("crypto:ETH");
  }

  @Test
  void aDayChangedAloneKeepsThePlace() {
    assertThat(asks("kor e været i Florø i dag", "og i morgon?")).containsExactly("weather:Florø");
    assertThat(asks("vær i Molde", "og resten av uka?")).containsExactly("weather:Molde");
    assertThat(asks("weather in Leeds today", "and the rest of the week?"))
        .containsExactly("weather:Leeds");
    assertThat(asks("vær i Molde i dag", "og i går?")).isEmpty();
  }

  @Test
  void aPriceOnlyMentionedIsConvertedHoweverTheCurrencyIsAsked() {
    assertThat(asks("the taxi was 25 euros", "what's that in kroner?"))
        .containsExactly("currency:EUR/NOK");
    assertThat(asks("billetten kostet 90 euro", "hva blir det i kroner nå?"))
        .containsExactly("currency:EUR/NOK");
    assertThat(asks("I paid $12 for a burger", "in kroner?")).containsExactly("currency:USD/NOK");
    assertThat(asks("I paid 12€ for a burger", "in kroner?")).containsExactly("currency:EUR/NOK");
    assertThat(asks("I walked 12 km today", "what's that in miles?")).isEmpty();
  }

  @Test
  void aNationsYouthSideOfAnotherAgeOrSexKeepsTheNation() {
    assertThat(asks("how did Scotland U21 do", "and the U17?"))
        .containsExactly("sports:Scotland U17");
    assertThat(asks("Norway U19 women result", "and the boys?"))
        .containsExactly("sports:Norway U19");
    assertThat(asks("Norway U19 result", "og jentene?")).containsExactly("sports:Norway U19 women");
  }

  @Test
  void aClubsOtherSectionKeepsTheClub() {
    assertThat(asks("Vålerenga neste kamp", "og hockeylaget?"))
        .containsExactly("sports:Vålerenga Hockey");
    assertThat(asks("Vålerenga hockey resultat", "og fotballaget?"))
        .containsExactly("sports:Vålerenga");
    assertThat(asks("Vålerenga resultat", "og hockey-VM?")).isEmpty();
  }

  @Test
  void anotherNumberOfPeopleAndTheMarginKeepTheAskBefore() {
    assertThat(asks("lasagne recipe", "for four?")).containsExactly("recipes:lasagne");
    assertThat(asks("oppskrift på fiskesuppe", "og til 10 personer?"))
        .containsExactly("recipes:fish soup");
    assertThat(asks("lasagne recipe", "for 4 people, how many calories?")).isEmpty();
    assertThat(asks("weather in Oslo", "for 6 people?")).isEmpty();
    assertThat(asks("did Rosenborg win", "by how much?")).containsExactly("sports:Rosenborg");
    assertThat(asks("vant Viking i går", "med hvor mye?")).containsExactly("sports:Viking");
  }

  @Test
  void thereIsAPlaceWhoseNameIsWholeByItsKind() {
    assertThat(asks("we went to Palm Springs last year", "is it hot there now?"))
        .containsExactly("weather:Palm Springs");
    assertThat(asks("we met in Long Beach", "hva er været der i morgen?"))
        .containsExactly("weather:Long Beach");
    assertThat(asks("I love Long Beach", "why do people move there?")).isEmpty();
  }
}
