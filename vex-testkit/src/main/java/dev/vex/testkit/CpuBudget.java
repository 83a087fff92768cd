package dev.vex.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Bounds the processor time a piece of work uses, not the wall-clock time it takes, so that a test
 * of "this stays linear" (a guard over a megabyte, a glob over a long name, a parser over hostile
 * input) gives the same verdict on a quiet machine and on one whose cores are busy with other
 * processes. A machine that is merely busy makes work wait for a core; it does not make it use more
 * processor time.
 *
 * <p>The work runs on a thread of its own. The test fails as soon as that thread has used more
 * processor time than the budget (the work is then interrupted and abandoned), or when the work has
 * not ended after a generous wall-clock guard that only catches work that blocks for ever.
 *
 * <pre>{@code
 * List<Number> read = CpuBudget.within(Duration.ofSeconds(20), () -> reader.read(eightMegabytes));
 * }</pre>
 *
 * <p>The budget should be generous (several times what the work takes on a slow machine): it is
 * there to catch quadratic or exponential work, which overshoots any such budget by far, not to
 * measure speed. Speed is measured in the benchmarks module.
 */
public final class CpuBudget {
  /** How long work may block without using the processor before the test calls it a hang. */
  public static final Duration HANG_GUARD = Duration.ofMinutes(10);

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private CpuBudget() {}

  /**
   * Runs {@code work} on a thread of its own and returns its result, failing the test when the
   * thread uses more processor time than {@code cpu}, or when the work has not ended within {@link
   * #HANG_GUARD}.
   *
   * @param cpu the processor time the work may use, positive
   * @param work the work; an unchecked exception or error it throws is rethrown as it is, a checked
   *     one fails the test with it as the cause
   * @param <T> the work's result
   * @return what the work returned
   * @throws IllegalArgumentException if {@code cpu} is not positive
   * @throws UnsupportedOperationException if this JVM cannot measure a thread's processor time
   */
  public static <T> T within(Duration cpu, Callable<T> work) {
    if (cpu.isNegative() || cpu.isZero()) {
      throw new IllegalArgumentException("the processor-time budget must be positive: " + cpu);
    }
    if (!THREADS.isThreadCpuTimeSupported()) {
      throw new UnsupportedOperationException("this JVM cannot measure a thread's processor time");
    }
    if (!THREADS.isThreadCpuTimeEnabled()) {
      THREADS.setThreadCpuTimeEnabled(true);
    }
    CompletableFuture<T> result = new CompletableFuture<>();
    Thread thread =
        new Thread(
            () -> {
              try {
                result.complete(work.call());
              } catch (Throwable t) { // every failure of the work goes to the test
                result.completeExceptionally(t);
              }
            },
            "vex-cpu-budget");
    thread.setDaemon(true);
    thread.start();
    long budget = cpu.toNanos();
    long guardEnd = System.nanoTime() + HANG_GUARD.toNanos();
    while (true) {
      try {
        return result.get(20, TimeUnit.MILLISECONDS);
      } catch (TimeoutException pollAgain) {
        long used = THREADS.getThreadCpuTime(thread.getId());
        if (used > budget) {
          thread.interrupt();
          return fail(
              "the work used more than "
                  + cpu.toMillis()
                  + " ms of processor time without ending ("
                  + used / 1_000_000
                  + " ms so far)");
        }
        if (System.nanoTime() - guardEnd > 0) {
          thread.interrupt();
          return fail("the work did not end within " + HANG_GUARD + " (it blocks)");
        }
      } catch (ExecutionException e) {
        if (e.getCause() instanceof RuntimeException r) {
          throw r;
        }
        if (e.getCause() instanceof Error r) {
          throw r;
        }
        return fail("the work failed: " + e.getCause(), e.getCause());
      } catch (InterruptedException e) {
        thread.interrupt();
        Thread.currentThread().interrupt();
        return fail("interrupted while waiting for the work", e);
      }
    }
  }

  /**
   * Runs {@code work} within the processor-time budget, as {@link #within(Duration, Callable)}.
   *
   * @param cpu the processor time the work may use, positive
   * @param work the work
   */
  public static void run(Duration cpu, Runnable work) {
    within(
        cpu,
        () -> {
          work.run();
          return null;
        });
  }
}
