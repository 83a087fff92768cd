package dev.vex.grounding.currency;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.grounding.testing.Fixtures;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Currencies named by a local word or written without a sign beside the figure (#22, class
 * "currencies"): "33.6 baht to the dollar", "86 rupees", "ett pund er 13,96 kroner", "128 islandske
 * kroner", "ISK". Frankfurter's real recorded {@code /v1/latest?base=USD} answer is served over
 * HTTP for every base asked; a rate or an amount stated at the scale it shows reaches the user, a
 * rate of another pair (the other direction's, or another currency's) written for the pair the
 * words name does not. What the user receives is the guard's verdict: the reply itself, or the real
 * data.
 */
class LocalCurrencyWordsTest {
  private static final String LATEST = "fixtures/frankfurter/latest_base_USD_2025-04-11.json";
  private static final Locale NB = Locale.forLanguageTag("nb");

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @BeforeEach
  void serve() {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));
  }

  private static void passes(String question, Locale locale, String reply)
      throws InterruptedException {
    CurrencyReplies.passes(wm.baseUrl(), question, locale, reply);
  }

  private static void caught(String question, Locale locale, String reply)
      throws InterruptedException {
    CurrencyReplies.caught(wm.baseUrl(), question, locale, reply);
  }

  // class: a local currency word names the pair (baht, rupee, rupi, pund, islandske kroner)
  @Test
  void bahtToTheDollar() throws Exception {
    String q = "how much is 500 USD in baht?";
    passes(q, Locale.ENGLISH, "At about 33.6 baht to the dollar, $500 comes to about 16,800 baht.");
    // the dollar's price in baht written as the baht's price in dollars
    caught(
        q, Locale.ENGLISH, "At about 33.6 dollars to the baht, $500 comes to about 16,800 baht.");
    caught(q, Locale.ENGLISH, "At about 36.5 baht to the dollar, $500 comes to about 18,250 baht.");
  }

  // class: a rate with no sign or unit word beside the figure ("about 3,3 to the dollar")
  @Test
  void aRateWithNoUnitBesideTheFigure() throws Exception {
    String q = "usd to nok?";
    passes(q, Locale.ENGLISH, "The krone is at about 10.67 to the dollar.");
    caught(q, Locale.ENGLISH, "The krone is at about 0.09 to the dollar.");
    passes("dollarkurs i kroner?", NB, "Kronen står i ca. 10,67 mot dollaren.");
    caught("dollarkurs i kroner?", NB, "Kronen står i ca. 11,67 mot dollaren.");
  }

  // class: "rupees" and "rupi" for INR, at the scale shown
  @Test
  void rupeesPerDollar() throws Exception {
    String q = "how many rupees for a dollar?";
    passes(q, Locale.ENGLISH, "One dollar buys about 86 rupees.");
    caught(q, Locale.ENGLISH, "One dollar buys about 96 rupees.");
    // 86 is INR per USD, written as USD per INR
    caught(q, Locale.ENGLISH, "One rupee buys about 86 dollars.");
  }

  // class: "pund" and "islandske kroner" (Norwegian words)
  @Test
  void poundsAndIcelandicKronurInNorwegian() throws Exception {
    passes("hvor mye er 50 pund i kroner", NB, "50 pund er ca. 698 kroner (1 pund ≈ 13,96 kr).");
    caught("hvor mye er 50 pund i kroner", NB, "50 pund er ca. 533 kroner (1 pund ≈ 10,665 kr).");
    String q = "kor mykje er ein dollar i islandske kroner";
    passes(q, NB, "Ein dollar er 128,06 islandske kroner.");
    caught(q, NB, "Ein dollar er 12,81 islandske kroner.");
    passes("100 USD to ISK?", Locale.ENGLISH, "100 dollars is about 12,806 ISK.");
    caught("100 USD to ISK?", Locale.ENGLISH, "100 dollars is 1,280.60 Icelandic krónur.");
  }

  // class: the Icelandic krone named by its words, both ways against the Norwegian
  @Test
  void icelandicAgainstNorwegianKroner() throws Exception {
    String q = "isk til nok?";
    passes(q, NB, "Én islandsk krone er ca. 0,083 norske kroner.");
    passes(q, NB, "Én norsk krone er ca. 12 islandske kroner.");
    caught(q, NB, "Én islandsk krone er ca. 12 norske kroner.");
  }

  // class: rupees and rupi, and a rate with no unit beside it, at the scale shown
  @Test
  void rupeesWithoutASign() throws Exception {
    String q = "usd to inr?";
    passes(q, Locale.ENGLISH, "About 86 to the dollar.");
    caught(q, Locale.ENGLISH, "About 96 to the dollar.");
    passes(q, NB, "Du får ca. 86 rupi for én dollar.");
    caught(q, NB, "Du får ca. 68 rupi for én dollar.");
    passes(q, Locale.ENGLISH, "One rupee is about 0.0116 dollars.");
    caught(q, Locale.ENGLISH, "One rupee is about 0.0116 euros.");
  }

  // class: an amount right with the rate written beside it wrong
  @Test
  void aRightAmountWithAWrongRateBesideIt() throws Exception {
    String q = "how much is 500 USD in baht?";
    caught(q, Locale.ENGLISH, "$500 is about 16,800 baht, at 36.5 baht to the dollar.");
    caught(q, Locale.ENGLISH, "$500 is about 16,800 baht, at 33.6 dollars to the baht.");
    passes(q, Locale.ENGLISH, "$500 is about 16,800 baht (one baht is about 3 US cents).");
  }
}
