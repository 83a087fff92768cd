package dev.vex.core.trace;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.tool.Artefact;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One tool call of a turn: what the model asked, what it got back, how long it took.
 *
 * @param round the round it happened in, from 1
 * @param id the call id
 * @param name the tool name as the model sent it
 * @param arguments the arguments as JSON text, after coercion (or as sent, when they were invalid);
 *     {@code "{}"} when null
 * @param outcome how it ended
 * @param result the text the model received (the result, or a short error message)
 * @param duration how long it ran
 * @param error the throwable, when the tool threw (any {@link Exception} or {@link Error} but the
 *     fatal ones, see {@code Agent.Builder.isolateTools}) or timed out; null otherwise
 * @param artefacts what the call made and reported (a PDF, a calendar entry); empty unless it
 *     succeeded
 * @param groundTruth what the call reported as ground truth (see {@code
 *     ToolArguments.reportGroundTruth}); empty unless it succeeded
 */
public record ToolCallTrace(
    int round,
    String id,
    String name,
    String arguments,
    Outcome outcome,
    String result,
    Duration duration,
    Throwable error,
    List<Artefact> artefacts,
    List<GroundTruth> groundTruth) {

  /** How a tool call ended. */
  public enum Outcome {
    /** The tool ran and returned a result. */
    OK,
    /** The model named a tool that does not exist; it was told the nearest names. */
    UNKNOWN_TOOL,
    /** The arguments did not fit the schema; the model was told what is wrong. */
    INVALID_ARGUMENTS,
    /** The tool threw; the model got a short error message. */
    FAILED,
    /**
     * The tool ran past its timeout (or the turn's deadline) and was interrupted; a tool that
     * ignores the interrupt is left running on its pool thread and its result is discarded.
     */
    TIMED_OUT,
    /**
     * The call was over the cap of tool calls per round or per turn and was not run; the model was
     * told so.
     */
    REFUSED
  }

  /** Validates. */
  public ToolCallTrace {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(outcome, "outcome");
    arguments = arguments == null ? "{}" : arguments;
    result = result == null ? "" : result;
    duration = duration == null ? Duration.ZERO : duration;
    artefacts = artefacts == null ? List.of() : List.copyOf(artefacts);
    groundTruth = groundTruth == null ? List.of() : List.copyOf(groundTruth);
  }

  /**
   * A call that reported no ground truth.
   *
   * @param round the round, from 1
   * @param id the call id
   * @param name the tool name
   * @param arguments the arguments
   * @param outcome how it ended
   * @param result the text the model received
   * @param duration how long it ran
   * @param error the exception, or null
   * @param artefacts what the call made and reported
   */
  public ToolCallTrace(
      int round,
      String id,
      String name,
      String arguments,
      Outcome outcome,
      String result,
      Duration duration,
      Throwable error,
      List<Artefact> artefacts) {
    this(round, id, name, arguments, outcome, result, duration, error, artefacts, List.of());
  }

  /**
   * A call that made no artefacts.
   *
   * @param round the round, from 1
   * @param id the call id
   * @param name the tool name
   * @param arguments the arguments
   * @param outcome how it ended
   * @param result the text the model received
   * @param duration how long it ran
   * @param error the exception, or null
   */
  public ToolCallTrace(
      int round,
      String id,
      String name,
      String arguments,
      Outcome outcome,
      String result,
      Duration duration,
      Throwable error) {
    this(round, id, name, arguments, outcome, result, duration, error, List.of(), List.of());
  }

  /**
   * Returns whether the tool ran and returned a result.
   *
   * @return true for {@link Outcome#OK}
   */
  public boolean ok() {
    return outcome == Outcome.OK;
  }
}
