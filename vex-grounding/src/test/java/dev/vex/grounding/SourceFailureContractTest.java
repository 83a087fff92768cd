package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.testing.HeldSource;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every fetcher fails the same honest way over real HTTP: rate limited, HTML where JSON was
 * expected, truncated JSON, a server error, a slow body, a hanging source and an unreachable host
 * each end in a typed {@link SourceException}, never in made-up data, and never later than the
 * fetcher's timeout allows.
 */
class SourceFailureContractTest {
  /** The timeout of the cases that test the timeout: short, since the source never answers. */
  private static final Duration TIMEOUT = Duration.ofMillis(600);

  /**
   * The timeout of every other case: generous, so that on a busy machine a prompt error response is
   * judged as what it is, never as a timeout.
   */
  private static final Duration ROOMY = Duration.ofSeconds(30);

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  /** A loopback service a hostile redirect points at: it must never be asked. */
  @RegisterExtension
  static WireMockExtension internal =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  /** Loads the HTTP client and WireMock once, so the first case is not timed against a cold JVM. */
  @BeforeAll
  static void warmUp() throws Exception {
    wm.stubFor(any(anyUrl()).willReturn(Fixtures.json("fixtures/hn-algolia/front_page.json")));
    try {
      NewsFetcher.builder()
          .baseUrl(wm.baseUrl())
          .timeout(Duration.ofSeconds(10))
          .build()
          .fetch(Intent.of("news", ""));
    } catch (SourceException e) {
      // only a warm-up: on a machine too busy to answer in 10 s the tests still judge the fetchers
    }
    wm.resetAll();
  }

