package dev.vex.core.internal;

import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.core.trace.GroundingTrace;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the fetchers for a turn's intents in parallel under one deadline. What has not answered by
 * the deadline is cancelled and left out; a failing source never fails the turn.
 */
final class Grounder {
  private static final Logger log = LoggerFactory.getLogger(Grounder.class);

  private Grounder() {}

  record Result(List<GroundTruth> truths, List<GroundingTrace> traces) {}

  static Result ground(
      List<Intent> intents,
      Map<String, GroundedFetcher> fetchers,
      Duration deadline,
      Executor executor,
      AgentListener listener) {
    List<Intent> wanted = new ArrayList<>();
    List<GroundingTrace> traces = new ArrayList<>();
    for (Intent intent : intents) {
      if (fetchers.containsKey(intent.kind())) {
        wanted.add(intent);
      } else if (!intent.isChat()) {
        traces.add(
            new GroundingTrace(
                intent,
                GroundingTrace.Outcome.NO_FETCHER,
                "no fetcher for " + intent.kind(),
                Duration.ZERO));
      }
    }
    if (wanted.isEmpty()) {
      return new Result(List.of(), traces);
    }
    long start = System.nanoTime();
    long end = start + deadline.toNanos();
    List<FutureTask<GroundTruth>> futures = new ArrayList<>(wanted.size());
    for (Intent intent : wanted) {
      GroundedFetcher fetcher = fetchers.get(intent.kind());
      listener.groundingStarted(intent);
      FutureTask<GroundTruth> task = new FutureTask<>(() -> fetcher.fetch(intent));
      futures.add(task);
      executor.execute(task);
    }
    List<GroundTruth> truths = new ArrayList<>();
    for (int i = 0; i < wanted.size(); i++) {
      Intent intent = wanted.get(i);
      FutureTask<GroundTruth> f = futures.get(i);
      String fetcherName = fetchers.get(intent.kind()).getClass().getName();
      try {
        GroundTruth truth = f.get(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        if (truth == null) {
          IllegalStateException e =
              new IllegalStateException("fetcher " + fetcherName + " returned null for " + intent);
          traces.add(
              new GroundingTrace(intent, GroundingTrace.Outcome.FAILED, e.getMessage(), took));
          listener.groundingFailed(intent, e);
          continue;
        }
        truths.add(truth);
        traces.add(
            new GroundingTrace(intent, GroundingTrace.Outcome.FETCHED, truth.sourceName(), took));
        listener.groundingEnded(intent, truth);
      } catch (TimeoutException e) {
        f.cancel(true);
        traces.add(
            new GroundingTrace(
                intent,
                GroundingTrace.Outcome.DEADLINE_PASSED,
                "no answer within " + deadline.toMillis() + " ms",
                deadline));
        listener.groundingFailed(intent, e);
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        log.warn("fetcher {} failed for {}", fetcherName, intent, cause);
        traces.add(
            new GroundingTrace(
                intent,
                GroundingTrace.Outcome.FAILED,
                String.valueOf(cause),
                Duration.ofNanos(System.nanoTime() - start)));
        listener.groundingFailed(intent, cause);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        f.cancel(true);
        traces.add(
            new GroundingTrace(
                intent, GroundingTrace.Outcome.FAILED, "interrupted", Duration.ZERO));
        listener.groundingFailed(intent, e);
      }
    }
    return new Result(truths, traces);
  }
}
