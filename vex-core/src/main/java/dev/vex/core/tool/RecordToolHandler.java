package dev.vex.core.tool;

/**
 * The code behind a tool whose parameters are a Java record.
 *
 * @param <R> the record type
 */
@FunctionalInterface
public interface RecordToolHandler<R extends Record> {

  /**
   * Runs the tool.
   *
   * @param arguments the arguments, checked against the record's schema and built into it
   * @return the result text for the model
   * @throws Exception when the tool fails
   */
  String call(R arguments) throws Exception;
}
