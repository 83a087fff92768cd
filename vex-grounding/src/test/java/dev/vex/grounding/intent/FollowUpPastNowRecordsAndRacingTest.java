package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 31's follow-up classes (#21), learnt by class from followup-tune20's misses and false
 * fires, on pairs written for this test and in no table: the weather now after the weather of a
 * past year; "what about today?" / "hva med i dag?" after a figure of the past; a judgement of the
 * figure after an interjection of feeling ("brr, is that cold?") asks nothing; a coin's or share's
 * record asked by a pronoun asks nothing; motor racing after a team's result is no team. Beside
 * each, follow-ups with the same words that come out the other way.
 */
class FollowUpPastNowRecordsAndRacingTest {
  @Test
  void nowAfterThePastWeatherOfAYearAsksThatPlacesWeather() {
    assertThat(asks("how warm did it get in Bergen in 1995", "and now?"))
        .containsExactly("weather:Bergen");
    assertThat(asks("hvor mye snø var det i Tromsø i 1997", "og nå?"))
        .containsExactly("weather:Tromsø");
    // another past year, or a year that was no weather, asks nothing
    assertThat(asks("how warm did it get in Bergen in 1995", "and in 2005?")).isEmpty();
    assertThat(asks("I moved to Bergen in 1995", "and now?")).isEmpty();
    assertThat(asks("hvor mange bodde i Tromsø i 1997", "og nå?")).isEmpty();
  }

  @Test
  void whatAboutTodayAfterAFigureOfThePastAsksItNow() {
    assertThat(asks("what was Tesla's share price in 2015", "what about today?"))
        .containsExactly("stocks:Tesla");
    assertThat(asks("hva var bitcoin verdt i 2017", "hva med i dag?"))
        .containsExactly("crypto:BTC");
    // another past, or today's plans, asks nothing
    assertThat(asks("what was Tesla's share price in 2015", "what about 2010?")).isEmpty();
    assertThat(asks("what was Tesla's share price in 2015", "what about today's lunch?")).isEmpty();
  }

  @Test
  void aJudgementAfterAnInterjectionOfFeelingAsksNothing() {
    assertThat(asks("temperature in Tromsø now", "brrr, is that cold?")).isEmpty();
    assertThat(asks("temperatur i Vadsø", "huff, er det kaldt?")).isEmpty();
    assertThat(asks("doge price", "ugh, is that low?")).isEmpty();
    // with a time or "there" it asks again
    assertThat(asks("temperature in Tromsø now", "brrr, will it be cold there tonight?"))
        .containsExactly("weather:Tromsø");
    assertThat(asks("temperatur i Vadsø", "huff, blir det kaldt i morgen?"))
        .containsExactly("weather:Vadsø");
  }

  @Test
  void aRecordAskedByAPronounAsksNothing() {
    assertThat(asks("btc price", "what's its all-time high?")).isEmpty();
    assertThat(asks("hva står Equinor i", "hva er rekorden dens?")).isEmpty();
    assertThat(asks("eth price", "what was its ath?")).isEmpty();
    // the live figure by the same pronoun still asks
    assertThat(asks("btc price", "is it up today?")).containsExactly("crypto:BTC");
    assertThat(asks("hva står Equinor i", "har den gått opp i dag?"))
        .containsExactly("stocks:Equinor");
  }

  @Test
  void motorRacingAfterATeamsResultIsNoTeam() {
    assertThat(asks("Chelsea result", "and the Grand Prix?")).isEmpty();
    assertThat(asks("Rosenborg resultat", "og Formel 1?")).isEmpty();
    // another team, or the team's next match, still asks
    assertThat(asks("Chelsea result", "and Arsenal?")).containsExactly("sports:Arsenal");
    assertThat(asks("Rosenborg resultat", "og neste kamp?")).containsExactly("sports:Rosenborg");
  }

  @Test
  void thereAfterAClubNamedByItsTownIsTheTown() {
    assertThat(asks("Burnley FC result", "and the weather there tomorrow?"))
        .containsExactly("weather:Burnley");
    assertThat(asks("Luton Town result", "what's the weather there tomorrow?"))
        .containsExactly("weather:Luton");
    assertThat(asks("Molde FK resultat", "hvordan blir været der i morgen?"))
        .containsExactly("weather:Molde");
    // "there" of the match, or no weather, asks no town's weather
    assertThat(asks("Burnley FC result", "who scored there?")).doesNotContain("weather:Burnley");
    assertThat(asks("Molde FK resultat", "skal du dit i morgen?")).isEmpty();
  }

  @Test
  void howToMakeOneAfterADishOnlyNamedIsItsRecipe() {
    assertThat(asks("where does the Eccles cake come from", "how do I make one?"))
        .containsExactly("recipes:Eccles cake");
    assertThat(asks("where does the shepherd's pie come from", "how would you make one?"))
        .containsExactly("recipes:shepherd's pie");
    // "one" of something else, or a dish asked as history, asks no recipe
    assertThat(asks("where does the Eccles cake come from", "how do I make one friend?")).isEmpty();
    assertThat(asks("where does the Eccles cake come from", "who invented it?")).isEmpty();
  }

  @Test
  void howMuchIsThatInAnotherCurrencyAfterARateIsTheSameAmount() {
    assertThat(asks("hva er 200 euro i kroner", "takk, kor mykje er det i danske?"))
        .containsExactly("currency:EUR/DKK");
    assertThat(asks("what's 50 usd in nok", "thanks, how much is that in yen?"))
        .containsExactly("currency:USD/JPY");
    // no rate asked before, or a judgement of the amount, asks no rate
    assertThat(asks("I paid 200 euro for the hotel", "takk, kor mykje er det i danske?"))
        .doesNotContain("currency:EUR/NOK");
    assertThat(asks("what's 50 usd in nok", "thanks, is that a lot in norway?")).isEmpty();
  }
}