  record Source(
      String name,
      BiFunction<String, Duration, GroundedFetcher> make,
      Intent intent,
      String recording) {
    Function<String, GroundedFetcher> factory() {
      return url -> make.apply(url, ROOMY);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Source> sources() {
    return Stream.of(
        new Source(
            "wttr.in",
            (url, t) -> WeatherFetcher.builder().baseUrl(url).timeout(t).build(),
            Intent.of("weather", "Heideck"),
            "fixtures/wttr/heideck_j1.json"),
        new Source(
            "Hacker News",
            (url, t) -> NewsFetcher.builder().baseUrl(url).timeout(t).build(),
            Intent.of("news", ""),
            "fixtures/hn-algolia/front_page.json"),
        new Source(
            "SearXNG",
            (url, t) -> SearchFetcher.builder().baseUrl(url).timeout(t).build(),
            Intent.of("search", "cheap RAM"),
            "fixtures/searxng/openclaw_latest_features.json"),
        new Source(
            "Yahoo Finance",
            (url, t) -> StockFetcher.builder().baseUrl(url).timeout(t).build(),
            Intent.of("stocks", "AAPL"),
            "fixtures/yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json"),
        new Source(
            "CoinGecko",
            (url, t) -> CryptoFetcher.builder().baseUrl(url).timeout(t).build(),
            Intent.of("crypto", "BTC"),
            "fixtures/coingecko/coins_markets_usd_ids_bitcoin.json"),
        new Source(
            "TheMealDB",
            (url, t) -> RecipeFetcher.builder().baseUrl(url).timeout(t).build(),
            Intent.of("recipes", "lasagne"),
            "fixtures/themealdb/search_arrabiata.json"),
        new Source(
            "TheSportsDB",
            (url, t) -> SportsFetcher.builder().baseUrl(url).timeout(t).build(),
            Intent.of("sports", "Liverpool"),
            "fixtures/thesportsdb/eventslast_133602.json"),
        new Source(
            "Frankfurter",
            (url, t) -> CurrencyFetcher.builder().baseUrl(url).timeout(t).build(),
            new Intent("currency", "USD/NOK", java.util.Map.of("amount", "100")),
            "fixtures/frankfurter/latest_base_USD_2025-04-11.json"),
        new Source(
            "LibreTranslate",
            (url, t) -> TranslateFetcher.builder().baseUrl(url).timeout(t).build(),
            new Intent("translate", "god morgen", java.util.Map.of("target", "en")),
            "fixtures/libretranslate/translate_auto_detected_pt.json"));
  }

  private static SourceException failWith(Source s, ResponseDefinitionBuilder response) {
    return failWith(s, response, ROOMY);
  }

  private static SourceException failWith(
      Source s, ResponseDefinitionBuilder response, Duration timeout) {
    wm.stubFor(any(anyUrl()).willReturn(response));
    GroundedFetcher f = s.make().apply(wm.baseUrl(), timeout);
    Throwable t = catchThrowable(() -> f.fetch(s.intent()));
    assertThat(t).isInstanceOf(SourceException.class);
    SourceException e = (SourceException) t;
    assertThat(e.source()).isEqualTo(s.name());
    assertThat(e.url()).startsWith(wm.baseUrl());
    return e;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void aConnectionLostBeforeAnyResponseByteIsSentOnceMore(Source s) throws Exception {
    // The JDK client's race with its pool over a reused connection looks like this to the fetcher:
    // the connection ends before any byte of a response. The same request goes out once more: a
    // GET sent again by the JDK client itself, a POST (LibreTranslate here) by the exchange.
    wm.stubFor(
        any(anyUrl())
            .inScenario("lost")
            .whenScenarioStateIs(Scenario.STARTED)
            .willReturn(aResponse().withFault(Fault.EMPTY_RESPONSE))
            .willSetStateTo("answering"));
    wm.stubFor(
        any(anyUrl())
            .inScenario("lost")
            .whenScenarioStateIs("answering")
            .willReturn(Fixtures.json(s.recording())));

    GroundedFetcher f = s.factory().apply(wm.baseUrl());
    Throwable t = catchThrowable(() -> f.fetch(s.intent()));

    // TheSportsDB asks twice (team, then events) and gets the one recording both times: its shape
    // error says the lost request was sent again and answered, which is what this case is about.
    if (t != null) {
      assertThat(t).isInstanceOf(SourceException.class);
      assertThat(((SourceException) t).reason()).isEqualTo(Reason.BAD_RESPONSE);
      assertThat(s.name()).isEqualTo("TheSportsDB");
    }
    List<ServeEvent> events = wm.getAllServeEvents(); // newest first
    ServeEvent lost = events.get(events.size() - 1);
    ServeEvent again = events.get(events.size() - 2);
    assertThat(again.getRequest().getUrl()).isEqualTo(lost.getRequest().getUrl());
    assertThat(again.getRequest().getMethod()).isEqualTo(lost.getRequest().getMethod());
    assertThat(again.getRequest().getBodyAsString()).isEqualTo(lost.getRequest().getBodyAsString());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void aConnectionLostAfterTheHeadersIsNotSentAgain(Source s) {
    SourceException e = failWith(s, aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK));
    assertThat(e.reason()).isIn(Reason.UNREACHABLE, Reason.BAD_RESPONSE);
    assertThat(wm.getAllServeEvents()).hasSize(1);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void rateLimitingIsTypedAndRetryable(Source s) {
    SourceException e = failWith(s, aResponse().withStatus(429).withBody("Too Many Requests"));
    assertThat(e.reason()).isEqualTo(Reason.RATE_LIMITED);
    assertThat(e.status()).isEqualTo(429);
    assertThat(e.retryable()).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void htmlWhereJsonWasExpectedIsABadResponse(Source s) {
    SourceException e = failWith(s, Fixtures.html());
    assertThat(e.reason()).isEqualTo(Reason.BAD_RESPONSE);
    assertThat(e.getMessage()).contains("HTML where JSON was expected titled \"Just a moment...\"");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void truncatedJsonIsABadResponse(Source s) {
    SourceException e = failWith(s, Fixtures.truncated(s.recording()));
    assertThat(e.reason()).isEqualTo(Reason.BAD_RESPONSE);
    assertThat(e.getMessage()).contains("malformed or truncated JSON");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void aServerErrorIsRetryable(Source s) {
    SourceException e = failWith(s, aResponse().withStatus(503).withBody("upstream down"));
    assertThat(e.reason()).isEqualTo(Reason.HTTP_ERROR);
    assertThat(e.serverMessage()).isEqualTo("upstream down");
    assertThat(e.retryable()).isTrue();
  }

  /**
   * Fetches from a source that holds its answer (all of it, or the second half of the body) until
   * the fetch has ended: a typed timeout while the source still holds shows the fetcher stopped at
   * its timeout and did not wait for the source.
   */
  private static SourceTimeoutException timeoutFrom(Source s, boolean halfFirst)
      throws IOException, InterruptedException {
    byte[] recording = Fixtures.bytes(s.recording());
    try (HeldSource source = HeldSource.start(path -> recording, path -> true, halfFirst)) {
      GroundedFetcher f = s.make().apply(source.baseUrl(), TIMEOUT);
      Throwable t = catchThrowable(() -> f.fetch(s.intent()));
      assertThat(source.heldAnswered()).as("held answers sent before the fetch ended").isZero();
      assertThat(source.awaitHeldArrived(1, Duration.ofSeconds(30)))
          .as("the request reached the source")
          .isTrue();
      assertThat(t).isInstanceOf(SourceTimeoutException.class);
      // The exchange ran on this thread and its timer interrupted it: that interrupt was taken
      // back.
      assertThat(Thread.interrupted()).as("the timeout's interrupt left set").isFalse();
      SourceTimeoutException e = (SourceTimeoutException) t;
      assertThat(e.source()).isEqualTo(s.name());
      assertThat(e.url()).startsWith(source.baseUrl());
      assertThat(e.reason()).isEqualTo(Reason.TIMEOUT);
      assertThat(e.timeout()).isEqualTo(TIMEOUT);
      return e;
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void aSlowBodyTimesOutWithinTheTimeout(Source s) throws Exception {
    timeoutFrom(s, true);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void aHangingSourceTimesOutWithinTheTimeout(Source s) throws Exception {
    timeoutFrom(s, false);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void anUnreachableSourceIsTyped(Source s) throws IOException {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    GroundedFetcher f = s.factory().apply("http://127.0.0.1:" + closedPort);
    Throwable t = catchThrowable(() -> f.fetch(s.intent()));
    assertThat(t)
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.UNREACHABLE);
              assertThat(e.retryable()).isTrue();
            });
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void aRedirectToAnotherLoopbackServiceIsRefusedAndNeverAsked(Source s) {
    internal.stubFor(any(anyUrl()).willReturn(Fixtures.json(s.recording())));
    String target = "http://127.0.0.1:" + internal.getPort() + "/latest";
    SourceException e = failWith(s, aResponse().withStatus(302).withHeader("Location", target));
    assertThat(e.reason()).isEqualTo(Reason.REDIRECT_REFUSED);
    assertThat(e.getMessage()).contains("not a public address (127.0.0.1)");
    assertThat(e.retryable()).isFalse();
    assertThat(internal.getAllServeEvents()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void aRedirectToCloudMetadataIsRefused(Source s) {
    SourceException e =
        failWith(
            s,
            aResponse()
                .withStatus(307)
                .withHeader("Location", "http://169.254.169.254/latest/meta-data/iam/"));
    assertThat(e.reason()).isEqualTo(Reason.REDIRECT_REFUSED);
    assertThat(e.getMessage()).contains("169.254.169.254");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sources")
  void aBodyLargerThanTheLimitIsABadResponse(Source s) {
    byte[] recording = Fixtures.bytes(s.recording());
    byte[] huge = java.util.Arrays.copyOf(recording, 3 * 1024 * 1024);
    java.util.Arrays.fill(huge, recording.length, huge.length, (byte) ' ');
    SourceException e =
        failWith(
            s,
            aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withBody(huge),
            Duration.ofSeconds(30));
    assertThat(e.reason()).isEqualTo(Reason.BAD_RESPONSE);
    assertThat(e.getMessage()).contains("larger than 2097152 bytes");
  }
}
