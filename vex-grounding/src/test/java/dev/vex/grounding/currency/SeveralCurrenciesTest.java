package dev.vex.grounding.currency;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.testing.Fixtures;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A question that names several target currencies is answered with every pair it names: the
 * classifier reads them all, the fetcher asks Frankfurter for them in one request (its real
 * recorded {@code /v1/latest?base=USD} answer, served over HTTP), and the digit scan lets an honest
 * reply stating any of the pairs through and catches a wrong one. What the user receives is the
 * guard's verdict: the reply itself, or the real data in its place.
 */
class SeveralCurrenciesTest {
  private static final String LATEST = "fixtures/frankfurter/latest_base_USD_2025-04-11.json";
  private static final Locale NB = Locale.forLanguageTag("nb");

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @BeforeEach
  void serve() {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));
  }

  private static List<Intent> currency(String question) {
    return CurrencyReplies.currency(question);
  }

  private static List<String> subjects(String question) {
    return currency(question).stream().map(Intent::subject).toList();
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
  void everyTargetNamedIsRead() {
    assertThat(subjects("Hva er dollaren verdt i skandinaviske kroner?"))
        .containsExactly("USD/NOK,SEK,DKK");
    assertThat(subjects("Dollar vs the Scandinavian currencies?"))
        .containsExactly("USD/NOK,SEK,DKK");
    assertThat(subjects("Hva er kursen mellom amerikanske og kanadiske/australske dollar?"))
        .containsExactly("USD/CAD,AUD");
    assertThat(subjects("Hva er kursen mellom amerikanske og kanadiske og australske dollar?"))
        .containsExactly("USD/CAD,AUD");
    assertThat(subjects("100 USD in NOK and SEK")).containsExactly("USD/NOK,SEK");
    assertThat(subjects("how many euros and pounds is a dollar")).containsExactly("USD/EUR,GBP");
    assertThat(subjects("What's the dollar worth in euros and pounds?"))
        .containsExactly("USD/EUR,GBP");
    assertThat(subjects("Dollar in kroner and euro?")).containsExactly("USD/NOK,EUR");
    assertThat(subjects("Hva er 100 euro i norske, svenske og danske kroner?"))
        .containsExactly("EUR/NOK,SEK,DKK");
    assertThat(subjects("hva er 200 kroner i euro eller dollar")).containsExactly("NOK/EUR,USD");
    // several bases before one target: each converted to it
    assertThat(subjects("How much is 100 Swedish and Danish kroner in euros?"))
        .containsExactly("SEK/EUR", "DKK/EUR");
    // several currencies before "in"/"i"/"to": each converted to those after it
    assertThat(subjects("dollar og euro i kroner")).containsExactly("USD/NOK", "EUR/NOK");
    assertThat(subjects("convert EUR and GBP to USD")).containsExactly("EUR/USD", "GBP/USD");
    // pairs written out one by one stay pairs
    assertThat(subjects("usd to nok and eur to nok")).containsExactly("USD/NOK", "EUR/NOK");
    // bounded: at most five targets
    assertThat(subjects("convert 50 GBP to USD, EUR, NOK, SEK, DKK and JPY"))
        .containsExactly("GBP/USD,EUR,NOK,SEK,DKK");
    // one pair stays one pair
    assertThat(subjects("How many kroner for a dollar?")).containsExactly("USD/NOK");
    assertThat(subjects("Hvor mange pund får man for en dollar?")).containsExactly("USD/GBP");
    assertThat(currency("100 USD in NOK and SEK").get(0).parameters())
        .containsEntry(CurrencyFetcher.AMOUNT, "100");
  }

  @Test
  void offTopicMessagesWithCurrencyWordsFetchNoRate() {
    for (String message :
        List.of(
            "the euro was introduced in 1999",
            "jeg har ikke kroner igjen",
            "pound cake recipe",
            "skandinaviske kroner er fine mynter",
            "Canadian and Australian dollars are both called dollars",
            "De skandinaviske valutaene har felles historie")) {
      assertThat(currency(message)).as(message).isEmpty();
    }
  }

  @Test
  void scandinavianKronerInNorwegian() throws Exception {
    String q = "Hva er dollaren verdt i skandinaviske kroner?";
    passes(
        q,
        NB,
        "Per 11.04.2025 kostet én amerikansk dollar 10,67 norske kroner, 9,80 svenske og 6,58"
            + " danske.");
    // one of the pairs alone, rightly, answers too
    passes(q, NB, "En dollar gir 9,80 svenske kroner.");
    String real =
        caught(q, NB, "En dollar kostet 10,67 norske, 9,80 svenske og 8,58 danske kroner.");
    assertThat(real).startsWith("1 USD = 10,665 NOK, 9,8006 SEK og 6,5816 DKK");
  }

  @Test
  void scandinavianCurrenciesInEnglish() throws Exception {
    String q = "Dollar vs the Scandinavian currencies?";
    passes(q, Locale.ENGLISH, "A dollar bought 10.665 NOK, 9.80 SEK and 6.58 DKK on 2025-04-11.");
    caught(q, Locale.ENGLISH, "A dollar bought 10.665 NOK, 9.80 SEK and 6.98 DKK on 2025-04-11.");
  }

  @Test
  void canadianAndAustralianDollarsInNorwegian() throws Exception {
    String q = "Hva er kursen mellom amerikanske og kanadiske/australske dollar?";
    passes(
        q,
        NB,
        "11. april 2025 var én amerikansk dollar verdt 1,39 kanadiske dollar og 1,60 australske"
            + " dollar.");
    String real =
        caught(q, NB, "Én amerikansk dollar var verdt 1,39 kanadiske dollar og 1,50 australske.");
    assertThat(real).startsWith("1 USD = 1,3869 CAD og 1,6042 AUD").doesNotContain("NOK");
  }

  @Test
  void anAmountInTwoTargetsInEnglish() throws Exception {
    String q = "100 USD in NOK and SEK";
    passes(q, Locale.ENGLISH, "100 USD is about 1,066.50 NOK and 980.06 SEK.");
    passes(q, Locale.ENGLISH, "That is 980 Swedish kronor.");
    String real = caught(q, Locale.ENGLISH, "100 USD is about 1,066.50 NOK and 890.06 SEK.");
    assertThat(real).startsWith("100 USD = 1,066.5 NOK and 980.06 SEK");
  }

  @Test
  void eurosAndPoundsForADollar() throws Exception {
    String q = "How many euros and pounds is a dollar?";
    passes(q, Locale.ENGLISH, "A dollar buys about 0.88 euros and 0.76 pounds.");
    String real = caught(q, Locale.ENGLISH, "A dollar buys about 0.88 euros and 0.72 pounds.");
    assertThat(real).startsWith("1 USD = 0.88137 EUR and 0.76395 GBP");
  }
}
