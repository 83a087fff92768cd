package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 32 added (#21, from tune20's and tune19's misses and false fires), each on
 * messages written for this test (none is a table row): what the user would get, an ask with its
 * subject or nothing grounded, and the messages beside them with the same words that must come out
 * the other way.
 */
class SessionThirtyTwoFormsTest {

  @Test
  void aRecordOfAllTimeAskedByWhatOrWhenIsNoPrice() {
    assertThat(asks("what's ethereum's all-time high")).isEmpty();
    assertThat(asks("when was solana's ATH")).isEmpty();
    assertThat(asks("hva er rekordprisen for bitcoin")).isEmpty();
    // today's price set against the record, or the record asked now, is live
    assertThat(asks("how far below its all-time high is ethereum")).containsExactly("crypto:ETH");
    assertThat(asks("is solana near its ATH now?")).containsExactly("crypto:SOL");
    assertThat(asks("what's ethereum's price")).containsExactly("crypto:ETH");
  }

  @Test
  void anEverydayCoinNameBeforeANameIsAPreposition() {
    assertThat(asks("find a plumber near Majorstuen")).doesNotContain("crypto:NEAR");
    assertThat(asks("any good cafes near Bryggen open now")).doesNotContain("crypto:NEAR");
    // the coin in capitals, beside its own word or a price
    assertThat(asks("how is NEAR doing today")).containsExactly("crypto:NEAR");
    assertThat(asks("near Protocol price today")).containsExactly("crypto:NEAR");
    assertThat(asks("near price")).containsExactly("crypto:NEAR");
  }

  @Test
  void aRankByMarketValueWithNoNounOfCryptoIsACoin() {
    assertThat(asks("what's number four by market cap today")).containsExactly("crypto:");
    assertThat(asks("hva er nummer to etter markedsverdi nå")).containsExactly("crypto:");
    // a rank among companies, a rank in a year, or a statement
    assertThat(asks("what's number four by market cap among US companies today")).isEmpty();
    assertThat(asks("which stock is number two by market cap now")).isEmpty();
    assertThat(asks("what was number four by market cap in 2017")).isEmpty();
    assertThat(asks("Apple is number one by market cap now")).doesNotContain("crypto:");
  }

  @Test
  void aPlaceWithItsRegionIsKeptWhole() {
    assertThat(asks("været på Lund i Rogaland i morgen"))
        .containsExactly("weather:Lund i Rogaland");
    assertThat(asks("blir det sol i Sand i Ryfylke til helga"))
        .containsExactly("weather:Sand i Ryfylke");
    assertThat(asks("værmelding for Ås på Romerike")).containsExactly("weather:Ås på Romerike");
    // a day, a month or a time after "i"/"på" says when, not where
    assertThat(asks("været i Molde på Fredag")).containsExactly("weather:Molde");
    assertThat(asks("blir det regn i Molde i morgen")).containsExactly("weather:Molde");
    assertThat(asks("hvordan blir været i Molde i Juli")).containsExactly("weather:Molde");
    // in English "i" is the pronoun
    assertThat(asks("what's the weather in Leeds i wonder")).containsExactly("weather:Leeds");
  }

  @Test
  void aNorwegianYouthSideByBoysOrGirlsAge() {
    assertThat(asks("når spiller G17-landslaget")).containsExactly("sports:Norway U17");
    assertThat(asks("vant J19-landslaget i går")).containsExactly("sports:Norway U19 women");
    // the senior side
    assertThat(asks("når spiller landslaget")).containsExactly("sports:Norway");
  }

  @Test
  void nynorskWeatherWords() {
    assertThat(asks("korleis blir veret i Voss i morgon")).containsExactly("weather:Voss");
    assertThat(asks("treng eg paraply i dag")).containsExactly("weather:");
    // a jacket to buy is no weather
    assertThat(asks("treng eg å kjøpe ny jakke")).isEmpty();
    assertThat(asks("veret var fint i går")).isEmpty();
  }

  @Test
  void aNorwegianFoodWordBeforeADishNameIsPartOfTheDish() {
    assertThat(asks("oppskrift på kylling tikka masala"))
        .containsExactly("recipes:kylling tikka masala");
    assertThat(asks("fiskeboller i hvit saus oppskrift"))
        .containsExactly("recipes:fiskeboller i hvit saus");
    // a dish the lexicon translates whole, and a dish after a wish
    assertThat(asks("oppskrift på kyllingsuppe")).containsExactly("recipes:chicken soup");
    assertThat(asks("oppskrift på sukkerfri sjokoladekake"))
        .containsExactly("recipes:chocolate cake");
    // old recipes are no dish
    assertThat(asks("et pund smør i gamle oppskrifter")).isEmpty();
  }

  @Test
  void aCoinOfTwoWordsBeforeTheCoinItsFirstWordNames() {
    assertThat(asks("ethereum classic price now")).containsExactly("crypto:ETC");
    assertThat(asks("did bitcoin cash drop today")).containsExactly("crypto:BCH");
    // the first word's own coin, and the two words apart
    assertThat(asks("ethereum price now")).containsExactly("crypto:ETH");
    assertThat(asks("ethereum, classic pick. price now?")).containsExactly("crypto:ETH");
  }

  @Test
  void whoScoredForATeamAsksItsLatestMatch() {
    assertThat(asks("who scored for Everton last night")).containsExactly("sports:Everton");
    // a total, a record, a statement
    assertThat(asks("who has scored the most for Everton this season")).isEmpty();
    assertThat(asks("who scored the most goals ever for Everton")).isEmpty();
    assertThat(asks("my daughter scored for her team yesterday")).isEmpty();
  }

  @Test
  void anExplicitSearchForARecipeIsASearch() {
    assertThat(asks("søk etter oppskrift på pad thai"))
        .containsExactly("search:oppskrift på pad thai");
    assertThat(asks("search for moussaka recipe")).containsExactly("search:moussaka recipe");
    // the recipe asked without a command, and a short search of a live figure
    assertThat(asks("oppskrift på pad thai")).containsExactly("recipes:pad thai");
    assertThat(asks("search for ethereum price")).containsExactly("crypto:ETH");
  }

  @Test
  void aTranslationFromALanguageBeforeAColon() {
    assertThat(asks("oversett fra tysk: wo ist der bahnhof"))
        .containsExactly("translate:wo ist der bahnhof");
    assertThat(asks("translate from spanish: donde esta la playa"))
        .containsExactly("translate:donde esta la playa");
    // no text, or no language
    assertThat(asks("oversett fra tysk")).isEmpty();
    assertThat(asks("translate from the document: all of it")).isEmpty();
  }

  @Test
  void aCurrencyOfAnEverydayWordAfterWorthIn() {
    assertThat(asks("how much is a pound worth in won")).containsExactly("currency:GBP/KRW");
    assertThat(asks("hva er en dollar verdt i rand")).containsExactly("currency:USD/ZAR");
    // worth in real terms, and games won
    assertThat(asks("is a house worth in real terms what it was")).isEmpty();
    assertThat(asks("the season was worth in won games")).isEmpty();
  }

  @Test
  void theWeatherThereIsThePlaceTravelledTo() {
    assertThat(asks("we're sailing to Arendal tomorrow, will it be windy there"))
        .containsExactly("weather:Arendal");
    assertThat(asks("vi kjører til Hamar på lørdag, snør det der?"))
        .containsExactly("weather:Hamar");
    assertThat(asks("flying to Porto on Sunday, will it rain there and what's 200 euros in kroner"))
        .containsExactlyInAnyOrder("weather:Porto", "currency:EUR/NOK");
    // the weather there told of a trip gone by, and a place with no travelling
    assertThat(asks("I moved to Stavanger in 2019 and the weather there is awful")).isEmpty();
    assertThat(asks("I went to Porto last year and the weather there was lovely")).isEmpty();
  }

  @Test
  void whatToWearToAMatchAsksTheWeatherOnly() {
    assertThat(asks("should I wear gloves to the match in Newcastle tonight"))
        .containsExactly("weather:Newcastle");
    // the match asked beside it, and the match alone
    assertThat(asks("should I bring a jacket to the Newcastle game, and who won last time?"))
        .contains("sports:Newcastle");
    assertThat(asks("when do Newcastle play next")).containsExactly("sports:Newcastle");
  }
}
