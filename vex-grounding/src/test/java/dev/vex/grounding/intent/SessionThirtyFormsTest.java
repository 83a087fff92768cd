package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 30 added (#21), each on messages written for this test (none is a table row):
 * what the user would get, an ask with its subject or nothing grounded, and the messages beside
 * them with the same words that must come out the other way.
 */
class SessionThirtyFormsTest {

  @Test
  void aCoinAskedByAnyRankHasNoSubject() {
    assertThat(asks("third biggest coin price right now")).containsExactly("crypto:");
    assertThat(asks("hva koster nummer 4 krypto nå")).containsExactly("crypto:");
    // which coin ranks third, not its price, and a year's ranking
    assertThat(asks("what is the third biggest coin?")).isEmpty();
    assertThat(asks("third biggest coin in 2019, price then?")).isEmpty();
  }

  @Test
  void aRecordOfAllTimeIsNoAsk() {
    assertThat(asks("what's the highest solana has ever traded at")).isEmpty();
    // how far the price now is below the all-time high is today's price
    assertThat(asks("solana all time high and how far off")).containsExactly("crypto:SOL");
    assertThat(asks("hva er den laveste kursen Tesla noen gang har hatt")).isEmpty();
    // the price now, and a record asked with a word of now, still ask
    assertThat(asks("what's solana trading at")).containsExactly("crypto:SOL");
    assertThat(asks("is solana at its highest ever right now?")).containsExactly("crypto:SOL");
  }

  @Test
  void anExchangesHoursAreNoAsk() {
    assertThat(asks("when does the Nasdaq open on Monday")).isEmpty();
    assertThat(asks("når åpner Oslo Børs i morgen")).isEmpty();
    // how a share or an index closed today is its move
    assertThat(asks("how did the Nasdaq close today?")).containsExactly("stocks:^IXIC");
  }

  @Test
  void aSeasonsTallyIsNoResult() {
    assertThat(asks("how many goals did Salah score this season")).isEmpty();
    assertThat(asks("hvor mange mål scoret Molde forrige sesong")).isEmpty();
    // the latest match's result
    assertThat(asks("how many goals did Molde score yesterday")).containsExactly("sports:Molde");
  }

  @Test
  void aRecipeForAnOutcomeIsAnIdiom() {
    assertThat(asks("å kjøre uten kart er en oppskrift på trøbbel")).isEmpty();
    assertThat(asks("skipping breakfast is a recipe for a bad mood")).isEmpty();
    // a recipe asked for
    assertThat(asks("hva er oppskriften på sveler?")).containsExactly("recipes:sveler");
    assertThat(asks("gi meg en oppskrift på lapskaus")).containsExactly("recipes:lapskaus");
    assertThat(asks("hva er en god oppskrift på sveler")).containsExactly("recipes:sveler");
  }

  @Test
  void theClimatesNormalIsNoForecast() {
    assertThat(asks("hva er normaltemperaturen i Tromsø i januar")).isEmpty();
    assertThat(asks("what's the normal temperature in Rome in August")).isEmpty();
    // today's weather, with the same words
    assertThat(asks("er det normal temperatur i Tromsø i dag?")).containsExactly("weather:Tromsø");
  }

  @Test
  void moreNamesOfCurrencies() {
    assertThat(asks("hvor mange spenn er 20 euro")).containsExactly("currency:EUR/NOK");
    assertThat(asks("en tusenlapp i dollar")).containsExactly("currency:NOK/USD");
    assertThat(asks("200 sveitsfranc i kroner")).containsExactly("currency:CHF/NOK");
    assertThat(asks("500 loonies in euros")).containsExactly("currency:CAD/EUR");
    assertThat(asks("how many złoty for 50 euros")).containsExactly("currency:EUR/PLN");
    assertThat(asks("kiwi dollar to euro")).containsExactly("currency:NZD/EUR");
    // the same words in their other senses
    assertThat(asks("spenn deg fast, det blir humpete")).isEmpty();
    assertThat(asks("kiwi is my favourite fruit")).isEmpty();
  }

  @Test
  void aMisspeltSearchIsASearch() {
    assertThat(asks("serach for second hand skis")).containsExactly("search:second hand skis");
    // starch stays starch
    assertThat(asks("is corn starch gluten free")).isEmpty();
  }

  @Test
  void moreNamesOfTeamsAndCompanies() {
    assertThat(asks("did the dubs win last night")).containsExactly("sports:Golden State Warriors");
    assertThat(asks("GameStop share price today")).containsExactly("stocks:GameStop");
    // a sentence about the company, no price
    assertThat(asks("who founded GameStop?")).isEmpty();
  }

  @Test
  void whatIsNewInTheWorldIsTheNews() {
    assertThat(asks("kva er nytt i verda i dag")).containsExactly("news:");
    assertThat(asks("what's new in the world today")).containsExactly("news:");
    // nothing new in the world, said of people
    assertThat(asks("det er ikke noe nytt i verden at folk krangler")).isEmpty();
  }
}
