package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 31 added (#21, from tune19's misses), each on messages written for this test
 * (none is a table row): what the user would get, an ask with its subject or nothing grounded, and
 * the messages beside them with the same words that must come out the other way.
 */
class SessionThirtyOneFormsTest {

  @Test
  void motorRacingIsNoTeamsMatch() {
    assertThat(asks("who won the Bahrain Grand Prix")).isEmpty();
    assertThat(asks("hvem vant Formel 1 i Brasil i går")).isEmpty();
    assertThat(asks("did Ferrari win the F1 race on Sunday")).isEmpty();
    // a club's match, with the same words of winning
    assertThat(asks("who won the Monaco match last night")).isNotEmpty();
    assertThat(asks("hvem vant Brann i går")).containsExactly("sports:Brann");
  }

  @Test
  void aCoinAskedByWhichHoldsARank() {
    assertThat(asks("which coin is number three right now")).containsExactly("crypto:");
    assertThat(asks("hvilken krypto er nummer 2 nå")).containsExactly("crypto:");
    // which coin held it in a year, and a coin of a collection
    assertThat(asks("which coin was number three in 2018")).isEmpty();
    assertThat(asks("which coin is number three in my collection")).isEmpty();
  }

  @Test
  void moreNamesOfCoins() {
    assertThat(asks("eter kurs nå")).containsExactly("crypto:ETH");
    assertThat(asks("what's uniswap trading at")).containsExactly("crypto:UNI");
    assertThat(asks("aave price today")).containsExactly("crypto:AAVE");
    // "uni" is a word: at uni, not the coin
    assertThat(asks("what time does uni start today")).isEmpty();
  }

  @Test
  void howManyOfOneToTheOther() {
    assertThat(asks("how many yen to the pound today")).containsExactly("currency:GBP/JPY");
    assertThat(asks("how many rupees to the euro")).containsExactly("currency:EUR/INR");
    // a rate written one way round keeps its order
    assertThat(asks("euro to the dollar rate")).containsExactly("currency:EUR/USD");
  }

  @Test
  void anIndexIsNoTeam() {
    assertThat(asks("hvordan gikk det med Nikkei i dag")).containsExactly("stocks:^N225");
    assertThat(asks("hvordan gikk det med DAX i dag")).containsExactly("stocks:^GDAXI");
    assertThat(asks("hva står DAXen i nå")).containsExactly("stocks:^GDAXI");
    // a club with the same words
    assertThat(asks("hvordan gikk det med Molde i dag")).containsExactly("sports:Molde");
  }

  @Test
  void aShareOnTheExchangeIsTheShare() {
    assertThat(asks("how is Equinor doing on the Oslo Børs today"))
        .containsExactly("stocks:Equinor");
    // the exchange's index itself
    assertThat(asks("how is the Oslo Børs doing today")).containsExactly("stocks:OSEBX.OL");
  }

  @Test
  void theKoreanWonCountedIsNoTitleWon() {
    assertThat(asks("how many korean won for 10 dollars")).containsExactly("currency:USD/KRW");
    assertThat(asks("how many south korean won is 100 euros")).containsExactly("currency:EUR/KRW");
    // titles a club has won are counted in the past
    assertThat(asks("how many titles has Rosenborg won")).isEmpty();
    assertThat(asks("how many trophies have Liverpool won")).isEmpty();
  }

  @Test
  void aNorwegianDishOfSeveralWordsIsNamedAsTyped() {
    assertThat(asks("hvordan lager jeg kylling i karri"))
        .containsExactly("recipes:kylling i karri");
    assertThat(asks("oppskrift på laks med dill")).containsExactly("recipes:laks med dill");
    // a dish of one word keeps its English name
    assertThat(asks("oppskrift på boller")).containsExactly("recipes:buns");
  }

  @Test
  void whatACurrencyIsWorthNowIsItsRate() {
    assertThat(asks("hva er svenske kroner verdt nå")).containsExactly("currency:SEK/NOK");
    assertThat(asks("danske kroner, hva er de verdt nå")).containsExactly("currency:DKK/NOK");
    // a house's worth, and a currency's in a past year
    assertThat(asks("hva er huset verdt nå")).isEmpty();
    assertThat(asks("hva var dollaren verdt i 1990")).isEmpty();
  }

  @Test
  void aKroneIntoANationsKroneNamedByItsAdjective() {
    assertThat(asks("500 danish kroner in swedish")).containsExactly("currency:DKK/SEK");
    assertThat(asks("200 kroner til svenske")).containsExactly("currency:NOK/SEK");
    // the word in another language is a translation
    assertThat(asks("how do you say kroner in swedish")).containsExactly("translate:kroner");
    assertThat(asks("hva heter kroner på svensk")).containsExactly("translate:kroner");
  }
}
