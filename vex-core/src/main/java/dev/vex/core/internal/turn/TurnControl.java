package dev.vex.core.internal.turn;

import dev.vex.core.TurnCancelledException;
import dev.vex.core.internal.runtime.Abort;
import dev.vex.core.internal.runtime.Deadlines;
import dev.vex.core.internal.runtime.Engine;
import dev.vex.core.model.ModelTimeoutException;

/**
 * The host's hold on one running turn: its whole-turn deadline and its cancellation. Both end the
 * work in progress by interrupting the thread that runs the turn; the turn looks at {@link
 * #checkpoint()} between steps and after every failure, so a cancelled turn is never retried and an
 * expired one goes straight to the fallback ladder.
 *
 * <p>An interrupt this class sends is taken back when the turn ends ({@link #end()}); an interrupt
 * from anyone else stays set. Thread-safe. Not part of the API.
 */
public final class TurnControl {
  /** Thrown inside the turn when its deadline passed; the turn answers from what it has. */
  public static final class Expired extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Expired(String message) {
      super(message, null, false, false);
    }
  }

  private final Engine engine;
  private long timeoutNanos;
  private long reserveNanos;
  private final Object lock = new Object();
  private long deadline = Long.MAX_VALUE;
  private Thread runner;
  private boolean running;
  private volatile boolean cancelled;
  private volatile boolean expired;
  private volatile boolean interruptedByUs;
  private Deadlines.Watch watch;
  private Engine outer;
  private final Abort abort = new Abort();

  /**
   * Creates the control of one turn.
   *
   * @param engine the runtime's engine
   * @param timeoutNanos the whole turn's time, or 0 for no limit
   */
  public TurnControl(Engine engine, long timeoutNanos) {
    this.engine = engine;
    this.timeoutNanos = timeoutNanos;
    // Room for the fallback ladder to answer before the deadline itself.
    this.reserveNanos = Math.min(timeoutNanos / 20, 50_000_000L);
  }

  /**
   * Returns the runtime's engine.
   *
   * @return the engine
   */
  /**
   * Sets the whole turn's time before it starts, in place of the agent's.
   *
   * @param nanos the whole turn's time, or 0 for no limit
   * @throws IllegalStateException when the turn has started
   */
  public void timeout(long nanos) {
    synchronized (lock) {
      if (running) {
        throw new IllegalStateException("the turn has started");
      }
      this.timeoutNanos = nanos;
      this.reserveNanos = Math.min(nanos / 20, 50_000_000L);
    }
  }

  public Engine engine() {
    return engine;
  }

  /**
   * Binds the turn to the calling thread and starts its deadline.
   *
   * @throws TurnCancelledException when the turn was cancelled before it started
   * @throws IllegalStateException when the runtime is closed
   */
  public void begin() {
    if (engine.closed()) {
      throw new IllegalStateException(
          "the agent's VexRuntime is closed; build the agent on an open runtime");
    }
    synchronized (lock) {
      runner = Thread.currentThread();
      running = true;
      outer = engine.bind();
      abort.bind();
      if (timeoutNanos > 0) {
        deadline = System.nanoTime() + timeoutNanos - reserveNanos;
        watch = engine.deadlines().watch(timeoutNanos - reserveNanos, this::expire);
      }
    }
    if (cancelled) {
      end();
      throw new TurnCancelledException("the turn was cancelled before it started", null);
    }
  }

  /** Unbinds the thread: no interrupt from this control reaches it afterwards. */
  public void end() {
    Deadlines.Watch w;
    synchronized (lock) {
      w = watch;
      watch = null;
    }
    if (w != null) {
      w.cancel(); // waits for an expiry in progress
    }
    synchronized (lock) {
      running = false;
      runner = null;
      abort.unbind();
      Engine.restore(outer);
      outer = null;
      if (interruptedByUs) {
        Thread.interrupted();
        interruptedByUs = false;
      }
    }
  }

  /**
   * Cancels the turn: the thread running it is interrupted, and the model exchange it is blocked in
   * is aborted at once (its reply's body closed), even if something on that thread clears the
   * interrupt. Does nothing after the turn ended.
   */
  public void cancel() {
    boolean abortIo;
    synchronized (lock) {
      cancelled = true;
      abortIo = running;
      interrupt();
    }
    if (abortIo) {
      abort.abort();
    }
  }

  private void expire() {
    synchronized (lock) {
      expired = true;
      interrupt();
    }
  }

  private void interrupt() {
    if (running && runner != null) {
      interruptedByUs = true;
      runner.interrupt();
    }
  }

  /**
   * Returns whether the turn was cancelled.
   *
   * @return true after {@link #cancel()}
   */
  public boolean cancelled() {
    return cancelled;
  }

  /**
   * Returns whether the turn's deadline passed.
   *
   * @return true when expired
   */
  public boolean expired() {
    if (!expired && timeoutNanos > 0 && System.nanoTime() - deadline >= 0) {
      expired = true;
    }
    return expired;
  }

  /**
   * Returns the turn's deadline for the chat backend.
   *
   * @return a {@link System#nanoTime()} value, or {@link
   *     dev.vex.core.model.ChatBackend#NO_DEADLINE} when the turn has no time limit
   */
  public long deadlineNanos() {
    return timeoutNanos > 0 ? deadline : dev.vex.core.model.ChatBackend.NO_DEADLINE;
  }

  /**
   * Returns how much of the turn's time is left, for steps with their own timeout.
   *
   * @param own the step's own timeout in nanoseconds
   * @return the smaller of {@code own} and the time left, at least 0
   */
  public long remainingNanos(long own) {
    if (timeoutNanos <= 0) {
      return own;
    }
    return Math.max(0, Math.min(own, deadline - System.nanoTime()));
  }

  /**
   * Stops the turn when it was cancelled or its thread interrupted, or when its deadline passed.
   *
   * @param where what the turn was doing, for the message
   * @throws TurnCancelledException when cancelled or interrupted by someone else
   * @throws Expired when the deadline passed
   */
  public void checkpoint(String where) {
    if (cancelled) {
      throw new TurnCancelledException("the turn was cancelled " + where, null);
    }
    if (expired()) {
      synchronized (lock) {
        if (interruptedByUs) {
          Thread.interrupted();
          interruptedByUs = false;
        }
      }
      throw new Expired("the turn's time ran out " + where);
    }
    if (Thread.currentThread().isInterrupted()) {
      throw new TurnCancelledException(
          "the thread running the turn was interrupted " + where, null);
    }
  }

  /**
   * {@link #checkpoint(String)} with {@code where + round}, the text made only when the turn stops.
   *
   * @param where what the turn was doing, up to the round's number
   * @param round the round's number
   * @throws TurnCancelledException when cancelled or interrupted by someone else
   * @throws Expired when the deadline passed
   */
  public void checkpoint(String where, int round) {
    if (cancelled || expired() || Thread.currentThread().isInterrupted()) {
      checkpoint(where + round);
    }
  }

  /**
   * Returns the failure the fallback ladder sees when the deadline passed.
   *
   * @param where what the turn was doing
   * @return a timeout naming the call timeout
   */
  public ModelTimeoutException timeout(String where) {
    return new ModelTimeoutException(
        ModelTimeoutException.Phase.CALL,
        "the turn's callTimeout of "
            + (timeoutNanos / 1_000_000)
            + " ms ran out "
            + where
            + "; the reply comes from what the turn had",
        null);
  }
}
