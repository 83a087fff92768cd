package dev.vex.core.trace;

import java.util.Objects;

/**
 * One recovery after a failed model call: which step acted, on what failure, and what it changed.
 *
 * @param round the model round
 * @param step the step's name, for example {@code reduced-tools}
 * @param failure the failure's message
 * @param action what the step did, for example {@code retried with only [get_weather]}
 */
public record RecoveryTrace(int round, String step, String failure, String action) {
  /** Validates. */
  public RecoveryTrace {
    Objects.requireNonNull(step, "step");
    failure = failure == null ? "" : failure;
    action = action == null ? "" : action;
  }
}
