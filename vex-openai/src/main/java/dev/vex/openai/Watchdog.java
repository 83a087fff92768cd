package dev.vex.openai;

import dev.vex.core.VexRuntime;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Keeps the idle and total deadlines of a reply being read, on the deadline sweeper of the {@link
 * VexRuntime} that serves the call: no thread of the client's own, so nothing outlives the runtime
 * the host closes. A watch that expires closes the reply's stream, which ends the blocked read; the
 * reader then reports a timeout.
 */
final class Watchdog {
  private Watchdog() {}

  /** Why a watch fired. */
  enum Reason {
    IDLE,
    TOTAL
  }

  /**
   * Starts a watch.
   *
   * @param runtime the runtime whose sweeper keeps the time
   * @param idle the time allowed without progress
   * @param total the time allowed in all
   * @param onExpiry what ends the read (close the stream); quick
   * @return the watch
   * @throws IllegalStateException when the runtime is closed
   */
  static Watch watch(VexRuntime runtime, Duration idle, Duration total, Runnable onExpiry) {
    return new Watch(runtime, idle, total, onExpiry);
  }

  /** One request's deadlines. Progress moves the idle deadline; the total one never moves. */
  static final class Watch {
    private final Runnable onExpiry;
    private final AtomicReference<Reason> fired = new AtomicReference<>();
    private final VexRuntime.Deadline idle;
    private final VexRuntime.Deadline total;

    private Watch(VexRuntime runtime, Duration idle, Duration total, Runnable onExpiry) {
      this.onExpiry = onExpiry;
      this.total = runtime.deadline(total, () -> fire(Reason.TOTAL));
      try {
        this.idle = runtime.deadline(idle, () -> fire(Reason.IDLE));
      } catch (RuntimeException e) {
        this.total.cancel();
        throw e;
      }
    }

    void progress() {
      idle.progress();
    }

    private void fire(Reason reason) {
      if (fired.compareAndSet(null, reason)) {
        try {
          onExpiry.run();
        } catch (RuntimeException e) {
          // closing a stream that is already gone: the read ends either way
        }
      }
    }

    /**
     * Stops the watch; an expiry already running is waited for.
     *
     * @return why it fired, or null when it had not
     */
    Reason stop() {
      idle.cancel();
      total.cancel();
      return fired.get();
    }

    Reason fired() {
      return fired.get();
    }
  }
}
