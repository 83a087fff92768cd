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
 * What the turn knows when guards and fallbacks run: they read it and never fetch. Build one with
 * {@link #builder(Message)}: what the turn knows grows by builder setters, never by more
 * constructors (the constructors are kept for existing callers).
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

  /**
   * Starts a context for the user's message. Every other part is empty by default; the locale is
   * {@link Locale#ENGLISH}.
   *
   * @param userMessage the user's message
   * @return a builder
   */
  public static Builder builder(Message userMessage) {
    return new Builder(userMessage);
  }

  /**
   * Returns a builder holding this context's values.
   *
   * @return a builder
   */
  public Builder toBuilder() {
    return new Builder(userMessage)
        .locale(locale)
        .intents(intents)
        .groundTruth(groundTruth)
        .toolCalls(toolCalls)
        .links(links)
        .model(model)
        .failure(failure)
        .failedFetches(failedFetches)
        .mentioned(mentioned);
  }

  /** Builds a {@link TurnContext}. Not thread-safe. */
  public static final class Builder {
    private final Message userMessage;
    private Locale locale = Locale.ENGLISH;
    private List<Intent> intents = List.of();
    private List<GroundTruth> groundTruth = List.of();
    private List<ToolCallTrace> toolCalls = List.of();
    private List<String> links = List.of();
    private String model = "";
    private Throwable failure;
    private List<FailedFetch> failedFetches = List.of();
    private List<GroundTruth> mentioned = List.of();

    private Builder(Message userMessage) {
      this.userMessage = Objects.requireNonNull(userMessage, "userMessage");
    }

    /**
     * Sets the reply's locale. The default is {@link Locale#ENGLISH}.
     *
     * @param locale the locale
     * @return this builder
     */
    public Builder locale(Locale locale) {
      this.locale = Objects.requireNonNull(locale, "locale");
      return this;
    }

    /**
     * Sets what the classifier found. The default is nothing.
     *
     * @param intents the intents
     * @return this builder
     */
    public Builder intents(List<Intent> intents) {
      this.intents = List.copyOf(intents);
      return this;
    }

    /**
     * Sets what the fetchers brought back for asks. The default is nothing.
     *
     * @param groundTruth the ground truth
     * @return this builder
     */
    public Builder groundTruth(List<GroundTruth> groundTruth) {
      this.groundTruth = List.copyOf(groundTruth);
      return this;
    }

    /**
     * Sets the tool calls so far. The default is none.
     *
     * @param toolCalls the calls, with results
     * @return this builder
     */
    public Builder toolCalls(List<ToolCallTrace> toolCalls) {
      this.toolCalls = List.copyOf(toolCalls);
      return this;
    }

    /**
     * Sets the URLs trusted for this turn, see {@link TurnContext#links()}. The default is none.
     *
     * @param links the URLs
     * @return this builder
     */
    public Builder links(List<String> links) {
      this.links = List.copyOf(links);
      return this;
    }

    /**
     * Sets the model in use. The default is empty.
     *
     * @param model the model name, or null for empty
     * @return this builder
     */
    public Builder model(String model) {
      this.model = model;
      return this;
    }

    /**
     * Sets the model failure that sent the turn to the fallbacks. The default is none (null).
     *
     * @param failure the failure, or null
     * @return this builder
     */
    public Builder failure(Throwable failure) {
      this.failure = failure;
      return this;
    }

    /**
     * Sets the fetches of asks that failed. The default is none.
     *
     * @param failedFetches the failed fetches, in intent order
     * @return this builder
     */
    public Builder failedFetches(List<FailedFetch> failedFetches) {
      this.failedFetches = List.copyOf(failedFetches);
      return this;
    }

    /**
     * Sets what the fetchers brought for subjects only mentioned. The default is nothing.
     *
     * @param mentioned the ground truth of mentions
     * @return this builder
     */
    public Builder mentioned(List<GroundTruth> mentioned) {
      this.mentioned = List.copyOf(mentioned);
      return this;
    }

    /**
     * Builds the context.
     *
     * @return the context
     */
    public TurnContext build() {
      return new TurnContext(
          userMessage,
          locale,
          intents,
          groundTruth,
          toolCalls,
          links,
          model,
          failure,
          failedFetches,
          mentioned);
    }
  }
}
