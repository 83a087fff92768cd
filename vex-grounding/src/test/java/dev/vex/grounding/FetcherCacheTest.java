package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.weather.WeatherFetcher;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Caching per normalised query and the shared in-flight request, over real HTTP. */
class FetcherCacheTest {
  private static final String PRICES =
      "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json";
  private static final String PATH = "/api/v3/simple/price";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @Test
  void aRepeatedQuestionWithinTheTimeToLiveIsAnsweredFromTheCache() throws Exception {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(PRICES)));
    CryptoFetcher f =
        CryptoFetcher.builder().baseUrl(wm.baseUrl()).cacheTtl(Duration.ofSeconds(60)).build();

    GroundTruth first = f.fetch(Intent.of("crypto", "BTC"));
    GroundTruth again = f.fetch(Intent.of("crypto", "bitcoin"));

    assertThat(again).isSameAs(first);
    wm.verify(1, getRequestedFor(urlPathEqualTo(PATH)));
  }

  @Test
  void placeNamesAreNormalisedForTheCache() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/Oslo")).willReturn(Fixtures.json("fixtures/wttr/heideck_j1.json")));
    WeatherFetcher f =
        WeatherFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(java.time.Duration.ofSeconds(10))
            .build();

    f.fetch(Intent.of("weather", "Oslo"));
    f.fetch(Intent.of("weather", "  oslo "));

    assertThat(wm.findAll(getRequestedFor(urlPathEqualTo("/Oslo")))).hasSize(1);
  }

  @Test
  void aZeroTimeToLiveAsksAgain() throws Exception {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(PRICES)));
    CryptoFetcher f = CryptoFetcher.builder().baseUrl(wm.baseUrl()).cacheTtl(Duration.ZERO).build();

    f.fetch(Intent.of("crypto", "BTC"));
    f.fetch(Intent.of("crypto", "BTC"));

    wm.verify(2, getRequestedFor(urlPathEqualTo(PATH)));
  }

  @Test
  void concurrentIdenticalQuestionsShareOneRequest() throws Exception {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(PRICES).withFixedDelay(300)));
    CryptoFetcher f = CryptoFetcher.builder().baseUrl(wm.baseUrl()).cacheTtl(Duration.ZERO).build();
    ExecutorService pool = Executors.newFixedThreadPool(8);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<GroundTruth>> answers = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        answers.add(
            pool.submit(
                () -> {
                  start.await();
                  return f.fetch(Intent.of("crypto", "BTC"));
                }));
      }
      start.countDown();
      GroundTruth first = answers.get(0).get(5, TimeUnit.SECONDS);
      for (Future<GroundTruth> a : answers) {
        assertThat(a.get(5, TimeUnit.SECONDS)).isSameAs(first);
      }
      wm.verify(1, getRequestedFor(urlPathEqualTo(PATH)));
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aFailedFetchIsAskedAgainNextTime() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo(PATH))
            .willReturn(Fixtures.json(429, "fixtures/coingecko/error_429_rate_limit.json")));
    CryptoFetcher f =
        CryptoFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(java.time.Duration.ofSeconds(10))
            .build();
    try {
      f.fetch(Intent.of("crypto", "BTC"));
    } catch (SourceException expected) {
      // rate limited
    }
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(PRICES)));

    GroundTruth t = f.fetch(Intent.of("crypto", "BTC"));

    assertThat(t.facts()).containsKey("price");
    wm.verify(2, getRequestedFor(urlPathEqualTo(PATH)));
  }
}
