package dev.vex.grounding.news;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.testing.Fixtures;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class NewsFetcherTest {
  private static final String PATH = "/api/v1/search";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private NewsFetcher fetcher() {
    return NewsFetcher.builder()
        .baseUrl(wm.baseUrl())
        .timeout(java.time.Duration.ofSeconds(10))
        .build();
  }

  @Test
  void theFrontPageListsTheRecordedStoriesWithTheirPoints() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo(PATH)).willReturn(Fixtures.json("fixtures/hn-algolia/front_page.json")));

    GroundTruth t = fetcher().fetch(Intent.of("news", ""));

    wm.verify(getRequestedFor(urlPathEqualTo(PATH)).withQueryParam("tags", equalTo("front_page")));
    assertThat(t.sourceName()).isEqualTo("Hacker News");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> stories = (List<Map<String, Object>>) t.facts().get("stories");
    assertThat(stories).hasSize(5);
    assertThat(stories.get(0))
        .containsEntry("title", "Coding with LLMs in the summer of 2025 – an update")
        .containsEntry("url", "https://antirez.com/news/154")
        .containsEntry("hnUrl", "https://news.ycombinator.com/item?id=44623953")
        .containsEntry("points", new BigDecimal("543"))
        .containsEntry("comments", new BigDecimal("366"))
        .containsEntry("created", "2025-07-20T11:04:02Z");
    assertThat(t.keyFigures())
        .contains(
            KeyFigure.optional("points: Speeding up my ZSH shell", new BigDecimal("206"), "points")
                .withAliases("Speeding up my ZSH shell"));
    assertThat(t.keyFigures()).noneMatch(KeyFigure::required);
    assertThat(t.sourceUrls())
        .contains("https://conductor.build/", "https://news.ycombinator.com/item?id=44594584");
    assertThat(t.summary(Locale.ENGLISH))
        .startsWith(
            "Top stories on the Hacker News front page:\n1. Coding with LLMs in the summer of 2025 – an update — 543 points, 366 comments — https://antirez.com/news/154");
    assertThat(t.summary(Locale.forLanguageTag("nb"))).contains("543 poeng, 366 kommentarer");
    assertThat(t.card().title()).isEqualTo("Hacker News: front page");
    assertThat(t.card().fields())
        .containsEntry("5", "The Daily Life of a Medieval King (166 points)");
  }

  @Test
  void aTopicSearchesStories() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo(PATH)).willReturn(Fixtures.json("fixtures/hn-algolia/front_page.json")));

    GroundTruth t = fetcher().fetch(Intent.of("news", "Rust"));

    wm.verify(
        getRequestedFor(urlPathEqualTo(PATH))
            .withQueryParam("query", equalTo("Rust"))
            .withQueryParam("tags", equalTo("story")));
    assertThat(t.summary(Locale.ENGLISH)).startsWith("Hacker News stories about Rust:");
  }

  @Test
  void noHitsIsNotFound() {
    wm.stubFor(
        get(urlPathEqualTo(PATH)).willReturn(Fixtures.json("documented/hn-algolia/no_hits.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("news", "zzzz")))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND))
        .hasMessageContaining("no stories about 'zzzz'");
  }
}
