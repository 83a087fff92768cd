package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.event.AgentListener;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Cancelling aborts the model exchange in flight at once, not only by the thread's interrupt: a
 * listener, tool or backend on the turn's thread may clear the interrupt flag.
 */
class AgentCancelTest extends SimulatorAgentBase {
  /** Far longer than the generous wait below: only an abort ends the turn in time. */
  private static final Duration NEXT_WORD = Duration.ofSeconds(60);

  @Test
  void cancelAbortsTheReplyBeingReadEvenWhenTheTurnsThreadLostItsInterrupt() throws Exception {
    sim.enqueue(Reply.text("one two three four five six").withTokenDelay(NEXT_WORD));
    CountDownLatch firstWord = new CountDownLatch(1);
    CountDownLatch cancelled = new CountDownLatch(1);
    AtomicInteger words = new AtomicInteger();
    AgentListener swallowsInterrupts =
        new AgentListener() {
          @Override
          public void contentDelta(String text) {
            words.incrementAndGet();
            firstWord.countDown();
            try {
              cancelled.await(); // the host cancels while the turn's thread is in here
            } catch (InterruptedException e) {
              // a careless host listener: the interrupt is swallowed, not restored
            }
            Thread.interrupted();
          }
        };
    AgentTurn turn =
        agent()
            .rawStream(true)
            .listener(swallowsInterrupts)
            .build()
            .newTurn(Conversation.create(), "hello");

    CompletableFuture<AgentReply> future = turn.executeAsync();
    assertThat(firstWord.await(30, TimeUnit.SECONDS)).isTrue();
    turn.cancel();
    cancelled.countDown();
    Throwable thrown = catchThrowable(() -> future.get(5, TimeUnit.SECONDS)); // generous

    assertThat(thrown)
        .isInstanceOf(ExecutionException.class)
        .hasCauseInstanceOf(TurnCancelledException.class);
    assertThat(words).hasValue(1);
    assertThat(turn.isCanceled()).isTrue();
  }

  @Test
  void cancelWhileTheModelHasNotAnsweredEndsTheTurnAndNoRetryGoesOut() throws Exception {
    sim.enqueue(Reply.text("too late").withFirstByteDelay(NEXT_WORD));
    sim.enqueue(Reply.text("a retry must not happen"));
    AgentTurn turn = agent().build().newTurn(Conversation.create(), "hello");

    CompletableFuture<AgentReply> future = turn.executeAsync();
    while (!sim.takeRequest(Duration.ofSeconds(30)).path().equals("/api/chat")) {
      // catalog queries first
    }
    turn.cancel();
    Throwable thrown = catchThrowable(() -> future.get(5, TimeUnit.SECONDS));

    assertThat(thrown).hasCauseInstanceOf(TurnCancelledException.class);
    assertThat(chats()).hasSize(1);
  }
}
