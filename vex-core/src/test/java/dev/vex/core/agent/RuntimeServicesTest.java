package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.AgentTurn;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The runtime services an extension uses instead of clients and threads of its own (issue #28 §1):
 * the shared HTTP client, deadlines on the runtime's sweeper, and the current turn's abort.
 */
class RuntimeServicesTest extends SimulatorAgentBase {

  @Test
  void oneClientPerConnectTimeoutAndNoneOnceClosed() {
    VexRuntime runtime = VexRuntime.builder().build();
    assertThat(runtime.httpClient(Duration.ofSeconds(3)))
        .isSameAs(runtime.httpClient(Duration.ofSeconds(3)));
    runtime.close();
    assertThatThrownBy(() -> runtime.httpClient(Duration.ofSeconds(3)))
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> runtime.deadline(Duration.ofSeconds(1), () -> {}))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void aDeadlineRunsItsExpiryOnceAndACancelledOneNever() throws Exception {
    try (VexRuntime runtime = VexRuntime.builder().build()) {
      CountDownLatch fired = new CountDownLatch(1);
      VexRuntime.Deadline d = runtime.deadline(Duration.ofMillis(20), fired::countDown);
      assertThat(fired.await(30, TimeUnit.SECONDS)).isTrue();
      assertThat(d.passed()).isTrue();
      assertThat(d.cancel()).isFalse();

      AtomicInteger never = new AtomicInteger();
      VexRuntime.Deadline c = runtime.deadline(Duration.ofHours(1), never::incrementAndGet);
      assertThat(c.cancel()).isTrue();
      assertThat(c.passed()).isFalse();
      assertThat(never).hasValue(0);
    }
  }

  @Test
  void anAbortActionRunsWhenTheTurnIsCancelledAndNeverOutsideATurn() throws Exception {
    AtomicInteger outside = new AtomicInteger();
    try (VexRuntime.TurnAbort r = VexRuntime.onTurnAbort(outside::incrementAndGet)) {
      assertThat(r).isNotNull();
    }
    assertThat(outside).hasValue(0);

    CountDownLatch registered = new CountDownLatch(1);
    CountDownLatch aborted = new CountDownLatch(1);
    // A fetcher that answers interrupts runs on the turn's own thread, where the turn's abort is.
    GroundedFetcher blocking =
        new GroundedFetcher() {
          @Override
          public dev.vex.core.grounding.GroundTruth fetch(Intent intent) throws Exception {
            VexRuntime.TurnAbort r = VexRuntime.onTurnAbort(aborted::countDown);
            try {
              registered.countDown();
              while (aborted.getCount() > 0) { // blocking I/O that only the abort ends
                try {
                  aborted.await();
                } catch (InterruptedException ignored) {
                  // like a socket read, it does not answer the interrupt
                }
              }
            } finally {
              r.close();
            }
            return null;
          }

          @Override
          public boolean answersInterrupts() {
            return true;
          }
        };
    sim.enqueue(Reply.text("unused"));
    AgentTurn turn =
        agent()
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", blocking)
            .groundingDeadline(Duration.ofMinutes(5))
            .build()
            .newTurn(Message.user("bitcoin price?"));
    CompletableFuture<?> running = turn.executeAsync();
    assertThat(registered.await(30, TimeUnit.SECONDS)).isTrue();
    turn.cancel();
    assertThat(aborted.await(30, TimeUnit.SECONDS)).as("the turn's cancel ran the action").isTrue();
    running.handle((r, e) -> null).get(30, TimeUnit.SECONDS);
  }
}
