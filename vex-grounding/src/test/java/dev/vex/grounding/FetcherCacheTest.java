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
import dev.vex.grounding.testing.HeldSource;
import dev.vex.grounding.weather.WeatherFetcher;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
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
  private static final Duration GENEROUS = Duration.ofSeconds(60);
  private static final String PATH = "/api/v3/simple/price";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @Test
  void aRepeatedQuestionWithinTheTimeToLiveIsAnsweredFromTheCache() throws Exception {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(PRICES)));
    CryptoFetcher f =
        CryptoFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(GENEROUS)
            .cacheTtl(Duration.ofSeconds(60))
            .build();

    GroundTruth first = f.fetch(Intent.of("crypto", "BTC"));
    GroundTruth again = f.fetch(Intent.of("crypto", "bitcoin"));

    assertThat(again).isSameAs(first);
    wm.verify(1, getRequestedFor(urlPathEqualTo(PATH)));
  }

  @Test
  void placeNamesAreNormalisedForTheCache() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/Heideck")).willReturn(Fixtures.json("fixtures/wttr/heideck_j1.json")));
    WeatherFetcher f =
        WeatherFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(java.time.Duration.ofSeconds(10))
            .build();

    f.fetch(Intent.of("weather", "Heideck"));
    f.fetch(Intent.of("weather", "  heideck "));

    assertThat(wm.findAll(getRequestedFor(urlPathEqualTo("/Heideck")))).hasSize(1);
  }

  @Test
  void aZeroTimeToLiveAsksAgain() throws Exception {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(PRICES)));
    CryptoFetcher f =
        CryptoFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(GENEROUS)
            .cacheTtl(Duration.ZERO)
            .build();

    f.fetch(Intent.of("crypto", "BTC"));
    f.fetch(Intent.of("crypto", "BTC"));

    wm.verify(2, getRequestedFor(urlPathEqualTo(PATH)));
  }

  @Test
  void concurrentIdenticalQuestionsShareOneRequest() throws Exception {
    // CoinGecko's /coins/markets answer: the one endpoint a fetcher asks of a server that serves it
    byte[] body = Fixtures.bytes("fixtures/coingecko/coins_markets_usd_ids_bitcoin.json");
    // The source holds the one request until every caller waits inside fetch: a handshake, not a
    // delay that a late caller on a busy machine could miss.
    try (HeldSource source = HeldSource.start(path -> body, path -> true, false)) {
      CryptoFetcher f =
          CryptoFetcher.builder()
              .baseUrl(source.baseUrl())
              .timeout(GENEROUS)
              .cacheTtl(Duration.ZERO)
              .build();
      ExecutorService pool = Executors.newFixedThreadPool(8);
      List<Thread> callers = new CopyOnWriteArrayList<>();
      CountDownLatch start = new CountDownLatch(1);
      try {
        List<Future<GroundTruth>> answers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
          answers.add(
              pool.submit(
                  () -> {
                    start.await();
                    callers.add(Thread.currentThread());
                    return f.fetch(Intent.of("crypto", "BTC"));
                  }));
        }
        start.countDown();
        assertThat(source.awaitHeldArrived(1, GENEROUS)).isTrue();
        for (int i = 0; i < 6_000 && !allWaitInFetch(callers); i++) {
          Thread.sleep(10);
        }
        assertThat(allWaitInFetch(callers)).as("all 8 callers wait inside fetch").isTrue();
        source.release();

        GroundTruth first = answers.get(0).get(GENEROUS.toSeconds(), TimeUnit.SECONDS);
        for (Future<GroundTruth> a : answers) {
          assertThat(a.get(GENEROUS.toSeconds(), TimeUnit.SECONDS)).isSameAs(first);
        }
        assertThat(source.heldArrived()).as("requests that reached the source").isOne();
      } finally {
        pool.shutdownNow();
      }
    }
  }

  /** Whether 8 callers have entered fetch and are parked there, waiting for the shared request. */
  private static boolean allWaitInFetch(List<Thread> callers) {
    if (callers.size() < 8) {
      return false;
    }
    for (Thread t : callers) {
      Thread.State state = t.getState();
      boolean inFetch =
          Arrays.stream(t.getStackTrace())
              .anyMatch(e -> e.getClassName().startsWith(CryptoFetcher.class.getName()));
      if (!inFetch || (state != Thread.State.WAITING && state != Thread.State.TIMED_WAITING)) {
        return false;
      }
    }
    return true;
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
