package dev.vex.core.model;

/**
 * The model's reply grew past the client's size limit and the client stopped reading it. Nothing of
 * the oversized reply is returned; inside an agent the turn recovers or falls back.
 */
public class ReplyTooLargeException extends ModelException {
  private static final long serialVersionUID = 1L;

  private final long limit;

  /**
   * Creates the exception.
   *
   * @param limit the limit that was passed, in characters
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public ReplyTooLargeException(long limit, String message, Throwable cause) {
    super(Kind.REPLY_TOO_LARGE, -1, null, message, cause);
    this.limit = limit;
  }

  /**
   * Returns the limit that was passed.
   *
   * @return the limit, in characters
   */
  public long limit() {
    return limit;
  }
}
