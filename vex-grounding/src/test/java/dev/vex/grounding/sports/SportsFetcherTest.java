package dev.vex.grounding.sports;

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
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SportsFetcherTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private SportsFetcher fetcher() {
    return SportsFetcher.builder()
        .baseUrl(wm.baseUrl() + "/api/v1/json/3")
        .timeout(java.time.Duration.ofSeconds(10))
        .build();
  }

  private static Intent intent(String team, String when) {
    return new Intent("sports", team, Map.of(SportsFetcher.WHEN, when));
  }

  @Test
  void theLastResultComesFromTheRecordedEventsLastWithItsScores() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_liverpool.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventslast.php"))
            .willReturn(Fixtures.json("fixtures/thesportsdb/eventslast_133602.json")));

    GroundTruth t = fetcher().fetch(intent("Liverpool", SportsFetcher.LAST));

    wm.verify(
        getRequestedFor(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .withQueryParam("t", equalTo("Liverpool")));
    wm.verify(
        getRequestedFor(urlPathEqualTo("/api/v1/json/3/eventslast.php"))
            .withQueryParam("id", equalTo("133602")));
    assertThat(wm.findAll(getRequestedFor(urlPathEqualTo("/api/v1/json/3/eventsnext.php"))))
        .isEmpty();
    assertThat(t.facts()).containsEntry("team", "Liverpool").containsEntry("teamId", "133602");
    // The score is one pair: home goals, then away goals, in "goals", named by their teams.
    assertThat(t.keyFigures())
        .containsExactly(
            new KeyFigure(
                    "Liverpool goals, Liverpool v Tottenham Hotspur 2026-09-15 19:00 UTC",
                    new BigDecimal("3"),
                    "goals")
                .withAliases("Liverpool"),
            new KeyFigure(
                    "Tottenham Hotspur goals, Liverpool v Tottenham Hotspur 2026-09-15 19:00 UTC",
                    new BigDecimal("1"),
                    "goals")
                .withAliases("Tottenham Hotspur", "Tottenham"));
    assertThat(t.summary(Locale.ENGLISH))
        .isEqualTo(
            "Liverpool (TheSportsDB)\nLatest results:\n- 2026-09-15 19:00 UTC Liverpool 3–1 Tottenham Hotspur (EFL Cup, round 32, Anfield, FT)");
    assertThat(t.summary(Locale.forLanguageTag("nb"))).contains("Siste resultater:");
    assertThat(t.card().title()).isEqualTo("Liverpool results");
    // the team's public page, not the API address of the server that answered
    assertThat(t.card().sourceUrl()).isEqualTo("https://www.thesportsdb.com/team/133602");
  }

  @Test
  void theNextMatchComesFromEventsNext() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_toronto_fc.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventsnext.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/eventsnext_134148.json")));

    GroundTruth t = fetcher().fetch(intent("Toronto FC", SportsFetcher.NEXT));

    wm.verify(
        getRequestedFor(urlPathEqualTo("/api/v1/json/3/eventsnext.php"))
            .withQueryParam("id", equalTo("134148")));
    assertThat(t.keyFigures()).isEmpty();
    assertThat(t.summary(Locale.ENGLISH))
        .isEqualTo(
            "Toronto FC (TheSportsDB)\nNext matches:\n- 2026-03-08 23:00 UTC FC Cincinnati vs Toronto FC (American Major League Soccer, round 3, NS)");
    assertThat(t.summary(Locale.forLanguageTag("nb"))).contains("FC Cincinnati mot Toronto FC");
    assertThat(t.card().fields()).containsEntry("League", "American Major League Soccer");
  }

  @Test
  void aMatchNotYetPlayedGivesNoScoreToCheck() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_liverpool.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventsnext.php"))
            .willReturn(Fixtures.json("fixtures/thesportsdb/eventsnext_133602.json")));

    GroundTruth t = fetcher().fetch(intent("Liverpool", SportsFetcher.NEXT));

    // The recording has null scores and status NS: no pair to hold a reply to.
    assertThat(t.keyFigures()).isEmpty();
    assertThat(t.summary(Locale.ENGLISH))
        .contains(
            "2026-10-11 15:30 UTC Liverpool vs Manchester City (English Premier League, round 6,");
    assertThat(t.summary(Locale.forLanguageTag("nb"))).contains("Liverpool mot Manchester City");
  }

  @Test
  void bothListsAreAskedInParallelWhenTheQuestionSaysNeither() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_liverpool.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventslast.php"))
            .willReturn(Fixtures.json("fixtures/thesportsdb/eventslast_133602.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventsnext.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/no_events.json")));

    GroundTruth t = fetcher().fetch(Intent.of("sports", "Liverpool"));

    assertThat(t.summary(Locale.ENGLISH))
        .contains("Latest results:")
        .doesNotContain("Next matches:");
  }

  @Test
  void noEventsIsNotFound() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_toronto_fc.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventsnext.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/no_events.json")));

    assertThatThrownBy(() -> fetcher().fetch(intent("Toronto FC", SportsFetcher.NEXT)))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND))
        .hasMessageContaining("no events for Toronto FC");
  }

  @Test
  void noEventsIsAnAnswerWithNothingWhileAnAddressNotServedIsAFailure() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_toronto_fc.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventsnext.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/no_events.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventslast.php"))
            .willReturn(com.github.tomakehurst.wiremock.client.WireMock.notFound()));

    assertThatThrownBy(() -> fetcher().fetch(intent("Toronto FC", SportsFetcher.NEXT)))
        .isInstanceOfSatisfying(SourceException.class, e -> assertThat(e.noData()).isTrue());
    assertThatThrownBy(() -> fetcher().fetch(intent("Toronto FC", SportsFetcher.LAST)))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND);
              assertThat(e.noData()).isFalse();
            });
  }

  @Test
  void anUnknownTeamIsAnUnknownSubject() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/no_teams.json")));

    assertThatThrownBy(() -> fetcher().fetch(intent("Nobody United", SportsFetcher.NEXT)))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.UNKNOWN_SUBJECT))
        .hasMessageContaining("no team named 'Nobody United'");
  }
}
