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

  @Test
  void theNorwegianTextOfAFormattedNumberIsWhatFormattingItInNorwegianGives() {
    for (String v :
        List.of(
            "89369",
            "89369.456",
            "-0.26992674149334894",
            "0.00001234567",
            "-0.001",
            "1234567890.5",
            "0",
            "999.999",
            "12.3")) {
      java.math.BigDecimal n = new java.math.BigDecimal(v);
      assertThat(Text.norwegian(Text.price(n, false))).as(v).isEqualTo(Text.price(n, true));
      assertThat(Text.norwegian(Text.percent(n, false))).as(v).isEqualTo(Text.percent(n, true));
      assertThat(Text.norwegian(Text.number(n, 4, false))).as(v).isEqualTo(Text.number(n, 4, true));
    }
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

  @Test
  void aSourceAskedTheSameUrlAgainSendsItAgainWithItsHeadersAndFollowsARedirect() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/price"))
            .willReturn(
                aResponse().withHeader("Content-Type", "application/json").withBody("{\"p\":1}")));
    wm.stubFor(
        get(urlPathEqualTo("/moved"))
            .willReturn(aResponse().withStatus(302).withHeader("Location", "/price")));
    Source source =
        new Source(
            "test",
            wm.baseUrl(),
            Duration.ofSeconds(20),
            Duration.ZERO,
            "vex-test/1",
            java.time.Clock.systemUTC());
    for (String path : List.of("/price", "/price", "/moved", "/price", "/moved")) {
      JsonElement got = Http.await(source.getJsonAt(wm.baseUrl() + path));
      assertThat(got.getAsJsonObject().get("p").getAsInt()).as(path).isEqualTo(1);
    }
    wm.verify(
        5, // three asked for, two reached by the redirect
        com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor(urlPathEqualTo("/price"))
            .withHeader(
                "User-Agent", com.github.tomakehurst.wiremock.client.WireMock.equalTo("vex-test/1"))
            .withHeader(
                "Accept",
                com.github.tomakehurst.wiremock.client.WireMock.equalTo("application/json")));
    wm.verify(
        2,
        com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor(urlPathEqualTo("/moved")));
  }
}
