package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The settings every fetcher shares are checked in one place, {@link SourceSettings}, with one test
 * per rule; the nine fetcher builders apply exactly these rules, and a fetcher built from settings
 * uses them on the wire.
 */
class SourceSettingsTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static SourceSettings.Builder local() {
    return SourceSettings.builder().baseUrl("http://127.0.0.1:8089");
  }

  @Test
  void aNullBaseUrlIsRejected() {
    assertThatThrownBy(() -> SourceSettings.builder().baseUrl(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("baseUrl");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"ftp://example.com", "file:///etc/passwd", "wttr.in", "", "http://", "::"})
  void aBaseUrlThatIsNotAnHttpUrlWithAHostIsRejected(String url) {
    assertThatThrownBy(() -> SourceSettings.builder().baseUrl(url))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("baseUrl must be an http or https URL");
  }

  @Test
  void trailingSlashesAndBlanksAreDroppedFromTheBaseUrl() {
    assertThat(SourceSettings.builder().baseUrl(" HTTPS://wttr.in// ").build().baseUrl())
        .isEqualTo("HTTPS://wttr.in");
  }

  @Test
  void settingsWithoutABaseUrlCannotBeBuilt() {
    assertThatThrownBy(() -> SourceSettings.builder().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("baseUrl");
  }

  @Test
  void aNullTimeoutIsRejected() {
    assertThatThrownBy(() -> local().timeout(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void aZeroTimeoutIsRejected() {
    assertThatThrownBy(() -> local().timeout(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("timeout must be positive");
  }

  @Test
  void aNegativeTimeoutIsRejected() {
    assertThatThrownBy(() -> local().timeout(Duration.ofMillis(-1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("timeout must be positive");
  }

  @Test
  void aNullCacheTtlIsRejected() {
    assertThatThrownBy(() -> local().cacheTtl(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void aNegativeCacheTtlIsRejectedAndZeroIsAllowed() {
    assertThatThrownBy(() -> local().cacheTtl(Duration.ofSeconds(-1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cacheTtl must not be negative");
    assertThat(local().cacheTtl(Duration.ZERO).build().cacheTtl()).isZero();
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "  ", "vex\r\nX-Injected: 1"})
  void aBlankOrMultiLineUserAgentIsRejected(String agent) {
    assertThatThrownBy(() -> local().userAgent(agent))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("userAgent");
  }

  @Test
  void aNullUserAgentOrClockIsRejected() {
    assertThatThrownBy(() -> local().userAgent(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> local().clock(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void theDefaultsAreTheDocumentedOnes() {
    SourceSettings s = local().build();
    assertThat(s.timeout()).isEqualTo(Duration.ofSeconds(2));
    assertThat(s.cacheTtl()).isEqualTo(Duration.ofMinutes(10));
    assertThat(s.userAgent()).isEqualTo(SourceSettings.DEFAULT_USER_AGENT);
    assertThat(s.toBuilder().build().baseUrl()).isEqualTo("http://127.0.0.1:8089");
  }

  /** Each fetcher builder's shared setters, so that one rule is checked over all nine. */
  static Stream<Arguments> builders() {
    return Stream.of(
        setters(
            "weather",
            WeatherFetcher.builder()::baseUrl,
            WeatherFetcher.builder()::timeout,
            WeatherFetcher.builder()::cacheTtl),
        setters(
            "news",
            NewsFetcher.builder()::baseUrl,
            NewsFetcher.builder()::timeout,
            NewsFetcher.builder()::cacheTtl),
        setters(
            "search",
            SearchFetcher.builder()::baseUrl,
            SearchFetcher.builder()::timeout,
            SearchFetcher.builder()::cacheTtl),
        setters(
            "stocks",
            StockFetcher.builder()::baseUrl,
            StockFetcher.builder()::timeout,
            StockFetcher.builder()::cacheTtl),
        setters(
            "crypto",
            CryptoFetcher.builder()::baseUrl,
            CryptoFetcher.builder()::timeout,
            CryptoFetcher.builder()::cacheTtl),
        setters(
            "recipes",
            RecipeFetcher.builder()::baseUrl,
            RecipeFetcher.builder()::timeout,
            RecipeFetcher.builder()::cacheTtl),
        setters(
            "sports",
            SportsFetcher.builder()::baseUrl,
            SportsFetcher.builder()::timeout,
            SportsFetcher.builder()::cacheTtl),
        setters(
            "currency",
            CurrencyFetcher.builder()::baseUrl,
            CurrencyFetcher.builder()::timeout,
            CurrencyFetcher.builder()::cacheTtl),
        setters(
            "translate",
            TranslateFetcher.builder()::baseUrl,
            TranslateFetcher.builder()::timeout,
            TranslateFetcher.builder()::cacheTtl));
  }

  private static Arguments setters(
      String name, Consumer<String> baseUrl, Consumer<Duration> timeout, Consumer<Duration> ttl) {
    return Arguments.of(name, baseUrl, timeout, ttl);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("builders")
  void everyFetcherBuilderAppliesTheSharedRules(
      String name, Consumer<String> baseUrl, Consumer<Duration> timeout, Consumer<Duration> ttl) {
    assertThatThrownBy(() -> baseUrl.accept("ftp://example.com"))
        .as(name)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("baseUrl must be an http or https URL");
    assertThatThrownBy(() -> baseUrl.accept(null))
        .as(name)
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> timeout.accept(Duration.ZERO))
        .as(name)
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ttl.accept(Duration.ofSeconds(-1)))
        .as(name)
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aFetcherBuiltFromSettingsUsesTheirUrlUserAgentAndClockOnTheWire() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/Heideck")).willReturn(Fixtures.json("fixtures/wttr/heideck_j1.json")));
    Instant at = Instant.parse("2026-12-04T12:00:00Z");
    SourceSettings settings =
        SourceSettings.builder()
            .baseUrl(wm.baseUrl() + "/")
            .timeout(Duration.ofSeconds(60))
            .userAgent("settings-probe/1")
            .clock(Clock.fixed(at, ZoneOffset.UTC))
            .build();

    GroundTruth truth =
        WeatherFetcher.builder().settings(settings).build().fetch(Intent.of("weather", "Heideck"));

    wm.verify(
        1,
        getRequestedFor(urlPathEqualTo("/Heideck"))
            .withHeader("User-Agent", equalTo("settings-probe/1")));
    assertThat(truth.fetchedAt()).isEqualTo(at);
  }
}
