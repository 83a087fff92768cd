package dev.vex.langchain4j;

import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.retriever.ContentRetriever;
import dev.langchain4j.rag.query.Query;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.Grounding;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
 * it is a {@link FailedFetch}, never made-up data. Immutable and thread-safe.
 */
public final class VexGrounder implements ContentRetriever {
  private static final Logger log = LoggerFactory.getLogger(VexGrounder.class);

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
    Objects.requireNonNull(message, "message");
    List<Intent> intents;
    try {
      intents = grounding.classifier().classify(Message.user(message));
    } catch (RuntimeException e) {
      log.warn("Vex's intent classifier failed; the message is not grounded", e);
      return GroundedMessage.of(message, List.of());
    }
    List<Intent> asks = new ArrayList<>();
    List<CompletableFuture<GroundTruth>> futures = new ArrayList<>();
    VexRuntime runtime = VexRuntime.current();
    for (Intent intent : intents) {
      GroundedFetcher fetcher = grounding.fetchers().get(intent.kind());
      if (fetcher == null || !intent.isAsk()) {
        continue;
      }
      asks.add(intent);
      futures.add(CompletableFuture.supplyAsync(() -> fetch(fetcher, intent), runtime.executor()));
    }
    long end = System.nanoTime() + deadline.toNanos();
    List<GroundTruth> truths = new ArrayList<>();
    List<FailedFetch> failed = new ArrayList<>();
    for (int i = 0; i < asks.size(); i++) {
      Intent intent = asks.get(i);
      CompletableFuture<GroundTruth> f = futures.get(i);
      try {
        GroundTruth t = f.get(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
        if (t != null) {
          truths.add(t);
        }
      } catch (TimeoutException e) {
        f.cancel(true);
        failed.add(
            new FailedFetch(
                intent.kind(),
                intent.subject(),
                intent.kind(),
                "no answer within " + deadline.toMillis() + " ms"));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        futures.forEach(x -> x.cancel(true));
        break;
      } catch (ExecutionException e) {
        Throwable cause = e.getCause() instanceof Wrapped w ? w.getCause() : e.getCause();
        log.debug("fetch of {} '{}' failed", intent.kind(), intent.subject(), cause);
        failed.add(
            new FailedFetch(
                intent.kind(), intent.subject(), sourceOf(cause, intent), cause.toString()));
      }
    }
    return new GroundedMessage(message, intents, truths, failed);
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

  private static GroundTruth fetch(GroundedFetcher fetcher, Intent intent) {
    try {
      return fetcher.fetch(intent);
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new Wrapped(e);
    }
  }

  private static String sourceOf(Throwable cause, Intent intent) {
    if (cause instanceof dev.vex.grounding.SourceException s) {
      return s.source();
    }
    return intent.kind();
  }

  /** Carries a checked exception out of a supplier. */
  private static final class Wrapped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Wrapped(Exception cause) {
      super(cause);
    }
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
