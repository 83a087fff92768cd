package dev.vex.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A recorded response served over real loopback HTTP. */
class RecordedSourceTest {
  private static HttpResponse<String> get(String url) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
  }

  private static String resource(String name) throws Exception {
    try (var in = RecordedSource.class.getResourceAsStream("recorded/coingecko/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void coinGeckoServesTheMarketsRecordingAtItsPath() throws Exception {
    try (RecordedSource source = RecordedSource.coinGecko()) {
      HttpResponse<String> r =
          get(source.baseUrl() + "/api/v3/coins/markets?vs_currency=usd&ids=bitcoin");

      assertThat(r.statusCode()).isEqualTo(200);
      assertThat(r.headers().firstValue("Content-Type").orElse("")).contains("json");
      assertThat(r.body())
          .isEqualTo(resource("coins_markets_usd_ids_bitcoin.json"))
          .contains("\"current_price\":65603");
      // the ten largest, and a coin among them: the recorded top ten
      String topTen = resource("coins_markets_usd_top10.json");
      assertThat(
              get(source.baseUrl()
                      + "/api/v3/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=10")
                  .body())
          .isEqualTo(topTen);
      assertThat(
              get(source.baseUrl() + "/api/v3/coins/markets?vs_currency=usd&ids=ethereum").body())
          .isEqualTo(topTen)
          .contains("\"current_price\":1921.27");
      // no recording: another currency, another coin (not counted)
      assertThat(
              get(source.baseUrl() + "/api/v3/coins/markets?vs_currency=eur&ids=bitcoin")
                  .statusCode())
          .isEqualTo(404);
      assertThat(
              get(source.baseUrl() + "/api/v3/coins/markets?vs_currency=usd&ids=monero")
                  .statusCode())
          .isEqualTo(404);
      // the simple API and any other path: the simple-price recording
      HttpResponse<String> simple = get(source.baseUrl() + "/api/v3/simple/price?ids=bitcoin");
      assertThat(simple.body())
          .isEqualTo(resource("simple_price_bitcoin_ethereum_tether_usd_24h_change.json"))
          .contains("89369");
      assertThat(get(source.baseUrl() + "/other").body()).isEqualTo(simple.body());
      assertThat(source.requests()).isEqualTo(5);
    }
  }

  @Test
  void theSimpleApiMirrorAnswersMarkets404AndServesTheSimplePriceEverywhereElse() throws Exception {
    try (RecordedSource source = RecordedSource.coinGeckoSimpleApi()) {
      assertThat(
              get(source.baseUrl() + "/api/v3/coins/markets?vs_currency=usd&ids=bitcoin")
                  .statusCode())
          .isEqualTo(404);
      HttpResponse<String> r = get(source.baseUrl() + "/api/v3/simple/price?ids=bitcoin");

      assertThat(r.statusCode()).isEqualTo(200);
      assertThat(r.body()).contains("\"bitcoin\"").contains("89369");
      assertThat(get(source.baseUrl() + "/other").body()).isEqualTo(r.body());
      assertThat(source.requests()).isEqualTo(2);
    }
  }

  @Test
  void anyResponseIsServedAsRecorded() throws Exception {
    byte[] body = "rate limited".getBytes(StandardCharsets.UTF_8);
    try (RecordedSource source =
        RecordedSource.serve(new SourceResponse(429, "text/plain", body))) {
      HttpResponse<String> r = get(source.baseUrl());
      assertThat(r.statusCode()).isEqualTo(429);
      assertThat(r.body()).isEqualTo("rate limited");
    }
  }
}
