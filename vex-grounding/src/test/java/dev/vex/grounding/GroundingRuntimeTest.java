package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.VexRuntime;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.testing.WireMockSources;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The built-in fetchers run on the agent's runtime: its HTTP client, its deadline sweeper and its
 * threads, which end when the host closes it. None of them falls back to the default runtime, so a
 * host that supplies a runtime and closes it on redeploy leaves no Vex thread behind.
 */
class GroundingRuntimeTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  /** Threads of the default runtime (named "vex"); the host's below is named "vex-rt". */
  private static List<String> defaultRuntimeThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(Thread::isAlive)
        .map(Thread::getName)
        .filter(n -> n.equals("vex-deadlines") || n.startsWith("vex-worker-"))
        .toList();
  }

  @Test
  void theBuiltInFetchersRunOnTheAgentsRuntimeAndStartNothingOnTheDefaultOne() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/Heideck")).willReturn(Fixtures.json("fixtures/wttr/heideck_j1.json")));
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(
                Fixtures.json(
                    "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")));
    // Whatever earlier tests left running on the default runtime ends here.
    VexRuntime.defaultRuntime().close();
    for (int i = 0; i < 600 && !defaultRuntimeThreads().isEmpty(); i++) {
      Thread.sleep(50);
    }
    assertThat(defaultRuntimeThreads()).isEmpty();

    try (OllamaSimulator sim = OllamaSimulator.start();
        VexRuntime runtime = VexRuntime.builder().build()) {
      sim.enqueue(Reply.text("Heideck: 9 °C and overcast. Bitcoin: 89,369 USD."));
      Agent agent =
          WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60))
              .deadline(Duration.ofSeconds(90))
              .build()
              .applyTo(
                  Agent.builder()
                      .runtime(runtime)
                      .ollama(
                          OllamaClient.builder()
                              .baseUrl(sim.baseUrl().toString())
                              .runtime(runtime)
                              .build())
                      .model("qwen2.5:3b"))
              .build();

      // Two fetches: one on the turn's thread, one on the runtime's executor.
      AgentReply reply = agent.chat("weather in Heideck and the BTC price");

      assertThat(reply.trace().grounding())
          .extracting(GroundingTrace::outcome)
          .containsExactly(GroundingTrace.Outcome.FETCHED, GroundingTrace.Outcome.FETCHED);
      assertThat(sim.chatRequests().get(0).messages().toString())
          .contains("Bitcoin (BTC) costs 89,369 USD")
          .contains("Overcast, 9 °C");
      assertThat(reply.text()).isEqualTo("Heideck: 9 °C and overcast. Bitcoin: 89,369 USD.");
      assertThat(defaultRuntimeThreads())
          .as("threads of the default runtime started by the turn")
          .isEmpty();
    }
  }

  /** The selector threads of the JDK HTTP clients alive now: one per client. */
  private static java.util.Set<String> httpClientThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(Thread::isAlive)
        .map(Thread::getName)
        .filter(n -> n.startsWith("HttpClient-") && n.endsWith("-SelectorManager"))
        .collect(java.util.stream.Collectors.toSet());
  }

  @Test
  void aGroundedTurnsModelAndSourceExchangesShareOneHttpClient() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(
                Fixtures.json(
                    "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")));
    try (OllamaSimulator sim = OllamaSimulator.start();
        VexRuntime runtime = VexRuntime.builder().build()) {
      sim.enqueue(Reply.text("Bitcoin: 89,369 USD."));
      Agent.Builder agent =
          WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60))
              .deadline(Duration.ofSeconds(90))
              .build()
              .applyTo(
                  Agent.builder()
                      .runtime(runtime)
                      .ollama(
                          OllamaClient.builder()
                              .baseUrl(sim.baseUrl().toString())
                              .runtime(runtime)
                              .build())
                      .model("qwen2.5:3b"));
      java.util.Set<String> before = httpClientThreads();

      AgentReply reply = agent.build().chat("the BTC price");

      assertThat(reply.trace().grounding())
          .extracting(GroundingTrace::outcome)
          .containsExactly(GroundingTrace.Outcome.FETCHED);
      assertThat(reply.text()).isEqualTo("Bitcoin: 89,369 USD.");
      java.util.Set<String> started = new java.util.HashSet<>(httpClientThreads());
      started.removeAll(before);
      assertThat(started).as("HTTP clients the turn made").hasSize(1);
      // The source's client connects within 5 s at most: here the Ollama client's 2 s.
      assertThat(runtime.httpClientWithin(Duration.ofSeconds(5)))
          .isSameAs(runtime.httpClient(Duration.ofSeconds(2)));
    }
  }
}
