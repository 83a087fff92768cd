package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 22 generalised (#21: the ones session 21 left, and tune10's misses), each on
 * messages written for this test (none is a table row): what the user would get, an ask with its
 * subject or nothing grounded, and the ordinary messages beside them with the same words that must
 * stay ungrounded.
 */
class SessionTwentyTwoFormsTest {

  @Test
  void aDishNamedAloneAsksForItsRecipe() {
    assertThat(asks("lapskaus?")).containsExactly("recipes:lapskaus");
    assertThat(asks("moussaka")).containsExactly("recipes:moussaka");
    assertThat(asks("fiskesuppe?")).containsExactly("recipes:fish soup");
    assertThat(asks("ratatouille?")).containsExactly("recipes:ratatouille");
    assertThat(asks("paella")).containsExactly("recipes:paella");
    // the dish in a statement, a meal or a drink offered, a choice: no recipe asked
    assertThat(asks("lapskaus er godt")).isEmpty();
    assertThat(asks("I had moussaka yesterday")).isEmpty();
    assertThat(asks("dinner?")).isEmpty();
    assertThat(asks("coffee?")).isEmpty();
    assertThat(asks("lunsj?")).isEmpty();
    assertThat(asks("pizza or sushi?")).isEmpty();
    assertThat(asks("yum, paella!")).isEmpty();
    // a question of an amount is no dish's name; after a recipe it is that recipe's
    assertThat(asks("how much sugar?")).isEmpty();
    assertThat(asks("how to make a pavlova", "how much sugar?")).containsExactly("recipes:pavlova");
  }

  @Test
  void theLaundryOutsideAsksTheWeather() {
    assertThat(asks("can I hang the laundry outside in Drammen today"))
        .containsExactly("weather:Drammen");
    assertThat(asks("is it a day to hang the washing out in Leeds?"))
        .containsExactly("weather:Leeds");
    assertThat(asks("kan jeg henge ut klesvasken i Hamar i dag?")).containsExactly("weather:Hamar");
    assertThat(asks("kan jeg tørke klær ute i Molde i morgen")).containsExactly("weather:Molde");
    // laundry done, and laundry in the machine: no forecast asked
    assertThat(asks("I hung the laundry outside yesterday")).isEmpty();
    assertThat(asks("how do I get the laundry out of the machine faster")).isEmpty();
    assertThat(asks("klesvasken ligger ute på plenen")).isEmpty();
  }

  @Test
  void aDishOfSeveralWordsAloneOrBeforeADayIsTheDish() {
    assertThat(asks("banana bread?")).containsExactly("recipes:banana bread");
    assertThat(asks("beef wellington?")).containsExactly("recipes:beef wellington");
    assertThat(asks("pizza fredag, oppskrift?")).containsExactly("recipes:pizza");
    assertThat(asks("tacos tonight?")).isEmpty();
    assertThat(asks("sunset tromsø sunday")).isEmpty();
    assertThat(asks("chicken?")).isEmpty();
  }

  @Test
  void wordsBeforeRecipesThatNameNoDishAskNoRecipe() {
    assertThat(asks("have you got recipes")).isEmpty();
    assertThat(asks("hva betyr en kopp i gamle oppskrifter")).isEmpty();
    assertThat(asks("lasagne oppskrift")).containsExactly("recipes:lasagne");
  }

  @Test
  void plainCookingOfAStapleIsNoRecipeAsk() {
    assertThat(asks("how do I cook quinoa")).isEmpty();
    assertThat(asks("hvordan koker jeg poteter")).isEmpty();
    assertThat(asks("how to cook pasta carbonara")).containsExactly("recipes:pasta carbonara");
  }

  @Test
  void aMealOrADayOutdoorsAsksTheWeather() {
    assertThat(asks("is it a good day for a picnic in Tromsø?")).containsExactly("weather:Tromsø");
    assertThat(asks("kan vi grille ute i Stavanger i morgen")).containsExactly("weather:Stavanger");
    assertThat(asks("any sun in Lisbon this weekend")).containsExactly("weather:Lisbon");
    assertThat(asks("we had a picnic in the park yesterday")).isEmpty();
  }

  @Test
  void nicknamesOfNationalTeamsAndNorwegianNicknamesOfClubs() {
    assertThat(asks("did the Springboks win")).containsExactly("sports:South Africa");
    assertThat(asks("Azzurri next match")).containsExactly("sports:Italy");
    assertThat(asks("hvordan gikk det med Gunnern i går")).containsExactly("sports:Arsenal");
    assertThat(asks("gutta er på hyttetur")).isEmpty();
  }

  @Test
  void applyingOpeningAndLightningAreNoSearchOrMatch() {
    assertThat(asks("søk om byggetillatelse, hvor lang tid tar det")).isEmpty();
    assertThat(asks("slå opp vinduet, det er så varmt")).isEmpty();
    assertThat(asks("lyn slo ned i låven i natt")).isEmpty();
    assertThat(asks("søk etter ferjetider til Nesodden"))
        .hasSize(1)
        .allMatch(a -> a.startsWith("search:"));
  }

  @Test
  void aChoiceInAGameOfMakeBelieveAsksNoRate() {
    assertThat(asks("would you rather be paid in euros or pounds")).isEmpty();
    assertThat(asks("ville du heller hatt bitcoin eller gull")).isEmpty();
  }

  @Test
  void theExchangeACompanyTradesOnIsNoSecondAsk() {
    assertThat(asks("how is Equinor doing on Oslo Børs today")).containsExactly("stocks:Equinor");
    assertThat(asks("hvordan går det med Telenor på Oslo Børs i dag"))
        .containsExactly("stocks:Telenor");
    assertThat(asks("how is Oslo Børs today")).containsExactly("stocks:OSEBX.OL");
  }

  @Test
  void aRateWrittenByItsCodesBesideACoinIsAskedToo() {
    assertThat(asks("sol price and eur to nok")).containsExactly("crypto:SOL", "currency:EUR/NOK");
    assertThat(asks("bitcoin i euro")).containsExactly("crypto:BTC");
  }

  @Test
  void newsInDialect() {
    assertThat(asks("kva står i nyhetane i dag")).hasSize(1).allMatch(a -> a.startsWith("news:"));
  }

  @Test
  void theWonCountedIsTheCurrency() {
    assertThat(asks("how many won do I get for 50 euros")).containsExactly("currency:EUR/KRW");
    assertThat(asks("how many titles has Rosenborg won")).isEmpty();
  }
}
