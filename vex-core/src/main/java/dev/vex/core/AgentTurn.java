package dev.vex.core;

import dev.vex.core.event.AgentListener;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.core.internal.Pipeline;
import dev.vex.core.internal.Turn;
import dev.vex.core.internal.runtime.Engine;
import dev.vex.core.internal.turn.TurnControl;
import dev.vex.core.message.Message;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One turn the host controls, from {@link Agent#newTurn(Conversation, String)}: run it with {@link
 * #execute()} on the calling thread or {@link #executeAsync()} on the runtime's executor, and stop
 * it with {@link #cancel()}. A turn runs once.
 *
 * <p>The agent's {@code callTimeout} bounds the whole turn: classification, grounding, every model
 * round, retries and fallbacks. When it runs out, the fallback ladder answers from what the turn
 * already has (fetched ground truth, tool results), within the timeout.
 *
 * <p>Cancelling, or interrupting the thread that runs the turn, ends it at once with a {@link
 * TurnCancelledException}: nothing is retried, no fallback answers, the conversation is left as it
 * was, and an interrupt stays set on the thread.
 *
 * <p>Two turns on one {@link Conversation} run one after the other: the second waits (within its
 * own {@code callTimeout}, and cancellable) until the first has appended its exchange, and then
 * sees it in its history.
 *
 * <p>Thread-safe: {@link #cancel()} may be called from any thread.
 */
public final class AgentTurn {
  private final Pipeline pipeline;
  private final Conversation conversation;
  private final Message user;
  private final TurnControl control;
  private final AtomicBoolean started = new AtomicBoolean();
  private volatile AgentListener listener;
  private volatile Locale locale;
  private volatile String memoryId;

  AgentTurn(
      Pipeline pipeline,
      Engine engine,
      long callTimeoutNanos,
      Conversation conversation,
      Message user) {
    this.pipeline = pipeline;
    this.conversation = conversation;
    this.user = user;
    this.control = new TurnControl(engine, callTimeoutNanos);
  }

  /**
   * Returns the user's message this turn answers.
   *
   * @return the message
   */
  public Message message() {
    return user;
  }

  /**
   * Gives this turn its own listener, told every event of this turn only, after the agent's own
   * listener: a web page's stream, a request's log. The agent stays built once; its model cache and
   * pools serve every turn. A listener that throws is logged and cannot break the turn.
   *
   * @param listener the turn's listener
   * @return this turn
   * @throws IllegalStateException when the turn has started
   */
  public AgentTurn listener(AgentListener listener) {
    notStarted();
    this.listener = Objects.requireNonNull(listener, "listener");
    return this;
  }

  /**
   * Gives this turn its own time, in place of the agent's {@link Agent.Builder#callTimeout
   * callTimeout}.
   *
   * @param timeout zero for none, or a positive duration up to 24 hours
   * @return this turn
   * @throws IllegalArgumentException when it is out of range
   * @throws IllegalStateException when the turn has started
   */
  public AgentTurn callTimeout(Duration timeout) {
    notStarted();
    if (timeout.isNegative() || timeout.compareTo(Duration.ofHours(24)) > 0) {
      throw new IllegalArgumentException("callTimeout must be 0..24h: " + timeout);
    }
    control.timeout(timeout.toNanos());
    return this;
  }

  /**
   * Gives this turn its reply language for a message that does not show one (the user's language in
   * a web page), in place of the agent's {@link Agent.Builder#locale locale}.
   *
   * @param locale the locale
   * @return this turn
   * @throws IllegalStateException when the turn has started
   */
  public AgentTurn locale(Locale locale) {
    notStarted();
    this.locale = Objects.requireNonNull(locale, "locale");
    return this;
  }

  /**
   * Gives this turn the long-term memory it recalls from and writes to, in place of the
   * conversation's {@link Conversation#memoryId() memory id} (for example the signed-in user of a
   * web request); a turn without a conversation has no memory unless it is set here.
   *
   * @param memoryId 1 to {@value dev.vex.core.memory.MemoryStore#MAX_MEMORY_ID} characters, not
   *     blank
   * @return this turn
   * @throws IllegalArgumentException when it is blank or too long
   * @throws IllegalStateException when the turn has started
   */
  public AgentTurn memoryId(String memoryId) {
    notStarted();
    if (memoryId == null
        || memoryId.isBlank()
        || memoryId.length() > dev.vex.core.memory.MemoryStore.MAX_MEMORY_ID) {
      throw new IllegalArgumentException(
          "memoryId must have 1.."
              + dev.vex.core.memory.MemoryStore.MAX_MEMORY_ID
              + " characters and not be blank: "
              + memoryId);
    }
    this.memoryId = memoryId;
    return this;
  }

  private void notStarted() {
    if (started.get()) {
      throw new IllegalStateException("this turn has started; set it up before execute");
    }
  }

  /**
   * Runs the turn on the calling thread.
   *
   * @return the reply; when the model failed or the time ran out, a fallback's reply
   * @throws TurnCancelledException when the turn was cancelled or the thread interrupted
   * @throws IllegalStateException when the turn already ran
   */
  public AgentReply execute() {
    if (!started.compareAndSet(false, true)) {
      throw new IllegalStateException("this turn already ran; start a new one with newTurn");
    }
    return run();
  }

  /**
   * Runs the turn on the runtime's executor. Cancelling the returned future cancels the turn.
   * Dependent stages without an executor of their own run on the runtime's executor too, never on
   * the common pool.
   *
   * @return the reply, when it comes; completes exceptionally with {@link TurnCancelledException}
   *     when cancelled
   * @throws IllegalStateException when the turn already ran
   */
  public CompletableFuture<AgentReply> executeAsync() {
    if (!started.compareAndSet(false, true)) {
      throw new IllegalStateException("this turn already ran; start a new one with newTurn");
    }
    Executor executor = control.engine().executor();
    TurnFuture<AgentReply> future = new TurnFuture<>(executor, this);
    try {
      executor.execute(
          () -> {
            try {
              future.complete(run());
            } catch (Throwable t) { // NOPMD: every outcome goes to the future
              future.completeExceptionally(t);
            }
          });
    } catch (RejectedExecutionException e) {
      future.completeExceptionally(
          new IllegalStateException("the runtime's executor took no more work: " + e, e));
    }
    return future;
  }

  /**
   * Cancels the turn. A running turn is interrupted and ends with {@link TurnCancelledException};
   * one not yet started never runs. Does nothing after the turn ended.
   */
  public void cancel() {
    control.cancel();
  }

  /**
   * Returns whether {@link #cancel()} was called.
   *
   * @return true when cancelled
   */
  public boolean isCanceled() {
    return control.cancelled();
  }

  private AgentReply run() {
    control.begin();
    boolean locked = false;
    try {
      if (conversation != null) {
        locked = lockConversation();
      }
      List<Message> history = locked ? conversation.messages() : List.of();
      String memory = memoryId != null ? memoryId : locked ? conversation.memoryId() : null;
      PreviousTurn previous = PreviousTurn.NONE;
      Message last = locked ? conversation.lastUserMessage() : null;
      if (last != null) {
        previous = Turn.previousTurn(pipeline, last, conversation.intentsOf(last));
      }
      AgentReply reply =
          Turn.run(pipeline, history, user, memory, control, listener, locale, previous);
      if (locked) {
        conversation.exchange(
            user.hasImages() ? Message.user(user.content()) : user,
            Message.assistant(reply.text()),
            reply.trace().intents());
      }
      return reply;
    } finally {
      if (locked) {
        conversation.turnLock().unlock();
      }
      control.end();
    }
  }

  /**
   * Waits for the conversation's previous turn. False when the time ran out while waiting (the turn
   * then answers from its fallbacks without the history, and leaves the conversation alone).
   */
  private boolean lockConversation() {
    try {
      conversation.turnLock().lockInterruptibly();
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      if (control.expired() || control.cancelled()) {
        return false; // the turn's own checkpoint reports it
      }
      throw new TurnCancelledException(
          "the thread was interrupted while waiting for the conversation's previous turn", e);
    }
  }

  /** A future that cancels its turn and runs dependent stages on the runtime's executor. */
  private static final class TurnFuture<T> extends CompletableFuture<T> {
    private final Executor executor;
    private final AgentTurn turn;

    TurnFuture(Executor executor, AgentTurn turn) {
      this.executor = executor;
      this.turn = turn;
    }

    @Override
    public Executor defaultExecutor() {
      return executor;
    }

    @Override
    public <U> CompletableFuture<U> newIncompleteFuture() {
      return new TurnFuture<>(executor, null);
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      if (turn != null) {
        turn.cancel();
      }
      return super.cancel(mayInterruptIfRunning);
    }
  }
}
