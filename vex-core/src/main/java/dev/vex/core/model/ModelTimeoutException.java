package dev.vex.core.model;

/** A connect, first-byte, idle or whole-reply timeout passed while talking to the model server. */
public class ModelTimeoutException extends ModelException {
  private static final long serialVersionUID = 1L;

  /** Which wait ran out. */
  public enum Phase {
    /** Opening the connection. */
    CONNECT,
    /** Waiting for the first byte of the reply, which includes loading the model. */
    FIRST_BYTE,
    /** Waiting for the next chunk of a reply that had started. */
    IDLE,
    /** The whole turn's {@code callTimeout} passed. */
    CALL,
    /**
     * Reading the whole reply, which kept sending chunks past the read timeout or the call's
     * deadline.
     */
    READ
  }

  private final Phase phase;

  /**
   * Creates the exception.
   *
   * @param phase which wait ran out
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public ModelTimeoutException(Phase phase, String message, Throwable cause) {
    super(Kind.TIMEOUT, -1, null, message, cause);
    this.phase = phase;
  }

  /**
   * Returns which wait ran out.
   *
   * @return the phase
   */
  public Phase phase() {
    return phase;
  }
}
