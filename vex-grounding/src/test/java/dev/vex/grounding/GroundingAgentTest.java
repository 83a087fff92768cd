package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.testing.HeldSource;
import dev.vex.grounding.testing.WireMockSources;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** What the model and the user receive when grounding is applied to an agent. */
class GroundingAgentTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OllamaSimulator sim;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    wm.stubFor(
        get(urlPathEqualTo("/Heideck")).willReturn(Fixtures.json("fixtures/wttr/heideck_j1.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(
                Fixtures.json(
                    "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")));
    wm.stubFor(
        get(urlPathEqualTo("/search"))
            .willReturn(Fixtures.json("fixtures/searxng/openclaw_latest_features.json")));
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private static Tool tool(String name) {
    return Tool.of(
        name,
        "A test tool " + name,
        ObjectSchema.builder().requiredString("q", "query").build(),
        args -> "ok");
  }

  private Agent.Builder agent() {
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b")
            .tool(tool("web_search"))
            .tool(tool("fetch_url"))
            .tool(tool("make_pdf"));
    // Roomy: the first fetch of the JVM may be slow on a busy machine, and no test here is about
    // time but theConfiguredDeadlineReachesTheAgent, which sets its own.
    return WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60))
        .deadline(Duration.ofSeconds(90))
        .build()
        .applyTo(b);
  }

  /** What the model was given before the question: the system prompt and the ground truth. */
  private String systemPrompt() {
    RecordedRequest r = sim.chatRequests().get(0);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < r.messages().size() - 1; i++) {
      sb.append(r.messages().get(i).getAsJsonObject().get("content").getAsString()).append('\n');
    }
    return sb.toString();
  }

  @Test
  void theGroundTruthBlockReachesTheModelAndTheFactCardsReachTheReply() {
    sim.enqueue(Reply.text("Heideck: 9 °C and overcast. Bitcoin: 89,369 USD."));

    AgentReply reply = agent().build().chat("weather in Heideck and the BTC price");

    assertThat(systemPrompt())
        .contains("Use these figures exactly as given")
        .contains("<ground_truth>")
        .contains(
            "Weather in Heideck, Germany (wttr.in, observed 2026-04-03 10:37 PM local time): Overcast, 9 °C")
        .contains("Bitcoin (BTC) costs 89,369 USD, 24-hour change -0.27 % (source: CoinGecko).")
        .contains("</ground_truth>");
    assertThat(reply.text()).isEqualTo("Heideck: 9 °C and overcast. Bitcoin: 89,369 USD.");
    assertThat(reply.factCards())
        .extracting(FactCard::title)
        .containsExactlyInAnyOrder("Weather in Heideck, Germany", "Bitcoin (BTC)");
    assertThat(reply.links())
        .contains("https://www.coingecko.com/en/coins/bitcoin", "https://wttr.in/Heideck");
  }

  @Test
  void bitcoinIsAnsweredByCoinGeckoAndNeverByYahoo() {
    sim.enqueue(Reply.text("Bitcoin costs 89,369 USD."));

    AgentReply reply = agent().build().chat("BTC price");

    assertThat(reply.factCards()).extracting(FactCard::sourceName).containsExactly("CoinGecko");
    assertThat(wm.findAll(anyRequestedFor(urlPathMatching("/v[18]/finance/.*")))).isEmpty();
    assertThat(reply.trace().intents()).extracting(i -> i.kind()).containsExactly("crypto");
  }

  @Test
  void aNorwegianAgentGetsTheNorwegianSummaries() {
    sim.enqueue(Reply.text("Det er 9 grader."));

    agent().locale(Locale.forLanguageTag("nb-NO")).build().chat("hvordan er været i Heideck");

    assertThat(systemPrompt()).contains("Været i Heideck, Germany").contains("føles som 8 °C");
  }

  @Test
  void chitChatFiresNothingAndShowsEveryTool() {
    sim.enqueue(Reply.text("Hello!"));

    AgentReply reply = agent().build().chat("hello, how are you?");

    assertThat(reply.trace().grounding()).isEmpty();
    assertThat(reply.factCards()).isEmpty();
    assertThat(sim.chatRequests().get(0).toolNames())
        .containsExactly("web_search", "fetch_url", "make_pdf");
    assertThat(sim.chatRequests().get(0).messages().toString()).doesNotContain("ground_truth");
  }

  @Test
  void aWeatherQuestionHidesTheSearchToolsBecauseTheAnswerIsAlreadyInThePrompt() {
    sim.enqueue(Reply.text("9 °C."));

    agent().build().chat("weather in Heideck");

    assertThat(sim.chatRequests().get(0).toolNames()).containsExactly("make_pdf");
  }

  @Test
  void aShoppingQuestionShowsTheSearchTools() {
    sim.enqueue(Reply.text("Here are some offers."));

    AgentReply reply = agent().build().chat("find me cheap RAM");

    assertThat(sim.chatRequests().get(0).toolNames())
        .containsExactly("web_search", "fetch_url", "make_pdf");
    assertThat(reply.factCards()).extracting(FactCard::sourceName).containsExactly("SearXNG");
    assertThat(reply.links()).contains("https://openclaw.ai/");
  }

  @Test
  void defaultsCoverTheNineKindsAndWithoutRemovesKindsFromRulesAndFetchers() {
    assertThat(Grounding.defaults().fetchers().keySet())
        .containsExactlyInAnyOrder(
            "weather",
            "news",
            "search",
            "stocks",
            "crypto",
            "recipes",
            "sports",
            "currency",
            "translate");

    Grounding noSports = Grounding.builder().without("sports", "search").build();

    assertThat(noSports.fetchers()).doesNotContainKeys("sports", "search");
    assertThat(
            noSports
                .classifier()
                .classify(dev.vex.core.message.Message.user("when does Arsenal play next")))
        .isEmpty();
    assertThat(noSports.classifier().classify(dev.vex.core.message.Message.user("BTC price")))
        .extracting(i -> i.kind())
        .containsExactly("crypto");
  }

  @Test
  void aHostsOwnKindIsRegisteredWithoutBreakingTheBuiltInRules() {
    Grounding g = Grounding.builder().fetcher("calendar", intent -> null).build();

    assertThat(g.fetchers()).containsKey("calendar");
    assertThat(g.classifier().classify(dev.vex.core.message.Message.user("weather in Heideck")))
        .extracting(i -> i.kind())
        .containsExactly("weather");
  }

  /** The weather source holds its answer until the turn has ended: the 300 ms deadline did not. */
  @Test
  void theConfiguredDeadlineReachesTheAgent() throws Exception {
    byte[] j1 = Fixtures.bytes("fixtures/wttr/heideck_j1.json");
    sim.enqueue(Reply.text("I could not get the weather."));
    AgentReply reply;
    try (HeldSource source = HeldSource.start(path -> j1, path -> true, false)) {
      Agent.Builder b =
          Agent.builder()
              .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
              .model("qwen2.5:3b");
      WireMockSources.grounding(source.baseUrl(), Duration.ofSeconds(30))
          .deadline(Duration.ofMillis(300))
          .build()
          .applyTo(b);

      reply = b.build().chat("weather in Heideck");

      assertThat(source.awaitHeldArrived(1, Duration.ofSeconds(30)))
          .as("the weather request went out")
          .isTrue();
      assertThat(source.heldAnswered()).as("the source answered before the reply").isZero();
    }
    assertThat(reply.trace().grounding())
        .singleElement()
        .satisfies(
            g -> {
              assertThat(g.outcome()).isEqualTo(GroundingTrace.Outcome.DEADLINE_PASSED);
              assertThat(g.duration()).isEqualTo(Duration.ofMillis(300));
            });
    assertThat(List.copyOf(reply.factCards())).isEmpty();
  }
}
