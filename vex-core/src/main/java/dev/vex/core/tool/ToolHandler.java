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
}
