package dev.vex.core.memory;

import java.time.Instant;
import java.util.Objects;

/**
 * One finished conversational turn, as an episode log keeps it: what the user said, what the agent
 * answered, and what the turn did. The agent logs only turns that are not task-shaped.
 *
 * @param user what the user said; at most {@value #MAX_TEXT} characters
 * @param assistant what the agent answered; at most {@value #MAX_TEXT} characters
 * @param signals what the turn did
 * @param at when the turn ended
 */
public record Episode(String user, String assistant, TurnSignals signals, Instant at) {

  /** The longest user or assistant text an episode holds; longer texts are cut. */
  public static final int MAX_TEXT = 2_000;

  /** Validates and cuts the texts to {@value #MAX_TEXT} characters. */
  public Episode {
    user = cut(Objects.requireNonNull(user, "user"));
    assistant = cut(Objects.requireNonNull(assistant, "assistant"));
    Objects.requireNonNull(signals, "signals");
    Objects.requireNonNull(at, "at");
  }

  private static String cut(String s) {
    return s.length() <= MAX_TEXT ? s : s.substring(0, MAX_TEXT);
  }
}
