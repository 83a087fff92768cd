package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Parallel slots and the pending-queue limit, with concurrent real requests. */
class SlotsTest {
  // One client per test (JUnit makes an instance per test): a pool shared across tests could hand
  // a POST a kept-alive connection to an earlier simulator that had the same port, and the JDK
  // retries no POST whose connection was dead ("header parser received no bytes").
  private final HttpClient http11 =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  private CompletableFuture<HttpResponse<String>> chatAsync(OllamaSimulator sim) {
    return http11.sendAsync(
        HttpRequest.newBuilder(sim.baseUrl().resolve("/api/chat"))
            .POST(HttpRequest.BodyPublishers.ofString(TestHttp.chatBody("qwen2.5:3b", "")))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void requestsBeyondTheParallelSlotsWaitTheirTurn() throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(1).start()) {
      sim.enqueue(Reply.text("slow").withFirstByteDelay(Duration.ofMillis(300)));
      sim.enqueue(Reply.text("fast"));
      long start = System.nanoTime();
      CompletableFuture<HttpResponse<String>> first = chatAsync(sim);
      assertThat(sim.awaitRunning(1, Duration.ofSeconds(30))).isTrue();
      CompletableFuture<HttpResponse<String>> second = chatAsync(sim);
      assertThat(second.get().body()).contains("fast");
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .isGreaterThanOrEqualTo(Duration.ofMillis(290));
      assertThat(first.get().body()).contains("slow");
    }
  }

  @Test
  void requestsRunTogetherWhenThereAreEnoughSlots() throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(2).start()) {
      // Each reply is chosen only once both requests hold a slot: one after the other, the first
      // would wait for the second in vain.
      CountDownLatch both = new CountDownLatch(2);
      AtomicInteger together = new AtomicInteger();
      sim.setDispatcher(
          r -> {
            both.countDown();
            try {
              if (both.await(30, TimeUnit.SECONDS)) {
                together.incrementAndGet();
              }
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            return Reply.text("x");
          });
      CompletableFuture<HttpResponse<String>> a = chatAsync(sim);
      CompletableFuture<HttpResponse<String>> b = chatAsync(sim);
      assertThat(a.get().statusCode()).isEqualTo(200);
      assertThat(b.get().statusCode()).isEqualTo(200);
      assertThat(together.get()).isEqualTo(2);
    }
  }

  @Test
  void aRequestPastTheQueueLimitGets503() throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(1).maxQueue(1).start()) {
      sim.enqueue(Reply.stall(Duration.ofSeconds(5)));
      CompletableFuture<HttpResponse<String>> running = chatAsync(sim);
      assertThat(sim.awaitRunning(1, Duration.ofSeconds(30))).isTrue();
      CompletableFuture<HttpResponse<String>> waiting = chatAsync(sim);
      assertThat(sim.awaitWaitingForSlot(1, Duration.ofSeconds(30))).isTrue();
      HttpResponse<String> refused = TestHttp.chat(sim, TestHttp.chatBody("qwen2.5:3b", ""));
      assertThat(refused.statusCode()).isEqualTo(503);
      assertThat(refused.body())
          .isEqualTo(
              "{\"error\":\"server busy, please try again.  maximum pending requests exceeded\"}");
      assertThat(waiting.get().statusCode()).isEqualTo(200);
      assertThat(running).failsWithin(Duration.ofSeconds(30));
    }
  }

  @Test
  void aRequestHoldsASlotUntilItsReplyIsSent() throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(2).start()) {
      CountDownLatch release = new CountDownLatch(1);
      sim.setDispatcher(
          r -> {
            try {
              release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            return Reply.text("x");
          });
      assertThat(sim.awaitRunning(1, Duration.ofMillis(50))).isFalse();
      CompletableFuture<HttpResponse<String>> a = chatAsync(sim);
      CompletableFuture<HttpResponse<String>> b = chatAsync(sim);
      assertThat(sim.awaitRunning(2, Duration.ofSeconds(30))).isTrue();
      release.countDown();
      assertThat(a.get().statusCode()).isEqualTo(200);
      assertThat(b.get().statusCode()).isEqualTo(200);
    }
  }

  @Test
  void slotsCountWaitersAgainstTheLimit() throws Exception {
    Slots slots = new Slots(1, 0);
    assertThat(slots.acquire()).isTrue();
    assertThat(slots.acquire()).isFalse();
    slots.release();
    assertThat(slots.acquire()).isTrue();
  }
}
