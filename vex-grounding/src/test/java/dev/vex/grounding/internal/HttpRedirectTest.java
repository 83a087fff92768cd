package dev.vex.grounding.internal;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import com.google.gson.JsonElement;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.testing.Fixtures;
import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The grounding client follows a redirect only on the configured origin or to public addresses.
 * WireMock runs on loopback, so the configured origin (the test server itself) is the only loopback
 * the client is allowed to reach: that is the explicit allowance these tests rely on.
 */
class HttpRedirectTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(5);

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static final String PRICE =
      "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json";

  private JsonElement fetch(String path) throws InterruptedException {
    return Http.await(
        Http.getJson("CoinGecko", URI.create(wm.baseUrl() + path), TIMEOUT, Http.USER_AGENT));
  }

  @Test
  void aRedirectOnTheConfiguredOriginIsFollowed() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/old"))
            .willReturn(aResponse().withStatus(301).withHeader("Location", "/new")));
    wm.stubFor(get(urlPathEqualTo("/new")).willReturn(Fixtures.json(PRICE)));
    JsonElement json = fetch("/old");
    assertThat(json.getAsJsonObject().getAsJsonObject("bitcoin").get("usd").getAsInt())
        .isEqualTo(89369);
  }

  @Test
  void theSameLoopbackAddressUnderAnotherNameIsAnotherOriginAndRefused() {
    wm.stubFor(
        get(urlPathEqualTo("/old"))
            .willReturn(
                aResponse()
                    .withStatus(302)
                    .withHeader("Location", "http://127.0.0.1:" + wm.getPort() + "/new")));
    wm.stubFor(get(urlPathEqualTo("/new")).willReturn(Fixtures.json(PRICE)));
    Throwable t = catchThrowable(() -> fetch("/old"));
    assertThat(t)
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.REDIRECT_REFUSED));
  }

  @Test
  void aRedirectLoopStopsAfterFiveHops() {
    wm.stubFor(
        get(urlPathEqualTo("/loop"))
            .willReturn(aResponse().withStatus(302).withHeader("Location", "/loop")));
    Throwable t = catchThrowable(() -> fetch("/loop"));
    assertThat(t)
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.REDIRECT_REFUSED);
              assertThat(e.getMessage()).contains("more than 5 redirects");
            });
    assertThat(wm.getAllServeEvents()).hasSize(6);
  }

  @Test
  void aRedirectToAnotherSchemeIsRefused() {
    wm.stubFor(
        get(urlPathEqualTo("/old"))
            .willReturn(aResponse().withStatus(302).withHeader("Location", "file:///etc/passwd")));
    Throwable t = catchThrowable(() -> fetch("/old"));
    assertThat(t)
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.REDIRECT_REFUSED));
  }

  @Test
  void aRedirectToANameThatResolvesToLoopbackIsRefused() {
    wm.stubFor(
        get(urlPathEqualTo("/old"))
            .willReturn(
                aResponse().withStatus(302).withHeader("Location", "http://localhost:1/admin")));
    Throwable t = catchThrowable(() -> fetch("/old"));
    assertThat(t)
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.REDIRECT_REFUSED));
  }

  @Test
  void aPostKeepsItsBodyAcrossA307OnTheOrigin() throws Exception {
    wm.stubFor(
        post(urlPathEqualTo("/translate"))
            .willReturn(aResponse().withStatus(307).withHeader("Location", "/v2/translate")));
    wm.stubFor(
        post(urlPathEqualTo("/v2/translate"))
            .willReturn(Fixtures.json("fixtures/libretranslate/translate_auto_detected_pt.json")));
    JsonElement json =
        Http.await(
            Http.postJson(
                "LibreTranslate",
                URI.create(wm.baseUrl() + "/translate"),
                "{\"q\":\"x\"}",
                TIMEOUT,
                Http.USER_AGENT));
    assertThat(json.getAsJsonObject().get("translatedText").getAsString())
        .isEqualTo("Hallo, ich that Spargel");
    wm.verify(
        postRequestedFor(urlPathEqualTo("/v2/translate"))
            .withRequestBody(equalTo("{\"q\":\"x\"}")));
  }
}
