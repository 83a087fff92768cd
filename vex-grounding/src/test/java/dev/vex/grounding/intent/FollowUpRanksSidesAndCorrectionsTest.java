package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 30's follow-up classes (#21), learnt by class from followup-tune19's misses and
 * followup-tune18's leftovers, on pairs written for this test and in no table: a correction after a
 * pause word or in dialect ("no wait", "oops", "æ mente"), one that takes a side back ("eur not
 * sek"); an amount written with the yen's sign; an amount "of them"; a coin by its rank after a
 * coin's price; the weather now after a climate normal; a club's handball section and a club's
 * other side. Beside each, pairs with the same words that must come out the other way.
 */
class FollowUpRanksSidesAndCorrectionsTest {
  @Test
  void aCorrectionAfterAPauseWordNamesWhatWasMeant() {
    assertThat(asks("weather in Leeds", "no wait, Hull")).containsExactly("weather:Hull");
    assertThat(asks("vær i Lillehammer", "nei vent, Hamar")).containsExactly("weather:Hamar");
    assertThat(asks("price of xrp", "oops, I meant ada")).containsExactly("crypto:ADA");
    assertThat(asks("ethereum i dag", "sorry, mente solana")).containsExactly("crypto:SOL");
    // a pause word with nothing of the kind after it corrects nothing
    assertThat(asks("weather in Leeds", "no wait, that's all, thanks")).isEmpty();
    assertThat(asks("price of xrp", "oops, wrong chat")).isEmpty();
  }

  @Test
  void aCorrectionThatTakesASideBackReplacesThatSide() {
    assertThat(asks("300 dkk to nok", "oops, I meant sek not dkk"))
        .containsExactly("currency:SEK/NOK");
    assertThat(asks("100 euro til kroner", "nei, jeg mente pund ikke euro"))
        .containsExactly("currency:GBP/NOK");
    assertThat(asks("100 nok to usd", "no I meant gbp not usd"))
        .containsExactly("currency:NOK/GBP");
    // a side that is not the pair's is taken back from nothing
    assertThat(asks("100 nok to usd", "no I meant gbp not chf")).doesNotContain("currency:GBP/USD");
  }

  @Test
  void anAmountWrittenWithTheYenSignIsConverted() {
    assertThat(asks("the hotel in Osaka was ¥12000 a night", "in euros?"))
        .containsExactly("currency:JPY/EUR");
    assertThat(asks("paid 2500¥ for sushi", "what's that in kroner?"))
        .containsExactly("currency:JPY/NOK");
    assertThat(asks("I collect ¥ signs in fonts", "in euros?")).doesNotContain("currency:JPY/EUR");
  }

  @Test
  void anAmountOfThemIsAnAmountOfTheCurrencyBefore() {
    assertThat(asks("pounds to kroner", "and 300 of them?")).containsExactly("currency:GBP/NOK");
    assertThat(asks("euro til kroner", "hva med 40 av dem?")).containsExactly("currency:EUR/NOK");
    assertThat(asks("weather in Oslo", "and 300 of them?")).isEmpty();
  }

  @Test
  void aCoinByItsRankAfterACoinsPriceIsACoinAsk() {
    assertThat(asks("bitcoin price", "and the fourth?")).containsExactly("crypto:");
    assertThat(asks("hva koster eth nå", "og nummer fem?")).containsExactly("crypto:");
    assertThat(asks("eth price", "and the one just below it?")).containsExactly("crypto:");
    // a rank of something else, or after no coin, is no coin
    assertThat(asks("bitcoin price", "and the second half?")).isEmpty();
    assertThat(asks("bitcoin price", "wait a second")).isEmpty();
    assertThat(asks("who won the race", "and the second?")).isEmpty();
  }

  @Test
  void nowAfterAClimateNormalAsksTheWeatherNow() {
    assertThat(asks("what's the average July temperature in Madrid", "and now?"))
        .containsExactly("weather:Madrid");
    assertThat(asks("hva er snittemperaturen i Tromsø i mars", "og nå?"))
        .containsExactly("weather:Tromsø");
    // another place after a normal is still a normal; "now" after no normal is no weather
    assertThat(asks("what's the average July temperature in Madrid", "and in Seville?")).isEmpty();
    assertThat(asks("what's the population of Madrid", "and now?")).isEmpty();
  }

  @Test
  void aClubsHandballSectionAndOtherSideKeepTheClub() {
    assertThat(asks("Vålerenga hockey score", "and the handball team?"))
        .containsExactly("sports:Vålerenga Håndball");
    assertThat(asks("Arsenal Women result", "and the men's team?"))
        .containsExactly("sports:Arsenal");
    // "håndballjentene" alone is the nation's team, not the club's; a nation's sides as before
    assertThat(asks("Vålerenga resultat", "og håndballjentene?"))
        .doesNotContain("sports:Vålerenga Håndball");
    assertThat(asks("Vålerenga resultat", "og håndball-VM?")).isEmpty();
  }
}
