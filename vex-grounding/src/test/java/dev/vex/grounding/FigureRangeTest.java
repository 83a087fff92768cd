package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.weather.WeatherFetcher;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every figure read from a source is range-checked: a real recording with one number replaced by
 * {@code 1e999999999} (eleven characters that once made a fetcher format a billion digits and run
 * out of memory) ends in a typed bad-response error, at once.
 */
class FigureRangeTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(5);

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  /** A fetcher, its intent, the request path and recording, and the number to blow up. */
  record Case(
      String name,
      Function<String, GroundedFetcher> factory,
      Intent intent,
      String path,
      String recording,
      String number) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Arguments> cases() {
    Stream<Case> cases =
        Stream.of(
            new Case(
                "CoinGecko price",
                url -> CryptoFetcher.builder().baseUrl(url).timeout(TIMEOUT).build(),
                Intent.of("crypto", "BTC"),
                "/api/v3/simple/price",
                "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json",
                "89369"),
            new Case(
                "CoinGecko change",
                url -> CryptoFetcher.builder().baseUrl(url).timeout(TIMEOUT).build(),
                Intent.of("crypto", "BTC"),
                "/api/v3/simple/price",
                "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json",
                "-0.26992674149334894"),
            new Case(
                "wttr.in temperature",
                url -> WeatherFetcher.builder().baseUrl(url).timeout(TIMEOUT).build(),
                Intent.of("weather", "Heideck"),
                "/Heideck",
                "fixtures/wttr/heideck_j1.json",
                "\"9\""),
            new Case(
                "Yahoo price",
                url -> StockFetcher.builder().baseUrl(url).timeout(TIMEOUT).build(),
                Intent.of("stocks", "AAPL"),
                "/v8/finance/chart/AAPL",
                "fixtures/yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json",
                "160.55"),
            new Case(
                "Hacker News points",
                url -> NewsFetcher.builder().baseUrl(url).timeout(TIMEOUT).build(),
                Intent.of("news", ""),
                "/api/v1/search",
                "fixtures/hn-algolia/front_page.json",
                "543"));
    return cases.flatMap(
        c ->
            Stream.of("1e999999999", "-1e999999999", "1e-999999999", "9".repeat(5_000))
                .map(v -> Arguments.of(c, v)));
  }

  @ParameterizedTest(name = "{0} = {1}")
  @MethodSource("cases")
  void aNonsenseNumberIsABadResponse(Case c, String value) {
    String recording = new String(Fixtures.bytes(c.recording()), StandardCharsets.UTF_8);
    assertThat(recording).contains(c.number());
    String replacement = c.number().startsWith("\"") ? "\"" + value + "\"" : value;
    String hostile = recording.replaceFirst(java.util.regex.Pattern.quote(c.number()), replacement);
    wm.stubFor(get(urlPathEqualTo(c.path())).willReturn(json(hostile)));

    Throwable t = catchThrowable(() -> c.factory().apply(wm.baseUrl()).fetch(c.intent()));

    assertThat(t)
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.BAD_RESPONSE);
              assertThat(e.getMessage()).contains("out of range");
            });
  }

  @Test
  void aScoreOfTheSportsDbIsRangeChecked() {
    String events =
        new String(
            Fixtures.bytes("fixtures/thesportsdb/eventslast_133602.json"), StandardCharsets.UTF_8);
    assertThat(events).contains("\"intHomeScore\": \"3\"");
    wm.stubFor(
        get(urlPathEqualTo("/searchteams.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_liverpool.json")));
    wm.stubFor(
        get(urlPathEqualTo("/eventslast.php"))
            .willReturn(
                json(
                    events.replace(
                        "\"intHomeScore\": \"3\"", "\"intHomeScore\": \"1e999999999\""))));
    GroundedFetcher f = SportsFetcher.builder().baseUrl(wm.baseUrl()).timeout(TIMEOUT).build();

    Throwable t =
        catchThrowable(
            () -> f.fetch(new Intent("sports", "Liverpool", Map.of(SportsFetcher.WHEN, "last"))));

    assertThat(t)
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.BAD_RESPONSE));
  }

  private static com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder json(String s) {
    return aResponse()
        .withStatus(200)
        .withHeader("Content-Type", "application/json; charset=utf-8")
        .withBody(s);
  }
}
