package dev.vex.grounding.internal;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import com.google.gson.JsonElement;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The fetch path's shortcuts give what the long way gave. */
class FetchPathTest {
  @Test
  void encodingAnIdCopiesNothingAndEncodesTheRestAsBefore() {
    for (String s :
        List.of(
            "bitcoin",
            "usd",
            "avalanche-2",
            "A.b-c_d*",
            "",
            "shiba inu",
            "a+b",
            "ø",
            "x/y?z=1&q")) {
      assertThat(Text.encode(s))
          .as(s)
          .isEqualTo(URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20"));
    }
    String id = "bitcoin";
    assertThat(Text.encode(id)).isSameAs(id);
  }

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @Test
  void aBodyInManyChunksWithOrWithoutALengthReadsWhole() throws Exception {
    StringBuilder sb = new StringBuilder("{\"text\":\"");
    while (sb.length() < 300_000) {
      sb.append("blåbær 🍓 ");
    }
    String json = sb.append("\"}").toString();
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    wm.stubFor(
        get(urlPathEqualTo("/chunked"))
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "application/json; charset=utf-8")
                    .withBody(bytes)
                    .withChunkedDribbleDelay(200, 200)));
    wm.stubFor(
        get(urlPathEqualTo("/length"))
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "application/json")
                    .withHeader("Content-Length", Integer.toString(bytes.length))
                    .withBody(bytes)));
    for (String path : List.of("/chunked", "/length")) {
      JsonElement got =
          Http.await(
              Http.getJson(
                  "test",
                  URI.create(wm.baseUrl() + path),
                  Duration.ofSeconds(20),
                  Http.USER_AGENT));
      assertThat(got.getAsJsonObject().get("text").getAsString())
          .as(path)
          .isEqualTo(json.substring(9, json.length() - 2));
    }
  }
}
