package dev.vex.core.event;

import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ToolCallTrace;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Observes a turn as it runs, for progress displays, metrics and tracing. Events come in pairs:
 * every {@code …Started} is followed by exactly one {@code …Ended} or {@code …Failed}. Calls come
 * from the thread running the turn, except tool and grounding events when those run in parallel.
 *
 * <p>Every method does nothing by default. A listener that throws is logged and ignored: it cannot
 * break the turn.
 *
 * <p>{@link #aroundFetch} and {@link #aroundTool} are the one place where a listener's code runs on
 * the thread that runs a host's fetcher or tool (the turn's thread or the runtime's pool), around
 * that code: a tracing listener uses them to make its span current there, so that spans the host's
 * code starts are children of the fetch's or the tool's span.
 */
public interface AgentListener {

  /** A listener that does nothing. */
  AgentListener NONE = new AgentListener() {};

  /**
   * A turn starts.
   *
   * @param message the user's message
   */
  default void turnStarted(Message message) {}

  /**
   * A turn ended with a reply (which may come from a fallback).
   *
   * @param reply the reply
   */
  default void turnEnded(AgentReply reply) {}

  /**
   * A turn failed with an unexpected error, which is rethrown to the caller.
   *
   * @param error the error
   */
  default void turnFailed(Throwable error) {}

  /**
   * Classification starts.
   *
   * @param message the user's message
   */
  default void classificationStarted(Message message) {}

  /**
   * Classification ended.
   *
   * @param intents what was found
   */
  default void classificationEnded(List<Intent> intents) {}

  /**
   * Classification failed; the turn goes on without intents.
   *
   * @param error the error
   */
  default void classificationFailed(Throwable error) {}

  /**
   * A fetch starts.
   *
   * @param intent the intent it serves
   */
  default void groundingStarted(Intent intent) {}

  /**
   * Wraps the work of one fetch, to run it inside the listener's context on whichever thread runs
   * it. Vex calls this on the turn's thread right after {@link #groundingStarted} for the same
   * intent, and then calls what it returns, once, in place of {@code fetch}, on the thread that
   * runs the fetcher (the turn's thread or one of the runtime's pool). A tracing listener returns a
   * callable that makes its fetch span current, calls {@code fetch}, and restores the thread's
   * previous context in a {@code finally}: nothing it sets up may outlive the call on that thread,
   * which serves other turns next.
   *
   * <p>The returned callable must call {@code fetch} exactly once and return its result or throw
   * what it threw. When this method throws or returns null, Vex runs {@code fetch} unwrapped. The
   * default returns {@code fetch}: no wrapping, no cost.
   *
   * @param <T> what the fetch returns
   * @param intent the intent the fetch serves, the one {@link #groundingStarted} was told
   * @param fetch the fetch's work
   * @return the work to run instead: {@code fetch} itself or a wrapper of it
   */
  default <T> Callable<T> aroundFetch(Intent intent, Callable<T> fetch) {
    return fetch;
  }

  /**
   * A fetch brought ground truth in time.
   *
   * @param intent the intent
   * @param truth what it brought
   */
  default void groundingEnded(Intent intent, GroundTruth truth) {}

  /**
   * A fetch brought ground truth in time, and whether it came from a cache. Vex calls this one; the
   * default calls {@link #groundingEnded(Intent, GroundTruth)}, so a listener overrides either.
   *
   * @param intent the intent
   * @param truth what it brought
   * @param cacheHit true when the fetcher answered from its cache or shared a request in flight
   *     ({@link dev.vex.core.grounding.GroundedFetcher#answeredFromCache()}), false when it fetched
   */
  default void groundingEnded(Intent intent, GroundTruth truth, boolean cacheHit) {
    groundingEnded(intent, truth);
  }

  /**
   * A fetch failed or missed the deadline; the turn goes on without it.
   *
   * @param intent the intent
   * @param error the failure
   */
  default void groundingFailed(Intent intent, Throwable error) {}

  /**
   * A request to the model starts.
   *
   * @param model the model
   * @param round the round, from 1
   */
  default void modelCallStarted(String model, int round) {}

  /**
   * A request to the model ended.
   *
   * @param model the model
   * @param round the round
   * @param response the reply
   */
  default void modelCallEnded(String model, int round, ChatResponse response) {}

  /**
   * A request to the model failed.
   *
   * @param model the model
   * @param round the round
   * @param error the failure
   */
  default void modelCallFailed(String model, int round, Throwable error) {}

  /**
   * Reply text the host may show now (only when the agent streams).
   *
   * <p><b>Guarded release</b> (the default): the model's streamed text is held back and released
   * sentence by sentence, once every guard has judged the text so far and let it through with
   * {@link dev.vex.core.guard.Guard#releases}. A guard that cannot judge partial text (the default
   * for a host's own guard) holds the whole reply until the end. Text that looks like a tool call
   * written as text is held too. The deltas of one turn, concatenated, are the text to show; when
   * the final, guarded reply does not continue what was released (a guard rewrote or overrode it, a
   * fallback answered, or a new model round started), {@link #contentReplaced} tells the host to
   * replace everything it showed. Guarded release never shows a figure or a link that the final
   * reply does not have; the last text released (by deltas and replacements) always equals {@link
   * AgentReply#text()}.
   *
   * <p><b>Raw stream</b> ({@code Agent.Builder.rawStream(true)}): the model's text exactly as it
   * arrives, across every round, before any guard has seen it. It is <em>unguarded</em>: it can
   * show a stale price or a phishing link that the final reply removed, and no {@link
   * #contentReplaced} follows.
   *
   * @param text the new text, to append to what was shown
   */
  default void contentDelta(String text) {}

  /**
   * Replaces all the text released so far this turn (only with guarded release, see {@link
   * #contentDelta}). Later deltas append to {@code fullText}.
   *
   * @param fullText the text to show instead of everything shown so far; may be empty
   * @param reason why, for example which guard rewrote the reply
   */
  default void contentReplaced(String fullText, String reason) {}

  /**
   * A tool call starts.
   *
   * @param call the call as the model sent it
   */
  default void toolCallStarted(ToolCall call) {}

  /**
   * Wraps the run of one tool's handler, to run it inside the listener's context on whichever
   * thread runs it. Vex calls this on the turn's thread after {@link #toolCallStarted} for the same
   * call, once the tool is found and its arguments are valid (a call refused, of an unknown tool or
   * with invalid arguments runs no host code and is not wrapped), and then calls what it returns,
   * once, in place of {@code run}, on the thread that runs the handler (the turn's thread or one of
   * the runtime's pool). The rules of {@link #aroundFetch} apply: call {@code run} exactly once,
   * restore the thread's context in a {@code finally}; when this method throws or returns null, Vex
   * runs {@code run} unwrapped. The default returns {@code run}.
   *
   * @param <T> what the handler returns
   * @param call the call, the one {@link #toolCallStarted} was told
   * @param run the handler's run
   * @return the work to run instead: {@code run} itself or a wrapper of it
   */
  default <T> Callable<T> aroundTool(ToolCall call, Callable<T> run) {
    return run;
  }

  /**
   * A tool call returned a result.
   *
   * @param trace the call and its result
   */
  default void toolCallEnded(ToolCallTrace trace) {}

  /**
   * A tool call failed: unknown tool, invalid arguments, an exception or a timeout. The model got a
   * short error message.
   *
   * @param trace the call and the message the model got
   */
  default void toolCallFailed(ToolCallTrace trace) {}

  /**
   * A guard starts.
   *
   * @param guard the guard's name
   */
  default void guardStarted(String guard) {}

  /**
   * A guard decided.
   *
   * @param trace its verdict
   */
  default void guardEnded(GuardTrace trace) {}

  /**
   * A guard failed and was skipped.
   *
   * @param guard the guard's name
   * @param error the failure
   */
  default void guardFailed(String guard, Throwable error) {}

  /**
   * A fallback rung is tried after the model failed.
   *
   * @param fallback the rung's name
   * @param failure the model failure
   */
  default void fallbackStarted(String fallback, Throwable failure) {}

  /**
   * A fallback rung finished.
   *
   * @param fallback the rung's name
   * @param used whether it produced the reply (false: it passed)
   */
  default void fallbackEnded(String fallback, boolean used) {}

  /**
   * A fallback rung threw and was skipped.
   *
   * @param fallback the rung's name
   * @param error the failure
   */
  default void fallbackFailed(String fallback, Throwable error) {}
}
