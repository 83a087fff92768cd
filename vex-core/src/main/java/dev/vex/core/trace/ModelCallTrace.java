package dev.vex.core.trace;

import java.time.Duration;
import java.util.List;

/**
 * One request to the model.
 *
 * @param round the round, from 1
 * @param model the model asked
 * @param toolsOffered how many tools were offered
 * @param toolCalls how many tool calls came back
 * @param duration how long the call took
 * @param error the failure, in words, or null
 * @param server the server that answered, when the backend spreads requests over several; empty
 *     otherwise
 * @param failovers the servers that failed before it, one line each with the reason
 */
public record ModelCallTrace(
    int round,
    String model,
    int toolsOffered,
    int toolCalls,
    Duration duration,
    String error,
    String server,
    List<String> failovers) {

  /** Validates and copies. */
  public ModelCallTrace {
    server = server == null ? "" : server;
    failovers = failovers == null ? List.of() : List.copyOf(failovers);
  }

  /**
   * A request to a single server.
   *
   * @param round the round, from 1
   * @param model the model asked
   * @param toolsOffered how many tools were offered
   * @param toolCalls how many tool calls came back
   * @param duration how long the call took
   * @param error the failure, in words, or null
   */
  public ModelCallTrace(
      int round, String model, int toolsOffered, int toolCalls, Duration duration, String error) {
    this(round, model, toolsOffered, toolCalls, duration, error, "", List.of());
  }
}
