package dev.vex.grounding.currency;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.testing.Fixtures;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Frankfurter's real {@code /v1/latest?base=USD} answer, served over HTTP. */
class CurrencyFetcherTest {
  private static final String LATEST = "fixtures/frankfurter/latest_base_USD_2025-04-11.json";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static CurrencyFetcher fetcher() {
    return CurrencyFetcher.builder().baseUrl(wm.baseUrl()).timeout(Duration.ofSeconds(60)).build();
  }

  private static Intent usdNok(String amount) {
    return new Intent("currency", "USD/NOK", Map.of(CurrencyFetcher.AMOUNT, amount));
  }

  @Test
  void anAmountIsConvertedAtTheRecordedRate() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));

    GroundTruth t = fetcher().fetch(usdNok("100"));

    wm.verify(
        getRequestedFor(urlPathEqualTo("/v1/latest"))
            .withQueryParam("base", equalTo("USD"))
            .withQueryParam("symbols", equalTo("NOK")));
    assertThat(t.keyFigures())
        .containsExactly(
            new KeyFigure("100 USD in NOK", new BigDecimal("1066.50"), "NOK"),
            KeyFigure.optional("USD/NOK rate", new BigDecimal("10.665"), "NOK"),
            KeyFigure.optional("NOK/USD rate", new BigDecimal("0.0937647"), "USD"));
    assertThat(t.summary(Locale.ENGLISH))
        .isEqualTo(
            "100 USD = 1,066.5 NOK (rate 10.665, the ECB reference rate of 2025-04-11; source: Frankfurter).");
    assertThat(t.summary(Locale.forLanguageTag("nb")))
        .isEqualTo(
            "100 USD = 1 066,5 NOK (kurs 10,665, ECBs referansekurs for 2025-04-11; kilde: Frankfurter).");
    assertThat(t.card().title()).isEqualTo("USD → NOK");
    assertThat(t.card().fields()).containsEntry("Amount", "100 USD = 1,066.5 NOK");
    assertThat(t.card().sourceUrl()).isEqualTo("https://frankfurter.dev/");
    assertThat(t.sourceUrls()).containsExactly(wm.baseUrl() + "/v1/latest?base=USD&symbols=NOK");
  }

  @Test
  void withoutAnAmountTheRateIsTheRequiredFigure() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));

    GroundTruth t = fetcher().fetch(Intent.of("currency", "usd nok"));

    assertThat(t.keyFigures())
        .containsExactly(
            new KeyFigure("USD/NOK rate", new BigDecimal("10.665"), "NOK"),
            // the other direction, "0.094 dollars per krone", is no figure the reply must state
            KeyFigure.optional("NOK/USD rate", new BigDecimal("0.0937647"), "USD"));
  }

  @Test
  void differentAmountsOfOnePairShareOneCachedRate() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));
    CurrencyFetcher f = fetcher();

    f.fetch(usdNok("100"));
    GroundTruth t = f.fetch(usdNok("2.5"));

    assertThat(wm.findAll(getRequestedFor(urlPathEqualTo("/v1/latest")))).hasSize(1);
    assertThat(t.facts()).containsEntry("converted", new BigDecimal("26.66"));
  }

  @Test
  void aCurrencyTheAnswerDoesNotHoldIsNotFound() {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("currency", "USD/XYZ")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND))
        .hasMessageContaining("no XYZ rate for USD");
  }

  @Test
  void aServerThatDoesNotKnowTheCurrencyIsNotFound() {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(aResponse().withStatus(404)));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("currency", "USD/XYZ")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND));
  }

  @Test
  void severalTargetsAreAskedInOneRequestAndEachPairIsAFigure() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));

    GroundTruth t = fetcher().fetch(Intent.of("currency", "USD/NOK,SEK,DKK"));

    wm.verify(
        1,
        getRequestedFor(urlPathEqualTo("/v1/latest"))
            .withQueryParam("base", equalTo("USD"))
            .withQueryParam("symbols", equalTo("NOK,SEK,DKK")));
    assertThat(t.keyFigures())
        .containsExactly(
            new KeyFigure("USD/NOK rate", new BigDecimal("10.665"), "NOK").withAliases("USD"),
            KeyFigure.optional("NOK/USD rate", new BigDecimal("0.0937647"), "USD")
                .withAliases("USD"),
            new KeyFigure("USD/SEK rate", new BigDecimal("9.8006"), "SEK").withAliases("USD"),
            KeyFigure.optional("SEK/USD rate", new BigDecimal("0.102035"), "USD")
                .withAliases("USD"),
            new KeyFigure("USD/DKK rate", new BigDecimal("6.5816"), "DKK").withAliases("USD"),
            KeyFigure.optional("DKK/USD rate", new BigDecimal("0.151939"), "USD")
                .withAliases("USD"));
    assertThat(t.summary(Locale.ENGLISH))
        .isEqualTo(
            "1 USD = 10.665 NOK, 9.8006 SEK and 6.5816 DKK (the ECB reference rates of 2025-04-11;"
                + " source: Frankfurter).");
    assertThat(t.summary(Locale.forLanguageTag("nb")))
        .isEqualTo(
            "1 USD = 10,665 NOK, 9,8006 SEK og 6,5816 DKK (ECBs referansekurser for 2025-04-11;"
                + " kilde: Frankfurter).");
    assertThat(t.card().title()).isEqualTo("USD → NOK, SEK, DKK");
    assertThat(t.card().fields())
        .containsEntry("Rate SEK", "1 USD = 9.8006 SEK")
        .containsEntry("Rate DKK", "1 USD = 6.5816 DKK");
  }

  @Test
  void anAmountInSeveralTargetsConvertsToEach() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));

    GroundTruth t =
        fetcher()
            .fetch(new Intent("currency", "USD/NOK,SEK", Map.of(CurrencyFetcher.AMOUNT, "100")));

    assertThat(t.keyFigures())
        .containsExactly(
            new KeyFigure("100 USD in NOK", new BigDecimal("1066.50"), "NOK").withAliases("USD"),
            KeyFigure.optional("USD/NOK rate", new BigDecimal("10.665"), "NOK").withAliases("USD"),
            KeyFigure.optional("NOK/USD rate", new BigDecimal("0.0937647"), "USD")
                .withAliases("USD"),
            new KeyFigure("100 USD in SEK", new BigDecimal("980.06"), "SEK").withAliases("USD"),
            KeyFigure.optional("USD/SEK rate", new BigDecimal("9.8006"), "SEK").withAliases("USD"),
            KeyFigure.optional("SEK/USD rate", new BigDecimal("0.102035"), "USD")
                .withAliases("USD"));
    assertThat(t.summary(Locale.ENGLISH))
        .isEqualTo(
            "100 USD = 1,066.5 NOK and 980.06 SEK (rates 10.665 and 9.8006, the ECB reference"
                + " rates of 2025-04-11; source: Frankfurter).");
  }

  @Test
  void oneUnitIsTheRateNotTheRateRoundedToCents() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));

    GroundTruth t = fetcher().fetch(Intent.of("currency", "USD/NOK"));

    // HALF_EVEN to cents made this "1 USD = 10.66 NOK (rate 10.665, ...)"
    assertThat(t.summary(Locale.ENGLISH))
        .isEqualTo(
            "1 USD = 10.665 NOK (the ECB reference rate of 2025-04-11; source: Frankfurter).");
    assertThat(t.facts()).containsEntry("converted", new BigDecimal("10.665"));
  }

  @Test
  void aTargetTheAnswerLacksIsSaidAndTheOthersKept() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));

    // the ECB publishes no rouble rate: the recorded answer has none
    GroundTruth t = fetcher().fetch(Intent.of("currency", "USD/NOK,RUB"));

    assertThat(t.keyFigures())
        .extracting(KeyFigure::label)
        .containsExactly("USD/NOK rate", "NOK/USD rate");
    assertThat(t.summary(Locale.ENGLISH)).endsWith(" No rate for RUB from the ECB.");
  }

  @Test
  void anAnswerForAnotherBaseGivesEachRateAsTheQuotientOfTheTwo() throws Exception {
    // a mirror or proxy that ignores base= and serves the USD answer for a EUR question: reading
    // rates.NOK would give USD/NOK (10.665) as EUR/NOK; the quotient 10.665 / 0.88137 is EUR/NOK
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));

    GroundTruth t = fetcher().fetch(Intent.of("currency", "EUR/NOK,SEK"));

    wm.verify(
        getRequestedFor(urlPathEqualTo("/v1/latest"))
            .withQueryParam("base", equalTo("EUR"))
            .withQueryParam("symbols", equalTo("NOK,SEK")));
    assertThat(t.keyFigures())
        .contains(
            new KeyFigure("EUR/NOK rate", new BigDecimal("12.1005"), "NOK").withAliases("EUR"),
            new KeyFigure("EUR/SEK rate", new BigDecimal("11.1197"), "SEK").withAliases("EUR"));
    // the answer's own base is a target too: one dollar is 1 on its own table
    GroundTruth usd =
        fetcher().fetch(new Intent("currency", "EUR/USD", Map.of(CurrencyFetcher.AMOUNT, "100")));
    assertThat(usd.summary(Locale.ENGLISH)).startsWith("100 EUR = 113.46 USD (rate 1.1346,");
  }

  @Test
  void anAnswerForAnotherBaseWithoutTheAskedCurrencyIsABrokenAnswer() {
    // the USD table has no rouble: no quotient can be worked out
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("currency", "RUB/NOK")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.BAD_RESPONSE))
        .hasMessageContaining("rates for base 'USD' where RUB was asked");
  }

  @Test
  void moreTargetsThanTheBoundAreRefusedWithoutARequest() {
    assertThatThrownBy(() -> fetcher().fetch(Intent.of("currency", "USD/NOK,SEK,DKK,EUR,GBP,JPY")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND));
    assertThatThrownBy(() -> fetcher().fetch(Intent.of("currency", "USD/NOK,USD")))
        .isInstanceOf(SourceException.class);
    assertThat(wm.getAllServeEvents()).isEmpty();
  }

  @Test
  void aSubjectThatIsNoPairIsRefusedWithoutARequest() {
    assertThatThrownBy(() -> fetcher().fetch(Intent.of("currency", "dollars")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND));
    assertThat(wm.getAllServeEvents()).isEmpty();
  }
}
