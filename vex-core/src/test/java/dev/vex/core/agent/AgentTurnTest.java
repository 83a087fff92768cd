package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.StreamHandler;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A turn is a call the host controls: execute, run asynchronously, cancel, bound in time. */
class AgentTurnTest extends SimulatorAgentBase {
  private static final Duration LONG = Duration.ofSeconds(60);

  private static GroundTruth btc() {
    Instant at = Instant.parse("2026-12-02T10:00:00Z");
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of("https://www.coingecko.com/en/coins/bitcoin"),
        at,
        Map.of("usd", 86_123.0),
        List.of(new KeyFigure("BTC price", new BigDecimal("86123"), "USD")),
        Map.of(
            "en",
            "Bitcoin costs 86,123 USD (CoinGecko).",
            "nb",
            "Bitcoin koster 86 123 USD (CoinGecko)."),
        new FactCard(
            "Bitcoin",
            Map.of("Price", "86,123 USD"),
            "CoinGecko",
            "https://www.coingecko.com",
            at));
  }

  /** Waits until the simulator has the turn's chat request in hand (catalog queries skipped). */
  private RecordedRequest awaitChatRequest() {
    while (true) {
      RecordedRequest r = sim.takeRequest(Duration.ofSeconds(20));
      if (r.path().equals("/api/chat")) {
        return r;
      }
    }
  }

  /** Counts model calls: the listener runs on the turn's thread, so the count is exact. */
  private static final class Calls implements AgentListener {
    final AtomicInteger modelCalls = new AtomicInteger();
    final AtomicInteger fallbacks = new AtomicInteger();

    @Override
    public void modelCallStarted(String model, int round) {
      modelCalls.incrementAndGet();
    }

    @Override
    public void fallbackStarted(String name, Throwable failure) {
      fallbacks.incrementAndGet();
    }
  }

  @Test
  void cancelEndsATurnWaitingForTheModelPromptlyWithoutRetryOrFallback() throws Exception {
    sim.enqueue(Reply.text("too late").withFirstByteDelay(LONG));
    sim.enqueue(Reply.text("a retry must not happen"));
    Calls calls = new Calls();
    AgentTurn turn = agent().listener(calls).build().newTurn(Conversation.create(), "hello");

    CompletableFuture<AgentReply> future = turn.executeAsync();
    awaitChatRequest(); // the handshake: the model holds the request and will not answer for 60 s
    long start = System.nanoTime();
    turn.cancel();
    Throwable thrown = null;
    try {
      // Generous: only a hang fails here; the model's answer would come after 60 s.
      future.get(30, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      thrown = e.getCause();
    }
    long latencyMicros = (System.nanoTime() - start) / 1_000;
    System.out.println("cancel latency: " + latencyMicros + " µs"); // reported, not asserted

    assertThat(thrown).isInstanceOf(TurnCancelledException.class);
    assertThat(turn.isCanceled()).isTrue();
    assertThat(calls.modelCalls).hasValue(1);
    assertThat(calls.fallbacks).hasValue(0);
  }

  @Test
  void interruptingTheCallingThreadEndsTheTurnAndTheInterruptStaysSet() throws Exception {
    sim.enqueue(Reply.text("too late").withFirstByteDelay(LONG));
    sim.enqueue(Reply.text("a retry must not happen"));
    Calls calls = new Calls();
    Agent agent = agent().listener(calls).build();
    Conversation conversation = Conversation.create();
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicBoolean stillInterrupted = new AtomicBoolean();
    CountDownLatch done = new CountDownLatch(1);
    AtomicInteger latencyMicros = new AtomicInteger();
    AtomicReference<Long> interruptedAt = new AtomicReference<>();
    Thread caller =
        new Thread(
            () -> {
              try {
                agent.chat(conversation, "hello");
              } catch (RuntimeException e) {
                thrown.set(e);
              }
              latencyMicros.set((int) ((System.nanoTime() - interruptedAt.get()) / 1_000));
              stillInterrupted.set(Thread.currentThread().isInterrupted());
              done.countDown();
            });
    caller.start();
    awaitChatRequest();
    interruptedAt.set(System.nanoTime());
    caller.interrupt();
    assertThat(done.await(20, TimeUnit.SECONDS)).isTrue();
    System.out.println("interrupt latency: " + latencyMicros.get() + " µs");

    assertThat(thrown.get()).isInstanceOf(TurnCancelledException.class);
    assertThat(stillInterrupted).isTrue();
    assertThat(calls.modelCalls).hasValue(1);
    assertThat(calls.fallbacks).hasValue(0);
    assertThat(conversation.size()).isZero();
  }

  @Test
  void aTurnCancelledBeforeItStartsNeverReachesTheModel() {
    AgentTurn turn = agent().build().newTurn(Message.user("hello"));
    turn.cancel();

    assertThatThrownBy(turn::execute).isInstanceOf(TurnCancelledException.class);
    assertThat(sim.requestCount()).isZero();
  }

  @Test
  void aTurnRunsOnce() {
    sim.enqueue(Reply.text("Hi."));
    AgentTurn turn = agent().build().newTurn(Message.user("hello"));

    assertThat(turn.execute().text()).isEqualTo("Hi.");
    assertThatThrownBy(turn::execute).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(turn::executeAsync).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void executeAsyncAnswersAndTheConversationGrows() throws Exception {
    sim.enqueue(Reply.text("Hi there."));
    Conversation conversation = Conversation.create();

    AgentReply reply =
        agent()
            .build()
            .newTurn(conversation, "hello")
            .executeAsync()
            .thenApplyAsync(r -> r) // runs on the runtime's executor, not the common pool
            .get(20, TimeUnit.SECONDS);

    assertThat(reply.text()).isEqualTo("Hi there.");
    assertThat(conversation.messages())
        .extracting(Message::content)
        .containsExactly("hello", "Hi there.");
  }

  @Test
  void callTimeoutAnswersFromTheGroundTruthInHandWithinTheDeadline() {
    // The model holds the request until the test has the reply in hand (60 s at most).
    CountDownLatch release = new CountDownLatch(1);
    AtomicBoolean modelAnswered = new AtomicBoolean();
    sim.setDispatcher(
        r -> {
          try {
            release.await(LONG.toSeconds(), TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          modelAnswered.set(true);
          return Reply.text("too late");
        });
    // Roomy enough for the in-process crypto fetch on a busy machine.
    Duration callTimeout = Duration.ofSeconds(5);

    AgentReply reply;
    boolean answeredBeforeTheReply;
    try {
      reply =
          agent()
              .callTimeout(callTimeout)
              .classifier(m -> List.of(Intent.of("crypto", "BTC")))
              .fetcher("crypto", intent -> btc())
              .build()
              .chat("BTC price?");
      answeredBeforeTheReply = modelAnswered.get();
    } finally {
      release.countDown();
    }

    assertThat(answeredBeforeTheReply).as("the stalled model was not waited for").isFalse();
    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD (CoinGecko).");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("callTimeout of 5000 ms ran out"));
  }

  @Test
  void callTimeoutCoversAFetcherThatHangsAndTheModelAfterIt() {
    sim.enqueue(Reply.text("too late").withFirstByteDelay(LONG));
    CountDownLatch never = new CountDownLatch(1);

    AgentReply reply;
    try {
      reply =
          agent()
              // Roomy enough for the in-process crypto fetch on a busy machine.
              .callTimeout(Duration.ofSeconds(3))
              .groundingDeadline(Duration.ofSeconds(30))
              .classifier(m -> List.of(Intent.of("crypto", "BTC"), Intent.of("weather", "Oslo")))
              .fetcher("crypto", intent -> btc())
              .fetcher(
                  "weather",
                  intent -> {
                    never.await();
                    throw new IllegalStateException("unreachable");
                  })
              .build()
              .chat("BTC price and the weather in Oslo?");
    } finally {
      never.countDown(); // lets the abandoned fetcher thread end
    }

    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD (CoinGecko).");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
  }

  @Test
  void callTimeoutWithNothingInHandEndsInTheNoticeNotAnException() {
    sim.enqueue(Reply.text("too late").withFirstByteDelay(LONG));

    AgentReply reply = agent().callTimeout(Duration.ofMillis(500)).build().chat("hello");

    assertThat(reply.text())
        .isEqualTo(
            "Sorry, I could not get an answer from the language model (the model took too long)."
                + " Please try again.");
    assertThat(reply.trace().fallback()).isEqualTo("notice");
  }

  @Test
  void aTurnHasADeadlineOfAMinuteByDefaultThatTheHostCanLift() {
    List<Long> deadlinesLeft = new CopyOnWriteArrayList<>();
    ChatBackend recording =
        new ChatBackend() {
          @Override
          public ChatResponse chat(ChatRequest request, StreamHandler handler) {
            return chat(request, handler, NO_DEADLINE);
          }

          @Override
          public ChatResponse chat(ChatRequest request, StreamHandler handler, long deadline) {
            deadlinesLeft.add(deadline == NO_DEADLINE ? NO_DEADLINE : deadline - System.nanoTime());
            return new ChatResponse(request.model(), Message.assistant("Hi there."), "stop", null);
          }
        };

    Agent.builder().backend(recording).model("m").build().chat("hello");
    Agent.builder().backend(recording).model("m").callTimeout(Duration.ZERO).build().chat("hello");

    assertThat(Agent.DEFAULT_CALL_TIMEOUT).isEqualTo(Duration.ofSeconds(60));
    assertThat(deadlinesLeft).hasSize(2);
    assertThat(deadlinesLeft.get(0))
        .as("the default turn's deadline, as the backend sees it")
        .isPositive()
        .isLessThanOrEqualTo(Agent.DEFAULT_CALL_TIMEOUT.toNanos());
    assertThat(deadlinesLeft.get(1)).isEqualTo(ChatBackend.NO_DEADLINE);
  }

  @Test
  void aServerThatDripsASmallChunkEvery100MsIsCutOffAtTheCallTimeout() {
    // 2,000 words at 100 ms each: more than three minutes of valid chunks, none idle for long.
    sim.enqueue(Reply.text("word ".repeat(2_000).strip()).withTokenDelay(Duration.ofMillis(100)));

    AgentReply reply =
        assertTimeoutPreemptively(
            Duration.ofSeconds(30),
            () -> agent().callTimeout(Duration.ofSeconds(2)).build().chat("hello"));

    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("callTimeout of 2000 ms ran out"));
    assertThat(reply.trace().fallback()).isEqualTo("notice");
  }

  @Test
  void callTimeoutIsValidated() {
    assertThatThrownBy(() -> Agent.builder().callTimeout(Duration.ofMillis(-1)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Agent.builder().callTimeout(Duration.ofDays(2)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void cancellationIsAVexExceptionNotAModelFailure() {
    assertThat(new TurnCancelledException("x", null))
        .isInstanceOf(dev.vex.core.VexException.class)
        .isNotInstanceOf(ModelException.class);
  }
}
