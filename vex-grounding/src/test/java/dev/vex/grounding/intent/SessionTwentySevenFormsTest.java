package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 27 added (#21), each on messages written for this test (none is a table row):
 * what the user would get, an ask with its subject or nothing grounded, and the messages beside
 * them with the same words that must come out the other way.
 */
class SessionTwentySevenFormsTest {

  @Test
  void weatherWordsInDialectOrMistypedAreRead() {
    assertThat(asks("regnr det i Bergen?")).containsExactly("weather:Bergen");
    assertThat(asks("regnar det i Molde no?")).containsExactly("weather:Molde");
    assertThat(asks("korsn e vearet i Bodø no")).containsExactly("weather:Bodø");
    assertThat(asks("ka blir vær'e i Haugesund i helga")).containsExactly("weather:Haugesund");
    assertThat(asks("korsn e væræ i Tromsø i morra")).containsExactly("weather:Tromsø");
    assertThat(asks("frys det på i natt på Hamar?")).containsExactly("weather:Hamar");
    // the same words, no weather asked
    assertThat(asks("frys ned resten av sausen")).isEmpty();
    assertThat(asks("regnar du med at det går bra?")).isEmpty();
    assertThat(asks("vearet var fint i fjor sommer")).isEmpty();
  }

  @Test
  void theWeatherAskedByAnOutdoorActivityOnADayIsAsked() {
    assertThat(asks("good day for sailing in Arendal?")).containsExactly("weather:Arendal");
    assertThat(asks("nice day for fishing in Bodø tomorrow?")).containsExactly("weather:Bodø");
    assertThat(asks("fin dag for å bade i Larvik i morgen?")).containsExactly("weather:Larvik");
    assertThat(asks("god dag for skitur i Trysil i dag?")).containsExactly("weather:Trysil");
    // an activity's day in general, or its price, asks no weather
    assertThat(asks("what's a good day for skiing in the Alps in general?")).isEmpty();
    assertThat(asks("is Sunday a good day for fishing in lakes?")).isEmpty();
  }

  @Test
  void whichCurrencyToPayOrCarryIsNoRateAsked() {
    assertThat(asks("would it be cheaper to pay in dollars or kroner in the US?")).isEmpty();
    assertThat(asks("should I tip in pounds or euros in Dublin?")).isEmpty();
    assertThat(asks("lønner det seg å betale i euro eller kroner på ferie?")).isEmpty();
    assertThat(asks("bør jeg ta med euro eller dollar til Tyrkia")).isEmpty();
    // a rate asked beside the choice, or two currencies compared now, is still an ask
    assertThat(asks("pay in euros or kroner, and what is the euro rate now?"))
        .containsExactly("currency:EUR/NOK");
    assertThat(asks("hva er kursen på euro eller dollar nå")).containsExactly("currency:EUR/USD");
  }

  @Test
  void theNorwegianWomensTeamByItsNorwegianNamesIsThatTeam() {
    assertThat(asks("vant jentelandslaget i går?"))
        .containsExactly("sports:Norway women's national team");
    assertThat(asks("når spiller damelandslaget neste kamp"))
        .containsExactly("sports:Norway women's national team");
    assertThat(asks("how did the Norwegian women's team get on yesterday"))
        .containsExactly("sports:Norway women's national team");
    // the team named with no match asked
    assertThat(asks("jeg så landslaget til damene på TV i fjor")).isEmpty();
  }

  @Test
  void aRateWrittenOutByNamesBesideACoinInThatCurrencyIsAsked() {
    assertThat(asks("ethereum in euros and the euro to nok rate"))
        .containsExactly("crypto:ETH", "currency:EUR/NOK");
    assertThat(asks("btc i dollar og dollar til kroner"))
        .containsExactly("crypto:BTC", "currency:USD/NOK");
    // a coin in a currency alone asks no rate in kroner
    assertThat(asks("ethereum price in euros")).containsExactly("crypto:ETH");
    assertThat(asks("bitcoin i euro")).containsExactly("crypto:BTC");
  }
}
