package dev.vex.core.model;

/** The server's queue is full (HTTP 503); retrying with backoff may succeed. */
public class ServerBusyException extends ModelException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param status the HTTP status, or -1
   * @param serverMessage the server's own message, or null
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public ServerBusyException(int status, String serverMessage, String message, Throwable cause) {
    super(Kind.SERVER_BUSY, status, serverMessage, message, cause);
  }
}
