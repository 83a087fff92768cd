package dev.vex.core.internal;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * One daemon thread that enforces deadlines for every client and turn: idle timeouts of reply
 * streams and timeouts of tools running on the turn's own thread. Registering and removing a watch
 * is a set operation; nothing is scheduled and no thread is woken per request, which keeps the hot
 * path free of context switches. The sweeper wakes every {@link #TICK_NANOS}, so a deadline fires
 * at most that much late.
 *
 * <p>Not part of the API.
 */
public final class Deadlines {
  /** How often the sweeper looks: 25 ms. */
  public static final long TICK_NANOS = 25_000_000L;

  private static final Set<Watch> WATCHES = ConcurrentHashMap.newKeySet();
  private static volatile Thread sweeper;

  private Deadlines() {}

  /** What to do when a watch expires; runs on the sweeper thread and must be quick. */
  @FunctionalInterface
  public interface Expiry {
    /** Called once when the watch expires. */
    void expired();
  }

  /** A deadline that moves forward with progress. Thread-safe. */
  public static final class Watch {
    private static final int ACTIVE = 0;
    private static final int FIRING = 1;
    private static final int FIRED = 2;
    private static final int CANCELLED = 3;

    private final long windowNanos;
    private final Expiry expiry;
    private final AtomicInteger state = new AtomicInteger(ACTIVE);
    private volatile long deadline;

    private Watch(long windowNanos, Expiry expiry) {
      this.windowNanos = windowNanos;
      this.expiry = expiry;
      this.deadline = System.nanoTime() + windowNanos;
    }

    /** Moves the deadline to one window from now. */
    public void progress() {
      deadline = System.nanoTime() + windowNanos;
    }

    /**
     * Returns whether the deadline passed and the expiry ran or is running.
     *
     * @return true when expired
     */
    public boolean fired() {
      int s = state.get();
      return s == FIRING || s == FIRED;
    }

    /**
     * Stops watching. When the expiry already started, waits until it has finished, so that the
     * caller can undo its effect (clear an interrupt) knowing no more is coming.
     *
     * @return true when cancelled in time; false when the expiry ran
     */
    public boolean cancel() {
      WATCHES.remove(this);
      if (state.compareAndSet(ACTIVE, CANCELLED)) {
        return true;
      }
      while (state.get() == FIRING) {
        Thread.onSpinWait();
      }
      return false;
    }

    private void expire() {
      if (state.compareAndSet(ACTIVE, FIRING)) {
        try {
          expiry.expired();
        } catch (RuntimeException ignored) {
          // an expiry only closes or interrupts; nothing to report
        } finally {
          state.set(FIRED);
        }
      }
    }
  }

  /**
   * Starts watching: {@code expiry} runs once if {@code windowNanos} pass without progress.
   *
   * @param windowNanos the window
   * @param expiry what to do then
   * @return the watch; cancel it when done
   */
  public static Watch watch(long windowNanos, Expiry expiry) {
    Watch w = new Watch(windowNanos, expiry);
    WATCHES.add(w);
    if (sweeper == null) {
      start();
    }
    return w;
  }

  private static synchronized void start() {
    if (sweeper != null) {
      return;
    }
    Thread t = new Thread(Deadlines::sweep, "vex-deadlines");
    t.setDaemon(true);
    t.start();
    sweeper = t;
  }

  private static void sweep() {
    while (true) {
      LockSupport.parkNanos(TICK_NANOS);
      if (WATCHES.isEmpty()) {
        continue;
      }
      long now = System.nanoTime();
      for (Watch w : WATCHES) {
        if (now - w.deadline >= 0 && WATCHES.remove(w)) {
          w.expire();
        }
      }
    }
  }
}
