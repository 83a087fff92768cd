package dev.vex.grounding.stocks;

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
import java.time.Instant;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class StockFetcherTest {
  private static final String CHART =
      "fixtures/yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private StockFetcher fetcher() {
    return StockFetcher.builder()
        .baseUrl(wm.baseUrl())
        .timeout(java.time.Duration.ofSeconds(10))
        .build();
  }

  @Test
  void aTickerGoesStraightToTheChartAndReadsItsMeta() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/v8/finance/chart/AAPL")).willReturn(Fixtures.json(CHART)));

    GroundTruth t = fetcher().fetch(Intent.of("stocks", "AAPL"));

    assertThat(t.sourceName()).isEqualTo("Yahoo Finance");
    assertThat(t.facts())
        .containsEntry("symbol", "AAPL")
        .containsEntry("currency", "USD")
        .containsEntry("price", new BigDecimal("160.55"))
        .containsEntry("marketTime", Instant.ofEpochSecond(1637355602))
        .containsEntry("exchange", "NMS");
    assertThat(t.keyFigures())
        .contains(new KeyFigure("AAPL price", new BigDecimal("160.55"), "USD").withAliases("AAPL"));
    assertThat(t.summary(Locale.ENGLISH))
        .startsWith("AAPL (AAPL, NMS) last traded at 160.55 USD (2021-11-19T21:00:02Z)");
    assertThat(t.card().sourceUrl()).isEqualTo("https://finance.yahoo.com/quote/AAPL");
    assertThat(wm.findAll(getRequestedFor(urlPathEqualTo("/v1/finance/search")))).isEmpty();
  }

  @Test
  void aChartOfAnotherPeriodGivesNoPreviousCloseAndNoChange() throws Exception {
    // The recording's bars are of 2 January 2020, its market price of 19 November 2021:
    // chartPreviousClose (73.412) is the close of 31 December 2019, and the change from it
    // (+118.7 %) is no day's change.
    wm.stubFor(get(urlPathEqualTo("/v8/finance/chart/AAPL")).willReturn(Fixtures.json(CHART)));

    GroundTruth t = fetcher().fetch(Intent.of("stocks", "AAPL"));

    assertThat(t.facts()).doesNotContainKeys("previousClose", "changePercent");
    assertThat(t.card().fields()).doesNotContainKeys("Previous close", "Change");
    assertThat(t.summary(Locale.ENGLISH)).doesNotContain("73.41").doesNotContain("118");
    // chartPreviousClose is kept only as a figure of its own, judged where a reply names it (#22)
    assertThat(t.keyFigures())
        .extracting(KeyFigure::label)
        .containsExactly("AAPL price", "AAPL chart previous close", "AAPL chart change");
    assertThat(t.keyFigures().get(1).value()).isEqualByComparingTo("73.412");
    assertThat(t.keyFigures().get(2).value()).isEqualByComparingTo("118.70");
  }

  @Test
  void withoutPreviousCloseTheBarBeforeTheMarketDayGivesTheChange() throws Exception {
    // 18 daily bars up to 14 July 2023, the market price of that day; chartPreviousClose
    // (9468.81) is the close before 20 June.
    wm.stubFor(
        get(urlPathEqualTo("/v8/finance/chart/%5ESP500TR"))
            .willReturn(
                Fixtures.json(
                    "fixtures/yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json")));

    GroundTruth t = fetcher().fetch(Intent.of("stocks", "^SP500TR"));

    assertThat(t.facts())
        .containsEntry("price", new BigDecimal("9683.69"))
        .containsEntry("previousClose", new BigDecimal("9693.2998"))
        .containsEntry("changePercent", new BigDecimal("-0.10"));
    assertThat(t.summary(Locale.ENGLISH)).contains("previous close 9,693.3 USD, change -0.1 %");
    assertThat(t.keyFigures())
        .extracting(KeyFigure::label, KeyFigure::value)
        .contains(
            org.assertj.core.groups.Tuple.tuple(
                "^SP500TR chart previous close", new BigDecimal("9468.81")),
            org.assertj.core.groups.Tuple.tuple("^SP500TR chart change", new BigDecimal("2.27")));
  }

  @Test
  void aCompanyNameIsResolvedThroughYahoosSearchToItsFirstListedEquity() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/v1/finance/search"))
            .willReturn(Fixtures.json("fixtures/yahoo-search/search_AAPL.json")));
    wm.stubFor(get(urlPathEqualTo("/v8/finance/chart/AAPL")).willReturn(Fixtures.json(CHART)));

    GroundTruth t = fetcher().fetch(Intent.of("stocks", "Apple"));

    wm.verify(
        getRequestedFor(urlPathEqualTo("/v1/finance/search"))
            .withQueryParam("q", equalTo("Apple")));
    assertThat(t.facts()).containsEntry("name", "Apple Inc.").containsEntry("symbol", "AAPL");
    assertThat(t.card().title()).isEqualTo("Apple Inc. (AAPL)");
    assertThat(t.summary(Locale.forLanguageTag("nb")))
        .startsWith("Apple Inc. (AAPL, NMS) sist omsatt til 160,55 USD");
  }

  @Test
  void anUnknownTickerIsNotFoundWithYahoosOwnMessage() {
    wm.stubFor(
        get(urlPathEqualTo("/v8/finance/chart/NOPE"))
            .willReturn(Fixtures.json(404, "fixtures/yahoo-chart/error_not_found.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("stocks", "NOPE")))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND);
              assertThat(e.status()).isEqualTo(404);
              assertThat(e.serverMessage()).isEqualTo("No data found, symbol may be delisted");
            });
  }

  @Test
  void aNameYahooCannotListIsAnUnknownSubject() {
    wm.stubFor(
        get(urlPathEqualTo("/v1/finance/search"))
            .willReturn(Fixtures.json("documented/yahoo/search_only_crunchbase.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("stocks", "Nonexistent Company")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.UNKNOWN_SUBJECT))
        .hasMessageContaining("no listed security matches 'Nonexistent Company'");
  }

  @Test
  void yahoosPlainTextRateLimitIsTyped() {
    wm.stubFor(
        get(urlPathEqualTo("/v8/finance/chart/AAPL"))
            .willReturn(
                aResponse()
                    .withStatus(429)
                    .withBody(Fixtures.bytes("documented/yahoo/429_too_many_requests.txt"))));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("stocks", "AAPL")))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.RATE_LIMITED);
              assertThat(e.serverMessage()).isEqualTo("Too Many Requests");
            });
  }

  @Test
  void tickersAreToldApartFromNames() {
    assertThat(StockFetcher.isTicker("AAPL")).isTrue();
    assertThat(StockFetcher.isTicker("EQNR.OL")).isTrue();
    assertThat(StockFetcher.isTicker("^GSPC")).isTrue();
    assertThat(StockFetcher.isTicker("^SP500TR")).isTrue(); // index symbols run to 8 characters
    assertThat(StockFetcher.isTicker("Equinor")).isFalse();
    assertThat(StockFetcher.isTicker("bitcoin ETF")).isFalse();
  }

  @Test
  void anIndexSymbolIsAskedForEncodedAndAnUnknownOneIsNotFound() {
    wm.stubFor(
        get(urlPathEqualTo("/v8/finance/chart/%5EGSPC"))
            .willReturn(Fixtures.json(404, "fixtures/yahoo-chart/error_not_found.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("stocks", "^GSPC")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND));
    wm.verify(1, getRequestedFor(urlPathEqualTo("/v8/finance/chart/%5EGSPC")));
  }
}
