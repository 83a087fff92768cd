package dev.vex.grounding.search;

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
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.testing.Fixtures;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SearchFetcherTest {
  private static final String RECORDED = "fixtures/searxng/openclaw_latest_features.json";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @Test
  void searxngResultsBecomeLinkedGroundTruth() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/search")).willReturn(Fixtures.json(RECORDED)));
    SearchFetcher f =
        SearchFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(java.time.Duration.ofSeconds(10))
            .build();

    GroundTruth t = f.fetch(Intent.of("search", "openclaw latest features"));

    wm.verify(
        getRequestedFor(urlPathEqualTo("/search"))
            .withQueryParam("q", equalTo("openclaw latest features"))
            .withQueryParam("format", equalTo("json")));
    assertThat(t.sourceName()).isEqualTo("SearXNG");
    assertThat(t.sourceUrls()).contains("https://openclaw.ai/");
    assertThat(t.keyFigures()).isEmpty();
    assertThat(t.summary(Locale.ENGLISH))
        .isEqualTo(
            "Web search results for \"openclaw latest features\" (SearXNG):\n"
                + "1. OpenClaw — Personal AI Assistant — https://openclaw.ai/\n"
                + "   The AI that actually does things. Clears your inbox, sends emails, manages your"
                + " calendar, checks you in for flights. All from WhatsApp, Telegram, or any chat ...");
    assertThat(t.card().sourceUrl()).isEqualTo("https://openclaw.ai/");
  }

  @Test
  void anN8nWebhookIsAskedWithQAndItsSearxngShapedAnswerRead() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/webhook/search")).willReturn(Fixtures.json(RECORDED)));
    SearchFetcher f =
        SearchFetcher.builder()
            .webhookUrl(wm.baseUrl() + "/webhook/search")
            .timeout(Duration.ofSeconds(60))
            .build();

    GroundTruth t = f.fetch(Intent.of("search", "cheap RAM"));

    wm.verify(
        getRequestedFor(urlPathEqualTo("/webhook/search"))
            .withQueryParam("q", equalTo("cheap RAM")));
    assertThat(t.sourceName()).isEqualTo("n8n workflow");
    assertThat(t.sourceUrls()).contains("https://openclaw.ai/");
  }

  @Test
  void noResultsIsNotFoundAndNamesTheEnginesThatDidNotAnswer() {
    wm.stubFor(
        get(urlPathEqualTo("/search"))
            .willReturn(Fixtures.json("documented/searxng/no_results.json")));
    SearchFetcher f =
        SearchFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(java.time.Duration.ofSeconds(10))
            .build();

    assertThatThrownBy(() -> f.fetch(Intent.of("search", "openclaw latest features")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND))
        .hasMessageContaining("unresponsive engines: brave, startpage, wikidata");
  }

  @Test
  void anInstanceWithoutTheJsonFormatAnswers403AndSaysSo() {
    wm.stubFor(get(urlPathEqualTo("/search")).willReturn(Fixtures.html().withStatus(403)));
    SearchFetcher f =
        SearchFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(java.time.Duration.ofSeconds(10))
            .build();

    assertThatThrownBy(() -> f.fetch(Intent.of("search", "x")))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.HTTP_ERROR);
              assertThat(e.status()).isEqualTo(403);
              assertThat(e.retryable()).isFalse();
            });
  }
}
