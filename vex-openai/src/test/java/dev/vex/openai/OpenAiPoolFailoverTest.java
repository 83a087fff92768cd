package dev.vex.openai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.pool.ServerPool;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A pool's first-text bound also frees a turn from an OpenAI-compatible server that sends the
 * headers of its stream and then nothing: the client blocks in the JDK's body stream, which the
 * pool's interrupt ends (the client has no other way to be aborted), and the next server answers.
 */
class OpenAiPoolFailoverTest {
  private OllamaSimulator a;
  private OllamaSimulator b;
  private OpenAiClient ca;
  private OpenAiClient cb;

  @AfterEach
  void stop() {
    for (AutoCloseable c : new AutoCloseable[] {ca, cb, a, b}) {
      try {
        if (c != null) {
          c.close();
        }
      } catch (Exception e) {
        // closing what the test opened
      }
    }
  }

  @Test
  void aServerThatStallsAfterItsHeadersIsGivenUpAndTheNextAnswers() {
    a = OllamaSimulator.start();
    b = OllamaSimulator.start();
    a.enqueue(Reply.stallAfterHeaders(Duration.ofSeconds(120)));
    b.enqueue(Reply.text("Hello from b."));
    // The clients' defaults: 60 s idle, 10 minutes for the reply.
    ca = OpenAiClient.builder().baseUrl(a.baseUrl() + "/v1").build();
    cb = OpenAiClient.builder().baseUrl(b.baseUrl() + "/v1").build();
    ServerPool pool =
        ServerPool.builder()
            .server("a", ca, ca)
            .server("b", cb, cb)
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .firstTextTimeout(Duration.ofSeconds(1))
            .build();
    ChatRequest ask =
        ChatRequest.builder("qwen2.5:3b").message(Message.user("hi")).stream(true).build();

    ChatResponse r =
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> pool.chat(ask, StreamHandler.NONE));

    assertThat(r.content()).isEqualTo("Hello from b.");
    assertThat(r.route().failovers()).singleElement().asString().contains("sent no text");
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
  }
}
