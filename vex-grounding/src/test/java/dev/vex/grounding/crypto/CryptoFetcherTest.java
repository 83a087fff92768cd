package dev.vex.grounding.crypto;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.testing.Fixtures;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class CryptoFetcherTest {
  private static final String PRICES =
      "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json";
  private static final String PATH = "/api/v3/simple/price";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private CryptoFetcher fetcher() {
    return CryptoFetcher.builder()
        .baseUrl(wm.baseUrl())
        .timeout(java.time.Duration.ofSeconds(10))
        .build();
  }

  @Test
  void bitcoinsPriceAndDayChangeComeFromTheRecordedAnswer() throws Exception {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(PRICES)));

    GroundTruth t = fetcher().fetch(Intent.of("crypto", "BTC"));

    wm.verify(
        getRequestedFor(urlPathEqualTo(PATH))
            .withQueryParam("ids", equalTo("bitcoin"))
            .withQueryParam("vs_currencies", equalTo("usd"))
            .withQueryParam("include_24hr_change", equalTo("true")));
    assertThat(t.sourceName()).isEqualTo("CoinGecko");
    assertThat(t.facts())
        .containsEntry("price", new BigDecimal("89369"))
        .containsEntry("currency", "USD")
        .containsEntry("change24hPercent", new BigDecimal("-0.26992674149334894"));
    assertThat(t.keyFigures())
        .containsExactly(
            new KeyFigure("BTC price", new BigDecimal("89369"), "USD")
                .withAliases("Bitcoin", "BTC"),
            KeyFigure.optional("BTC 24h change", new BigDecimal("-0.26992674149334894"), "%")
                .withAliases("Bitcoin", "BTC"));
    assertThat(t.summary(Locale.ENGLISH))
        .isEqualTo("Bitcoin (BTC) costs 89,369 USD, 24-hour change -0.27 % (source: CoinGecko).");
    assertThat(t.summary(Locale.forLanguageTag("nb")))
        .isEqualTo(
            "Bitcoin (BTC) koster 89 369 USD, endring siste 24 timer -0,27 % (kilde: CoinGecko).");
    assertThat(t.card().title()).isEqualTo("Bitcoin (BTC)");
    assertThat(t.card().fields()).containsEntry("Price", "89,369 USD");
  }

  @Test
  void namesAndSymbolsResolveToCoinGeckoIds() throws Exception {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(PRICES)));

    GroundTruth eth = fetcher().fetch(Intent.of("crypto", "ethereum"));
    GroundTruth usdt = fetcher().fetch(Intent.of("crypto", "USDT"));

    assertThat(eth.keyFigures())
        .first()
        .isEqualTo(
            new KeyFigure("ETH price", new BigDecimal("3037.21"), "USD")
                .withAliases("Ethereum", "ETH", "ether", "eter"));
    assertThat(usdt.keyFigures())
        .first()
        .isEqualTo(
            new KeyFigure("USDT price", new BigDecimal("1.0"), "USD")
                .withAliases("Tether", "USDT"));
    wm.verify(getRequestedFor(urlPathEqualTo(PATH)).withQueryParam("ids", equalTo("ethereum")));
    wm.verify(getRequestedFor(urlPathEqualTo(PATH)).withQueryParam("ids", equalTo("tether")));
  }

  @Test
  void theQuestionsCurrencyIsAskedForAndAnAnswerWithoutItIsNotGuessed() {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(PRICES)));

    assertThatThrownBy(
            () ->
                fetcher().fetch(new Intent("crypto", "BTC", Map.of(CryptoFetcher.CURRENCY, "NOK"))))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND))
        .hasMessageContaining("no NOK price for 'bitcoin'");
    wm.verify(
        getRequestedFor(urlPathEqualTo(PATH)).withQueryParam("vs_currencies", equalTo("nok")));
  }

  @Test
  void anIdThatHasNoPriceIsNotFound() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/search"))
            .willReturn(Fixtures.json("fixtures/coingecko/search_punks.json")));
    wm.stubFor(
        get(urlPathEqualTo(PATH))
            .willReturn(Fixtures.json("documented/coingecko/unknown_id.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("crypto", "hipunks")))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND);
              assertThat(e.retryable()).isFalse();
            })
        .hasMessageContaining("no coin with the id 'hipunks'");
  }

  @Test
  void theRecordedRateLimitCarriesCoinGeckosOwnMessage() {
    wm.stubFor(
        get(urlPathEqualTo(PATH))
            .willReturn(Fixtures.json(429, "fixtures/coingecko/error_429_rate_limit.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("crypto", "BTC")))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.RATE_LIMITED);
              assertThat(e.status()).isEqualTo(429);
              assertThat(e.retryable()).isTrue();
              assertThat(e.serverMessage()).startsWith("You've exceeded the Rate Limit.");
              assertThat(e.url()).startsWith(wm.baseUrl() + PATH + "?ids=bitcoin");
            });
  }

  @Test
  void aNameTheListDoesNotHoldIsResolvedThroughCoinGeckoSearchAndAnUnpricedCoinIsNotFound() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/search"))
            .willReturn(Fixtures.json("fixtures/coingecko/search_punks.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(
                Fixtures.json(
                    "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("crypto", "punk")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND))
        .hasMessageContaining("no coin with the id 'punkswap'");
    wm.verify(
        getRequestedFor(urlPathEqualTo("/api/v3/search")).withQueryParam("query", equalTo("punk")));
    wm.verify(
        getRequestedFor(urlPathEqualTo("/api/v3/simple/price"))
            .withQueryParam("ids", equalTo("punkswap")));
  }

  @Test
  void aResolvedNameIsCachedAcrossCurrencies() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/search"))
            .willReturn(Fixtures.json("fixtures/coingecko/search_punks.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(
                Fixtures.json(
                    "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")));
    CryptoFetcher f = fetcher();

    for (String currency : java.util.List.of("usd", "nok")) {
      catchThrowable(
          () -> f.fetch(new Intent("crypto", "hiPunks", Map.of(CryptoFetcher.CURRENCY, currency))));
    }

    assertThat(wm.findAll(getRequestedFor(urlPathEqualTo("/api/v3/search")))).hasSize(1);
    assertThat(
            wm.findAll(
                getRequestedFor(urlPathEqualTo("/api/v3/simple/price"))
                    .withQueryParam("ids", equalTo("hipunks"))))
        .hasSize(2);
  }

  @Test
  void aNameCoinGeckoDoesNotKnowIsAnUnknownSubjectAndNeverSkipped() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/search"))
            .willReturn(Fixtures.json("documented/coingecko/search_no_results.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("crypto", "Nosuchcoin")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.UNKNOWN_SUBJECT))
        .hasMessageContaining("CoinGecko knows no coin named 'Nosuchcoin'");
  }

  @Test
  void aKnownCoinNeverAsksTheSearch() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(
                Fixtures.json(
                    "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")));

    fetcher().fetch(Intent.of("crypto", "Ethereum"));

    assertThat(wm.findAll(getRequestedFor(urlPathEqualTo("/api/v3/search")))).isEmpty();
  }
}
