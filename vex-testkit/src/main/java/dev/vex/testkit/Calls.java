package dev.vex.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a call of the implementation under test on a thread of its own, so that a call that never
 * ends fails the test instead of hanging it. The bounds are generous on purpose: they catch calls
 * that never end, not slow machines.
 */
final class Calls {
  /** How long a call that must end may take beyond its own timeout, on a busy machine. */
  static final Duration SLACK = Duration.ofSeconds(20);

  private Calls() {}

  /** What a call did: returned a value or threw, and whether its thread kept the interrupt. */
  record Outcome<T>(T value, Throwable failure, boolean interruptKept) {
    boolean threw() {
      return failure != null;
    }
  }

  /** A call running on its own thread. */
  static final class Running<T> {
    private final Thread thread;
    private final CompletableFuture<Outcome<T>> outcome = new CompletableFuture<>();

    private Running(String name, Callable<T> call) {
      thread =
          new Thread(
              () -> {
                T value = null;
                Throwable failure = null;
                try {
                  value = call.call();
                } catch (Throwable t) { // NOPMD: the contract reports whatever escaped
                  failure = t;
                }
                outcome.complete(new Outcome<>(value, failure, Thread.interrupted()));
              },
              "vex-testkit-" + name);
      thread.setDaemon(true);
      thread.start();
    }

    void interrupt() {
      thread.interrupt();
    }

    /** Waits for the outcome; fails the test (and interrupts the call) when it takes longer. */
    Outcome<T> await(Duration bound, String what) {
      try {
        return outcome.get(bound.toNanos(), TimeUnit.NANOSECONDS);
      } catch (TimeoutException e) {
        thread.interrupt();
        return fail(what + " did not end within " + bound.toSeconds() + " s");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return fail("interrupted while waiting for " + what);
      } catch (ExecutionException e) {
        return fail(what + " failed inside the contract", e.getCause());
      }
    }
  }

  static <T> Running<T> start(String name, Callable<T> call) {
    return new Running<>(name, call);
  }

  static <T> Outcome<T> within(Duration bound, String what, Callable<T> call) {
    return start("call", call).await(bound, what);
  }
}
