package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.simulator.Reply;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * A fetcher that says it answered from its cache is reported so to the listener, whether it ran on
 * the turn's thread or on a pool thread; one that does not say so is no cache hit.
 */
class FetchCacheHitTest extends SimulatorAgentBase {

  private static GroundTruth truth(String kind) {
    return new GroundTruth(
        kind,
        "Recorded",
        List.of(),
        Instant.parse("2026-12-02T10:00:00Z"),
        Map.of(),
        List.of(),
        Map.of("en", kind + " from the recording"),
        null);
  }

  private static GroundedFetcher fetcher(String kind, boolean fromCache, boolean interruptible) {
    return new GroundedFetcher() {
      @Override
      public GroundTruth fetch(Intent intent) {
        if (fromCache) {
          GroundedFetcher.answeredFromCache();
        }
        return truth(kind);
      }

      @Override
      public boolean answersInterrupts() {
        return interruptible;
      }
    };
  }

  @Test
  void theListenerHearsWhichFetchWasAnsweredFromACacheOnEitherThread() {
    sim.enqueue(Reply.text("Noted."));
    Map<String, Boolean> hits = new ConcurrentHashMap<>();
    AgentListener listener =
        new AgentListener() {
          @Override
          public void groundingEnded(Intent intent, GroundTruth truth, boolean cacheHit) {
            hits.put(intent.kind(), cacheHit);
          }
        };

    agent()
        .classifier(
            m ->
                List.of(
                    Intent.of("pooled-hit", "x"),
                    Intent.of("pooled-miss", "x"),
                    Intent.of("here-hit", "x")))
        .fetcher("pooled-hit", fetcher("pooled-hit", true, false))
        .fetcher("pooled-miss", fetcher("pooled-miss", false, false))
        .fetcher("here-hit", fetcher("here-hit", true, true))
        .listener(listener)
        .build()
        .chat("anything");

    assertThat(hits).isEqualTo(Map.of("pooled-hit", true, "pooled-miss", false, "here-hit", true));
  }

  @Test
  void aListenerThatOverridesOnlyTheOldMethodStillHearsEveryFetch() {
    sim.enqueue(Reply.text("Noted."));
    List<String> heard = new java.util.concurrent.CopyOnWriteArrayList<>();
    AgentListener listener =
        new AgentListener() {
          @Override
          public void groundingEnded(Intent intent, GroundTruth truth) {
            heard.add(intent.kind());
          }
        };

    agent()
        .classifier(m -> List.of(Intent.of("here-hit", "x")))
        .fetcher("here-hit", fetcher("here-hit", true, true))
        .listener(listener)
        .build()
        .chat("anything");

    assertThat(heard).containsExactly("here-hit");
  }

  @Test
  void outsideAFetchSayingItCameFromACacheDoesNothing() {
    GroundedFetcher.answeredFromCache(); // no fetch runs on this thread: no error, no effect
    sim.enqueue(Reply.text("Noted."));
    Map<String, Boolean> hits = new ConcurrentHashMap<>();
    agent()
        .classifier(m -> List.of(Intent.of("here-miss", "x")))
        .fetcher("here-miss", fetcher("here-miss", false, true))
        .listener(
            new AgentListener() {
              @Override
              public void groundingEnded(Intent intent, GroundTruth truth, boolean cacheHit) {
                hits.put(intent.kind(), cacheHit);
              }
            })
        .build()
        .chat("anything");

    assertThat(hits).isEqualTo(Map.of("here-miss", false));
  }
}
