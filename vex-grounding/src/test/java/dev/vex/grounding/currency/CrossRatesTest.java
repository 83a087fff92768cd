package dev.vex.grounding.currency;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.grounding.intent.GroundingClassifier;
import dev.vex.grounding.testing.Fixtures;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Cross rates worked out from a table of rates on one base (#22): Frankfurter's real recorded
 * {@code /v1/latest?base=USD} answer is the only one there is, served over HTTP for every base
 * asked (as a mirror that ignores {@code base=} would), and a rate between two of its currencies is
 * the quotient of their USD rates: NOK per EUR = 10.665 / 0.88137 = 12.1005, EUR per NOK =
 * 0.0826414. A reply stating that rate at the scale it shows reaches the user; one stating another
 * figure, or the other direction's figure for this one, does not. What the user receives is the
 * guard's verdict: the reply itself, or the real data in its place.
 */
class CrossRatesTest {
  private static final String LATEST = "fixtures/frankfurter/latest_base_USD_2025-04-11.json";
  private static final Locale NB = Locale.forLanguageTag("nb");
  private static final GroundingClassifier CLASSIFIER = GroundingClassifier.create();

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @BeforeEach
  void serve() {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));
  }

  /** The question's currency intents fetched over HTTP and the reply checked against them. */
  private static void passes(String question, Locale locale, String reply)
      throws InterruptedException {
    CurrencyReplies.passes(wm.baseUrl(), question, locale, reply);
  }

  private static String caught(String question, Locale locale, String reply)
      throws InterruptedException {
    return CurrencyReplies.caught(wm.baseUrl(), question, locale, reply);
  }

  @Test
  void kronerPerEuroInEnglish() throws Exception {
    String q = "how many kroner is a euro?";
    passes(q, Locale.ENGLISH, "A euro costs about 12.10 kroner.");
    passes(q, Locale.ENGLISH, "About 12.10 NOK per euro (10.665 / 0.88137).");
    passes(q, Locale.ENGLISH, "Roughly 12.1 NOK to the euro.");
    String real = caught(q, Locale.ENGLISH, "A euro costs about 10.67 kroner.");
    assertThat(real).startsWith("1 EUR = 12.1005 NOK");
    caught(q, Locale.ENGLISH, "About 12.60 NOK per euro.");
  }

  @Test
  void eurosPerKroneInEnglishTheOtherWay() throws Exception {
    String q = "how many kroner is a euro?";
    passes(q, Locale.ENGLISH, "About 12.10 kroner; the other way, one krone is 0.083 euros.");
    passes(q, Locale.ENGLISH, "That is 0.0826 EUR per NOK, or 12.10 NOK per EUR.");
    // the euro's price in kroner written as the krone's price in euros
    caught(q, Locale.ENGLISH, "One krone buys about 12.10 euros.");
    caught(q, Locale.ENGLISH, "About 12.10 NOK per euro, so one krone is 0.094 euros.");
  }

  @Test
  void kronerPerEuroInNorwegian() throws Exception {
    String q = "hva er en euro i kroner?";
    passes(q, NB, "En euro koster rundt 12,10 kroner.");
    passes(q, NB, "Ca. 12,10 NOK per euro.");
    String real = caught(q, NB, "En euro koster rundt 10,67 kroner.");
    assertThat(real).startsWith("1 EUR = 12,1005 NOK");
  }

  @Test
  void swedishAndNorwegianKronerBothWays() throws Exception {
    String q = "kor mykje e ei svensk krone i norske?";
    passes(q, NB, "Ei svensk krone e ca. 1,09 norske kroner no.");
    caught(q, NB, "Ei svensk krone e ca. 1,19 norske kroner no.");
    String en = "sek vs nok right now?";
    passes(en, Locale.ENGLISH, "One Swedish krona is about 1.09 Norwegian kroner.");
    passes(en, Locale.ENGLISH, "One Norwegian krone buys about 0.92 Swedish kronor.");
    // 1.09 is NOK per SEK, written as SEK per NOK
    caught(en, Locale.ENGLISH, "One Norwegian krone buys about 1.09 Swedish kronor.");
  }

  @Test
  void anAmountConvertedAtTheCrossRate() throws Exception {
    passes("500 euro i norske kroner?", NB, "Ca. 6 050 kr (500 × 10,665 / 0,88137).");
    caught("500 euro i norske kroner?", NB, "Ca. 5 330 kr.");
    passes("1000 kr i euro?", NB, "1000 kroner blir ca. 82,64 euro.");
    caught("1000 kr i euro?", NB, "1000 kroner blir ca. 93,76 euro.");
    passes("100 EUR to NOK?", Locale.ENGLISH, "100 EUR ≈ 1,210 NOK.");
    String real = caught("100 EUR to NOK?", Locale.ENGLISH, "100 EUR ≈ 1,066 NOK.");
    assertThat(real).startsWith("100 EUR = 1,210.05 NOK");
  }

  @Test
  void aRateToTheTablesOwnBaseAndBack() throws Exception {
    String q = "er euro dyrere enn dollar?";
    passes(q, NB, "Ja: 1 USD = 0,88 EUR, altså ca. 1,13 dollar per euro.");
    caught(q, NB, "Ja: ca. 1,23 dollar per euro.");
    // the pair written as its codes: EUR priced in USD, 0.8814 is USD/EUR
    passes("eur usd rate?", Locale.ENGLISH, "EUR/USD is 1.1346.");
    caught("eur usd rate?", Locale.ENGLISH, "EUR/USD is 0.8814.");
  }

  @Test
  void offTopicMessagesFetchNoRate() {
    for (String message :
        List.of("the euro was introduced in 1999", "jeg har ikke kroner igjen", "pound cake")) {
      assertThat(CLASSIFIER.classify(message))
          .as(message)
          .noneMatch(i -> CurrencyFetcher.KIND.equals(i.kind()));
    }
  }
}
