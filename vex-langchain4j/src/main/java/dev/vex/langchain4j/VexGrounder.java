package dev.vex.langchain4j;

import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.retriever.ContentRetriever;
import dev.langchain4j.rag.query.Query;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.grounding.GroundedMessage;
import dev.vex.grounding.Grounding;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Vex's grounding for a LangChain4j AI service: classifies the user's message with Vex's intent
 * rules and fetches the live data the user asked for (a price, the weather, a score) before the
 * model speaks. As a {@link ContentRetriever} it puts that data into the prompt:
 *
 * <pre>{@code
 * VexGrounder grounder = VexGrounder.builder().grounding(Grounding.defaults()).build();
 * Assistant assistant = AiServices.builder(Assistant.class)
 *     .chatModel(ollama)
 *     .contentRetriever(grounder)
 *     .outputGuardrails(VexOutputGuardrail.builder().grounder(grounder).build())
 *     .build();
 * }</pre>
 *
 * <p>Each fetched {@link GroundTruth} becomes one {@link GroundTruthContent}, which {@link
 * VexOutputGuardrail} reads back to check the reply against. Fetches run in parallel on the {@link
 * VexRuntime#current() current runtime}'s executor under one deadline; a fetch that fails or misses
 * it is a {@link FailedFetch}, never made-up data ({@link Grounding#ground}). Immutable and
 * thread-safe.
 */
public final class VexGrounder implements ContentRetriever {
  private final Grounding grounding;
  private final Duration deadline;
  private final Locale locale;

  private VexGrounder(Builder b) {
    this.grounding = b.grounding != null ? b.grounding : Grounding.defaults();
    this.deadline = b.deadline;
    this.locale = b.locale;
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the locale of the summaries put into the prompt.
   *
   * @return the locale
   */
  public Locale locale() {
    return locale;
  }

  /**
   * Classifies the message and fetches the data of every intent the user asked for.
   *
   * @param message the user's message
   * @return the message with its intents, ground truth and failed fetches
   */
  public GroundedMessage ground(String message) {
    return grounding.ground(Objects.requireNonNull(message, "message"), deadline);
  }

  /**
   * Returns one {@link GroundTruthContent} per fetched ground truth of the query's text.
   *
   * @param query the user's message as LangChain4j's query
   * @return the contents, empty when nothing was asked for or nothing could be fetched
   */
  @Override
  public List<Content> retrieve(Query query) {
    GroundedMessage grounded = ground(query.text());
    List<Content> contents = new ArrayList<>();
    for (GroundTruth t : grounded.groundTruth()) {
      contents.add(new GroundTruthContent(t, locale));
    }
    return contents;
  }

  /** Configures a {@link VexGrounder}. */
  public static final class Builder {
    private Grounding grounding;
    private Duration deadline = Duration.ofSeconds(5);
    private Locale locale = Locale.ENGLISH;

    private Builder() {}

    /**
     * Sets the intent rules and fetchers. The default is {@link Grounding#defaults()}.
     *
     * @param grounding the grounding
     * @return this builder
     */
    public Builder grounding(Grounding grounding) {
      this.grounding = Objects.requireNonNull(grounding, "grounding");
      return this;
    }

    /**
     * Sets how long the fetches of one message may take together. The default is 5 seconds.
     *
     * @param deadline a positive duration
     * @return this builder
     */
    public Builder deadline(Duration deadline) {
      Objects.requireNonNull(deadline, "deadline");
      if (deadline.isZero() || deadline.isNegative()) {
        throw new IllegalArgumentException("deadline must be positive: " + deadline);
      }
      this.deadline = deadline;
      return this;
    }

    /**
     * Sets the language of the summaries put into the prompt. The default is English; Vex's
     * fetchers also write Norwegian ({@code nb}).
     *
     * @param locale the locale
     * @return this builder
     */
    public Builder locale(Locale locale) {
      this.locale = Objects.requireNonNull(locale, "locale");
      return this;
    }

    /**
     * Builds the grounder.
     *
     * @return the grounder
     */
    public VexGrounder build() {
      return new VexGrounder(this);
    }
  }
}
