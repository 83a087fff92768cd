package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.AgentReply;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.ToolCallTrace.Outcome;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import dev.vex.simulator.ToolCallSpec;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The model's output is bounded inside a turn: how many tool calls run, how large a reply may be,
 * how long it may stream, and which numbers reach a tool. Over HTTP against the simulator; the
 * assertions are on what the user receives, the trace, and what the tools saw.
 */
class AgentBoundsTest extends SimulatorAgentBase {
  private static final Duration GENEROUS = Duration.ofSeconds(30);

  private final AtomicInteger sends = new AtomicInteger();

  /** A side-effecting tool: every execution counts. */
  private final Tool send =
      Tool.of(
          "send_message",
          "Sends a message",
          ObjectSchema.builder().requiredString("to", "Recipient").build(),
          args -> {
            sends.incrementAndGet();
            return "sent to " + args.string("to");
          });

  static GroundTruth btc() {
    Instant at = Instant.parse("2026-12-02T10:00:00Z");
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of("https://www.coingecko.com/en/coins/bitcoin"),
        at,
        Map.of("usd", 86_123.0),
        List.of(new KeyFigure("BTC price", new BigDecimal("86123"), "USD")),
        Map.of("en", "Bitcoin costs 86,123 USD (CoinGecko).", "nb", "Bitcoin koster 86 123 USD."),
        new FactCard(
            "Bitcoin",
            Map.of("Price", "86,123 USD"),
            "CoinGecko",
            "https://www.coingecko.com",
            at));
  }

  private static ToolCallSpec[] sendCalls(int n) {
    ToolCallSpec[] calls = new ToolCallSpec[n];
    for (int i = 0; i < n; i++) {
      calls[i] = ToolCallSpec.of("send_message", "{\"to\":\"user" + i + "\"}");
    }
    return calls;
  }

  @Test
  void tenThousandCallsInOneReplyRunOnlyUpToTheCapAndTheRestAreRefused() {
    sim.enqueue(Reply.toolCalls(sendCalls(10_000)));
    sim.enqueue(Reply.text("I sent the first messages."));

    AgentReply reply =
        assertTimeoutPreemptively(GENEROUS, () -> agent().tool(send).build().chat("spam everyone"));

    assertThat(sends.get()).isEqualTo(8);
    assertThat(reply.text()).isEqualTo("I sent the first messages.");
    List<ToolCallTrace> calls = reply.trace().toolCalls();
    assertThat(calls).filteredOn(t -> t.outcome() == Outcome.OK).hasSize(8);
    assertThat(calls).filteredOn(t -> t.outcome() == Outcome.REFUSED).hasSize(8);
    assertThat(calls).hasSize(16);
    assertThat(reply.trace().warnings())
        .anyMatch(
            w ->
                w.contains("asked for 10000 tool calls; ran 8, refused 9992")
                    && w.contains("9984 not echoed"));
    RecordedRequest second = chats().get(1);
    long refusals =
        second.messages().asList().stream()
            .filter(m -> "tool".equals(role(m.getAsJsonObject())))
            .filter(m -> content(m.getAsJsonObject()).startsWith("Error: not run."))
            .count();
    assertThat(refusals).isEqualTo(8);
    assertThat(
            second.messages().asList().stream()
                .filter(m -> "tool".equals(role(m.getAsJsonObject())))
                .count())
        .as("one result per call in the history, no more")
        .isEqualTo(16);
  }

  @Test
  void capsAreConfigurableAndTheTurnCapEndsTheToolLoop() {
    sim.enqueue(Reply.toolCalls(sendCalls(2)));
    sim.enqueue(Reply.toolCalls(sendCalls(2)));
    sim.enqueue(Reply.text("Sent three."));

    AgentReply reply =
        agent()
            .tool(send)
            .maxToolCallsPerRound(2)
            .maxToolCallsPerTurn(3)
            .build()
            .chat("send four messages");

    assertThat(sends.get()).isEqualTo(3);
    assertThat(reply.text()).isEqualTo("Sent three.");
    assertThat(reply.trace().toolCalls())
        .extracting(ToolCallTrace::outcome)
        .containsExactly(Outcome.OK, Outcome.OK, Outcome.OK, Outcome.REFUSED);
    assertThat(reply.trace().warnings()).anyMatch(w -> w.contains("maxToolCallsPerTurn"));
    assertThat(chats().get(2).toolNames()).as("no tools once the turn's cap is spent").isEmpty();
  }

  @Test
  void aReplyPastTheSizeLimitFallsBackToTheGroundTruth() {
    sim.enqueue(Reply.text("Bitcoin costs 12 USD. ".repeat(1_000)));
    sim.enqueue(Reply.text("Bitcoin costs 12 USD. ".repeat(1_000)));
    OllamaClient small =
        OllamaClient.builder().baseUrl(sim.baseUrl().toString()).maxReplyChars(4_096).build();

    AgentReply reply =
        agent()
            .ollama(small)
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", intent -> btc())
            .build()
            .chat("bitcoin price?");

    assertThat(reply.text()).contains("86,123 USD").doesNotContain("12 USD");
    assertThat(reply.trace().fellBack()).isTrue();
    assertThat(reply.trace().modelCalls())
        .anyMatch(c -> c.error() != null && c.error().contains("maxReplyChars"));
  }

  @Test
  void anEndlessStreamIsCutAtTheReadTimeoutAndTheTurnStillAnswers() {
    sim.enqueue(Reply.text("tick ".repeat(100_000)).withTokenDelay(Duration.ofMillis(20)));
    OllamaClient client =
        OllamaClient.builder()
            .baseUrl(sim.baseUrl().toString())
            .readTimeout(Duration.ofSeconds(1))
            .idleTimeout(Duration.ofSeconds(10))
            .build();

    AgentReply reply =
        assertTimeoutPreemptively(
            GENEROUS,
            () ->
                agent()
                    .ollama(client)
                    .classifier(m -> List.of(Intent.of("crypto", "BTC")))
                    .fetcher("crypto", intent -> btc())
                    .build()
                    .chat("bitcoin price?"));

    assertThat(reply.text()).contains("86,123 USD").doesNotContain("tick");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
    assertThat(reply.trace().modelCalls())
        .anyMatch(c -> c.error() != null && c.error().contains("read timeout"));
  }

  @Test
  void theCapsAreCheckedWhenConfigured() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> agent().maxToolCallsPerRound(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1..1000");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> agent().maxToolCallsPerTurn(10_001))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1..10000");
  }
}
