package dev.vex.core.internal.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One sweeper thread that enforces the deadlines of a runtime: idle timeouts of reply streams,
 * first-byte timeouts, tool timeouts and whole-turn deadlines. Registering, moving and removing a
 * watch touch only a concurrent set and a volatile field: no timer is scheduled per request.
 *
 * <p>The sweeper sleeps until the earliest deadline it knows of; with nothing pending it sleeps
 * until woken. A new watch wakes it only when its deadline comes before the planned wake-up, so in
 * steady traffic (a first-byte watch per request, each later than the last) it is not woken per
 * request. A deadline that moved forward with progress is found at the planned wake-up and slept
 * for again. An expiry that throws anything is logged and the sweeper goes on.
 *
 * <p>Thread-safe. Not part of the API.
 */
public final class Deadlines implements AutoCloseable {
  private static final int SCANNING = 0;
  private static final int PARKED = 1;
  private static final int IDLE = 2;

  private final String threadName;
  private final Set<Watch> watches = ConcurrentHashMap.newKeySet();
  private final Object startLock = new Object();
  private volatile Thread sweeper;
  private volatile int sweeperState = SCANNING;
  private volatile long wakeAt;
  private volatile boolean closed;

  /**
   * Creates a sweeper; its thread starts with the first watch.
   *
   * @param threadName the sweeper thread's name
   */
  public Deadlines(String threadName) {
    this.threadName = threadName;
  }

  /** What to do when a watch expires; runs on the sweeper thread and must be quick. */
  @FunctionalInterface
  public interface Expiry {
    /** Called once when the watch expires. */
    void expired();
  }

  /**
   * A deadline that moves forward with progress, never past its cap when it has one. Thread-safe.
   */
  public final class Watch {
    private static final int ACTIVE = 0;
    private static final int FIRING = 1;
    private static final int FIRED = 2;
    private static final int CANCELLED = 3;
    private static final int MOVING = 4;

    private static final VarHandle STATE;

    static {
      try {
        STATE = MethodHandles.lookup().findVarHandle(Watch.class, "state", int.class);
      } catch (ReflectiveOperationException e) {
        throw new ExceptionInInitializerError(e);
      }
    }

    // Set at construction and by restart(), under MOVING: the state's volatile write publishes
    // them.
    private volatile long windowNanos;
    private volatile boolean capped;
    private volatile long cap;
    private volatile Expiry expiry;
    private final int hash;
    private volatile int state = ACTIVE;
    private volatile long deadline;

    private Watch(long windowNanos, boolean capped, long cap, Expiry expiry) {
      this.windowNanos = windowNanos;
      this.capped = capped;
      this.cap = cap;
      this.expiry = expiry;
      // The set's hash without an identity hash: a new object's first one takes a slow path.
      this.hash = ThreadLocalRandom.current().nextInt();
      this.deadline = bounded(System.nanoTime() + windowNanos);
    }

    private long bounded(long d) {
      return capped && cap - d < 0 ? cap : d;
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public boolean equals(Object o) {
      return this == o;
    }

    /** Moves the deadline to one window from now, or to the cap when that comes first. */
    public void progress() {
      deadline = bounded(System.nanoTime() + windowNanos);
    }

    /**
     * Returns whether the deadline passed and the expiry ran or is running.
     *
     * @return true when expired
     */
    public boolean fired() {
      int s = state;
      return s == FIRING || s == FIRED;
    }

    /**
     * Stops watching. When the expiry already started, waits until it has finished, so that the
     * caller can undo its effect (clear an interrupt) knowing no more is coming.
     *
     * @return true when cancelled in time; false when the expiry ran
     */
    public boolean cancel() {
      watches.remove(this);
      for (; ; ) {
        if (STATE.compareAndSet(this, ACTIVE, CANCELLED)) {
          return true;
        }
        int s = state;
        if (s == FIRED) {
          return false;
        }
        if (s == CANCELLED) {
          return true;
        }
        Thread.onSpinWait(); // FIRING or MOVING: wait for its end
      }
    }

    /**
     * Watches another limit with this watch, as if it were cancelled and a new one made, with
     * neither a removal from nor an insert into the sweeper's set: {@code expiry} runs once if
     * {@code windowNanos} pass without progress, or when {@code capNanos} (a {@link
     * System#nanoTime()} value) passes, whichever comes first. An exchange watched first for its
     * first byte and then for its body needs one watch, not two. Fails, and changes nothing, when
     * the watch was cancelled or its expiry ran or is running (this then waits until it has
     * finished, as {@link #cancel()} does).
     *
     * @param windowNanos the new window
     * @param capNanos the latest the new deadline may be, however much progress is made
     * @param expiry what to do when the new deadline passes
     * @return true when moved; false when the watch had already ended
     * @throws IllegalStateException when the sweeper is closed
     */
    public boolean restart(long windowNanos, long capNanos, Expiry expiry) {
      return move(windowNanos, true, capNanos, expiry);
    }

    /**
     * As {@link #restart(long, long, Expiry)} with no cap: {@code expiry} runs once if {@code
     * windowNanos} pass without progress.
     *
     * @param windowNanos the new window
     * @param expiry what to do when the new deadline passes
     * @return true when moved; false when the watch had already ended
     * @throws IllegalStateException when the sweeper is closed
     */
    public boolean restart(long windowNanos, Expiry expiry) {
      return move(windowNanos, false, 0, expiry);
    }

    private boolean move(long window, boolean isCapped, long newCap, Expiry newExpiry) {
      if (closed) { // as a new watch would be refused: nothing would ever fire the moved one
        throw new IllegalStateException("the Vex runtime is closed");
      }
      if (!STATE.compareAndSet(this, ACTIVE, MOVING)) {
        while (state == FIRING) {
          Thread.onSpinWait();
        }
        return false;
      }
      this.windowNanos = window;
      this.capped = isCapped;
      this.cap = newCap;
      this.expiry = newExpiry;
      long d = bounded(System.nanoTime() + window);
      this.deadline = d;
      state = ACTIVE;
      wake(d);
      return true;
    }

    /**
     * Runs the expiry when the deadline has passed at {@code now} and the watch is active; a watch
     * being moved is waited for and its new deadline judged.
     */
    private void expireIfDue(long now) {
      for (; ; ) {
        int s = state;
        if (s == MOVING) {
          Thread.onSpinWait();
          continue;
        }
        if (s != ACTIVE) {
          watches.remove(this);
          return;
        }
        if (now - deadline < 0) {
          return; // moved to a later deadline meanwhile
        }
        if (STATE.compareAndSet(this, ACTIVE, FIRING)) {
          break;
        }
      }
      watches.remove(this);
      try {
        expiry.expired();
      } catch (Throwable t) { // NOPMD: the sweeper serves every other watch; it must go on
        log().warn("a deadline's expiry threw; the sweeper goes on", t);
      } finally {
        state = FIRED;
      }
    }
  }

