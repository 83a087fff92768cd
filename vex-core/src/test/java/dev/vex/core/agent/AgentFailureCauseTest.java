package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelNotFoundException;
import dev.vex.core.trace.TurnTrace;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.simulator.SimModel;
import java.io.IOException;
import java.net.ServerSocket;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A turn that ends in a fallback says why in its trace, over real HTTP: the typed exception with
 * the hint for the developer. The user's sentence advises a retry only where one can help.
 */
class AgentFailureCauseTest {

  @Test
  void withNoOllamaRunningTheTraceSaysStartItAndTheUserIsNotToldToRetry() throws IOException {
    int closed;
    try (ServerSocket s = new ServerSocket(0)) {
      closed = s.getLocalPort(); // nothing listens here once closed
    }
    Agent agent = Agent.builder().baseUrl("http://127.0.0.1:" + closed).model("qwen2.5:3b").build();

    AgentReply reply = agent.chat("hello");

    TurnTrace trace = reply.trace();
    assertThat(trace.fellBack()).isTrue();
    assertThat(trace.failure())
        .isInstanceOfSatisfying(
            ModelException.class,
            e -> assertThat(e.kind()).isEqualTo(ModelException.Kind.UNAVAILABLE))
        .hasMessageContaining("ollama serve");
    assertThat(reply.text()).contains("not running").doesNotContain("try again");
  }

  @Test
  void aModelTheServerDoesNotHaveGivesTheTraceThePullHintAndNoRetryAdvice() {
    try (OllamaSimulator sim =
        OllamaSimulator.builder()
            .model(SimModel.of("llama3.2:3b", "completion", "tools"))
            .start()) {
      Agent agent = Agent.builder().baseUrl(sim.baseUrl()).model("qwen2.5:3b").build();

      AgentReply reply = agent.chat("hello");

      assertThat(reply.trace().failure())
          .isInstanceOf(ModelNotFoundException.class)
          .hasMessageContaining("ollama pull qwen2.5:3b");
      assertThat(reply.text()).contains("not installed").doesNotContain("try again");
      Agent norwegian =
          Agent.builder()
              .baseUrl(sim.baseUrl())
              .model("qwen2.5:3b")
              .locale(Locale.forLanguageTag("nb"))
              .build();
      assertThat(norwegian.chat("hei").text()).doesNotContain("Prøv igjen");
    }
  }

  @Test
  void aBusyServerIsWorthAnotherTryAndTheTraceKeepsItsStatus() {
    try (OllamaSimulator sim =
        OllamaSimulator.builder().model(SimModel.of("qwen2.5:3b", "completion", "tools")).start()) {
      for (int i = 0; i < 8; i++) { // more than the recovery's retries take
        sim.enqueue(Reply.error(503, "server busy, please try again."));
      }
      Agent agent = Agent.builder().baseUrl(sim.baseUrl()).model("qwen2.5:3b").build();

      AgentReply reply = agent.chat("hello");

      assertThat(reply.trace().failure())
          .isInstanceOfSatisfying(ModelException.class, e -> assertThat(e.status()).isEqualTo(503));
      assertThat(reply.text()).contains("busy").endsWith("Please try again.");
    }
  }
}
