package dev.vex.core.model;

/** The model is not on the server (HTTP 404); the message says how to pull it. */
public class ModelNotFoundException extends ModelException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param status the HTTP status, or -1
   * @param serverMessage the server's own message, or null
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public ModelNotFoundException(int status, String serverMessage, String message, Throwable cause) {
    super(Kind.MODEL_NOT_FOUND, status, serverMessage, message, cause);
  }
}
