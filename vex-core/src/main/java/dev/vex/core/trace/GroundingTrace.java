package dev.vex.core.trace;

import dev.vex.core.intent.Intent;
import java.time.Duration;

/**
 * What one fetcher did for one intent.
 *
 * @param intent the intent
 * @param outcome how it ended
 * @param detail the source or the error, in words
 * @param duration how long it took (up to the deadline)
 */
public record GroundingTrace(Intent intent, Outcome outcome, String detail, Duration duration) {
  /** How a fetch ended. */
  public enum Outcome {
    /** Ground truth arrived in time. */
    FETCHED,
    /** The fetcher threw. */
    FAILED,
    /** The deadline passed first; the turn went on without it. */
    DEADLINE_PASSED,
    /** No fetcher is registered for the intent's kind. */
    NO_FETCHER,
    /**
     * The source does not know the subject (no place, coin, ticker or team of that name): it is no
     * subject, and nothing is announced.
     */
    UNKNOWN_SUBJECT,
    /** A mention that was not fetched, as the agent was configured. */
    NOT_FETCHED
  }
}
