package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ServerBusyException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.model.Think;
import dev.vex.core.model.UnsupportedCapabilityException;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.simulator.ToolCallSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The client against the simulator's faithful wire behaviour. */
class OllamaClientSimulatorTest {
  private final OllamaSimulator sim = OllamaSimulator.start();
  private final OllamaClient client =
      OllamaClient.builder()
          .baseUrl(sim.baseUrl().toString())
          .busyRetries(0, Duration.ZERO)
          .build();

  @AfterEach
  void stop() {
    sim.close();
  }

  private static ChatRequest.Builder chat(String model) {
    return ChatRequest.builder(model).message(Message.user("hi")).stream(true);
  }

  @Test
  void thinkingAndContentAreAccumulatedSeparatelyAndStreamedToTheHandler() {
    sim.enqueue(Reply.text("The answer is 2.").withThinking("One plus one is two."));
    List<String> thinking = new ArrayList<>();
    List<String> content = new ArrayList<>();

    ChatResponse r =
        client.chat(
            chat("qwen3:4b").think(Think.ON).build(),
            new StreamHandler() {
              @Override
              public void onContent(String text) {
                content.add(text);
              }

              @Override
              public void onThinking(String text) {
                thinking.add(text);
              }
            });

    assertThat(r.message().thinking()).isEqualTo("One plus one is two.");
    assertThat(String.join("", thinking)).isEqualTo("One plus one is two.");
    assertThat(r.content()).isEqualTo("The answer is 2.");
    assertThat(String.join("", content)).isEqualTo("The answer is 2.");
  }

  @Test
  void streamedToolCallsInSeparateChunksAreAllCollectedInIndexOrder() {
    sim.enqueue(
        Reply.textThenToolCalls(
            "Let me check.",
            ToolCallSpec.of("get_weather", "{\"city\":\"Oslo\"}"),
            ToolCallSpec.of("get_weather", "{\"city\":\"Bergen\"}")));

    ChatResponse r = client.chat(chat("qwen2.5:3b").build());

    assertThat(r.content()).isEqualTo("Let me check.");
    assertThat(r.toolCalls()).extracting(c -> c.index()).containsExactly(0, 1);
    assertThat(r.toolCalls())
        .extracting(c -> c.argumentsMap().get("city"))
        .containsExactly("Oslo", "Bergen");
    assertThat(r.doneReason()).isEqualTo("stop");
  }

  @Test
  void thinkingOnAModelWithoutItIsRefusedAsTheServerDoes() {
    assertThatThrownBy(() -> client.chat(chat("llama3.2:3b").think(Think.ON).build()))
        .isInstanceOfSatisfying(
            UnsupportedCapabilityException.class,
            e -> assertThat(e.capability()).isEqualTo("thinking"));
  }

  @Test
  void droppedConnectionMidReplyIsBroken() {
    sim.enqueue(Reply.drop("The answer"));

    assertThatThrownBy(() -> client.chat(chat("qwen2.5:3b").build()))
        .isInstanceOf(StreamBrokenException.class);
  }

  @Test
  void queueBeyondItsLimitIsBusy() throws Exception {
    try (OllamaSimulator small = OllamaSimulator.builder().parallel(1).maxQueue(1).start()) {
      java.util.concurrent.atomic.AtomicBoolean stalled =
          new java.util.concurrent.atomic.AtomicBoolean();
      java.util.concurrent.CountDownLatch firstHoldsTheSlot =
          new java.util.concurrent.CountDownLatch(1);
      small.setDispatcher(
          r -> {
            String said = r.messages().get(0).getAsJsonObject().get("content").getAsString();
            if (said.equals("first") && stalled.compareAndSet(false, true)) {
              firstHoldsTheSlot.countDown();
              return Reply.stall(Duration.ofSeconds(5)); // then closed without a response
            }
            return Reply.text(said + " answered");
          });
      OllamaClient c =
          OllamaClient.builder()
              .baseUrl(small.baseUrl().toString())
              .busyRetries(0, Duration.ZERO)
              .build();
      // The first request is sent again when its connection closes; on a busy machine that resend
      // can reach the server before the second request has left the queue for the freed slot, and
      // is then told the queue is full: its own client retries that, so the test does not depend on
      // which of the two the server sees first.
      OllamaClient patient =
          OllamaClient.builder()
              .baseUrl(small.baseUrl().toString())
              .busyRetries(6, Duration.ofMillis(20))
              .build();
      CompletableFuture<ChatResponse> first =
          CompletableFuture.supplyAsync(() -> patient.chat(said("first")));
      assertThat(firstHoldsTheSlot.await(20, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
      small.takeRequest(Duration.ofSeconds(20)); // first
      CompletableFuture<ChatResponse> second =
          CompletableFuture.supplyAsync(() -> c.chat(said("second")));
      assertThat(small.awaitWaitingForSlot(1, Duration.ofSeconds(30))).isTrue();

      assertThatThrownBy(() -> c.chat(said("third")))
          .isInstanceOfSatisfying(
              ServerBusyException.class,
              e ->
                  assertThat(e.serverMessage())
                      .isEqualTo(
                          "server busy, please try again.  maximum pending requests exceeded"));
      assertThat(second.get().content()).isEqualTo("second answered");
      // The connection closed before any byte of a response: sent once more, unchanged.
      assertThat(first.get().content()).isEqualTo("first answered");
    }
  }

  private static ChatRequest said(String text) {
    return ChatRequest.builder("qwen2.5:3b").message(Message.user(text)).stream(true).build();
  }

  @Test
  void silentTruncationShowsInThePromptEvalCount() {
    sim.enqueue(Reply.text("ok"));

    ChatResponse r =
        client.chat(
            ChatRequest.builder("qwen2.5:3b")
                .message(Message.user("word ".repeat(5_000)))
                .option("num_ctx", 2048)
                .build());

    assertThat(r.metrics().promptEvalCount()).isLessThanOrEqualTo(2048);
  }
}
