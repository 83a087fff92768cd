package dev.vex.core.grounding;

import java.util.Objects;

/**
 * A fetch that a turn needed and did not get: the source failed, had no data for the subject, or
 * missed the grounding deadline. Guards and fallbacks read these from {@link
 * dev.vex.core.TurnContext#failedFetches()}: with no real data to compare against, a figure of this
 * kind in the reply cannot be presented as live data.
 *
 * @param kind the intent kind, for example {@code crypto}
 * @param subject what it was about, for example {@code BTC}; may be empty
 * @param source the source that failed, for example {@code CoinGecko}, or the fetcher's class name
 *     when the error does not name one
 * @param reason why, in words, for the trace (status, the server's message, the URL)
 */
public record FailedFetch(String kind, String subject, String source, String reason) {
  /** Validates. */
  public FailedFetch {
    Objects.requireNonNull(kind, "kind");
    subject = subject == null ? "" : subject;
    Objects.requireNonNull(source, "source");
    reason = reason == null ? "" : reason;
  }
}