  /**
   * Starts watching: {@code expiry} runs once if {@code windowNanos} pass without progress.
   *
   * @param windowNanos the window
   * @param expiry what to do then
   * @return the watch; cancel it when done
   * @throws IllegalStateException when this sweeper is closed
   */
  public Watch watch(long windowNanos, Expiry expiry) {
    return add(new Watch(windowNanos, false, 0, expiry));
  }

  /**
   * Starts watching two limits with one watch: {@code expiry} runs once if {@code windowNanos} pass
   * without progress, or when {@code capNanos} (a {@link System#nanoTime()} value) passes, progress
   * or not, whichever comes first. One watch instead of two is one registration less on the set
   * and, for a reply's body, on the HTTP client's selector thread. The expiry tells the two apart
   * by the clock: the cap has passed when it runs, or the window has.
   *
   * @param windowNanos the window
   * @param capNanos the latest the deadline may be, however much progress is made
   * @param expiry what to do then
   * @return the watch; cancel it when done
   * @throws IllegalStateException when this sweeper is closed
   */
  public Watch watch(long windowNanos, long capNanos, Expiry expiry) {
    return add(new Watch(windowNanos, true, capNanos, expiry));
  }

  private Watch add(Watch w) {
    if (closed) {
      throw new IllegalStateException("the Vex runtime is closed");
    }
    watches.add(w);
    wake(w.deadline);
    return w;
  }

  /** Wakes the sweeper unless it is parked until before {@code deadline}. */
  private void wake(long deadline) {
    Thread t = sweeper;
    if (t == null) {
      t = start();
    }
    int s = sweeperState;
    if (s != PARKED || deadline - wakeAt < 0) {
      LockSupport.unpark(t);
    }
  }

  /**
   * Returns how many watches are pending, for tests.
   *
   * @return the count
   */
  public int pending() {
    return watches.size();
  }

  private Thread start() {
    synchronized (startLock) {
      if (sweeper == null) {
        if (closed) {
          throw new IllegalStateException("the Vex runtime is closed");
        }
        Thread t = new Thread(this::sweep, threadName);
        t.setDaemon(true);
        sweeper = t;
        t.start();
      }
      return sweeper;
    }
  }

  private void sweep() {
    while (!closed) {
      try {
        sweeperState = SCANNING;
        long now = System.nanoTime();
        long next = Long.MAX_VALUE;
        boolean any = false;
        for (Watch w : watches) {
          long d = w.deadline;
          if (now - d >= 0) {
            w.expireIfDue(now);
          } else if (!any || d - next < 0) {
            next = d;
            any = true;
          }
        }
        if (closed) {
          return;
        }
        if (any) {
          wakeAt = next;
          sweeperState = PARKED;
          LockSupport.parkNanos(this, next - System.nanoTime());
        } else {
          sweeperState = IDLE;
          if (watches.isEmpty()) {
            LockSupport.park(this);
          }
        }
        if (Thread.interrupted() && closed) {
          return;
        }
      } catch (Throwable t) { // NOPMD: one bad expiry must not end deadlines for everyone
        log().warn("the deadline sweeper caught an error and goes on", t);
      }
    }
  }

  /** Stops the sweeper thread and waits for it; pending watches never fire. */
  @Override
  public void close() {
    closed = true;
    Thread t;
    synchronized (startLock) {
      t = sweeper;
    }
    watches.clear();
    if (t != null) {
      LockSupport.unpark(t);
      t.interrupt();
      try {
        t.join(5_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(Deadlines.class);
  }
}
