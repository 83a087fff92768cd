package dev.vex.core.model;

/** Nothing answers at the server's address; the message says how to start it. */
public class ServerUnavailableException extends ModelException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param status the HTTP status, or -1
   * @param serverMessage the server's own message, or null
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public ServerUnavailableException(
      int status, String serverMessage, String message, Throwable cause) {
    super(Kind.UNAVAILABLE, status, serverMessage, message, cause);
  }
}
