package dev.vex.core.recovery;

import java.util.Optional;

/**
 * One way to recover from a failed model call before the fallback ladder climbs: wait and retry,
 * switch to the next model, drop thinking, drop tools, retry with fewer tools. When a call fails,
 * the turn asks its steps in order; the first that changes the next request wins, the call goes out
 * again, and the trace records the step. When no step helps, the fallback ladder answers.
 *
 * <p>The built-in steps are in {@link RecoverySteps}; a host drops, reorders or adds steps through
 * {@code Agent.Builder.recovery(...)}. A step that throws is skipped and named in the trace.
 */
@FunctionalInterface
public interface RecoveryStep {

  /**
   * Looks at the failure and, when this step can help, changes the next request through {@code
   * attempt}.
   *
   * @param attempt the failure, what the turn has done so far, and the changes a step can make
   * @return what the step did, for the trace (for example {@code "retried without tools"}), or
   *     empty to let the next step try
   */
  Optional<String> recover(RecoveryAttempt attempt);

  /**
   * Returns the step's name for the trace.
   *
   * @return the simple class name, or {@code "recovery"} for a lambda
   */
  default String name() {
    String n = getClass().getSimpleName();
    return n.isEmpty() || n.contains("$$Lambda") ? "recovery" : n;
  }

  /**
   * Gives a step a name.
   *
   * @param name the name shown in the trace
   * @param step the step
   * @return the named step
   */
  static RecoveryStep named(String name, RecoveryStep step) {
    return new RecoveryStep() {
      @Override
      public Optional<String> recover(RecoveryAttempt attempt) {
        return step.recover(attempt);
      }

      @Override
      public String name() {
        return name;
      }
    };
  }
}
