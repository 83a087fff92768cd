package dev.vex.grounding;

import java.time.Duration;

/** A source did not answer within its timeout. Retrying later may help. */
public class SourceTimeoutException extends SourceException {
  private static final long serialVersionUID = 1L;

  private final Duration timeout;

  /**
   * Creates a timeout error.
   *
   * @param source the source name
   * @param url the URL that was asked
   * @param timeout the timeout that passed
   * @param cause the cause, may be null
   */
  public SourceTimeoutException(String source, String url, Duration timeout, Throwable cause) {
    super(
        source,
        url,
        0,
        "no complete answer within " + timeout.toMillis() + " ms",
        Reason.TIMEOUT,
        cause);
    this.timeout = timeout;
  }

  /**
   * Returns the timeout that passed.
   *
   * @return the timeout
   */
  public Duration timeout() {
    return timeout;
  }
}
