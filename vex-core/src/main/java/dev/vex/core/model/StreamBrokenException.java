package dev.vex.core.model;

/**
 * The reply stream broke after it started: an error line, a dropped connection, or no final chunk.
 */
public class StreamBrokenException extends ModelException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param status the HTTP status, or -1
   * @param serverMessage the server's own message, or null
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public StreamBrokenException(int status, String serverMessage, String message, Throwable cause) {
    super(Kind.STREAM_BROKEN, status, serverMessage, message, cause);
  }
}
