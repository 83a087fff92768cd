package dev.vex.core.recovery;

import dev.vex.core.model.ModelException;
import dev.vex.core.trace.ToolCallTrace;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * What a {@link RecoveryStep} sees of a failed model call, and the changes it may make to the next
 * one. Given to the steps on the turn's thread, one failure at a time; not to be kept.
 */
public interface RecoveryAttempt {
  /**
   * Returns the failure.
   *
   * @return the model call's failure
   */
  ModelException failure();

  /**
   * Returns the model the failed call went to.
   *
   * @return the model name
   */
  String model();

  /**
   * Returns the tools the failed call offered.
   *
   * @return tool names, in order
   */
  List<String> offeredTools();

  /**
   * Returns whether the failed call asked the model to think.
   *
   * @return true when thinking was requested
   */
  boolean thinking();

  /**
   * Returns the tool calls of this turn so far.
   *
   * @return the calls, with results
   */
  List<ToolCallTrace> toolCalls();

  /**
   * Returns how often the named step has already recovered in this turn.
   *
   * @param step a step name
   * @return the count, 0 at first
   */
  int timesRecovered(String step);

  /**
   * Marks the current model unavailable for this turn and routes to the next one that is.
   *
   * @return true when another model was found; false leaves the request unchanged
   */
  boolean switchModel();

  /**
   * Offers only these tools (of those offered now) in the next call.
   *
   * @param names tool names; names not offered now are ignored
   */
  void offerOnly(Collection<String> names);

  /**
   * Returns the agent's critical tools ({@code Agent.Builder#criticalTools}): a step that narrows
   * the tools keeps those of them that are offered now. The default is none.
   *
   * @return tool names
   */
  default Set<String> criticalTools() {
    return Set.of();
  }

  /** Asks the model not to think in the next call. */
  void dropThinking();

  /**
   * Waits before the next call. The wait ends early, and the turn stops, when the turn is cancelled
   * or its time runs out.
   *
   * @param pause how long, at most 1 minute
   */
  void pause(Duration pause);
}
