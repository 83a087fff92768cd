package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.FactCard;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Each new auto-fire, end to end: the message is classified, the source is fetched over HTTP from
 * its recording, the simulated small model invents a figure of that kind, and the digit scan
 * (vex-guards) replaces the reply with the real data. The user never sees the invented number.
 */
class AutoFireDigitScanTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OllamaSimulator sim;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
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

  private static void overridden(AgentReply reply) {
    assertThat(reply.trace().guards())
        .anySatisfy(g -> assertThat(g.verdict()).isInstanceOf(GuardVerdict.Overridden.class));
  }

  @Test
  void anInventedConversionIsReplacedByFrankfurtersRate() {
    wm.stubFor(
        get(urlPathEqualTo("/v1/latest"))
            .willReturn(Fixtures.json("fixtures/frankfurter/latest_base_USD_2025-04-11.json")));
    sim.enqueue(Reply.text("100 dollars is about 1,120 kroner today."));

    AgentReply reply = agent().chat("how many kroner is 100 dollars");

    assertThat(reply.text()).contains("100 USD = 1,066.5 NOK").doesNotContain("1,120");
    assertThat(reply.factCards()).extracting(FactCard::sourceName).containsExactly("Frankfurter");
    overridden(reply);
  }

  @Test
  void aTrueConversionPassesUntouched() {
    wm.stubFor(
        get(urlPathEqualTo("/v1/latest"))
            .willReturn(Fixtures.json("fixtures/frankfurter/latest_base_USD_2025-04-11.json")));
    sim.enqueue(Reply.text("100 dollars is 1,066.50 kroner."));

    AgentReply reply = agent().chat("how many kroner is 100 dollars");

    assertThat(reply.text()).isEqualTo("100 dollars is 1,066.50 kroner.");
  }

  @Test
  void aTranslationWithAChangedNumberIsReplacedByTheServersTranslation() {
    wm.stubFor(
        post(urlPathEqualTo("/translate"))
            .willReturn(Fixtures.json("documented/libretranslate/translate_en_nb_numbers.json")));
    sim.enqueue(Reply.text("Møtet er i rom 421 klokka ti, og vi er 12 personer."));

    AgentReply reply =
        agent()
            .chat(
                "translate \"The meeting is in room 412 at ten, and we are 12 people.\" to Norwegian");

    assertThat(reply.text())
        .contains("Møtet er i rom 412 klokka ti, og vi er 12 personer.")
        .doesNotContain("421");
    assertThat(reply.factCards())
        .extracting(FactCard::sourceName)
        .containsExactly("LibreTranslate");
    overridden(reply);
  }

  @Test
  void anInventedScoreIsReplacedByTheLatestResult() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/searchteams.php"))
            .willReturn(Fixtures.json("documented/thesportsdb/searchteams_liverpool.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/json/3/eventslast.php"))
            .willReturn(Fixtures.json("fixtures/thesportsdb/eventslast_133602.json")));
    sim.enqueue(Reply.text("Liverpool beat Tottenham 2-0 at Anfield."));

    AgentReply reply = agent().chat("latest score for Liverpool");

    assertThat(reply.text()).contains("Liverpool 3–1 Tottenham Hotspur").doesNotContain("2-0");
    assertThat(reply.factCards()).extracting(FactCard::sourceName).containsExactly("TheSportsDB");
    overridden(reply);
  }
}
