package dev.vex.spring.ai;

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

/** Classifies a message with Vex's rules and fetches the asks in parallel under one deadline. */
final class Grounder {
  private static final Logger log = LoggerFactory.getLogger(Grounder.class);

  private final Grounding grounding;
  private final Duration deadline;
  private final Locale locale;

  Grounder(Grounding grounding, Duration deadline, Locale locale) {
    this.grounding = grounding;
    this.deadline = deadline;
    this.locale = locale;
  }

  /**
   * Returns the locale of the summaries put into the prompt.
   *
   * @return the locale
   */
  Locale locale() {
    return locale;
  }

  /**
   * Classifies the message and fetches the data of every intent the user asked for.
   *
   * @param message the user's message
   * @return the message with its intents, ground truth and failed fetches
   */
  GroundedMessage ground(String message) {
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
}
