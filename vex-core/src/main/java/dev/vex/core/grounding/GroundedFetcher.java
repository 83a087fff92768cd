package dev.vex.core.grounding;

import dev.vex.core.intent.Intent;

/**
 * Fetches ground truth for one intent before the model speaks. Registered for an intent kind on the
 * agent's builder; runs in parallel with the other fetchers of the turn under one deadline.
 *
 * <p>A fetcher that cannot fetch throws (a source error with the URL and status, or a timeout): it
 * never returns made-up data. The turn goes on without it and the trace records why.
 *
 * <p>A fetcher that needs threads or an HTTP client of its own takes them from {@link
 * dev.vex.core.VexRuntime#current()}, the runtime of the agent whose turn runs it, so that what it
 * starts ends when the host closes that runtime.
 */
@FunctionalInterface
public interface GroundedFetcher {

  /**
   * Fetches the ground truth for the intent.
   *
   * @param intent the intent, of the kind this fetcher was registered for
   * @return the ground truth
   * @throws Exception when the source fails
   */
  GroundTruth fetch(Intent intent) throws Exception;

  /**
   * Whether {@link #fetch} ends promptly, by throwing, when the thread running it is interrupted:
   * it waits only in calls that answer interrupts, such as {@code HttpClient.send} or {@code
   * Future.get}. When it does, the agent runs a turn's only fetch (or the last of several) on the
   * turn's own thread, which saves two thread hand-offs per turn, and stops it at the grounding
   * deadline by interrupting that thread; an interrupt it sends is taken back before the turn goes
   * on. A fetcher that says so and then ignores the interrupt holds the turn until it returns. The
   * built-in fetchers of {@code vex-grounding} answer interrupts.
   *
   * @return true when {@link #fetch} answers interrupts; false by default: the fetch then runs on
   *     the runtime's executor, and the turn stops waiting for it at the deadline whatever it does
   */
  default boolean answersInterrupts() {
    return false;
  }

  /**
   * Returns whether a subject the user only {@linkplain Intent.Mode#MENTION mentioned} is worth
   * fetching: true for a source of figures a reply may state wrongly (a price, a temperature, a
   * score), so that the digit scan can catch "Dogecoin, created in 2013, trades at $3 today"; false
   * for a search, news, recipes or a translation, whose request would send the user's words out for
   * nothing. The default is false.
   *
   * @return true to be asked for mentions too
   */
  default boolean fetchesMentions() {
    return false;
  }

  /**
   * Tells the turn that the fetch running on this thread is answered from a cache (or by sharing a
   * request already in flight) rather than by a request of its own, so that listeners and telemetry
   * can say so ({@code AgentListener.groundingEnded(Intent, GroundTruth, boolean)}). Call it from
   * {@link #fetch} on the thread running it; anywhere else it does nothing. A fetch that never
   * calls it counts as no cache hit. The built-in fetchers of {@code vex-grounding} call it.
   */
  static void answeredFromCache() {
    dev.vex.core.internal.ground.CacheHits.note();
  }
}
