package dev.vex.core.internal.ground;

import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.SourceFailure;
import dev.vex.core.intent.Intent;
import dev.vex.core.internal.runtime.Deadlines;
import dev.vex.core.internal.runtime.Engine;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.internal.turn.TurnControl;
import dev.vex.core.trace.GroundingTrace;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the fetchers for a turn's intents in parallel under one deadline. What has not answered by
 * the deadline is cancelled and left out; a failing source never fails the turn. What an
 * {@linkplain Intent#isAsk() ask} brings is the turn's ground truth; what a mention brings is kept
 * apart with its figures made optional, and a mention's failure, like a source that does not know
 * the subject, is traced but never announced. The last fetch whose fetcher {@linkplain
 * GroundedFetcher#answersInterrupts() answers interrupts} runs on the turn's own thread, the others
 * on the runtime's executor.
 */
public final class Grounder {

  private final Map<String, GroundedFetcher> fetchers;
  private final Duration deadline;
  private final boolean mentions;

  /**
   * Creates the step, once per agent.
   *
   * @param fetchers the fetchers by intent kind
   * @param deadline how long grounding may take, at most
   * @param mentions whether mentions are fetched too
   */
  public Grounder(Map<String, GroundedFetcher> fetchers, Duration deadline, boolean mentions) {
    this.fetchers = Map.copyOf(fetchers);
    this.deadline = deadline;
    this.mentions = mentions;
  }

  /**
   * Fetches the ground truth for a turn's intents, on the runtime's executor and on this thread,
   * within the grounding deadline and never past the turn's own.
   *
   * @param intents what the classifier found
   * @param control the turn's deadline and executor
   * @param listener the turn's listener
   * @return what arrived in time, and what failed
   */
  public Result ground(List<Intent> intents, TurnControl control, AgentListener listener) {
    Duration d = Duration.ofNanos(control.remainingNanos(deadline.toNanos()));
    return ground(intents, fetchers, d, control.engine(), listener, mentions);
  }

  /**
   * Whether the turn's intents need a fetch: an ask with a fetcher, or a mention whose source is
   * asked for mentions when mentions are fetched. Costs no fetch.
   *
   * @param intents what the classifier found
   * @return true when {@link #ground} will ask a source
   */
  public boolean fetches(List<Intent> intents) {
    for (Intent intent : intents) {
      GroundedFetcher f = fetchers.get(intent.kind());
      if (f != null && (intent.isAsk() || (mentions && fetchesMentions(f)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * What grounding brought.
   *
   * @param truths the ground truth of asks that arrived in time
   * @param traces one per intent that needed a fetch
   * @param failed the fetches of asks that failed or missed the deadline, but for a subject the
   *     source does not know
   * @param mentioned the ground truth of mentions, kept apart from the turn's ground truth
   */
  public record Result(
      List<GroundTruth> truths,
      List<GroundingTrace> traces,
      List<FailedFetch> failed,
      List<GroundTruth> mentioned) {}

  static Result ground(
      List<Intent> intents,
      Map<String, GroundedFetcher> fetchers,
      Duration deadline,
      Engine engine,
      AgentListener listener,
      boolean mentions) {
    List<Intent> wanted = new ArrayList<>();
    List<GroundingTrace> traces = new ArrayList<>();
    for (Intent intent : intents) {
      if (!intent.isAsk()
          && fetchers.containsKey(intent.kind())
          && !(mentions && fetchesMentions(fetchers.get(intent.kind())))) {
        traces.add(
            new GroundingTrace(
                intent,
                GroundingTrace.Outcome.NOT_FETCHED,
                "a mention ("
                    + intent.why()
                    + "); "
                    + (mentions
                        ? "its source is not asked for mentions"
                        : "mentions are not fetched"),
                Duration.ZERO));
      } else if (fetchers.containsKey(intent.kind())) {
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
      return new Result(List.of(), traces, List.of(), List.of());
    }
    long start = System.nanoTime();
    long end = start + deadline.toNanos();
    // The last fetch whose fetcher answers interrupts runs here, on the turn's thread, while the
    // others run on the executor: a lone fetch then costs no thread hand-off at all.
    int here = -1;
    for (int i = wanted.size() - 1; i >= 0 && here < 0; i--) {
      if (answersInterrupts(fetchers.get(wanted.get(i).kind()))) {
        here = i;
      }
    }
    List<FutureTask<CacheHits.Fetched>> futures = new ArrayList<>(wanted.size());
    List<Callable<CacheHits.Fetched>> works = new ArrayList<>(wanted.size());
    for (int i = 0; i < wanted.size(); i++) {
      Intent intent = wanted.get(i);
      GroundedFetcher fetcher = fetchers.get(intent.kind());
      listener.groundingStarted(intent);
      // The listener's wrapper runs where the fetcher runs (a tracer makes its span current there).
      Callable<CacheHits.Fetched> work =
          listener.aroundFetch(intent, () -> CacheHits.fetch(fetcher, intent));
      works.add(work);
      if (i == here) {
        futures.add(null);
        continue;
      }
      // Bound to the turn's engine, so VexRuntime.current() in the fetcher is the agent's runtime.
      FutureTask<CacheHits.Fetched> task = new FutureTask<>(engine.bound(work));
      futures.add(task);
      engine.executor().execute(task);
    }
    Outcome inline = here < 0 ? null : runHere(works.get(here), end, engine.deadlines());
    List<GroundTruth> truths = new ArrayList<>();
    List<GroundTruth> mentioned = new ArrayList<>();
    List<FailedFetch> failed = new ArrayList<>();
    for (int i = 0; i < wanted.size(); i++) {
      Intent intent = wanted.get(i);
      FutureTask<CacheHits.Fetched> f = futures.get(i);
      String fetcherName = fetchers.get(intent.kind()).getClass().getName();
      try {
        CacheHits.Fetched fetched;
        if (f == null) {
          fetched = inline.result();
        } else {
          fetched = f.get(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
        }
        GroundTruth truth = fetched.truth();
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        if (truth == null) {
          IllegalStateException e =
              new IllegalStateException("fetcher " + fetcherName + " returned null for " + intent);
          traces.add(
              new GroundingTrace(intent, GroundingTrace.Outcome.FAILED, e.getMessage(), took));
          failed.add(failure(intent, fetcherName, e));
          listener.groundingFailed(intent, e);
          continue;
        }
        if (intent.isAsk()) {
          truths.add(truth);
        } else {
          mentioned.add(truth);
        }
        traces.add(
            new GroundingTrace(
                intent,
                GroundingTrace.Outcome.FETCHED,
                intent.isAsk() ? truth.sourceName() : truth.sourceName() + " (a mention)",
                took));
        listener.groundingEnded(intent, truth, fetched.cacheHit());
      } catch (TimeoutException e) {
        if (f != null) {
          f.cancel(true);
        }
        traces.add(
            new GroundingTrace(
                intent,
                GroundingTrace.Outcome.DEADLINE_PASSED,
                "no answer within " + deadline.toMillis() + " ms",
                deadline));
        if (intent.isAsk()) {
          failed.add(
              new FailedFetch(
                  intent.kind(),
                  intent.subject(),
                  unnamedSource(intent),
                  "no answer within " + deadline.toMillis() + " ms"));
        }
        listener.groundingFailed(intent, e);
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        if (Contain.fatal(cause)) {
          throw (Error) cause; // on the pool as on this thread
        }
        boolean unknown = unknownSubject(cause);
        if (unknown) {
          log()
              .debug("no subject '{}' for {}: {}", intent.subject(), fetcherName, cause.toString());
        } else {
          log().warn("fetcher {} failed for {}", fetcherName, intent, cause);
        }
        traces.add(
            new GroundingTrace(
                intent,
                unknown ? GroundingTrace.Outcome.UNKNOWN_SUBJECT : GroundingTrace.Outcome.FAILED,
                String.valueOf(cause),
                Duration.ofNanos(System.nanoTime() - start)));
        if (intent.isAsk() && !unknown) {
          failed.add(failure(intent, fetcherName, cause));
        }
        listener.groundingFailed(intent, cause);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        if (f != null) {
          f.cancel(true);
        }
        traces.add(
            new GroundingTrace(
                intent, GroundingTrace.Outcome.FAILED, "interrupted", Duration.ZERO));
        if (intent.isAsk()) {
          failed.add(failure(intent, fetcherName, e));
        }
        listener.groundingFailed(intent, e);
      }
    }
    return new Result(truths, traces, failed, mentioned);
  }

  /** Whether the error, or one of its causes, says the source does not know the subject. */
  private static boolean unknownSubject(Throwable error) {
    Throwable t = error;
    for (int depth = 0; t != null && depth < 8; depth++, t = t.getCause()) {
      if (t instanceof SourceFailure f) {
        try {
          return f.unknownSubject();
        } catch (Throwable e) { // NOPMD: a host failure's failure of any kind is contained
          Contain.check(e);
          return false;
        }
      }
    }
    return false;
  }

  private static boolean fetchesMentions(GroundedFetcher fetcher) {
    try {
      return fetcher.fetchesMentions();
    } catch (Throwable e) { // NOPMD: a host fetcher's failure of any kind is contained
      Contain.check(e);
      return false;
    }
  }

  /** A host fetcher that throws from this method is run on the executor, as one that says no. */
  private static boolean answersInterrupts(GroundedFetcher fetcher) {
    try {
      return fetcher.answersInterrupts();
    } catch (Throwable e) { // NOPMD: a host fetcher's failure of any kind is contained
      Contain.check(e);
      return false;
    }
  }

  /**
   * Runs one fetch on this thread, interrupted by the deadline sweeper when the grounding deadline
   * passes; that interrupt is taken back before this returns, and any other (a cancelled turn)
   * stays set.
   */
  private static Outcome runHere(Callable<CacheHits.Fetched> work, long end, Deadlines deadlines) {
    Thread me = Thread.currentThread();
    Deadlines.Watch watch = deadlines.watch(Math.max(0, end - System.nanoTime()), me::interrupt);
    CacheHits.Fetched fetched = null;
    Throwable error = null;
    try {
      fetched = work.call();
    } catch (Throwable e) { // NOPMD: contained as the pool's future contains it
      if (Contain.fatal(e)) {
        watch.cancel();
        throw (Error) e;
      }
      error = e;
    } finally {
      if (!watch.cancel()) {
        Thread.interrupted(); // the deadline's interrupt, not the caller's
      }
    }
    return new Outcome(fetched, error, watch.fired());
  }

  /** What a fetch run on the turn's thread brought; {@link #result} answers like a future. */
  private record Outcome(CacheHits.Fetched fetched, Throwable error, boolean deadlinePassed) {
    CacheHits.Fetched result() throws ExecutionException, TimeoutException, InterruptedException {
      if (error == null) {
        return fetched;
      }
      if (deadlinePassed) {
        throw new TimeoutException("the grounding deadline passed");
      }
      if (error instanceof InterruptedException ie) {
        throw ie;
      }
      if (Thread.currentThread().isInterrupted()) {
        throw new InterruptedException("interrupted while fetching");
      }
      throw new ExecutionException(error);
    }
  }

  /** Names the source from the error when it names one, else from the fetcher's class. */
  private static FailedFetch failure(Intent intent, String fetcherName, Throwable error) {
    String source = null;
    boolean noData = false;
    Throwable t = error;
    for (int depth = 0; t != null && depth < 8 && source == null; depth++, t = t.getCause()) {
      if (t instanceof SourceFailure f) {
        try {
          source = f.source();
          noData = f.noData();
        } catch (Throwable e) { // NOPMD: a host failure's failure of any kind is contained
          Contain.check(e);
          source = null;
          noData = false;
        }
      }
    }
    if (source == null || source.isBlank()) {
      source = unnamedSource(intent);
    }
    String reason = error == null ? "failed" : String.valueOf(error.getMessage());
    if (error != null && (error.getMessage() == null || error.getMessage().isBlank())) {
      reason = error.getClass().getSimpleName();
    }
    return new FailedFetch(intent.kind(), intent.subject(), source, reason, noData);
  }

  /**
   * The name a user reads when the error does not name its source: the intent's kind, since a
   * fetcher's class name means nothing to the user.
   */
  private static String unnamedSource(Intent intent) {
    return "the " + intent.kind() + " source";
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(Grounder.class);
  }
}
