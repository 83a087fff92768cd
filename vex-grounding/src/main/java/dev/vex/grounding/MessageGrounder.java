package dev.vex.grounding;

import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The grounding step of {@link Grounding#ground}: classify, then fetch the asks in parallel. */
final class MessageGrounder {

  private MessageGrounder() {}

  static GroundedMessage ground(Grounding grounding, String message, Duration deadline) {
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(deadline, "deadline");
    if (deadline.isZero() || deadline.isNegative()) {
      throw new IllegalArgumentException("deadline must be positive: " + deadline);
    }
    if (message.isBlank()) {
      return GroundedMessage.of(message, List.of());
    }
    List<Intent> intents;
    try {
      intents = grounding.classifier().classify(Message.user(message));
    } catch (RuntimeException e) {
      log().warn("Vex's intent classifier failed; the message is not grounded", e);
      return GroundedMessage.of(message, List.of());
    }
    List<Intent> asks = new ArrayList<>();
    List<CompletableFuture<GroundTruth>> futures = new ArrayList<>();
    VexRuntime runtime = VexRuntime.current();
    for (Intent intent : intents) {
      GroundedFetcher fetcher = grounding.fetcher(intent.kind());
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
        log().debug("fetch of {} '{}' failed", intent.kind(), intent.subject(), cause);
        String source = cause instanceof SourceException s ? s.source() : intent.kind();
        boolean noData = cause instanceof SourceException s && s.noData();
        failed.add(
            new FailedFetch(intent.kind(), intent.subject(), source, cause.toString(), noData));
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

  /** Carries a checked exception out of a supplier. */
  private static final class Wrapped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Wrapped(Exception cause) {
      super(cause);
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(MessageGrounder.class);
  }
}
