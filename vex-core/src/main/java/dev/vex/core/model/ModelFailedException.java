package dev.vex.core.model;

/**
 * The model runner failed (HTTP 500): it crashed, could not load, or could not parse its own tool
 * call.
 */
public class ModelFailedException extends ModelException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param status the HTTP status, or -1
   * @param serverMessage the server's own message, or null
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public ModelFailedException(int status, String serverMessage, String message, Throwable cause) {
    super(Kind.MODEL_FAILED, status, serverMessage, message, cause);
  }
}
