package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.simulator.Reply;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A fetcher that answers interrupts runs on the turn's own thread when it is the turn's only fetch
 * (or the last of several), and is stopped at the grounding deadline by an interrupt that the turn
 * takes back; any other fetcher runs on the runtime's executor as before.
 */
class GroundOnTurnThreadTest extends SimulatorAgentBase {
  private static final Duration GENEROUS = Duration.ofSeconds(60);

  private static GroundTruth truth(String kind, String text, String figure) {
    return new GroundTruth(
        kind,
        "Recorded",
        List.of(),
        Instant.parse("2026-12-02T10:00:00Z"),
        Map.of(),
        List.of(new KeyFigure(kind + " figure", new BigDecimal(figure), "USD")),
        Map.of("en", text),
        null);
  }

  /** A fetcher that records the thread it ran on; says whether it answers interrupts. */
  private static final class Recording implements GroundedFetcher {
    final AtomicReference<Thread> ranOn = new AtomicReference<>();
    final boolean interruptible;
    final GroundTruth truth;

    Recording(boolean interruptible, GroundTruth truth) {
      this.interruptible = interruptible;
      this.truth = truth;
    }

    @Override
    public GroundTruth fetch(Intent intent) {
      ranOn.set(Thread.currentThread());
      return truth;
    }

    @Override
    public boolean answersInterrupts() {
      return interruptible;
    }
  }

  /**
   * A fetcher that waits until interrupted, like a blocking send to a source that never answers.
   */
  private static final class Hanging implements GroundedFetcher {
    final CountDownLatch started = new CountDownLatch(1);
    final AtomicBoolean sawInterrupt = new AtomicBoolean();
    private final CountDownLatch never = new CountDownLatch(1);

    @Override
    public GroundTruth fetch(Intent intent) throws InterruptedException {
      started.countDown();
      try {
        never.await();
      } catch (InterruptedException e) {
        sawInterrupt.set(true);
        throw e;
      }
      throw new IllegalStateException("unreachable");
    }

    @Override
    public boolean answersInterrupts() {
      return true;
    }
  }

  @Test
  void aLoneFetchThatAnswersInterruptsRunsOnTheTurnsThreadAndItsFactReachesTheModel() {
    sim.enqueue(Reply.text("Bitcoin costs 86,123 USD."));
    Recording fetcher =
        new Recording(true, truth("crypto", "Bitcoin costs 86,123 USD (Recorded).", "86123"));

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", fetcher)
            .build()
            .chat("BTC price?");

    assertThat(fetcher.ranOn.get()).isSameAs(Thread.currentThread());
    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD.");
    assertThat(reply.trace().grounding())
        .extracting(GroundingTrace::outcome)
        .containsExactly(GroundingTrace.Outcome.FETCHED);
    assertThat(chats().get(0).messages().toString())
        .contains("Bitcoin costs 86,123 USD (Recorded).");
  }

  @Test
  void aFetcherThatDoesNotSayItAnswersInterruptsRunsOnAPoolThread() {
    sim.enqueue(Reply.text("Bitcoin costs 86,123 USD."));
    Recording fetcher =
        new Recording(false, truth("crypto", "Bitcoin costs 86,123 USD (Recorded).", "86123"));

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", fetcher)
            .build()
            .chat("BTC price?");

    assertThat(fetcher.ranOn.get()).isNotNull().isNotSameAs(Thread.currentThread());
    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD.");
  }

