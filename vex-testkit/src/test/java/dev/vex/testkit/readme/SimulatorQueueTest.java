package dev.vex.testkit.readme;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import org.junit.jupiter.api.Test;

/**
 * What vex-simulator's README says about the queue: a request the simulator rejects takes no reply,
 * and the next request that passes gets the reply meant for the rejected one.
 */
class SimulatorQueueTest {

  @Test
  void aReplyARejectedRequestDidNotTakeAnswersTheNextTurn() {
    try (OllamaSimulator ollama = OllamaSimulator.start()) {
      ollama.enqueue(Reply.text("meant for the first turn"));
      // mistral:7b is not among the simulator's models: the server rejects it before a reply
      Agent missing = Agent.builder().baseUrl(ollama.baseUrl()).model("mistral:7b").build();
      AgentReply first = missing.chat("hi");
      assertThat(first.trace().fellBack()).isTrue();
      assertThat(ollama.pendingReplies()).isEqualTo(1);

      ollama.enqueue(Reply.text("meant for the second turn"));
      Agent agent = Agent.builder().baseUrl(ollama.baseUrl()).model("qwen2.5:3b").build();

      assertThat(agent.chat("hello").text()).isEqualTo("meant for the first turn");
      assertThat(ollama.pendingReplies()).isEqualTo(1);
    }
  }

  @Test
  void aChatRequestTheServerRejectsLeavesTheQueueAsItWas() throws Exception {
    try (OllamaSimulator ollama = OllamaSimulator.start()) {
      ollama.enqueue(Reply.text("kept"));
      java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
      java.net.http.HttpResponse<String> rejected =
          http.send(
              java.net.http.HttpRequest.newBuilder(ollama.baseUrl().resolve("/api/chat"))
                  .POST(
                      java.net.http.HttpRequest.BodyPublishers.ofString(
                          "{\"model\":\"no-such:1b\",\"messages\":[{\"role\":\"user\","
                              + "\"content\":\"hi\"}]}"))
                  .build(),
              java.net.http.HttpResponse.BodyHandlers.ofString());

      assertThat(rejected.statusCode()).isEqualTo(404);
      assertThat(ollama.pendingReplies()).isEqualTo(1);
      assertThat(ollama.chatRequests()).hasSize(1); // recorded all the same
    }
  }
}
