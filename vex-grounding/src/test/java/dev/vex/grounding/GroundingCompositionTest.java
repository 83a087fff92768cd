package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.testing.WireMockSources;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Grounding adds to what the host set on the agent builder instead of replacing it: the host's
 * classifier, tool selector and tools stay, and a host's own kind with its own rule and fetcher
 * runs beside the built-in ones.
 */
class GroundingCompositionTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OllamaSimulator sim;
  private final List<String> emails = new CopyOnWriteArrayList<>();

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(
                Fixtures.json(
                    "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")));
    wm.stubFor(
        get(urlPathEqualTo("/Heideck")).willReturn(Fixtures.json("fixtures/wttr/heideck_j1.json")));
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private Tool sendEmail() {
    return Tool.of(
        "send_email",
        "Sends an email",
        ObjectSchema.builder()
            .requiredString("to", "recipient")
            .requiredString("body", "text")
            .build(),
        args -> {
          emails.add(args.string("to") + ": " + args.string("body"));
          return "sent";
        });
  }

  private static Tool tool(String name) {
    return Tool.of(name, "tool " + name, ObjectSchema.builder().build(), args -> "ok");
  }

  private Agent.Builder host() {
    return Agent.builder()
        .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
        .model("qwen2.5:3b")
        .tool(sendEmail())
        .tool(tool("web_search"))
        .tool(tool("fetch_url"));
  }

  private Grounding grounding() {
    return WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60))
        .deadline(Duration.ofSeconds(90))
        .build();
  }

  @Test
  void theHostsOwnToolStaysOfferedWhenAGroundedIntentFires() {
    sim.enqueue(
        Reply.toolCall(
            "send_email", "{\"to\":\"boss@example.com\",\"body\":\"BTC is 89,369 USD\"}"));
    sim.enqueue(Reply.text("I emailed your boss: Bitcoin costs 89,369 USD."));

    AgentReply reply = grounding().applyTo(host()).build().chat("email my boss the bitcoin price");

    assertThat(sim.chatRequests().get(0).toolNames()).containsExactly("send_email");
    assertThat(emails).containsExactly("boss@example.com: BTC is 89,369 USD");
    assertThat(reply.text()).isEqualTo("I emailed your boss: Bitcoin costs 89,369 USD.");
    assertThat(reply.factCards()).extracting(FactCard::sourceName).containsExactly("CoinGecko");
  }

  @Test
  void theHostsClassifierAndToolSelectorAreCombinedNotReplaced() {
    IntentClassifier meetings =
        m ->
            m.content().contains("meeting")
                ? List.of(Intent.of("calendar", "next meeting"))
                : List.of();
    Agent.Builder b =
        host()
            .tool(tool("delete_everything"))
            .classifier(meetings)
            .toolSelector(
                (intents, tools) ->
                    tools.only(
                        tools.names().stream().filter(n -> !n.startsWith("delete")).toList()));
    sim.enqueue(Reply.text("Bitcoin costs 89,369 USD; your next meeting is at 10."));

    AgentReply reply = grounding().applyTo(b).build().chat("BTC price and my next meeting");

    assertThat(reply.trace().intents())
        .containsExactly(Intent.of("calendar", "next meeting"), Intent.of("crypto", "BTC"));
    // calendar has no mapping, so every tool the host's selector left is shown
    assertThat(sim.chatRequests().get(0).toolNames())
        .containsExactlyInAnyOrder("send_email", "web_search", "fetch_url");
    assertThat(reply.factCards()).extracting(FactCard::sourceName).containsExactly("CoinGecko");
  }

  @Test
  void aHostsOwnKindWithItsOwnRuleAndFetcherRunsBesideTheBuiltInOnes() {
    List<Intent> asked = new CopyOnWriteArrayList<>();
    Grounding g =
        WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60))
            .fetcher(
                "flights",
                intent -> {
                  asked.add(intent);
                  return new GroundTruth(
                      "flights",
                      "Host flight desk",
                      List.of("https://flights.example/OSL"),
                      Instant.parse("2026-12-03T08:00:00Z"),
                      Map.of("departures", 2),
                      List.of(),
                      Map.of(
                          "en", "Two flights to Heideck leave today (source: Host flight desk)."),
                      new FactCard(
                          "Flights to Heideck",
                          Map.of("Departures", "2"),
                          "Host flight desk",
                          "https://flights.example/OSL",
                          Instant.parse("2026-12-03T08:00:00Z")));
                },
                m ->
                    m.content().contains("flights to ")
                        ? List.of(Intent.of("flights", "Heideck"))
                        : List.of())
            .deadline(Duration.ofSeconds(90))
            .build();
    sim.enqueue(Reply.text("Two flights leave today; Heideck is 9 °C."));

    AgentReply reply =
        g.applyTo(host()).build().chat("flights to Heideck and the weather in Heideck");

    assertThat(asked).containsExactly(Intent.of("flights", "Heideck"));
    assertThat(reply.factCards())
        .extracting(FactCard::title)
        .containsExactlyInAnyOrder("Flights to Heideck", "Weather in Heideck, Germany");
    // The ground truth reaches the model as its own data message, not in the system prompt.
    assertThat(sim.chatRequests().get(0).messages().toString())
        .contains("Two flights to Heideck leave today (source: Host flight desk).");
  }

  @Test
  void aHostsRuleThatThrowsLeavesTheBuiltInRulesWorking() {
    IntentClassifier broken =
        m -> {
          throw new IllegalStateException("host bug");
        };
    sim.enqueue(Reply.text("Bitcoin costs 89,369 USD."));

    AgentReply reply = grounding().applyTo(host().classifier(broken)).build().chat("BTC price");

    assertThat(reply.trace().intents()).containsExactly(Intent.of("crypto", "BTC"));
    assertThat(reply.factCards()).extracting(FactCard::sourceName).containsExactly("CoinGecko");
  }

  @Test
  void withoutAHostSelectorGroundingHidesOnlyItsOwnUnneededTools() {
    ToolRegistry all =
        ToolRegistry.of(sendEmail(), tool("web_search"), tool("fetch_url"), tool("make_pdf"));
    ToolRegistry shown =
        grounding().toolSelector().select(List.of(Intent.of("weather", "Heideck")), all);
    assertThat(shown.names()).containsExactly("send_email", "make_pdf");
  }
}
