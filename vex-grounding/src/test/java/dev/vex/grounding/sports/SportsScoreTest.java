package dev.vex.grounding.sports;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.testing.WireMockSources;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the user receives when a small model reports a match result, end to end: the question is
 * classified, TheSportsDB is served over HTTP from its recordings, the simulated model answers, and
 * the digit scan (vex-guards) judges the score as a pair (home, away) against the recorded match.
 *
 * <p>The recordings: Liverpool 3–1 Tottenham Hotspur (EFL Cup, 2026-09-15 19:00 UTC, {@code
 * eventslast.php?id=133602}) and Fulham 1–1 Manchester United (Premier League, 2026-09-20 15:30
 * UTC). No recording of {@code eventslast.php} for Fulham exists: the recorded {@code
 * eventspastleague.php?id=4328} body (the same event objects, under {@code events}) is served
 * there. The team searches are documented bodies (see documented/PROVENANCE.md).
 */
class SportsScoreTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static final String LIVERPOOL =
      "2026-09-15 19:00 UTC Liverpool 3–1 Tottenham Hotspur (EFL Cup, round 32, Anfield, FT)";
  private static final String FULHAM =
      "2026-09-20 15:30 UTC Fulham 1–1 Manchester United (English Premier League, round 5, Craven"
          + " Cottage, FT)";

  private OllamaSimulator sim;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .withQueryParam("t", equalTo("Liverpool"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_liverpool.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventslast.php"))
            .withQueryParam("id", equalTo("133602"))
            .willReturn(Fixtures.json("fixtures/thesportsdb/eventslast_133602.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .withQueryParam("t", equalTo("Fulham"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_fulham.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventslast.php"))
            .withQueryParam("id", equalTo("133600"))
            .willReturn(Fixtures.json("fixtures/thesportsdb/eventspastleague_4328.json")));
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private AgentReply ask(String question, String modelReply) {
    sim.enqueue(Reply.text(modelReply));
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b");
    WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60))
        .deadline(Duration.ofSeconds(90))
        .build()
        .applyTo(b);
    Guards.defaults().forEach(b::guard);
    return b.build().chat(question);
  }

  private static void untouched(AgentReply reply, String modelReply) {
    assertThat(reply.text()).isEqualTo(modelReply);
    assertThat(reply.trace().guards())
        .noneSatisfy(g -> assertThat(g.verdict()).isInstanceOf(GuardVerdict.Overridden.class));
  }

  private static void overridden(AgentReply reply) {
    assertThat(reply.trace().guards())
        .anySatisfy(g -> assertThat(g.verdict()).isInstanceOf(GuardVerdict.Overridden.class));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Liverpool beat Tottenham 3-1 at Anfield.",
        "Liverpool 3–1 Tottenham Hotspur in the EFL Cup.",
        "Liverpool 3 - 1 Tottenham.",
        "Liverpool 3 – 1 Tottenham Hotspur",
        "Liverpool 3:1 Tottenham.",
        "**Liverpool 3-1 Tottenham**",
        "Tottenham 1-3 Liverpool.",
        "Tottenham Hotspur 1–3 Liverpool (EFL Cup).",
        "Tottenham lost 1-3 to Liverpool.",
        "Tottenham lost 3-1 to Liverpool.",
        "The match ended 3-1 to Liverpool.",
        "Final score: Liverpool 3, Tottenham 1."
      })
  void anHonestScoreInAnyCommonSpellingReachesTheUserUntouched(String modelReply) {
    untouched(ask("last result for Liverpool", modelReply), modelReply);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Liverpool vant 3–1 over Tottenham.",
        "Liverpool slo Tottenham 3-1 på Anfield.",
        "Tottenham tapte 1–3 mot Liverpool.",
        "Liverpool – Tottenham 3–1.",
        "Kampen endte 3:1 til Liverpool."
      })
  void anHonestScoreInNorwegianReachesTheUserUntouched(String modelReply) {
    untouched(ask("siste resultat for Liverpool", modelReply), modelReply);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Fulham 1-1 Manchester United.",
        "Fulham 1–1 Manchester United.",
        "Fulham 1 - 1 Manchester United.",
        "Fulham 1:1 Manchester United.",
        "Manchester United 1-1 Fulham.",
        "Fulham and Manchester United drew 1-1 at Craven Cottage.",
        "The match ended 1-1."
      })
  void anHonestDrawInAnyCommonSpellingReachesTheUserUntouched(String modelReply) {
    untouched(ask("last result for Fulham", modelReply), modelReply);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Liverpool won 2-0 against Tottenham.",
        "Liverpool beat Tottenham 2-1.",
        "Liverpool 4–1 Tottenham.",
        "The match ended 2-2.",
        "Liverpool beat Tottenham 3-1, after leading 3-0 at half time."
      })
  void aWrongScoreIsReplacedByTheRecordedResult(String modelReply) {
    AgentReply reply = ask("last result for Liverpool", modelReply);
    assertThat(reply.text()).startsWith("Liverpool (TheSportsDB)").contains(LIVERPOOL);
    assertThat(reply.text()).doesNotContain(modelReply.substring(0, modelReply.length() - 1));
    overridden(reply);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Fulham beat Manchester United 2-1.",
        "Fulham 2-1 Manchester United.",
        "Manchester United won 1-0 at Fulham.",
        "Fulham won 1-0."
      })
  void aWrongResultOfARecordedDrawIsReplaced(String modelReply) {
    AgentReply reply = ask("last result for Fulham", modelReply);
    assertThat(reply.text()).startsWith("Fulham (TheSportsDB)").contains(FULHAM);
    assertThat(reply.text()).doesNotContain(modelReply.substring(0, modelReply.length() - 1));
    overridden(reply);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Tottenham 3-1 Liverpool.",
        "Liverpool 1-3 Tottenham.",
        "Liverpool 1–3 Tottenham Hotspur (EFL Cup).",
        "Tottenham beat Liverpool 3-1.",
        "Tottenham won 3-1 against Liverpool.",
        "Liverpool lost 3-1 to Tottenham.",
        "Tottenham vant 3–1 over Liverpool.",
        "Liverpool tapte 1–3 mot Tottenham."
      })
  void swappedScoresAreReplacedByTheRecordedResult(String modelReply) {
    AgentReply reply = ask("last result for Liverpool", modelReply);
    assertThat(reply.text()).startsWith("Liverpool (TheSportsDB)").contains(LIVERPOOL);
    assertThat(reply.text()).doesNotContain(modelReply.substring(0, modelReply.length() - 1));
    overridden(reply);
    assertThat(reply.trace().guards())
        .anySatisfy(
            g ->
                assertThat(g.verdict().reason())
                    .contains("contradicts Liverpool 3–1 Tottenham Hotspur"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Liverpool beat Tottenham 3-1 on 2026-09-15, kick-off 19:00 UTC. Next up: Manchester City"
            + " at Anfield on 2026-10-11 at 15:00.",
        "On 2026-09-15 at 20:00 local time Liverpool won 3–1 against Tottenham; they host"
            + " Manchester City on 2026-10-11, 15:30 UTC.",
        "Liverpool vant 3–1 over Tottenham 15.09.2026 kl. 20.00. Neste kamp er mot Manchester"
            + " City 11.10.2026 kl. 16:30.",
        "Liverpool slo Tottenham 3-1 den 15. september. Neste kamp: 2026-10-11 kl. 15:00 mot"
            + " Manchester City."
      })
  void datesAndKickOffTimesAreNotReadAsScores(String modelReply) {
    untouched(ask("last result for Liverpool", modelReply), modelReply);
  }
}
