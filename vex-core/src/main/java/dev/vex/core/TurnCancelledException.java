package dev.vex.core;

/**
 * The turn was cancelled, by {@link AgentTurn#cancel()} or by interrupting the thread that ran it.
 * It ended at once: nothing was retried and no fallback answered, and the conversation was left
 * unchanged. When the cause was an interrupt, the thread's interrupt flag is still set.
 */
public class TurnCancelledException extends VexException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message what was cancelled, and where
   * @param cause the interrupt or failure that ended the work in progress, may be null
   */
  public TurnCancelledException(String message, Throwable cause) {
    super(message, cause);
  }
}
