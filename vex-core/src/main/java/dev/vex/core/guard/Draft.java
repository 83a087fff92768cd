package dev.vex.core.guard;

import java.util.Objects;

/**
 * The reply text while the guards work on it.
 *
 * @param text the current text
 */
public record Draft(String text) {
  /** Validates. */
  public Draft {
    Objects.requireNonNull(text, "text");
  }
}
