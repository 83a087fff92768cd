package dev.vex.core.model;

/**
 * The server's timing and token counts for one reply. Durations are in nanoseconds; a field the
 * server left out is 0 (Ollama omits empty metrics).
 *
 * @param totalDuration time spent on the whole request
 * @param loadDuration time spent loading the model
 * @param promptEvalCount prompt tokens evaluated; far below the prompt's size means the server
 *     silently truncated the context
 * @param promptEvalDuration time spent on the prompt
 * @param evalCount tokens generated
 * @param evalDuration time spent generating
 */
public record Metrics(
    long totalDuration,
    long loadDuration,
    long promptEvalCount,
    long promptEvalDuration,
    long evalCount,
    long evalDuration) {

  /** No metrics. */
  public static final Metrics NONE = new Metrics(0, 0, 0, 0, 0, 0);
}
