package dev.vex.core.model;

import java.time.Duration;
import java.util.Optional;

/**
 * The server's queue is full (HTTP 503) or it limits the caller's rate (HTTP 429); retrying with
 * backoff may succeed, after {@link #retryAfter()} when the server said how long to wait.
 */
public class ServerBusyException extends ModelException {
  private static final long serialVersionUID = 1L;

  /** The server's {@code Retry-After}, or null. */
  private final Duration retryAfter;

  /**
   * Creates the exception.
   *
   * @param status the HTTP status, or -1
   * @param serverMessage the server's own message, or null
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public ServerBusyException(int status, String serverMessage, String message, Throwable cause) {
    this(status, serverMessage, message, cause, null);
  }

  /**
   * Creates the exception with the server's advice on when to retry.
   *
   * @param status the HTTP status, or -1
   * @param serverMessage the server's own message, or null
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   * @param retryAfter how long the server asked the caller to wait ({@code Retry-After}), or null
   */
  public ServerBusyException(
      int status, String serverMessage, String message, Throwable cause, Duration retryAfter) {
    super(Kind.SERVER_BUSY, status, serverMessage, message, cause);
    this.retryAfter = retryAfter;
  }

  /**
   * Returns how long the server asked the caller to wait before retrying.
   *
   * @return the server's {@code Retry-After}, or empty when it sent none
   */
  public Optional<Duration> retryAfter() {
    return Optional.ofNullable(retryAfter);
  }
}
