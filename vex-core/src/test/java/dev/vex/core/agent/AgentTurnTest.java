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
import dev.vex.core.trace.GroundingTrace;
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
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A turn is a call the host controls: execute, run asynchronously, cancel, bound in time. */
class AgentTurnTest extends SimulatorAgentBase {
  /** Only a hang lasts this long: every wait of these tests ends on a handshake well before. */
  private static final Duration HANG = Duration.ofMinutes(3);

  /** Released when a test ends: a model call held on it says nothing until then. */
  private final CountDownLatch release = new CountDownLatch(1);

  @AfterEach
  void releaseTheModel() {
    release.countDown();
  }

  /**
   * Makes the model's first chat call wait until the test ends (a model that will not answer in
   * time, however long the test takes) and answer any later call with {@code later}.
   */
  private void holdTheFirstModelCall(String later) {
    AtomicInteger chats = new AtomicInteger();
    sim.setDispatcher(
        r -> {
          if (chats.getAndIncrement() > 0) {
            return Reply.text(later);
          }
          try {
            release.await(HANG.toSeconds(), TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return Reply.text("too late");
        });
  }

  /**
   * Runs a turn with a call timeout that the in-process fetch has to beat, doubled (three times at
   * most) while the crypto fetch did not come back before it: on a loaded machine the fetch itself
   * can take seconds, and the test is about what the turn does with ground truth in hand.
   */
  private static Timed withTheFetchInHand(Duration first, Function<Duration, AgentReply> turn) {
    Duration timeout = first;
    for (int i = 0; ; i++) {
      AgentReply reply = turn.apply(timeout);
      boolean inHand =
          reply.trace().grounding().stream()
              .anyMatch(
                  g ->
                      g.intent().kind().equals("crypto")
                          && g.outcome() == GroundingTrace.Outcome.FETCHED);
      if (inHand || i == 3) {
        return new Timed(timeout, reply);
      }
      timeout = timeout.multipliedBy(2);
    }
  }

  private record Timed(Duration callTimeout, AgentReply reply) {}

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
      RecordedRequest r = sim.takeRequest(HANG);
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
    holdTheFirstModelCall("a retry must not happen");
    Calls calls = new Calls();
    AgentTurn turn = agent().listener(calls).build().newTurn(Conversation.create(), "hello");

    CompletableFuture<AgentReply> future = turn.executeAsync();
    awaitChatRequest(); // the handshake: the model holds the request until the test ends
    turn.cancel();
    Throwable thrown = null;
    try {
      // Only a hang fails here: the model does not answer before the test ends.
      future.get(HANG.toSeconds(), TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      thrown = e.getCause();
    }

    assertThat(thrown).isInstanceOf(TurnCancelledException.class);
    assertThat(turn.isCanceled()).isTrue();
    assertThat(calls.modelCalls).hasValue(1);
    assertThat(calls.fallbacks).hasValue(0);
  }

  @Test
  void interruptingTheCallingThreadEndsTheTurnAndTheInterruptStaysSet() throws Exception {
    holdTheFirstModelCall("a retry must not happen");
    Calls calls = new Calls();
    Agent agent = agent().listener(calls).build();
    Conversation conversation = Conversation.create();
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicBoolean stillInterrupted = new AtomicBoolean();
    CountDownLatch done = new CountDownLatch(1);
    Thread caller =
        new Thread(
            () -> {
              try {
                agent.chat(conversation, "hello");
              } catch (RuntimeException e) {
                thrown.set(e);
              }
              stillInterrupted.set(Thread.currentThread().isInterrupted());
              done.countDown();
            });
    caller.start();
    awaitChatRequest();
    caller.interrupt();
    assertThat(done.await(HANG.toSeconds(), TimeUnit.SECONDS)).isTrue();

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
            .get(HANG.toSeconds(), TimeUnit.SECONDS);

    assertThat(reply.text()).isEqualTo("Hi there.");
    assertThat(conversation.messages())
        .extracting(Message::content)
        .containsExactly("hello", "Hi there.");
  }

  @Test
  void callTimeoutAnswersFromTheGroundTruthInHandWithinTheDeadline() {
    // The model holds every request until the test has the reply in hand.
    AtomicBoolean modelAnswered = new AtomicBoolean();
    sim.setDispatcher(
        r -> {
          try {
            release.await(HANG.toSeconds(), TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          modelAnswered.set(true);
          return Reply.text("too late");
        });

    Timed run =
        withTheFetchInHand(
            Duration.ofSeconds(5),
            callTimeout ->
                agent()
                    .callTimeout(callTimeout)
                    .classifier(m -> List.of(Intent.of("crypto", "BTC")))
                    .fetcher("crypto", intent -> btc())
                    .build()
                    .chat("BTC price?"));
    boolean answeredBeforeTheReply = modelAnswered.get();
    release.countDown();

    AgentReply reply = run.reply();
    assertThat(answeredBeforeTheReply).as("the stalled model was not waited for").isFalse();
    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD (CoinGecko).");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
    assertThat(reply.trace().warnings())
        .anyMatch(
            w -> w.contains("callTimeout of " + run.callTimeout().toMillis() + " ms ran out"));
  }

  @Test
  void callTimeoutCoversAFetcherThatHangsAndTheModelAfterIt() {
    holdTheFirstModelCall("too late");
    CountDownLatch never = new CountDownLatch(1);

    AgentReply reply;
    try {
      reply =
          withTheFetchInHand(
                  Duration.ofSeconds(3),
                  callTimeout ->
                      agent()
                          .callTimeout(callTimeout)
                          .groundingDeadline(HANG)
                          .classifier(
                              m ->
                                  List.of(Intent.of("crypto", "BTC"), Intent.of("weather", "Oslo")))
                          .fetcher("crypto", intent -> btc())
                          .fetcher(
                              "weather",
                              intent -> {
                                never.await();
                                throw new IllegalStateException("unreachable");
                              })
                          .build()
                          .chat("BTC price and the weather in Oslo?"))
              .reply();
    } finally {
      never.countDown(); // lets the abandoned fetcher threads end
    }

    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD (CoinGecko).");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
  }

  @Test
  void callTimeoutWithNothingInHandEndsInTheNoticeNotAnException() {
    holdTheFirstModelCall("too late");

    AgentReply reply =
        assertTimeoutPreemptively(
            HANG, () -> agent().callTimeout(Duration.ofMillis(500)).build().chat("hello"));

    assertThat(reply.text())
        .isEqualTo(
            "Sorry, I could not get an answer from the language model (the model took too long)."
                + " Please try again.");
    assertThat(reply.trace().fallback()).isEqualTo("notice");
    assertThat(reply.trace().warnings()).anyMatch(w -> w.contains("callTimeout of 500 ms ran out"));
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
    // 4,000 words at 100 ms each: more than six minutes of valid chunks, none idle for long, so
    // a turn the call timeout does not cut outlasts the hang guard.
    sim.enqueue(Reply.text("word ".repeat(4_000).strip()).withTokenDelay(Duration.ofMillis(100)));

    AgentReply reply =
        assertTimeoutPreemptively(
            HANG, () -> agent().callTimeout(Duration.ofSeconds(2)).build().chat("hello"));

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
