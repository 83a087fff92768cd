package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.testing.WireMockSources;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The key figures of weather, news and recipes name their subject ({@link KeyFigure#aliases()}), so
 * that the digit scan (vex-guards) judges each number of a reply against the subject it is written
 * next to. End to end over HTTP: the sources are served from their recordings, the simulated model
 * answers, and the user receives the reply as the guards left it. Each swap below passed before the
 * aliases were filled in, since every number in it is some subject's real figure.
 */
class KeyFigureSubjectsTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OllamaSimulator sim;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    // Two recorded places: Heideck (9 °C now, 1–11 °C today) and Moscow (20 °C, 13–22 °C).
    wm.stubFor(
        get(urlPathEqualTo("/Heideck")).willReturn(Fixtures.json("fixtures/wttr/heideck_j1.json")));
    wm.stubFor(
        get(urlPathEqualTo("/Moscow"))
            .willReturn(Fixtures.json("fixtures/wttr/moscow_j1_lang_ru.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/search"))
            .willReturn(Fixtures.json("fixtures/hn-algolia/front_page.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/json/v1/1/search.php"))
            .willReturn(Fixtures.json("fixtures/themealdb/search_arrabiata.json")));
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private Agent agent() {
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b");
    WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60))
        .deadline(Duration.ofSeconds(90))
        .build()
        .applyTo(b);
    Guards.defaults().forEach(b::guard);
    return b.build();
  }

  private static boolean overridden(AgentReply reply) {
    return reply.trace().guards().stream()
        .anyMatch(g -> g.verdict() instanceof GuardVerdict.Overridden);
  }

  @Test
  void everyWeatherFigureNamesThePlaceAsAskedAndAsTheSourceNamesIt() throws Exception {
    GroundTruth truth =
        WeatherFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(Duration.ofSeconds(60))
            .build()
            .fetch(Intent.of(WeatherFetcher.KIND, "Heideck"));

    assertThat(truth.keyFigures())
        .isNotEmpty()
        .allSatisfy(f -> assertThat(f.aliases()).containsExactly("Heideck"));
  }

  @Test
  void oneCitysTemperatureStatedForTheOtherIsCaught() {
    sim.enqueue(Reply.text("It is 20 °C in Heideck right now, and 9 °C in Moscow."));

    AgentReply reply = agent().chat("weather in Heideck and Moscow");

    assertThat(reply.trace().grounding()).hasSize(2);
    assertThat(overridden(reply)).isTrue();
    assertThat(reply.text()).doesNotContain("20 °C in Heideck").doesNotContain("9 °C in Moscow");
  }

  @Test
  void theTwoCitiesTemperaturesEachNextToItsOwnCityPass() {
    String honest = "It is 9 °C in Heideck right now, and 20 °C in Moscow.";
    sim.enqueue(Reply.text(honest));

    AgentReply reply = agent().chat("weather in Heideck and Moscow");

    assertThat(overridden(reply)).isFalse();
    assertThat(reply.text()).isEqualTo(honest);
  }

  @Test
  void swappedLowsAndHighsOfTwoCitiesAreCaughtAndTheTrueOnesPass() {
    sim.enqueue(
        Reply.text(
            "Heideck: 9 °C now, between 13 and 22 °C today. Moscow: 20 °C now, between 1 and 11 °C."));
    String honest =
        "Heideck: 9 °C now, between 1 and 11 °C today. Moscow: 20 °C now, between 13 and 22 °C.";
    sim.enqueue(Reply.text(honest));
    Agent agent = agent();

    AgentReply swapped = agent.chat("weather in Heideck and Moscow");
    AgentReply right = agent.chat("weather in Heideck and Moscow");

    assertThat(overridden(swapped)).isTrue();
    assertThat(swapped.text()).doesNotContain("Heideck: between 13");
    assertThat(overridden(right)).isFalse();
    assertThat(right.text()).isEqualTo(honest);
  }

  @Test
  void oneStorysPointsGivenToAnotherStoryAreCaught() {
    sim.enqueue(
        Reply.text(
            "Top stories:\n"
                + "1. Coding with LLMs in the summer of 2025 – an update (251 points)\n"
                + "2. Simulating hand-drawn motion with SVG filters (543 points)"));

    AgentReply reply = agent().chat("what's new on hacker news");

    assertThat(overridden(reply)).isTrue();
    assertThat(reply.text()).doesNotContain("update (251 points)");
  }

  @Test
  void storiesWithTheirOwnPointsPass() {
    String honest =
        "Top stories:\n"
            + "1. Coding with LLMs in the summer of 2025 – an update (543 points)\n"
            + "2. Simulating hand-drawn motion with SVG filters (251 points)\n"
            + "3. Speeding up my ZSH shell (206 points)";
    sim.enqueue(Reply.text(honest));

    AgentReply reply = agent().chat("what's new on hacker news");

    assertThat(overridden(reply)).isFalse();
    assertThat(reply.text()).isEqualTo(honest);
  }

  @Test
  void aRecipesFigureNamesItsDish() throws Exception {
    GroundTruth truth =
        RecipeFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(Duration.ofSeconds(60))
            .build()
            .fetch(Intent.of(RecipeFetcher.KIND, "arrabiata"));

    assertThat(truth.keyFigures())
        .isNotEmpty()
        .allSatisfy(f -> assertThat(f.aliases()).containsExactly("Spicy Arrabiata Penne"));
  }
}
