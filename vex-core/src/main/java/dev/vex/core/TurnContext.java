package dev.vex.core;

import dev.vex.core.grounding.FailedFetch;
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
 * @param groundTruth what the fetchers brought back for {@linkplain Intent#isAsk() asks}: the data
 *     a reply must agree with, shown as cards and used by overrides and fallbacks
 * @param toolCalls every tool call so far, with results
 * @param links URLs that a source gave as a result's own address this turn: the ground truth's
 *     {@link GroundTruth#sourceUrls() source URLs} and the URL fields ({@code url}, {@code link},
 *     {@code href}, or a name ending in {@code url}) of tool results that are JSON. A URL that only
 *     appears inside fetched text (a title, a snippet, a page) is not among them. Trusted for this
 *     turn only
 * @param model the model in use, or empty
 * @param failure the model failure that sent the turn to the fallbacks, or null
 * @param failedFetches the fetches the turn needed and did not get, in intent order: those of
 *     {@linkplain Intent#isAsk() asks} only, since only an ask needs its data
 * @param mentioned what the fetchers brought for subjects the user only {@linkplain
 *     Intent.Mode#MENTION mentioned}: never required of a reply, never shown as a card or used to
 *     answer, only compared with a reply that states a different live figure for the subject
 */
public record TurnContext(
    Message userMessage,
    Locale locale,
    List<Intent> intents,
    List<GroundTruth> groundTruth,
    List<ToolCallTrace> toolCalls,
    List<String> links,
    String model,
    Throwable failure,
    List<FailedFetch> failedFetches,
    List<GroundTruth> mentioned) {

  /** Validates and copies. */
  public TurnContext {
    Objects.requireNonNull(userMessage, "userMessage");
    Objects.requireNonNull(locale, "locale");
    intents = List.copyOf(intents);
    groundTruth = List.copyOf(groundTruth);
    toolCalls = List.copyOf(toolCalls);
    links = List.copyOf(links);
    model = model == null ? "" : model;
    failedFetches = failedFetches == null ? List.of() : List.copyOf(failedFetches);
    mentioned = mentioned == null ? List.of() : List.copyOf(mentioned);
  }

  /**
   * A context without ground truth for mentions.
   *
   * @param userMessage the user's message
   * @param locale the reply's locale
   * @param intents what the classifier found
   * @param groundTruth what the fetchers brought back for asks
   * @param toolCalls every tool call so far, with results
   * @param links URLs trusted for this turn
   * @param model the model in use, or empty
   * @param failure the model failure that sent the turn to the fallbacks, or null
   * @param failedFetches the fetches of asks that failed
   */
  public TurnContext(
      Message userMessage,
      Locale locale,
      List<Intent> intents,
      List<GroundTruth> groundTruth,
      List<ToolCallTrace> toolCalls,
      List<String> links,
      String model,
      Throwable failure,
      List<FailedFetch> failedFetches) {
    this(
        userMessage,
        locale,
        intents,
        groundTruth,
        toolCalls,
        links,
        model,
        failure,
        failedFetches,
        List.of());
  }

  /**
   * A context in which every fetch succeeded or none was needed.
   *
   * @param userMessage the user's message
   * @param locale the reply's locale
   * @param intents what the classifier found
   * @param groundTruth what the fetchers brought back
   * @param toolCalls every tool call so far, with results
   * @param links URLs trusted for this turn
   * @param model the model in use, or empty
   * @param failure the model failure that sent the turn to the fallbacks, or null
   */
  public TurnContext(
      Message userMessage,
      Locale locale,
      List<Intent> intents,
      List<GroundTruth> groundTruth,
      List<ToolCallTrace> toolCalls,
      List<String> links,
      String model,
      Throwable failure) {
    this(userMessage, locale, intents, groundTruth, toolCalls, links, model, failure, List.of());
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
