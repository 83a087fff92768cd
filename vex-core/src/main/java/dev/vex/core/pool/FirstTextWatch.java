package dev.vex.core.pool;

import dev.vex.core.VexRuntime;
import dev.vex.core.internal.runtime.Abort;
import dev.vex.core.internal.runtime.Deadlines;
import dev.vex.core.internal.runtime.Engine;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelTimeoutException;

/**
 * {@link ServerPool}'s first-text bound: a server that sends no text for it, while another server
 * could take the request, has its I/O aborted, and its try fails as a timeout that sends the
 * request on.
 */
final class FirstTextWatch {
  private FirstTextWatch() {}

  /**
   * One server's try. When another server could take the request next ({@code bound} above 0: how
   * long it may send no text), a streamed request is watched: no text for the bound aborts the
   * server's I/O (and interrupts the thread, for backends that block elsewhere), and the try fails
   * as a timeout that sends the request on.
   */
  static ChatResponse tryServer(
      Member m, ChatRequest request, Restartable stream, long deadlineNanos, long bound) {
    if (bound <= 0) {
      return m.backend.chat(request, stream, deadlineNanos);
    }
    Thread caller = Thread.currentThread();
    Deadlines.Watch watch;
    try (Abort.Child io = Abort.child()) {
      Engine engine = Engine.current();
      if (engine == null) {
        engine = Engine.of(VexRuntime.defaultRuntime());
      }
      watch =
          engine
              .deadlines()
              .watch(
                  bound,
                  () -> {
                    io.abort();
                    caller.interrupt();
                  });
      stream.watch = watch;
      ChatResponse r;
      try {
        r = m.backend.chat(request, stream, deadlineNanos);
      } catch (RuntimeException e) {
        if (stopWatching(watch, stream)) {
          throw silent(m, request, bound, stream.started, e);
        }
        throw e;
      }
      stopWatching(watch, stream);
      return r;
    }
  }

  /** Stops the watch; when it fired, takes back the interrupt it sent and returns true. */
  private static boolean stopWatching(Deadlines.Watch watch, Restartable stream) {
    stream.watch = null;
    if (watch.cancel()) {
      return false;
    }
    Thread.interrupted();
    return true;
  }

  private static ModelTimeoutException silent(
      Member m, ChatRequest request, long boundNanos, boolean started, RuntimeException cause) {
    return new ModelTimeoutException(
        started ? ModelTimeoutException.Phase.IDLE : ModelTimeoutException.Phase.FIRST_BYTE,
        "server "
            + m.name
            + " sent no text for model '"
            + request.model()
            + "' within "
            + boundNanos / 1_000_000
            + " ms"
            + (started ? " mid-reply" : "")
            + "; the request went on to the next server (ServerPool.firstTextTimeout)",
        cause);
  }
}
