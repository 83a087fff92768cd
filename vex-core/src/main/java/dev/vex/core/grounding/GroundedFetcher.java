package dev.vex.core.grounding;

import dev.vex.core.intent.Intent;

/**
 * Fetches ground truth for one intent before the model speaks. Registered for an intent kind on the
 * agent's builder; runs in parallel with the other fetchers of the turn under one deadline.
 *
 * <p>A fetcher that cannot fetch throws (a source error with the URL and status, or a timeout): it
 * never returns made-up data. The turn goes on without it and the trace records why.
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
}
