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
 * @param noData whether the source answered and holds nothing for the subject ({@link
 *     SourceFailure#noData()}), rather than failing: nothing to announce, though a figure of this
 *     kind is still unbacked
 */
public record FailedFetch(
    String kind, String subject, String source, String reason, boolean noData) {
  /** Validates. */
  public FailedFetch {
    Objects.requireNonNull(kind, "kind");
    subject = subject == null ? "" : subject;
    Objects.requireNonNull(source, "source");
    reason = reason == null ? "" : reason;
  }

  /**
   * A fetch that failed: the source was down, refused or missed the deadline ({@code noData}
   * false).
   *
   * @param kind the intent kind
   * @param subject what it was about; may be empty
   * @param source the source that failed
   * @param reason why, in words
   */
  public FailedFetch(String kind, String subject, String source, String reason) {
    this(kind, subject, source, reason, false);
  }
}