  @Test
  void withSeveralFetchesTheLastThatAnswersInterruptsRunsHereAndTheOthersInParallel() {
    sim.enqueue(Reply.text("Bitcoin costs 86,123 USD and ether 3,037 USD."));
    Recording btc = new Recording(true, truth("crypto", "Bitcoin costs 86,123 USD.", "86123"));
    Recording eth = new Recording(false, truth("stocks", "Ether costs 3,037 USD.", "3037"));

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.of("crypto", "BTC"), Intent.of("stocks", "ETH")))
            .fetcher("crypto", btc)
            .fetcher("stocks", eth)
            .build()
            .chat("BTC and ETH?");

    assertThat(btc.ranOn.get()).isSameAs(Thread.currentThread());
    assertThat(eth.ranOn.get()).isNotSameAs(Thread.currentThread());
    assertThat(reply.trace().grounding())
        .extracting(GroundingTrace::outcome)
        .containsExactly(GroundingTrace.Outcome.FETCHED, GroundingTrace.Outcome.FETCHED);
    String sent = chats().get(0).messages().toString();
    assertThat(sent).contains("Bitcoin costs 86,123 USD.").contains("Ether costs 3,037 USD.");
  }

  @Test
  void aFetcherWhoseAnswerThrowsRunsOnAPoolThread() {
    sim.enqueue(Reply.text("Bitcoin costs 86,123 USD."));
    GroundTruth t = truth("crypto", "Bitcoin costs 86,123 USD (Recorded).", "86123");
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    GroundedFetcher hostile =
        new GroundedFetcher() {
          @Override
          public GroundTruth fetch(Intent intent) {
            ranOn.set(Thread.currentThread());
            return t;
          }

          @Override
          public boolean answersInterrupts() {
            throw new IllegalStateException("hostile");
          }
        };

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", hostile)
            .build()
            .chat("BTC price?");

    assertThat(ranOn.get()).isNotNull().isNotSameAs(Thread.currentThread());
    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD.");
  }

  @Test
  void theGroundingDeadlineStopsAFetchOnTheTurnsThreadAndTakesItsInterruptBack() {
    sim.enqueue(Reply.text("I could not get the price just now."));
    Hanging fetcher = new Hanging();

    AgentReply reply =
        agent()
            .groundingDeadline(Duration.ofMillis(300))
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", fetcher)
            .build()
            .chat("BTC price?");

    assertThat(Thread.interrupted()).as("the deadline's interrupt left set").isFalse();
    assertThat(fetcher.sawInterrupt).isTrue();
    assertThat(reply.trace().grounding())
        .extracting(GroundingTrace::outcome)
        .containsExactly(GroundingTrace.Outcome.DEADLINE_PASSED);
    // The turn went on to the model, which answered.
    assertThat(chats()).hasSize(1);
    assertThat(reply.text()).isEqualTo("I could not get the price just now.");
  }

  @Test
  void cancellingTheTurnDuringAFetchOnItsThreadEndsItAsCancelled() throws Exception {
    Hanging fetcher = new Hanging();
    AgentTurn turn =
        agent()
            .groundingDeadline(GENEROUS)
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", fetcher)
            .build()
            .newTurn(Conversation.create(), "BTC price?");
    CompletableFuture<Throwable> outcome = new CompletableFuture<>();
    Thread runner =
        new Thread(
            () -> {
              try {
                turn.execute();
                outcome.complete(null);
              } catch (RuntimeException e) {
                outcome.complete(e);
              }
            });
    runner.start();
    assertThat(fetcher.started.await(GENEROUS.toSeconds(), TimeUnit.SECONDS)).isTrue();

    turn.cancel();

    assertThat(outcome.get(GENEROUS.toSeconds(), TimeUnit.SECONDS))
        .isInstanceOf(TurnCancelledException.class);
    assertThat(fetcher.sawInterrupt).isTrue();
    assertThat(chats()).as("no model call after the cancel").isEmpty();
  }

  @Test
  void anInterruptOfTheCallingThreadDuringAFetchEndsTheTurnAndStaysSet() throws Exception {
    Hanging fetcher = new Hanging();
    var agent =
        agent()
            .groundingDeadline(GENEROUS)
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", fetcher)
            .build();
    CompletableFuture<Throwable> outcome = new CompletableFuture<>();
    AtomicBoolean flagAfter = new AtomicBoolean();
    Thread runner =
        new Thread(
            () -> {
              try {
                agent.chat("BTC price?");
                outcome.complete(null);
              } catch (RuntimeException e) {
                flagAfter.set(Thread.currentThread().isInterrupted());
                outcome.complete(e);
              }
            });
    runner.start();
    assertThat(fetcher.started.await(GENEROUS.toSeconds(), TimeUnit.SECONDS)).isTrue();

    runner.interrupt();

    assertThat(outcome.get(GENEROUS.toSeconds(), TimeUnit.SECONDS))
        .isInstanceOf(TurnCancelledException.class);
    assertThat(flagAfter).as("the caller's interrupt is kept").isTrue();
    assertThat(chats()).isEmpty();
  }

  @Test
  void theDefaultAnswerIsNo() {
    GroundedFetcher plain = intent -> truth("crypto", "x", "1");
    assertThat(plain.answersInterrupts()).isFalse();
  }
}
