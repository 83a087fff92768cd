package dev.vex.core.pool;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/**
 * A circuit breaker for one server: closed while it answers; open for a while after {@code
 * threshold} failures in a row, so that no request goes to it; then half-open, letting one trial
 * request through, which closes it again on success or reopens it on failure. Thread-safe.
 */
final class Breaker {
  private final int threshold;
  private final Duration openFor;
  private final Clock clock;
  private int failures;
  private Instant openUntil;
  private boolean trialOut;

  Breaker(int threshold, Duration openFor, Clock clock) {
    this.threshold = threshold;
    this.openFor = openFor;
    this.clock = clock;
  }

  /** Whether a request may go to the server now; a half-open breaker lets one through. */
  synchronized boolean tryPass() {
    if (openUntil == null) {
      return true;
    }
    if (clock.instant().isBefore(openUntil) || trialOut) {
      return false;
    }
    trialOut = true;
    return true;
  }

  synchronized void success() {
    failures = 0;
    openUntil = null;
    trialOut = false;
  }

  synchronized void failure() {
    failures++;
    if (trialOut || failures >= threshold) {
      openUntil = clock.instant().plus(openFor);
      trialOut = false;
    }
  }

  /** A request that ended without a verdict on the server (cancelled, refused as bad). */
  synchronized void release() {
    trialOut = false;
  }

  synchronized ServerPool.State state() {
    if (openUntil == null) {
      return ServerPool.State.CLOSED;
    }
    return clock.instant().isBefore(openUntil) ? ServerPool.State.OPEN : ServerPool.State.HALF_OPEN;
  }

  synchronized int failures() {
    return failures;
  }
}
