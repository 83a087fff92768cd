package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 21 generalised (#21: the ones session 20 left, and tune9's misses), each on
 * messages written for this test (none is a table row): what the user would get, an ask with its
 * subject or nothing grounded, and the ordinary messages beside them that must stay ungrounded.
 */
class SessionTwentyOneFormsTest {
  private final GroundingClassifier c = GroundingClassifier.create();

  @Test
  void aDaysMoveOfAKnownCompanyIsAStockAsk() {
    assertThat(asks("har Salmar falt noe i dag?")).containsExactly("stocks:SalMar");
    assertThat(asks("hva stengte Tomra på i går")).containsExactly("stocks:Tomra");
    assertThat(asks("how much did Equinor drop yesterday")).containsExactly("stocks:Equinor");
    assertThat(asks("hvordan gikk Nel i dag")).containsExactly("stocks:Nel");
    // a statement of the day, a town, an event: no price asked
    assertThat(asks("Apple dropped a new iPhone today")).isEmpty();
    assertThat(asks("gikk det bra i Kongsberg i dag?")).isEmpty();
    assertThat(asks("jeg bor i Kongsberg")).isEmpty();
  }

  @Test
  void checkAndANameAsksTheFigure() {
    assertThat(asks("check the Hang Seng for me")).containsExactly("stocks:^HSI");
    assertThat(asks("sjekk Equinor nå")).containsExactly("stocks:Equinor");
    assertThat(asks("check the DAX please")).containsExactly("stocks:^GDAXI");
    assertThat(asks("check out Tesla's new model")).isEmpty();
    assertThat(asks("check the oven for me")).isEmpty();
  }

  @Test
  void marketHoursAreMarketWords() {
    assertThat(asks("NVDA premarket?")).containsExactly("stocks:NVDA");
    assertThat(asks("Tesla after-hours")).containsExactly("stocks:Tesla");
  }

  @Test
  void aStateAfterACityIsTheCitysNeverATicker() {
    assertThat(asks("will it rain in Columbus, OH tomorrow"))
        .containsExactly("weather:Columbus OH");
    assertThat(asks("weather in Dallas tx")).containsExactly("weather:Dallas TX");
    assertThat(asks("weather in Salem, OR tomorrow")).containsExactly("weather:Salem OR");
  }

  @Test
  void whatComesAfterACorrectionIsTheRequest() {
    assertThat(asks("weather in Bergen... no wait, I mean the weather in Stavanger"))
        .containsExactly("weather:Stavanger");
    assertThat(asks("ethereum... sorry, what's the price of solana?"))
        .containsExactly("crypto:SOL");
    assertThat(asks("I mean, bitcoin was a weird idea from the start")).isEmpty();
  }

  @Test
  void aCommandWithAColonTakesTheTextAsWritten() {
    assertThat(asks("translate: det snør i Oslo"))
        .hasSize(1)
        .allMatch(a -> a.startsWith("translate:"));
    assertThat(asks("oversett: break a leg")).hasSize(1).allMatch(a -> a.startsWith("translate:"));
    assertThat(asks("google it: ferry times to Nesodden"))
        .hasSize(1)
        .allMatch(a -> a.startsWith("search:"));
    assertThat(asks("can you google \"tesla model y tyre pressure\""))
        .hasSize(1)
        .allMatch(a -> a.startsWith("search:"));
    assertThat(asks("I tried to translate: it failed")).isEmpty();
  }

  @Test
  void thereAfterASearchIsTheSearchedPlace() {
    // the place is read; whether it is asked is the ask model's, judged on the whole message
    assertThat(c.classify("search for hotels in Paris and tell me the weather there tomorrow"))
        .anyMatch(i -> i.kind().equals("weather") && i.subject().equals("Paris"));
  }

  @Test
  void stepsOfADishAndDialectHowAreRecipeAsks() {
    assertThat(asks("steps for making pad thai")).containsExactly("recipes:pad thai");
    assertThat(asks("lasagne step by step please")).containsExactly("recipes:lasagne");
    assertThat(asks("korsn lage ein go lapskaus")).containsExactly("recipes:lapskaus");
    assertThat(asks("steps for making a website")).isEmpty();
  }

  @Test
  void newsOfATopicAndNorwegianCompoundsOfNews() {
    assertThat(asks("give me the latest climate news"))
        .hasSize(1)
        .allMatch(a -> a.startsWith("news:"));
    assertThat(asks("sportsnyheter i dag?")).hasSize(1).allMatch(a -> a.startsWith("news:"));
  }

  @Test
  void aClubMetOrPlayedIsAMatchAsk() {
    assertThat(asks("hvem møter Molde på lørdag")).containsExactly("sports:Molde");
    assertThat(asks("har brann spilt i dag")).containsExactly("sports:Brann");
    assertThat(asks("jeg møter en viking i morgen")).isEmpty();
  }

  @Test
  void aListingAndAPrepositionAreNoFigures() {
    assertThat(asks("når gikk Equinor på børs")).isEmpty();
    assertThat(asks("is there a good cafe near the station")).isEmpty();
    assertThat(asks("near price today")).containsExactly("crypto:NEAR");
  }

  @Test
  void aTermOfACoinIsADefinition() {
    assertThat(asks("what is slashing in ethereum?")).isEmpty();
    assertThat(asks("hva er halvering i bitcoin?")).isEmpty();
    assertThat(asks("what is 50 dollars in ethereum")).containsExactly("crypto:ETH");
  }
}
