package dev.vex.core.internal.ground;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;

/**
 * Carries {@link GroundedFetcher#answeredFromCache()} from a fetcher to the grounding step: a flag
 * for the fetch running on this thread, set up around each fetch and taken after it.
 */
public final class CacheHits {
  private static final ThreadLocal<boolean[]> CURRENT = new ThreadLocal<>();

  private CacheHits() {}

  /** Notes that the fetch running on this thread is answered from a cache; else nothing. */
  public static void note() {
    boolean[] flag = CURRENT.get();
    if (flag != null) {
      flag[0] = true;
    }
  }

  /** A fetch's ground truth and whether it came from a cache. */
  record Fetched(GroundTruth truth, boolean cacheHit) {}

  /**
   * Runs the fetch on this thread and tells whether the fetcher said it answered from a cache.
   *
   * @param fetcher the fetcher
   * @param intent the intent
   * @return the ground truth, possibly null (a broken fetcher), and the flag
   * @throws Exception what the fetcher threw
   */
  static Fetched fetch(GroundedFetcher fetcher, Intent intent) throws Exception {
    boolean[] outer = CURRENT.get();
    boolean[] flag = new boolean[1];
    CURRENT.set(flag);
    try {
      GroundTruth truth = fetcher.fetch(intent);
      return new Fetched(truth, flag[0]);
    } finally {
      if (outer == null) {
        CURRENT.remove();
      } else {
        CURRENT.set(outer); // a fetcher that runs another agent's turn inside its own fetch
      }
    }
  }
}
