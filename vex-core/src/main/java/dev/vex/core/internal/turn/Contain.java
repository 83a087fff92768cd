package dev.vex.core.internal.turn;

import dev.vex.core.TurnCancelledException;

/**
 * The one rule for what a turn contains when a host extension (a classifier, fetcher, guard, tool,
 * recovery step, fallback, memory store, listener or chat backend) throws: everything it can throw
 * is contained (logged, traced, and the step goes on as if the extension had said no), except the
 * turn's own control flow and the errors that say the JVM itself is failing.
 *
 * <p>Contained: every {@link Exception} (checked ones too, thrown past the compiler), {@link
 * AssertionError}, {@link LinkageError} (a missing or broken class in the host's extension), {@link
 * StackOverflowError} (the extension recursed; the stack has unwound to here).
 *
 * <p>Not contained, and rethrown by {@link #check}: a {@link TurnCancelledException} and the turn's
 * expiry (the turn's own control flow), and every other {@link VirtualMachineError} ({@link
 * OutOfMemoryError}, {@link InternalError}, ...: the JVM may be unusable after it, so the turn
 * fails with it and the host sees it). An {@link InterruptedException} is contained, and the
 * thread's interrupt is set again so that the turn sees its cancellation at its next checkpoint.
 */
public final class Contain {
  private Contain() {}

  /**
   * Rethrows what must not be contained; returns for everything else.
   *
   * @param error what a host extension threw
   */
  public static void check(Throwable error) {
    if (error instanceof TurnCancelledException c) {
      throw c;
    }
    if (error instanceof TurnControl.Expired e) {
      throw e;
    }
    if (fatal(error)) {
      throw (VirtualMachineError) error;
    }
    if (error instanceof InterruptedException) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Whether the error is one the turn contains (see the class comment), without rethrowing.
   *
   * @param error what a host extension threw
   * @return false for the turn's control flow and the JVM's own failures
   */
  public static boolean contained(Throwable error) {
    return !(error instanceof TurnCancelledException
        || error instanceof TurnControl.Expired
        || fatal(error));
  }

  /**
   * Whether a throwable says the JVM itself is failing: every {@link VirtualMachineError} but
   * {@link StackOverflowError}.
   *
   * @param error the throwable
   * @return true when it must propagate
   */
  public static boolean fatal(Throwable error) {
    return error instanceof VirtualMachineError && !(error instanceof StackOverflowError);
  }
}
