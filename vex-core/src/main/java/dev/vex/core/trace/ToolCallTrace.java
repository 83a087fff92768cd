package dev.vex.core.trace;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.tool.Artefact;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One tool call of a turn: what the model asked, what it got back, how long it took. Build one with
 * {@link #builder(String, Outcome)}: what a trace records grows by builder setters, never by more
 * constructors (the constructors are kept for existing callers).
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
   * Starts a trace of a call of the named tool that ended as given. The round is 1, the id, result
   * and arguments ({@code "{}"}) empty, the duration zero, and there is no error, artefact or
   * ground truth by default.
   *
   * @param name the tool name as the model sent it
   * @param outcome how the call ended
   * @return a builder
   */
  public static Builder builder(String name, Outcome outcome) {
    return new Builder(name, outcome);
  }

  /** Builds a {@link ToolCallTrace}. Not thread-safe. */
  public static final class Builder {
    private final String name;
    private final Outcome outcome;
    private int round = 1;
    private String id = "";
    private String arguments = "{}";
    private String result = "";
    private Duration duration = Duration.ZERO;
    private Throwable error;
    private List<Artefact> artefacts = List.of();
    private List<GroundTruth> groundTruth = List.of();

    private Builder(String name, Outcome outcome) {
      this.name = Objects.requireNonNull(name, "name");
      this.outcome = Objects.requireNonNull(outcome, "outcome");
    }

    /**
     * Sets the round, from 1. The default is 1.
     *
     * @param round the round
     * @return this builder
     */
    public Builder round(int round) {
      this.round = round;
      return this;
    }

    /**
     * Sets the call id. The default is empty.
     *
     * @param id the id
     * @return this builder
     */
    public Builder id(String id) {
      this.id = id;
      return this;
    }

    /**
     * Sets the arguments as JSON text. The default is {@code "{}"}.
     *
     * @param arguments the arguments
     * @return this builder
     */
    public Builder arguments(String arguments) {
      this.arguments = arguments;
      return this;
    }

    /**
     * Sets the text the model received. The default is empty.
     *
     * @param result the result or error message
     * @return this builder
     */
    public Builder result(String result) {
      this.result = result;
      return this;
    }

    /**
     * Sets how long the call ran. The default is zero.
     *
     * @param duration the duration
     * @return this builder
     */
    public Builder duration(Duration duration) {
      this.duration = duration;
      return this;
    }

    /**
     * Sets what the tool threw. The default is none (null).
     *
     * @param error the throwable, or null
     * @return this builder
     */
    public Builder error(Throwable error) {
      this.error = error;
      return this;
    }

    /**
     * Sets what the call made and reported. The default is none.
     *
     * @param artefacts the artefacts
     * @return this builder
     */
    public Builder artefacts(List<Artefact> artefacts) {
      this.artefacts = artefacts;
      return this;
    }

    /**
     * Sets what the call reported as ground truth. The default is none.
     *
     * @param groundTruth the ground truth
     * @return this builder
     */
    public Builder groundTruth(List<GroundTruth> groundTruth) {
      this.groundTruth = groundTruth;
      return this;
    }

    /**
     * Builds the trace.
     *
     * @return the trace
     */
    public ToolCallTrace build() {
      return new ToolCallTrace(
          round, id, name, arguments, outcome, result, duration, error, artefacts, groundTruth);
    }
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
