package dev.vex.openai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.message.Message;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.StreamHandler;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The turn's deadline ({@link ChatBackend#chat(ChatRequest, StreamHandler, long)}) bounds a call on
 * the simulator's {@code /v1} as it bounds one on {@code /api/chat}: it shortens the wait for the
 * headers and the read of the reply, and ends the call with a typed timeout when it passes, however
 * long the client's own timeouts are. The client's timeouts are left at their defaults (120 s for
 * the headers, 10 minutes for the reply), so each test fails by its preemptive bound if the
 * deadline is ignored.
 */
class OpenAiClientDeadlineTest {
  /** Far above the 1 s deadlines and far below the defaults the deadline has to beat. */
  private static final Duration GENEROUS = Duration.ofSeconds(30);

  private OllamaSimulator sim;
  private OpenAiClient client;

  @AfterEach
  void stop() {
    if (client != null) {
      client.close();
    }
    if (sim != null) {
      sim.close();
    }
  }

  private OpenAiClient.Builder clientOn(OllamaSimulator s) {
    sim = s;
    return OpenAiClient.builder().baseUrl(s.baseUrl() + "/v1");
  }

  private static ChatRequest ask(boolean stream) {
    return ChatRequest.builder("qwen2.5:3b").message(Message.user("hi")).stream(stream).build();
  }

  @Test
  void aServerThatStallsBeforeItsHeadersEndsAtTheDeadlineAsAFirstByteTimeout() {
    client = clientOn(OllamaSimulator.start()).build();
    sim.enqueue(Reply.stall(Duration.ofMinutes(5)));
    long deadline = System.nanoTime() + Duration.ofSeconds(1).toNanos();

    assertTimeoutPreemptively(
        GENEROUS,
        () ->
            assertThatThrownBy(() -> client.chat(ask(true), StreamHandler.NONE, deadline))
                .isInstanceOfSatisfying(
                    ModelTimeoutException.class,
                    e -> {
                      assertThat(e.phase()).isEqualTo(ModelTimeoutException.Phase.FIRST_BYTE);
                      assertThat(e.getMessage()).contains("deadline");
                    }));
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
    assertThat(sim.takeRequest().path()).isEqualTo("/v1/chat/completions");
  }

  @Test
  void aReplyStillStreamingAtTheDeadlineIsCutOffThereAsARead() {
    client = clientOn(OllamaSimulator.start()).idleTimeout(Duration.ofSeconds(10)).build();
    // A cut is a READ only when the reply had started before the deadline, and how soon it starts
    // depends on the machine. So the handshake decides, not a clock: the test tries a 1 s deadline
    // and, while the deadline came before the first token reached the handler (a FIRST_BYTE with
    // nothing shown, which is right for that call), tries again with a deadline four times as far.
    ModelTimeoutException cut = null;
    List<String> shown = new CopyOnWriteArrayList<>();
    for (long seconds = 1; seconds <= 64 && shown.isEmpty(); seconds *= 4) {
      shown.clear();
      // The reply would take 2,000 s; only the deadline can end it.
      sim.enqueue(Reply.text("tick ".repeat(100_000)).withTokenDelay(Duration.ofMillis(20)));
      long deadline = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
      cut =
          assertTimeoutPreemptively(
              GENEROUS.plusSeconds(seconds),
              () -> {
                try {
                  client.chat(ask(true), shown::add, deadline);
                } catch (ModelTimeoutException e) {
                  return e;
                }
                throw new AssertionError("a 2,000 s reply ended before its deadline");
              });
    }

    // The reply had started (tokens reached the handler): the cut is a READ at the deadline, and
    // what arrived before it was passed on.
    assertThat(String.join("", shown))
        .as("no try's reply started before its deadline, the last one of 64 s")
        .startsWith("tick");
    assertThat(cut.phase()).isEqualTo(ModelTimeoutException.Phase.READ);
    assertThat(cut.getMessage()).contains("the call's deadline passed");
  }

  @Test
  void aWholeReplyThatTakesPastTheDeadlineEndsAtIt() {
    client = clientOn(OllamaSimulator.start()).build();
    sim.enqueue(Reply.text("late").withFirstByteDelay(Duration.ofMinutes(5)));
    long deadline = System.nanoTime() + Duration.ofSeconds(1).toNanos();

    assertTimeoutPreemptively(
        GENEROUS,
        () ->
            assertThatThrownBy(() -> client.chat(ask(false), StreamHandler.NONE, deadline))
                .isInstanceOfSatisfying(
                    ModelTimeoutException.class,
                    e -> assertThat(e.phase()).isEqualTo(ModelTimeoutException.Phase.FIRST_BYTE)));
  }

  @Test
  void anIdleTimeoutShorterThanTheDeadlineStillEndsAStalledReplyFirst() {
    client = clientOn(OllamaSimulator.start()).idleTimeout(Duration.ofMillis(300)).build();
    sim.enqueue(Reply.text("a b c d").withTokenDelay(Duration.ofMinutes(5)));
    long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();

    assertTimeoutPreemptively(
        GENEROUS,
        () ->
            assertThatThrownBy(() -> client.chat(ask(true), StreamHandler.NONE, deadline))
                .isInstanceOfSatisfying(
                    ModelTimeoutException.class,
                    e -> {
                      assertThat(e.phase()).isEqualTo(ModelTimeoutException.Phase.IDLE);
                      assertThat(e.getMessage()).contains("sent nothing");
                    }));
  }

  @Test
  void aDeadlineThatHasPassedAlreadyEndsTheCallAtOnce() {
    client = clientOn(OllamaSimulator.start()).build();
    sim.enqueue(Reply.stall(Duration.ofMinutes(5)));
    long passed = System.nanoTime() - 1;

    assertTimeoutPreemptively(
        GENEROUS,
        () ->
            assertThatThrownBy(() -> client.chat(ask(true), StreamHandler.NONE, passed))
                .isInstanceOf(ModelTimeoutException.class)
                .hasMessageContaining("deadline"));
  }

  @Test
  void aDeadlineLaterThanTheReplyChangesNothing() {
    client = clientOn(OllamaSimulator.start()).build();
    sim.enqueue(Reply.text("Oslo is the capital of Norway."));
    sim.enqueue(Reply.text("Bergen is rainy."));
    long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();

    ChatResponse streamed = client.chat(ask(true), StreamHandler.NONE, deadline);
    ChatResponse whole = client.chat(ask(false), StreamHandler.NONE, ChatBackend.NO_DEADLINE);

    assertThat(streamed.content()).isEqualTo("Oslo is the capital of Norway.");
    assertThat(whole.content()).isEqualTo("Bergen is rainy.");
  }
}
