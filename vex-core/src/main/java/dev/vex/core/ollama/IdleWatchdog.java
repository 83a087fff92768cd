package dev.vex.core.ollama;

import java.io.Closeable;
import java.io.IOException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Closes a reply stream when no chunk arrived for the idle timeout, which unblocks the reading
 * thread. One shared daemon thread serves every client; a watch costs one scheduled task.
 */
final class IdleWatchdog {
  private static final ScheduledThreadPoolExecutor TIMER = timer();

  private final Closeable stream;
  private final long idleNanos;
  private volatile long lastProgress;
  private volatile boolean fired;
  private volatile boolean done;
  private ScheduledFuture<?> task;

  private IdleWatchdog(Closeable stream, long idleNanos) {
    this.stream = stream;
    this.idleNanos = idleNanos;
    this.lastProgress = System.nanoTime();
  }

  static IdleWatchdog watch(Closeable stream, long idleNanos) {
    IdleWatchdog w = new IdleWatchdog(stream, idleNanos);
    w.schedule(idleNanos);
    return w;
  }

  void progress() {
    lastProgress = System.nanoTime();
  }

  boolean fired() {
    return fired;
  }

  void stop() {
    done = true;
    ScheduledFuture<?> t;
    synchronized (this) {
      t = task;
    }
    if (t != null) {
      t.cancel(false);
    }
  }

  private void schedule(long delayNanos) {
    synchronized (this) {
      if (!done) {
        task = TIMER.schedule(this::check, delayNanos, TimeUnit.NANOSECONDS);
      }
    }
  }

  private void check() {
    if (done) {
      return;
    }
    long idle = System.nanoTime() - lastProgress;
    if (idle < idleNanos) {
      schedule(idleNanos - idle);
      return;
    }
    fired = true;
    try {
      stream.close();
    } catch (IOException ignored) {
      // closing is all we can do
    }
  }

  private static ScheduledThreadPoolExecutor timer() {
    ScheduledThreadPoolExecutor t =
        new ScheduledThreadPoolExecutor(
            1,
            r -> {
              Thread th = new Thread(r, "vex-ollama-idle-watchdog");
              th.setDaemon(true);
              return th;
            });
    t.setRemoveOnCancelPolicy(true);
    return t;
  }
}
