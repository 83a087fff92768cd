package dev.vex.core;

/**
 * The root of every exception Vex throws. It is unchecked; subclasses say whether a retry may help.
 */
public class VexException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message that says what to do next.
   *
   * @param message the message
   * @param cause the cause, may be null
   */
  public VexException(String message, Throwable cause) {
    super(message, cause);
  }

  /**
   * Creates an exception with a message that says what to do next.
   *
   * @param message the message
   */
  public VexException(String message) {
    super(message);
  }
}
