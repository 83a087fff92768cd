package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 29 added (#21), each on messages written for this test (none is a table row):
 * what the user would get, an ask with its subject or nothing grounded, and the messages beside
 * them with the same words that must come out the other way.
 */
class SessionTwentyNineFormsTest {

  @Test
  void aCoinAskedByItsRankIsThatCoin() {
    // DEFINITIONS.md, session 30: a coin by its rank is `crypto:` with an empty subject (the source
    // lists the coins by market value; the rank changes)
    assertThat(asks("price of the largest crypto right now")).containsExactly("crypto:");
    assertThat(asks("second biggest coin price now")).containsExactly("crypto:");
    assertThat(asks("hva er prisen på nummer 2 coin nå")).containsExactly("crypto:");
    assertThat(asks("hva koster den største kryptoen nå?")).containsExactly("crypto:");
    // which coin is biggest, a coin of metal, a year, the day's mover: no price asked
    assertThat(asks("what is the biggest crypto?")).isEmpty();
    assertThat(asks("the largest gold coin ever minted is worth a fortune")).isEmpty();
    assertThat(asks("what was the biggest crypto worth in 2018?")).isEmpty();
    assertThat(asks("biggest gainer among the top 10 crypto today?")).doesNotContain("crypto:");
  }

  @Test
  void aListOfStoriesWithHowToShowItIsAsked() {
    assertThat(asks("toppsakene på hacker news, kun titlene takk")).containsExactly("news:");
    assertThat(asks("top stories on hn, only titles and points")).containsExactly("news:");
    // a story the user read, with the same words
    assertThat(asks("I read the top stories on hn, only the titles were any good")).isEmpty();
  }

  @Test
  void aShareIsNotReadFromASearchQuerysWords() {
    assertThat(asks("Apple stock and search for iPhone X deals"))
        .containsExactly("stocks:Apple", "search:iPhone X deals");
    // the share named outside the query stays
    assertThat(asks("Tesla stock and search for Tesla news")).contains("stocks:Tesla");
  }

  @Test
  void aClubsSectionBeforeTheResultWordIsTheSection() {
    assertThat(asks("Vålerenga hockey last result")).containsExactly("sports:Vålerenga Hockey");
    assertThat(asks("Vålerenga håndball neste kamp")).containsExactly("sports:Vålerenga Håndball");
    // a club whose name is its section, and the club alone, stay as they were
    assertThat(asks("Storhamar hockey score")).containsExactly("sports:Storhamar");
    assertThat(asks("Vålerenga score")).containsExactly("sports:Vålerenga");
  }

  @Test
  void aCourseSaidToBeDearAndACoinsFixedSupplyAreNoAsks() {
    assertThat(asks("kursen hos Statens vegvesen var så dyr")).isEmpty();
    assertThat(asks("bitcoin's max supply is 21 million, isn't it?")).isEmpty();
    // a share's quote said to be low, and the supply now, still ask
    assertThat(asks("kursen til DNB er lav i dag")).containsExactly("stocks:DNB");
    assertThat(asks("circulating supply of bitcoin now")).containsExactly("crypto:BTC");
  }

  @Test
  void freezingAndStayingDryAskTheWeather() {
    assertThat(asks("fryser det i Trondheim i kveld?")).containsExactly("weather:Trondheim");
    assertThat(asks("can I walk to school in Oslo today without getting wet?"))
        .containsExactly("weather:Oslo");
    // the user's own cold, and a car wash
    assertThat(asks("jeg fryser alltid om føttene")).isEmpty();
    assertThat(asks("can I get through the car wash without getting wet?")).isEmpty();
  }
}
