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

  @Test
  void coinGeckosRecordingIsServedOnEveryPathAndCounted() throws Exception {
    try (RecordedSource source = RecordedSource.coinGecko()) {
      HttpResponse<String> r = get(source.baseUrl() + "/api/v3/simple/price?ids=bitcoin");

      assertThat(r.statusCode()).isEqualTo(200);
      assertThat(r.headers().firstValue("Content-Type").orElse("")).contains("json");
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
