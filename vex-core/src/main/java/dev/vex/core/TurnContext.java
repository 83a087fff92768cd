package dev.vex.core;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.tool.Artefact;
import dev.vex.core.trace.ToolCallTrace;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What the turn knows when guards and fallbacks run: they read it and never fetch.
 *
 * @param userMessage the user's message
 * @param locale the reply's locale
 * @param intents what the classifier found
 * @param groundTruth what the fetchers brought back
 * @param toolCalls every tool call so far, with results
 * @param links URLs that came from ground truth or tool results this turn (trusted for this turn)
 * @param model the model in use, or empty
 * @param failure the model failure that sent the turn to the fallbacks, or null
 */
public record TurnContext(
    Message userMessage,
    Locale locale,
    List<Intent> intents,
    List<GroundTruth> groundTruth,
    List<ToolCallTrace> toolCalls,
    List<String> links,
    String model,
    Throwable failure) {

  /** Validates and copies. */
  public TurnContext {
    Objects.requireNonNull(userMessage, "userMessage");
    Objects.requireNonNull(locale, "locale");
    intents = List.copyOf(intents);
    groundTruth = List.copyOf(groundTruth);
    toolCalls = List.copyOf(toolCalls);
    links = List.copyOf(links);
    model = model == null ? "" : model;
  }

  /**
   * Returns the results of the tool calls that succeeded.
   *
   * @return the successful calls, in order
   */
  public List<ToolCallTrace> successfulToolCalls() {
    return toolCalls.stream().filter(ToolCallTrace::ok).toList();
  }

  /**
   * Returns what the tools that succeeded this turn made and reported (PDFs, calendar entries).
   *
   * @return the artefacts, in the order made
   */
  public List<Artefact> artefacts() {
    return toolCalls.stream()
        .filter(ToolCallTrace::ok)
        .flatMap(t -> t.artefacts().stream())
        .toList();
  }
}
