package dev.vex.core.memory;

import java.time.Instant;
import java.util.Objects;

/**
 * One remembered exchange.
 *
 * @param user what the user said
 * @param assistant what the agent answered
 * @param at when
 */
public record MemoryEntry(String user, String assistant, Instant at) {
  /** Validates. */
  public MemoryEntry {
    Objects.requireNonNull(user, "user");
    Objects.requireNonNull(assistant, "assistant");
    Objects.requireNonNull(at, "at");
  }
}
