package dev.vex.core.trace;

import dev.vex.core.intent.Intent;
import java.time.Duration;
import java.util.List;

/**
 * Everything that happened in one turn, for debugging, tests and UIs.
 *
 * @param intents what the classifier found
 * @param model the model that produced the reply (after any fallback), or empty
 * @param rounds how many model rounds ran
 * @param maxRoundsReached whether the round limit stopped the tool loop
 * @param modelCalls every request to the model
 * @param toolCalls every tool call, in order
 * @param grounding every fetch
 * @param guards every guard's verdict, in order
 * @param recoveries every recovery step that acted on a failed model call, in order
 * @param fallback the name of the fallback rung that produced the reply, or null
 * @param warnings things worth knowing: a missing model replaced, tools withheld, …
 * @param total how long the turn took
 * @param failure why the model gave no answer of its own, when a fallback produced the reply: the
 *     typed exception ({@link dev.vex.core.model.ModelException} and its kinds, whose message says
 *     what to do, such as "pull it with `ollama pull …`" or "start Ollama with `ollama serve`"), or
 *     null when the model answered
 */
public record TurnTrace(
    List<Intent> intents,
    String model,
    int rounds,
    boolean maxRoundsReached,
    List<ModelCallTrace> modelCalls,
    List<ToolCallTrace> toolCalls,
    List<GroundingTrace> grounding,
    List<GuardTrace> guards,
    List<RecoveryTrace> recoveries,
    String fallback,
    List<String> warnings,
    Duration total,
    Throwable failure) {

  /** Copies the lists. */
  public TurnTrace {
    intents = List.copyOf(intents);
    model = model == null ? "" : model;
    modelCalls = List.copyOf(modelCalls);
    toolCalls = List.copyOf(toolCalls);
    grounding = List.copyOf(grounding);
    guards = List.copyOf(guards);
    recoveries = List.copyOf(recoveries);
    warnings = List.copyOf(warnings);
  }

  /**
   * Returns the text the guards were first given: the model's own draft (or the fallback's reply
   * when the model failed), before any guard changed it. A host shows it beside the reply's text as
   * "before and after".
   *
   * @return the first guard's draft, or null when no guard ran or its draft was not recorded
   */
  public String draft() {
    return guards.isEmpty() ? null : guards.get(0).draft();
  }

  /**
   * Returns whether a fallback produced the reply.
   *
   * @return true when the model's own answer was not used
   */
  public boolean fellBack() {
    return fallback != null;
  }
}
