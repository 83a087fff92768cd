package dev.vex.tools.internal;

import dev.vex.core.VexException;
import dev.vex.core.VexRuntime;
import java.io.Closeable;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The time one tool call's file work may take. Loops ask {@link #check()}; a file being opened or
 * read is registered, so that at the deadline a watchdog (on the Vex runtime's executor) can end
 * what an interrupt cannot: an {@code open()} of a FIFO that was swapped in after its check is
 * woken by opening the FIFO read-write (which never blocks on Linux), and a channel being read is
 * closed. Thread-safe: the watchdog runs on another thread.
 */
public final class Deadline {
  private static final Duration POKE_EVERY = Duration.ofMillis(50);
  private static final int POKES = 40;

  private final long at;
  private final Duration limit;
  private final String what;
  private volatile Runnable pendingOpenPoke;
  private volatile Closeable current;
  private volatile boolean expired;
  private boolean armed;

  private Deadline(Duration limit, String what) {
    this.limit = limit;
    this.at = System.nanoTime() + limit.toNanos();
    this.what = what;
  }

  /**
   * A deadline some time from now.
   *
   * @param limit the time allowed
   * @param what what runs under it, for the message, such as {@code read_file}
   * @return the deadline
   */
  public static Deadline after(Duration limit, String what) {
    return new Deadline(limit, what);
  }

  /**
   * Returns whether the time is up, or the thread was interrupted (the tool's runner gave up).
   *
   * @return true when the work should stop
   */
  public boolean passed() {
    return expired || System.nanoTime() - at >= 0 || Thread.currentThread().isInterrupted();
  }

  /**
   * Throws when the time is up.
   *
   * @throws VexException with a message that says the limit
   */
  public void check() {
    if (passed()) {
      throw timedOut();
    }
  }

  /**
   * Returns the error for work that ran out of time.
   *
   * @return the error
   */
  public VexException timedOut() {
    return new VexException(
        what + " stopped: the file work did not end within its limit of " + seconds() + " s");
  }

  /**
   * Returns the limit in whole seconds.
   *
   * @return the seconds
   */
  public long seconds() {
    return Math.max(1, limit.toSeconds());
  }

  /**
   * Runs an open that may block (a FIFO swapped in after its check), with a way to wake it.
   *
   * @param open the open
   * @param poke wakes a blocked open: opens the same name read-write and closes it
   * @param <T> what the open gives
   * @return what the open gave
   * @throws IOException from the open
   */
  public <T extends Closeable> T open(IoSupplier<T> open, Runnable poke) throws IOException {
    check();
    arm();
    pendingOpenPoke = poke;
    T opened;
    try {
      opened = open.get();
    } finally {
      pendingOpenPoke = null;
    }
    if (expired) {
      opened.close();
      throw timedOut();
    }
    return opened;
  }

  /**
   * Registers a channel being read, closed by the watchdog at the deadline; null to clear.
   *
   * @param channel the channel, or null
   */
  public void reading(Closeable channel) {
    if (channel != null) {
      arm();
    }
    current = channel;
    if (channel != null && expired) {
      closeQuietly(channel);
    }
  }

  private synchronized void arm() {
    if (armed) {
      return;
    }
    armed = true;
    long left = Math.max(0, at - System.nanoTime());
    CompletableFuture.delayedExecutor(left, TimeUnit.NANOSECONDS, VexRuntime.current().executor())
        .execute(this::expire);
  }

  private void expire() {
    expired = true;
    Closeable c = current;
    if (c != null) {
      closeQuietly(c);
    }
    poke(0);
  }

  /**
   * Wakes a blocked open, again every {@link #POKE_EVERY} for a while: the FIFO may have been moved
   * off the name and back. One unlinked while the open waits cannot be reached from Java (no {@code
   * O_NONBLOCK}, no signal to a thread); that open's thread stays blocked until the JVM ends, and
   * the tool's runner abandons it at the tool's timeout. Files the JVM may write are opened
   * read-write, which never waits, so this is left to folders and read-only files.
   */
  private void poke(int round) {
    Runnable poke = pendingOpenPoke;
    if (poke == null) {
      return;
    }
    poke.run();
    if (round < POKES) {
      CompletableFuture.delayedExecutor(
              POKE_EVERY.toNanos(), TimeUnit.NANOSECONDS, VexRuntime.current().executor())
          .execute(() -> poke(round + 1));
    }
  }

  private static void closeQuietly(Closeable c) {
    try {
      c.close();
    } catch (IOException | RuntimeException ignored) {
      // the reader sees the closed channel and stops
    }
  }

  /**
   * An open that may throw {@link IOException}.
   *
   * @param <T> what it gives
   */
  @FunctionalInterface
  public interface IoSupplier<T> {
    /**
     * Opens.
     *
     * @return what was opened
     * @throws IOException when it cannot be opened
     */
    T get() throws IOException;
  }
}
