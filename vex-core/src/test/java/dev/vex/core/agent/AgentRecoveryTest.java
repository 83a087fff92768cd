package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.simulator.Reply;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** When the model fails, the user still gets the real data the turn already has. */
class AgentRecoveryTest extends SimulatorAgentBase {
  private static final String RUNNER_STOPPED =
      "model runner has unexpectedly stopped, this may be due to resource limitations or an"
          + " internal error, check ollama server logs for details";

  private static GroundTruth btc() {
    Instant at = Instant.parse("2026-12-02T10:00:00Z");
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of("https://www.coingecko.com/en/coins/bitcoin"),
        at,
        Map.of("usd", 86_123.0),
        List.of(new KeyFigure("BTC price", new BigDecimal("86123"), "USD")),
        Map.of(
            "en",
            "Bitcoin costs 86,123 USD (CoinGecko).",
            "nb",
            "Bitcoin koster 86 123 USD (CoinGecko)."),
        new FactCard(
            "Bitcoin",
            Map.of("Price", "86,123 USD"),
            "CoinGecko",
            "https://www.coingecko.com",
            at));
  }

  @Test
  void toolJsonFailureMidLoopIsRetriedWithReducedToolsAndAnswers() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(
        Reply.error(
            500,
            "error parsing tool call: raw='{\"name\":\"get_forecast\",', err=unexpected end of JSON input"));
    sim.enqueue(Reply.text("Oslo: 11 °C and cloudy."));

    AgentReply reply = agent().build().chat("weather in Oslo and the forecast");

    assertThat(reply.text()).isEqualTo("Oslo: 11 °C and cloudy.");
    assertThat(reply.trace().fellBack()).isFalse();
    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("retried with only [get_weather]"));
    assertThat(chats()).hasSize(3);
    assertThat(chats().get(2).toolNames()).containsExactly("get_weather");
  }

  @Test
  void modelThatKeepsFailingFallsBackToTheToolResultsAlreadyFetched() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED)); // the default steps retry a 500 twice

    AgentReply reply = agent().build().chat("weather in Oslo");

    assertThat(reply.text())
        .isEqualTo(
            "The model did not answer, but this is what the tools found:\n\nget_weather: Oslo: 11 °C, cloudy");
    assertThat(reply.trace().fallback()).isEqualTo("tool-results");
  }

  @Test
  void groundTruthIsTheFirstFallbackAndItsFactCardReachesTheUser() {
    sim.enqueue(Reply.midStreamError("Bitcoin is at 42,", "model runner has unexpectedly stopped"));
    sim.enqueue(Reply.drop("Bitcoin is"));

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", intent -> btc())
            .build()
            .chat("BTC price?");

    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD (CoinGecko).");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
    assertThat(reply.factCards()).extracting(FactCard::title).containsExactly("Bitcoin");
    assertThat(reply.links()).contains("https://www.coingecko.com/en/coins/bitcoin");
    // the ground truth is a message of its own, just before the user's question
    assertThat(content(message(chats().get(0), 1)))
        .startsWith("<ground_truth>")
        .contains("Bitcoin costs 86,123 USD");
  }

  @Test
  void norwegianTurnFallsBackInNorwegian() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED)); // the default steps retry a 500 twice

    AgentReply reply =
        agent()
            .locale(java.util.Locale.forLanguageTag("nb"))
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", intent -> btc())
            .build()
            .chat("Hva koster bitcoin?");

    assertThat(reply.text()).isEqualTo("Bitcoin koster 86 123 USD (CoinGecko).");
  }

  @Test
  void busyServerEndsInAnHonestNotice() {
    for (int i = 0; i < 4; i++) {
      sim.enqueue(
          Reply.error(503, "server busy, please try again.  maximum pending requests exceeded"));
    }

    AgentReply reply = agent().build().chat("hello");

    assertThat(reply.text())
        .isEqualTo(
            "Sorry, I could not get an answer from the language model (the server is busy). Please try again.");
    assertThat(reply.trace().fallback()).isEqualTo("notice");
  }

  @Test
  void emptyReplyFromADroppedUnknownToolIsRetriedWithoutTools() {
    // qwen wrote a <tool_call> for a tool it was not offered: Ollama drops it and sends "".
    sim.enqueue(Reply.raw("<tool_call>\n{\"name\": \"create\", \"arguments\": {}}\n</tool_call>"));
    sim.enqueue(Reply.text("Hello! How can I help?"));

    AgentReply reply = agent().build().chat("hi");

    assertThat(reply.text()).isEqualTo("Hello! How can I help?");
    assertThat(reply.trace().warnings()).anyMatch(w -> w.contains("empty reply"));
    assertThat(chats().get(1).toolNames()).isEmpty();
  }

  @Test
  void stalledReplyIsAnIdleTimeoutAndEndsInTheNotice() {
    sim.enqueue(Reply.text("I am thinking very slowly").withTokenDelay(Duration.ofSeconds(2)));
    OllamaClient impatient =
        OllamaClient.builder()
            .baseUrl(sim.baseUrl().toString())
            .idleTimeout(Duration.ofMillis(300))
            .build();

    AgentReply reply = agent().ollama(impatient).build().chat("hello");

    assertThat(reply.text()).contains("the model took too long");
    assertThat(reply.trace().modelCalls().get(0).error()).contains("sent nothing for");
  }

  @Test
  void serverThatIsNotRunningEndsInTheNoticeSayingSo() throws IOException {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }

    AgentReply reply = agent().baseUrl("http://127.0.0.1:" + port).build().chat("hello");

    assertThat(reply.text())
        .isEqualTo(
            "Sorry, I could not get an answer from the language model (the model server is not running).");
  }

  @Test
  void missingModelWithNoAlternativeSaysTheModelIsNotInstalled() {
    AgentReply reply = agent().model("mistral:7b").build().chat("hello");

    assertThat(reply.text()).contains("the model is not installed");
    assertThat(chats()).isEmpty();
  }

  @Test
  void customLadderOrderIsFollowedAndABrokenRungIsSkipped() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED)); // the default steps retry a 500 twice

    AgentReply reply =
        agent()
            .fallbacks(
                List.of(
                    dev.vex.core.recovery.Fallback.named(
                        "broken",
                        c -> {
                          throw new IllegalStateException("bug");
                        }),
                    dev.vex.core.recovery.Fallback.named("passes", c -> java.util.Optional.empty()),
                    dev.vex.core.recovery.Fallback.named(
                        "custom", c -> java.util.Optional.of("Try again in a minute."))))
            .build()
            .chat("hello");

    assertThat(reply.text()).isEqualTo("Try again in a minute.");
    assertThat(reply.trace().fallback()).isEqualTo("custom");
  }
}
