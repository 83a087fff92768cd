package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
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
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Each fetcher's JSON reading, fuzzed over real HTTP: a real recording with up to five values
 * replaced by hostile ones (numbers out of range, wrong types, nulls, long strings, empty
 * containers) either reads as ground truth whose figures are in range, or fails as a typed {@link
 * SourceException}; nothing else escapes. Fixed seed and a small budget, so the suite stays fast
 * and repeatable.
 */
class FetcherJsonFuzzTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(10);
  private static WireMockServer wm;

  @BeforeContainer
  static void start() {
    wm = new WireMockServer(wireMockConfig().dynamicPort());
    wm.start();
  }

  @AfterContainer
  static void stop() {
    wm.stop();
  }

  /** One value to swap: which slot of the tree (modulo their number) and what goes there. */
  record Mutation(int slot, JsonElement value) {}

  @Provide
  Arbitrary<List<Mutation>> mutations() {
    Arbitrary<JsonElement> values =
        Arbitraries.oneOf(
            Arbitraries.of(
                    "1e999999999",
                    "-1e999999999",
                    "1e-999999999",
                    "NaN",
                    "Infinity",
                    "18446744073709551617",
                    "0",
                    "-0.0",
                    "")
                .map(s -> (JsonElement) new JsonPrimitive(s)),
            Arbitraries.of("1e999999999", "9".repeat(400), "-5", "0.000000001", "1e15")
                .map(s -> (JsonElement) new JsonPrimitive(new BigDecimal(s))),
            Arbitraries.strings().ofMaxLength(60).map(s -> (JsonElement) new JsonPrimitive(s)),
            Arbitraries.of(true, false).map(b -> (JsonElement) new JsonPrimitive(b)),
            Arbitraries.of((JsonElement) JsonNull.INSTANCE, new JsonObject(), new JsonArray()));
    return Combinators.combine(Arbitraries.integers().between(0, 100_000), values)
        .as(Mutation::new)
        .list()
        .ofMinSize(1)
        .ofMaxSize(5);
  }

  @Property(tries = 40, seed = "20261203")
  void weather(@ForAll("mutations") List<Mutation> m) {
    check(
        url ->
            WeatherFetcher.builder().baseUrl(url).timeout(TIMEOUT).cacheTtl(Duration.ZERO).build(),
        Intent.of("weather", "Heideck"),
        Map.of("/Heideck", "fixtures/wttr/heideck_j1.json"),
        "/Heideck",
        m);
  }

  @Property(tries = 40, seed = "20261203")
  void crypto(@ForAll("mutations") List<Mutation> m) {
    check(
        url ->
            CryptoFetcher.builder().baseUrl(url).timeout(TIMEOUT).cacheTtl(Duration.ZERO).build(),
        Intent.of("crypto", "BTC"),
        Map.of(
            "/api/v3/simple/price",
            "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json"),
        "/api/v3/simple/price",
        m);
  }

  @Property(tries = 40, seed = "20261203")
  void stocks(@ForAll("mutations") List<Mutation> m) {
    check(
        url -> StockFetcher.builder().baseUrl(url).timeout(TIMEOUT).cacheTtl(Duration.ZERO).build(),
        Intent.of("stocks", "AAPL"),
        Map.of(
            "/v8/finance/chart/AAPL",
            "fixtures/yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json"),
        "/v8/finance/chart/AAPL",
        m);
  }

  @Property(tries = 40, seed = "20261203")
  void news(@ForAll("mutations") List<Mutation> m) {
    check(
        url -> NewsFetcher.builder().baseUrl(url).timeout(TIMEOUT).cacheTtl(Duration.ZERO).build(),
        Intent.of("news", ""),
        Map.of("/api/v1/search", "fixtures/hn-algolia/front_page.json"),
        "/api/v1/search",
        m);
  }

  @Property(tries = 40, seed = "20261203")
  void search(@ForAll("mutations") List<Mutation> m) {
    check(
        url ->
            SearchFetcher.builder().baseUrl(url).timeout(TIMEOUT).cacheTtl(Duration.ZERO).build(),
        Intent.of("search", "openclaw"),
        Map.of("/search", "fixtures/searxng/openclaw_latest_features.json"),
        "/search",
        m);
  }

  @Property(tries = 40, seed = "20261203")
  void recipes(@ForAll("mutations") List<Mutation> m) {
    check(
        url ->
            RecipeFetcher.builder().baseUrl(url).timeout(TIMEOUT).cacheTtl(Duration.ZERO).build(),
        Intent.of("recipes", "arrabiata"),
        Map.of("/api/json/v1/1/search.php", "fixtures/themealdb/search_arrabiata.json"),
        "/api/json/v1/1/search.php",
        m);
  }

  @Property(tries = 40, seed = "20261203")
  void sports(@ForAll("mutations") List<Mutation> m) {
    check(
        url ->
            SportsFetcher.builder().baseUrl(url).timeout(TIMEOUT).cacheTtl(Duration.ZERO).build(),
        new Intent("sports", "Liverpool", Map.of(SportsFetcher.WHEN, SportsFetcher.LAST)),
        Map.of(
            "/searchteams.php", "documented/thesportsdb/searchteams_liverpool.json",
            "/eventslast.php", "fixtures/thesportsdb/eventslast_133602.json"),
        "/eventslast.php",
        m);
  }

  @Property(tries = 40, seed = "20261203")
  void currency(@ForAll("mutations") List<Mutation> m) {
    check(
        url ->
            CurrencyFetcher.builder().baseUrl(url).timeout(TIMEOUT).cacheTtl(Duration.ZERO).build(),
        new Intent("currency", "USD/NOK", Map.of(CurrencyFetcher.AMOUNT, "100")),
        Map.of("/v1/latest", "fixtures/frankfurter/latest_base_USD_2025-04-11.json"),
        "/v1/latest",
        m);
  }

  @Property(tries = 40, seed = "20261203")
  void translate(@ForAll("mutations") List<Mutation> m) {
    check(
        url ->
            TranslateFetcher.builder()
                .baseUrl(url)
                .timeout(TIMEOUT)
                .cacheTtl(Duration.ZERO)
                .build(),
        new Intent("translate", "Olá", Map.of(TranslateFetcher.TARGET, "de")),
        Map.of("/translate", "fixtures/libretranslate/translate_auto_detected_pt.json"),
        "/translate",
        m);
  }

  /**
   * Serves the recordings, the one at {@code mutated} with the mutations applied, fetches, and
   * checks the outcome.
   */
  static void check(
      Function<String, GroundedFetcher> factory,
      Intent intent,
      Map<String, String> recordings,
      String mutated,
      List<Mutation> mutations) {
    wm.resetAll();
    recordings.forEach(
        (path, resource) -> {
          String body = new String(Fixtures.bytes(resource), StandardCharsets.UTF_8);
          if (path.equals(mutated)) {
            body = mutate(JsonParser.parseString(body), mutations).toString();
          }
          wm.stubFor(
              any(urlPathEqualTo(path))
                  .willReturn(
                      aResponse()
                          .withStatus(200)
                          .withHeader("Content-Type", "application/json")
                          .withBody(body)));
        });
    GroundedFetcher f = factory.apply(wm.baseUrl());
    GroundTruth t;
    try {
      t = f.fetch(intent);
    } catch (SourceException expected) {
      return;
    } catch (Exception e) {
      throw new AssertionError("not a SourceException: " + e, e);
    }
    for (KeyFigure k : t.keyFigures()) {
      assertThat(k.value().abs()).isLessThan(new BigDecimal("1e15"));
      assertThat(k.value().scale()).isLessThanOrEqualTo(30);
    }
    assertThat(t.summary(Locale.ENGLISH)).isNotBlank().hasSizeLessThan(20_000);
    assertThat(t.summary(Locale.forLanguageTag("nb"))).isNotBlank().hasSizeLessThan(20_000);
  }

  static JsonElement mutate(JsonElement root, List<Mutation> mutations) {
    JsonElement copy = root.deepCopy();
    for (Mutation m : mutations) {
      List<Runnable> slots = new ArrayList<>();
      collect(copy, m.value(), slots);
      if (!slots.isEmpty()) {
        slots.get(m.slot() % slots.size()).run();
      }
    }
    return copy;
  }

  private static void collect(JsonElement e, JsonElement value, List<Runnable> slots) {
    if (e.isJsonObject()) {
      JsonObject o = e.getAsJsonObject();
      for (String key : new ArrayList<>(o.keySet())) {
        slots.add(() -> o.add(key, value.deepCopy()));
        collect(o.get(key), value, slots);
      }
    } else if (e.isJsonArray()) {
      JsonArray a = e.getAsJsonArray();
      for (int i = 0; i < a.size(); i++) {
        int index = i;
        slots.add(() -> a.set(index, value.deepCopy()));
        collect(a.get(i), value, slots);
      }
    }
  }
}
