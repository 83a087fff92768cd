package dev.vex.grounding.internal;

import java.time.Duration;
import java.util.Objects;

/** Argument checks for builders. */
public final class Checks {
  private Checks() {}

  /**
   * Checks that a duration is positive.
   *
   * @param d the duration
   * @param what its name for the message
   * @return the duration
   */
  public static Duration positive(Duration d, String what) {
    Objects.requireNonNull(d, what);
    if (d.isZero() || d.isNegative()) {
      throw new IllegalArgumentException(what + " must be positive: " + d);
    }
    return d;
  }

  /**
   * Checks that a duration is not negative.
   *
   * @param d the duration
   * @param what its name for the message
   * @return the duration
   */
  public static Duration notNegative(Duration d, String what) {
    Objects.requireNonNull(d, what);
    if (d.isNegative()) {
      throw new IllegalArgumentException(what + " must not be negative: " + d);
    }
    return d;
  }
}
