package dev.vex.core.tool;

/**
 * The code behind a tool. It receives arguments already checked against the tool's schema and
 * returns the text the model reads. A handler may throw: the model then gets a short error message,
 * and the full exception goes to the log and the reply's trace.
 */
@FunctionalInterface
public interface ToolHandler {

  /**
   * Runs the tool.
   *
   * @param arguments the checked arguments
   * @return the result text for the model
   * @throws Exception when the tool fails
   */
  String call(ToolArguments arguments) throws Exception;

  /**
   * Whether {@link #call} ends promptly, by throwing, when the thread running it is interrupted: it
   * computes, or waits only in calls that answer interrupts ({@code HttpClient.send}, {@code
   * Future.get}, {@code Thread.sleep}). When it does, the agent runs a round's lone call of this
   * tool on the turn's own thread, which saves two thread hand-offs, and stops it at its timeout by
   * interrupting that thread; the interrupt is taken back before the turn goes on. A handler that
   * says so and then ignores the interrupt holds the turn until it returns. See {@link
   * Tool#answeringInterrupts()} for a lambda handler.
   *
   * @return true when {@link #call} answers interrupts; false by default: the call then runs on the
   *     runtime's executor, and the turn stops waiting for it at its timeout whatever it does
   */
  default boolean answersInterrupts() {
    return false;
  }
}
