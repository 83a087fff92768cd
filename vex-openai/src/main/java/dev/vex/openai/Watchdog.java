package dev.vex.openai;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Keeps the idle and total deadlines of the replies being read: one daemon thread for all of a
 * client's requests, started on first use and stopped by {@link #close()}. A watch that expires
 * closes the reply's stream, which ends the blocked read; the reader then reports a timeout.
 */
final class Watchdog implements AutoCloseable {
  private ScheduledThreadPoolExecutor timer;
  private boolean closed;

  /** Why a watch fired. */
  enum Reason {
    IDLE,
    TOTAL
  }

  synchronized ScheduledThreadPoolExecutor timer() {
    if (closed) {
      throw new IllegalStateException("the OpenAI client is closed");
    }
    if (timer == null) {
      timer =
          new ScheduledThreadPoolExecutor(
              1,
              r -> {
                Thread t = new Thread(r, "vex-openai-watchdog");
                t.setDaemon(true);
                return t;
              });
      timer.setRemoveOnCancelPolicy(true);
    }
    return timer;
  }

  Watch watch(Duration idle, Duration total, Runnable onExpiry) {
    Watch w = new Watch(onExpiry, idle.toNanos(), System.nanoTime() + total.toNanos());
    w.arm(timer(), Math.min(idle.toNanos(), total.toNanos()));
    return w;
  }

  @Override
  public synchronized void close() {
    closed = true;
    if (timer != null) {
      timer.shutdownNow();
    }
  }

  /** One request's deadlines. Progress moves the idle deadline; the total one never moves. */
  static final class Watch {
    private final Runnable onExpiry;
    private final long idleNanos;
    private final long totalDeadline;
    private volatile long lastProgress = System.nanoTime();
    private ScheduledFuture<?> pending;
    private ScheduledThreadPoolExecutor timer;
    private Reason fired;
    private boolean done;

    private Watch(Runnable onExpiry, long idleNanos, long totalDeadline) {
      this.onExpiry = onExpiry;
      this.idleNanos = idleNanos;
      this.totalDeadline = totalDeadline;
    }

    void progress() {
      lastProgress = System.nanoTime();
    }

    private synchronized void arm(ScheduledThreadPoolExecutor timer, long delayNanos) {
      this.timer = timer;
      if (!done) {
        pending = timer.schedule(this::check, Math.max(1, delayNanos), TimeUnit.NANOSECONDS);
      }
    }

    private synchronized void check() {
      if (done) {
        return;
      }
      long now = System.nanoTime();
      if (now - totalDeadline >= 0) {
        fire(Reason.TOTAL);
        return;
      }
      long idleLeft = lastProgress + idleNanos - now;
      if (idleLeft <= 0) {
        fire(Reason.IDLE);
        return;
      }
      try {
        pending =
            timer.schedule(
                this::check, Math.min(idleLeft, totalDeadline - now), TimeUnit.NANOSECONDS);
      } catch (java.util.concurrent.RejectedExecutionException e) {
        // the client closed: nothing keeps time any more, so end the read now
        fire(Reason.TOTAL);
      }
    }

    private void fire(Reason reason) {
      fired = reason;
      done = true;
      try {
        onExpiry.run();
      } catch (RuntimeException e) {
        // closing a stream that is already gone: the read ends either way
      }
    }

    /**
     * Stops the watch.
     *
     * @return why it fired, or null when it had not
     */
    synchronized Reason stop() {
      if (done) {
        return fired;
      }
      done = true;
      if (pending != null) {
        pending.cancel(false);
      }
      return null;
    }

    synchronized Reason fired() {
      return fired;
    }
  }
}
