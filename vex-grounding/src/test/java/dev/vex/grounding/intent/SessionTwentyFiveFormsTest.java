package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 25 added (#21), each on messages written for this test (none is a table row):
 * what the user would get, an ask with its subject or nothing grounded, and the messages beside
 * them with the same words that must come out the other way.
 */
class SessionTwentyFiveFormsTest {

  @Test
  void whatARuleOrAThresholdRequiresIsNoLiveAsk() {
    // English: "how much/many X do you need (to/before/for)", "does it take", "what does it take
    // to"
    assertThat(asks("How much karma do you need before you can flag a post on Hacker News?"))
        .isEmpty();
    assertThat(asks("how many upvotes does it take to reach the Hacker News front page?"))
        .isEmpty();
    assertThat(asks("what does it take to get a story onto hacker news' front page")).isEmpty();
    assertThat(asks("how much snow does it take to close the roads in Oslo?")).isEmpty();
    assertThat(asks("how much ETH do you need to run your own validator?")).isEmpty();
    assertThat(asks("how many shares do you need to speak at Equinor's general meeting?"))
        .isEmpty();
    // Norwegian: "hvor mye/mange X trenger man / må du ha for å", "hva skal til for å"
    assertThat(asks("hvor mye karma trenger man før man kan flagge på Hacker News?")).isEmpty();
    assertThat(asks("hvor mange bitcoin må du ha for å regnes som en hval?")).isEmpty();
    assertThat(asks("hva skal til for å komme på forsiden av Hacker News?")).isEmpty();
    assertThat(asks("hva skal til for å rykke opp fra OBOS-ligaen i år?")).isEmpty();
    assertThat(asks("hvor mye snø trengs for å åpne skisporene i Oslo?")).isEmpty();
  }

  @Test
  void anAmountThatHangsOnALivePriceOrRateIsStillAnAsk() {
    // what is needed buys or changes something: the amount is the live price or rate
    assertThat(asks("how much do I need to buy one ETH?")).containsExactly("crypto:ETH");
    assertThat(asks("how many kroner do I need for 200 dollars?"))
        .containsExactly("currency:USD/NOK");
    assertThat(asks("hvor mye trenger jeg for å kjøpe en aksje i Telenor?"))
        .containsExactly("stocks:Telenor");
    assertThat(asks("hvor mange euro trenger jeg for å veksle 500 kroner?"))
        .containsExactly("currency:NOK/EUR");
    // an amount for a named dish is its recipe; a word of now or soon leaves it to the model
    assertThat(asks("how much sugar do I need for the banana bread"))
        .containsExactly("recipes:banana bread");
    assertThat(asks("how many layers do I need to keep warm in Tromsø tonight?"))
        .containsExactly("weather:Tromsø");
  }

  @Test
  void howATeamOrAShareLiesIsAsked() {
    assertThat(asks("hvordan ligger Brann an på tabellen?")).containsExactly("sports:Brann");
    assertThat(asks("korleis ligg Viking an i serien")).containsExactly("sports:Viking");
    assertThat(asks("hvordan ligger Telenor an i dag")).containsExactly("stocks:Telenor");
    // not a team nor a company, or no word of a table or of now beside a company
    assertThat(asks("hvordan ligger vi an med budsjettet i dag")).isEmpty();
    assertThat(asks("hvordan ligger hytta an i terrenget")).isEmpty();
  }

  @Test
  void hydroBesideAWordOfTheMarketIsNorskHydro() {
    assertThat(asks("har Hydro falt på børsen i dag?")).containsExactly("stocks:Norsk Hydro");
    assertThat(asks("has Hydro gone up on the stock exchange today?"))
        .containsExactly("stocks:Norsk Hydro");
    assertThat(asks("telenor aksjen", "og Hydro?")).containsExactly("stocks:Norsk Hydro");
    // water, power, a plant, or a price gone by
    assertThat(asks("hydro power keeps prices low in Norway today")).isEmpty();
    assertThat(asks("Hydro på Karmøy har mange ansatte")).isEmpty();
    assertThat(asks("hva var Hydro-aksjen verdt i 2010")).isEmpty();
  }

  @Test
  void whatToWearOrBringSoonAskedWithSkalAsksTheWeather() {
    assertThat(asks("skal jeg ta med paraply i kveld")).containsExactly("weather:");
    assertThat(asks("skal vi ha på votter i morgen?")).containsExactly("weather:");
    assertThat(asks("skal det regne i Tromsø i morgen?")).containsExactly("weather:Tromsø");
    // no gear, or no time: nothing grounded
    assertThat(asks("skal jeg kjøpe en ny regnjakke")).isEmpty();
    assertThat(asks("skal jeg ta med kaken i kveld")).isEmpty();
  }

  @Test
  void aShortResultQuestionAfterAStoryAsksTheResult() {
    assertThat(
            asks("vi var på fjellet uten dekning hele helga, så jeg har ikke peiling, vant Molde?"))
        .containsExactly("sports:Molde");
    // the speaker's own match, or a statement: nothing grounded
    assertThat(asks("vi var på fjellet hele helga, så jeg vet ikke, vant vi?")).isEmpty();
  }

  @Test
  void aTeamThatIsATownWithOnlyADayGoneByAsksItsResult() {
    assertThat(asks("Molde i går?")).containsExactly("sports:Molde");
    assertThat(asks("Liverpool yesterday?")).containsExactly("sports:Liverpool");
    // a word of the weather, or a town that is no team: no result, no live weather
    assertThat(asks("weather Liverpool yesterday?")).isEmpty();
    assertThat(asks("Hamar i går?")).isEmpty();
  }

  @Test
  void twoTeamsAndWhenAskTheirNextMeeting() {
    assertThat(asks("Brann mot Molde når?")).containsExactly("sports:Brann", "sports:Molde");
    assertThat(asks("when arsenal vs chelsea")).containsExactly("sports:Arsenal", "sports:Chelsea");
    // two towns: nothing
    assertThat(asks("Hamar mot Gjøvik når")).isEmpty();
  }

  @Test
  void toLookUpToSomeoneIsNoSearch() {
    assertThat(asks("do you look up to your parents?")).isEmpty();
    assertThat(asks("look up the opening hours of Deichman Bjørvika")).hasSize(1);
  }

  @Test
  void howTheGameWorksAfterAResultAsksNoMatch() {
    assertThat(asks("did Brann win yesterday?", "how does the offside rule work again?")).isEmpty();
    assertThat(asks("vant Brann i går?", "hvordan fungerer offside igjen?")).isEmpty();
    // a match asked again is still asked
    assertThat(asks("did Brann win yesterday?", "when do they play again?"))
        .containsExactly("sports:Brann");
  }
}
