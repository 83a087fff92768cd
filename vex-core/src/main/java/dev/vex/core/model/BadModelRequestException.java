package dev.vex.core.model;

/** The server rejected the request as malformed (HTTP 400). */
public class BadModelRequestException extends ModelException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param status the HTTP status, or -1
   * @param serverMessage the server's own message, or null
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public BadModelRequestException(
      int status, String serverMessage, String message, Throwable cause) {
    super(Kind.BAD_REQUEST, status, serverMessage, message, cause);
  }
}
