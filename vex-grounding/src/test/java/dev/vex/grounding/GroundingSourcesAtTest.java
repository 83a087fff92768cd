package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.testing.Fixtures;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@link Grounding.Builder#sourcesAt}: one line points every fetcher at one local server. */
class GroundingSourcesAtTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private String base;

  @BeforeEach
  void serve() {
    wm.stubFor(any(anyUrl()).willReturn(aResponse().withStatus(404).withBody("no recording")));
    wm.stubFor(
        get(urlPathEqualTo("/wttr/Heideck"))
            .willReturn(Fixtures.json("fixtures/wttr/heideck_j1.json")));
    base = wm.baseUrl();
  }

  private List<String> paths() {
    return wm.getAllServeEvents().stream()
        .map(e -> java.net.URI.create(e.getRequest().getUrl()).getPath())
        .toList();
  }

  @Test
  void everyBuiltInFetcherAsksTheLocalServerUnderItsOwnPath() {
    Grounding grounding = Grounding.builder().sourcesAt(base, Duration.ofSeconds(10)).build();
    Map<String, String> expected =
        Map.of(
            "weather", "/wttr/",
            "news", "/hn/",
            "search", "/searxng/",
            "stocks", "/yahoo/",
            "crypto", "/coingecko/",
            "recipes", "/mealdb/",
            "sports", "/sportsdb/",
            "currency", "/frankfurter/",
            "translate", "/libretranslate/");
    assertThat(grounding.fetchers().keySet())
        .containsExactlyInAnyOrderElementsOf(expected.keySet());

    expected.forEach(
        (kind, prefix) -> {
          wm.resetRequests();
          Intent intent =
              Intent.of(
                  kind,
                  kind.equals("currency")
                      ? "USD/NOK"
                      : kind.equals("stocks")
                          ? "AAPL"
                          : kind.equals("crypto") ? "bitcoin" : "Oslo");
          try {
            grounding.fetchers().get(kind).fetch(intent);
          } catch (Exception e) {
            // 404 from the local server: a source error, as expected
          }
          assertThat(paths()).as(kind).isNotEmpty().allMatch(p -> p.startsWith(prefix), prefix);
        });
  }

  @Test
  void aRecordingServedLocallyIsFetchedAndTheCardStillLinksThePublicPage() throws Exception {
    GroundTruth t =
        Grounding.builder()
            .sourcesAt(base + "/", Duration.ofSeconds(10))
            .build()
            .fetchers()
            .get("weather")
            .fetch(Intent.of("weather", "Heideck"));

    assertThat(t.facts()).containsKey("temperatureC");
    assertThat(paths()).containsExactly("/wttr/Heideck");
    assertThat(t.card().sourceUrl()).isEqualTo("https://wttr.in/Heideck");
  }

  @Test
  void aBaseUrlThatIsNoHttpUrlIsRefused() {
    assertThatThrownBy(() -> Grounding.builder().sourcesAt("ftp://127.0.0.1"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
